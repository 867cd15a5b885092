// Mark Steere's Inchworm as one of the engine's games: its registry entry (rules state and searcher).
#pragma once

#include "game_entry.h"

namespace inchworm::steere {

GameEntry game_entry();
// How adapters show it (look.cpp).
Presentation presentation();

}  // namespace inchworm::steere
