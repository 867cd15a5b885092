#include "game_ui.h"

#include <boost/json.hpp>

#include "rodeffer_ui.h"
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

MoveDetail GameUi::describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const {
  MoveDetail d;
  if (auto anatomy = before.anatomy(given)) {
    inchworm::MoveAnatomy& a = anatomy.value();
    d.kind = std::move(a.kind);
    d.squares = std::move(a.squares);
    d.taken = std::move(a.taken);
    d.shown = std::move(a.record);
    d.gloss = std::move(a.gloss);
    return d;
  }
  // Only a state that does not replay its own move gets here: draw it by its token.
  d.kind = played.token == "pass" ? "pass" : "move";
  d.squares = squares_in_token(played.token);
  d.shown = played.record.empty() ? played.token : played.record;
  return d;
}

std::vector<SideCounter> GameUi::counters(const GameState& state) const { return state.board().counters; }

json::object GameUi::legal(const GameState& state) const {
  json::object o;
  json::array moves;
  bool pass = false;
  if (!state.is_over()) {
    auto listed = state.legal_moves();
    if (listed) {
      json::object off_edges;  // a move off the board (token "<square>-off"): the edges it leaves by
      for (const auto& m : *listed) {
        if (m == "pass") pass = true;
        moves.emplace_back(m);
        if (!m.ends_with("-off")) continue;
        auto a = state.anatomy(m);
        if (!a || a->edges.empty()) continue;
        json::array edges;
        for (const auto& e : a->edges) edges.emplace_back(e);
        off_edges[m] = std::move(edges);
      }
      if (!off_edges.empty()) o["offEdges"] = std::move(off_edges);
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
  return std::make_shared<GameUi>();
}

}  // namespace adapters::web
