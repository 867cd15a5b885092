// Inchworm Chess and Long Worm Chess as games of the engine: their registry entries. Neither has a
// searcher yet: make_searcher is left empty.
#pragma once

#include "game_entry.h"

namespace inchworm::wormchess {

GameEntry inchworm_chess_entry();
GameEntry longworm_chess_entry();

}  // namespace inchworm::wormchess
