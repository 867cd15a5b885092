// Distributions (R2.3): a stack of height h on `from` spreads into h single pieces along a king path
// over empty squares. Two paths over the same squares are one move, so moves are the distinct *sets*
// of squares that some such path covers. Their number explodes (134,810 for the 9-stack of Figure 4b),
// so paths are never walked one by one:
//  - DistributionCounter: layer by layer, a set of squares visited so far maps to the set of squares a
//    path over it can end on; paths that merge are merged. Exact, with a work budget.
//  - DistributionWalker: depth first over (squares, end) states, each state explored once; yields the
//    distinct sets one at a time, so a caller can stop after the first N.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "bitboard.h"
#include "flat_set.h"

namespace inchworm {

class DistributionCounter {
 public:
  // Number of distinct distributions of a stack of `height` on `from` over the empty squares `free`,
  // or nullopt when more than `budget` intermediate states would be needed.
  std::optional<std::uint64_t> count(const Geometry& g, Square from, int height, Bitboard free,
                                     std::uint64_t budget);
  // The same sets, each passed once to `visit` (in no particular order). False when over budget.
  template <typename Visit>
  bool enumerate(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget,
                 Visit&& visit) {
    if (!build(g, from, height, free, budget)) return false;
    finals_.for_each([&](std::uint64_t set, std::uint64_t) { visit(set); });
    return true;
  }

 private:
  bool build(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget);
  FlatOrMap layers_[2];
  FlatOrMap finals_;
};

class DistributionWalker {
 public:
  DistributionWalker(const Geometry& g, Square from, int height, Bitboard free);
  // The next distinct set (with `from`), or 0 when there are no more.
  Bitboard next();
  // States explored so far: a measure of work done.
  std::uint64_t work() const { return work_; }

 private:
  struct Frame {
    Bitboard squares;
    Square end;
    Bitboard todo;  // continuations not tried yet
  };
  const Geometry& g_;
  Bitboard free_;
  int height_;
  std::vector<Frame> stack_;
  FlatOrMap seen_;      // squares -> ends already explored
  FlatOrMap produced_;  // final sets already yielded
  std::uint64_t work_ = 0;
};

// One king path over `squares` that starts on `from`, chosen by a fixed rule (depth first, lowest
// square first), or empty if there is none. The canonical written form of a distribution.
std::vector<Square> distribution_path(const Geometry& g, Square from, Bitboard squares);

// True when `path` is a valid distribution path: starts on its first square, king steps, no repeats,
// every square after the first in `free`.
bool is_distribution_path(const Geometry& g, const std::vector<Square>& path, Bitboard free);

}  // namespace inchworm
