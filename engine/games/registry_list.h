// The games the build has, as engine/CMakeLists.txt generates them (registered_games.cpp) from each
// game folder's inchworm_add_game line. Only registry.cpp reads them: everything else asks
// game_registry() (registry.h).
#pragma once

#include <vector>

#include "game_entry.h"

namespace inchworm {

// The games every build has, the default first.
std::vector<GameEntry> registered_games();
// The tests' own games (testsuites/games/), built with INCHWORM_TEST_GAMES=ON; empty otherwise.
std::vector<GameEntry> registered_test_games();

}  // namespace inchworm
