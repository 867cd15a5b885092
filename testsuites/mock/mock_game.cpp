#include "mock_game.h"

#include "registry.h"
#include "text.h"

namespace mock {

using namespace inchworm;

MockGame::MockGame(const std::string& game_id) : state_(std::move(make_game_state(game_id)).value()) {}

std::string MockGame::game_choices() {
  std::string vars;
  for (const GameEntry& g : game_registry()) vars += " var " + g.id;
  return vars;
}

std::optional<std::string> MockGame::set_option(const std::string& name, const std::string& value) {
  if (same_option_name(name, "Game") || same_option_name(name, "UCI_Variant")) {
    auto next = make_game_state(value);
    if (!next) return next.error();
    state_ = std::move(next).value();
    for (const auto& [rule, v] : rules_)
      if (find_option(state_->rule_options(), rule)) state_->set_rule_option(rule, v);
    return std::nullopt;
  }
  if (find_option(state_->rule_options(), name))
    if (auto e = state_->set_rule_option(name, value)) return e->message;
  rules_.emplace_back(name, value);
  return std::nullopt;
}

std::optional<std::string> MockGame::set_position(const std::vector<std::string>& w) {
  auto next = state_->clone();
  const std::size_t moves_at = find_word(w, "moves");
  if (w.size() > 1 && w[1] == "startpos") {
    next->set_position("startpos");
  } else if (w.size() > 1 && w[1] == "fen") {
    if (auto e = next->set_position(join_words(w, 2, moves_at))) return e->message;
  }
  for (std::size_t i = moves_at + 1; i < w.size(); ++i)
    if (auto played = next->play(w[i]); !played) return played.error();
  state_ = std::move(next);
  return std::nullopt;
}

}  // namespace mock
