// Nim as one of the registry's games (a game of the tests, listed when INCHWORM_TEST_GAMES=1).
#pragma once

#include "game_entry.h"

namespace inchworm::nim {

GameEntry game_entry();

}  // namespace inchworm::nim
