#include "state_support.h"

#include <sstream>

#include "state.h"

namespace steere_testing {

std::unique_ptr<inchworm::GameState> new_state() { return inchworm::steere::make_state(); }

std::unique_ptr<inchworm::GameState> state_at(const std::string& position) {
  auto state = new_state();
  const auto error = state->set_position(position);
  INFO(position << ": " << (error ? error->message : "ok"));
  REQUIRE_FALSE(error);
  return state;
}

void play_all(inchworm::GameState& state, const std::string& tokens) {
  std::istringstream in(tokens);
  for (std::string token; in >> token;) {
    const auto played = state.play(token);
    INFO(token << " in " << state.position_string() << ": " << (played ? "ok" : played.error()));
    REQUIRE(played);
  }
}

Snapshot snapshot(const inchworm::GameState& state) {
  Snapshot s;
  s.position = state.position_string();
  s.rules = state.describe_rules();
  s.describe = state.describe();
  s.rows = state.rule_option_value("Rows");
  s.columns = state.rule_option_value("Columns");
  s.advance = state.rule_option_value("Advance");
  s.outcome = state.verdict().outcome;
  const auto moves = state.legal_moves();
  REQUIRE(moves);
  s.moves = *moves;
  return s;
}

}  // namespace steere_testing
