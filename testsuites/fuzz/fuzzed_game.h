// The game a fuzz binary fuzzes: the one INCHWORM_FUZZ_GAME names (scripts/fuzz sets it, together with
// INCHWORM_TEST_GAMES=1 so that the tests' own games are registered too). Without a registered game
// there, the binary says which it has and stops.
#pragma once

#include <cstdio>
#include <cstdlib>

#include "registry.h"

namespace fuzz {

inline const inchworm::GameEntry& fuzzed_game() {
  static const inchworm::GameEntry* const game = [] {
    const char* id = std::getenv("INCHWORM_FUZZ_GAME");
    const inchworm::GameEntry* found = id ? inchworm::find_game(id) : nullptr;
    if (!found) {
      std::fprintf(stderr, "fuzz: set INCHWORM_FUZZ_GAME to one of the games: %s\n", inchworm::game_ids().c_str());
      std::exit(2);
    }
    return found;
  }();
  return *game;
}

}  // namespace fuzz
