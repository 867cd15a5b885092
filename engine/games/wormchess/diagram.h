// Pictures of a position: an ASCII diagram with the position's details for people (the `d` command)
// and the board as points for GUIs, both showing stretched pieces (rear and front) and half pieces.
#pragma once

#include <string>

#include "game_state.h"
#include "position.h"

namespace inchworm::wormchess {

// `end` is the game's state in its history ("checkmate", "no"), judged by the caller.
std::string diagram(const Position& pos, const std::string& end);
BoardView board_view(const Position& pos);

}  // namespace inchworm::wormchess
