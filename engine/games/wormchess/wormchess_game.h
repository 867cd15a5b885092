// Inchworm Chess and Long Worm Chess as games of the engine: their registry entries, each with the
// rules state and the searcher (players, evaluation, bench).
#pragma once

#include "game_entry.h"

namespace inchworm::wormchess {

GameEntry inchworm_chess_entry();
GameEntry longworm_chess_entry();
// How adapters show both (look.cpp).
Presentation presentation();

}  // namespace inchworm::wormchess
