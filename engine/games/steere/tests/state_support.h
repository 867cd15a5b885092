// Helpers for the tests of Steere's GameState, which see it only through the generic interface.
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "game_state.h"

namespace steere_testing {

// A fresh state (default rules, start position) through the generic interface.
std::unique_ptr<inchworm::GameState> new_state();
// A state set to `position` (which must be accepted).
std::unique_ptr<inchworm::GameState> state_at(const std::string& position);
// Plays tokens separated by spaces, each of which must be legal.
void play_all(inchworm::GameState& state, const std::string& tokens);

// Everything a client can observe of a state, to show that a refused request changed nothing.
struct Snapshot {
  std::string position, rules, describe, rows, columns, advance;
  inchworm::Outcome outcome = inchworm::Outcome::None;
  std::vector<std::string> moves;
  bool operator==(const Snapshot&) const = default;
};
Snapshot snapshot(const inchworm::GameState& state);

}  // namespace steere_testing
