// The embedded magic multipliers (magics.cpp), one per square, rook-like and bishop-like.
#pragma once

#include "types.h"

namespace inchworm::wormchess {

extern const Bitboard kRookMagics[kSquares];
extern const Bitboard kBishopMagics[kSquares];

}  // namespace inchworm::wormchess
