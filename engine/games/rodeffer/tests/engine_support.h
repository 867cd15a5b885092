// The engine facade with Rodeffer's Inchworm as its only game, for the tests of the search through it,
// and the game's own state behind the facade.
#pragma once

#include <memory>

#include "engine.h"
#include "rodeffer_game.h"
#include "state.h"

namespace testing {

inline std::unique_ptr<inchworm::Engine> make_rodeffer_engine() {
  return std::make_unique<inchworm::Engine>(std::vector<inchworm::GameEntry>{inchworm::rodeffer::game_entry()});
}

inline const inchworm::rodeffer::State& rodeffer_state(const inchworm::Engine& engine) {
  return static_cast<const inchworm::rodeffer::State&>(engine.state());
}

}  // namespace testing
