#include "game_ui.h"

#include <boost/json.hpp>

#include "rodeffer_ui.h"
#include "steere_ui.h"
#include "text.h"

namespace adapters::web {

namespace json = boost::json;

std::vector<std::string> squares_in_token(std::string_view token) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < token.size()) {
    std::size_t j = i + 1;
    while (j < token.size() && j < i + 3 && std::isdigit(static_cast<unsigned char>(token[j]))) ++j;
    const auto rank = inchworm::parse_number<int>(token.substr(i + 1, j - i - 1), 1, 16);
    if (token[i] >= 'a' && token[i] <= 'p' && rank && token[i + 1] != '0') {
      out.emplace_back(token.substr(i, j - i));
      i = j;
    } else {
      ++i;
    }
  }
  return out;
}

MoveDetail GameUi::describe_move(const GameState&, std::string_view, const PlayedMove& played) const {
  MoveDetail d;
  d.kind = played.token == "pass" ? "pass" : "move";
  d.squares = squares_in_token(played.token);
  d.shown = played.record.empty() ? played.token : played.record;
  return d;
}

std::vector<SideCounter> GameUi::counters(const GameState&) const { return {}; }

json::object GameUi::legal(const GameState& state) const {
  json::object o;
  json::array moves;
  bool pass = false;
  if (!state.is_over()) {
    auto listed = state.legal_moves();
    if (listed) {
      for (const auto& m : *listed) {
        if (m == "pass") pass = true;
        moves.emplace_back(m);
      }
    } else {
      o["note"] = listed.error();
    }
  }
  o["moves"] = std::move(moves);
  o["pass"] = pass;
  return o;
}

Expected<json::object> GameUi::continuations(const GameState& state, const std::vector<std::string>&) const {
  return inchworm::Error{"moves of " + state.game_id() + " are not entered square by square"};
}

std::shared_ptr<const GameUi> make_game_ui(std::string_view game_id) {
  if (game_id == "rodeffer") return std::make_shared<RodefferUi>();
  if (game_id == "steere") return std::make_shared<SteereUi>();
  return std::make_shared<GameUi>();
}

}  // namespace adapters::web
