// Rodeffer's Inchworm as one of the engine's games: its registry entry (rules state and searcher).
#pragma once

#include "game_entry.h"

namespace inchworm::rodeffer {

GameEntry game_entry();
// How adapters show it (look.cpp).
Presentation presentation();

}  // namespace inchworm::rodeffer
