// Slow, obviously-correct versions of the rules, written apart from the engine for comparison: plain
// file/rank arithmetic instead of bitboard shifts, every distribution path walked one by one, groups
// found square by square. They share only the square numbering (a1 = 0, h8 = 63) with the engine.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "types.h"

namespace reference {

using inchworm::rodeffer::Bitboard;
using inchworm::rodeffer::Topology;

// The square one step (df, dr) away from `sq`, or -1 when that leaves the board (R7.1 wrapping).
int step(Topology t, int sq, int df, int dr);

// Squares a king step away (R2.3) or orthogonally next (R3.1) to `sq`, each once.
std::vector<int> king_neighbours(Topology t, int sq);
std::vector<int> orthogonal_neighbours(Topology t, int sq);

// Every distinct set of squares that some distribution path of a `height` stack on `from` covers,
// found by walking every path (R2.3). `occupied` holds every stack, `from` included. When `paths` is
// given, it receives up to `keep_paths` of the walked paths.
std::set<Bitboard> distributions(Topology t, int from, int height, Bitboard occupied,
                                 std::vector<std::vector<int>>* paths = nullptr, std::size_t keep_paths = 0);

// One collect (R2.2): the run's squares from first to last in the direction (df, dr).
struct Collect {
  int first, last, df, dr;
  Bitboard squares;
  auto operator<=>(const Collect&) const = default;
};
// Every collect of the stacks `own` (R2.2, R7.1: a line never uses a square twice).
std::set<Collect> collects(Topology t, Bitboard own);

// Stacks taken on this board (R3.1-R3.2 original, R5 modern), both colours.
Bitboard captured(Topology t, bool modern, Bitboard red, Bitboard blue);

}  // namespace reference
