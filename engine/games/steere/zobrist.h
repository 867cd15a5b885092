// Random keys for the position hash: a key per (colour, height, cell) and one for the side to move.
// The borne-off counts follow from the board, and the move number is not part of a position (S7.3).
#pragma once

#include <cstdint>

#include "types.h"

namespace inchworm::steere::zobrist {

struct Keys {
  // stack[c][h][cell]: a stack of height h; height 0 (no stack) has key 0. Heights first, so the
  // low heights that play mostly meets share a few cache lines.
  std::uint64_t stack[2][kMaxCheckers + 1][kCells];
  std::uint64_t side;  // Blue to move
};

const Keys& keys();

}  // namespace inchworm::steere::zobrist
