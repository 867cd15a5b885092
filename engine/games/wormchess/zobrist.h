// Random keys for the position hash. The hash covers the first six fields of the position string
// (C8.3): the pieces on every square, which pieces are stretched (rear and front), the retreated
// pawns, the side to move, the castling rights and the en passant square.
#pragma once

#include "types.h"

namespace inchworm::wormchess::zobrist {

struct Keys {
  std::uint64_t piece[2][kKinds][kSquares];
  std::uint64_t stretch[kSquares][kSquares];  // [rear][front]
  std::uint64_t retreated[kSquares];
  std::uint64_t castling[16];
  std::uint64_t ep_file[8];
  std::uint64_t side;  // Black to move
};

// Built once, before main (nothing may use it during static initialisation).
extern const Keys kKeys;

}  // namespace inchworm::wormchess::zobrist
