// Random keys for the position hash. The hash covers everything that decides the legal moves and
// the game's end: stacks and heights, side to move, stocks, prisoners, scores, a pending pass.
#pragma once

#include "types.h"

namespace inchworm::rodeffer::zobrist {

constexpr int kMaxHeight = kMaxPieces;  // a stack holds pieces of one side only (R1.3)

struct Keys {
  std::uint64_t stack[2][kSquares][kMaxHeight + 1];
  std::uint64_t stock[2][kMaxPieces + 1];
  std::uint64_t prisoners[2][kMaxPieces + 1];
  std::uint64_t side;
  std::uint64_t passes[3];
};

const Keys& keys();

// Scores are unbounded in principle, so their keys are computed rather than tabled.
std::uint64_t score(Color c, std::uint32_t points);

}  // namespace inchworm::rodeffer::zobrist
