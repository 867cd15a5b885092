// The search for magic multipliers of the sliding-attack tables, and the slow slider attacks they are
// checked against. The engine does not run the search at start-up: the multipliers it finds are
// embedded in magics.cpp (printed by testsuites/bench/wormchess_magics.cpp), and a test checks that
// the embedded ones are the ones found here and that they index every occupancy correctly.
#pragma once

#include <array>

#include "types.h"

namespace inchworm::wormchess {

// Rook-like (orthogonal) or bishop-like (diagonal) slider attacks from s, walked square by square.
Bitboard slow_slider_attacks(Square s, Bitboard occupied, bool orthogonal);
// The squares whose occupancy matters to a slider on s: its rays without their last square.
Bitboard relevant_mask(Square s, bool orthogonal);

// For every square, a multiplier that maps each relevant occupancy of that square to a slot of a
// table of 2^popcount(mask) entries without a harmful collision (two occupancies with different
// attacks on one slot). A fixed seed makes the result the same on every run. The squares are searched
// in order a1, b1, ..., h8 from one random sequence; `squares` < 64 stops early (the rest are 0).
std::array<Bitboard, kSquares> find_magics(bool orthogonal, int squares = kSquares);

}  // namespace inchworm::wormchess
