// What a Rodeffer move does, for GUIs that draw it once played (GameState::anatomy): its kind, the
// squares it went over (a collect's run from its first square, a distribution's path in the order
// given), and the stacks its captures took (R3.2) as the move left them before their removal.
#pragma once

#include <string_view>
#include <vector>

#include "game_state.h"
#include "move.h"
#include "position.h"

namespace inchworm::rodeffer {

// The move `given` (any accepted spelling, R2) played from `before`; the error of parse_move otherwise.
Expected<MoveAnatomy> move_anatomy(const Position& before, std::string_view given);

// The stacks on `captured` (the squares move `m` emptied in `before`) as the move left them before
// the captures were removed: a suicide drop's stack is the mover's, one higher than before the move.
std::vector<CapturedStack> captured_stacks(const Position& before, const Move& m, Bitboard captured);

}  // namespace inchworm::rodeffer
