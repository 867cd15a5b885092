// Distributions (R2.3): a stack of height h on `from` spreads into h single pieces along a king path
// over empty squares. Two paths over the same squares are one move, so moves are the distinct *sets*
// of squares that some such path covers. Their number explodes (134,810 for the 9-stack of Figure 4b),
// so paths are never walked one by one:
//  - DistributionCounter: layer by layer, a set of squares visited so far maps to the set of squares a
//    path over it can end on; paths that merge are merged. Exact, with a work budget. Merging is done
//    by scattering candidates into hash buckets small enough for the cache, then deduplicating each.
//  - DistributionWalker: depth first over (squares, end) states, each state explored once; yields the
//    distinct sets one at a time, so a caller can stop after the first N. Bounded by a work budget.
//  - find_distribution: whether a stack has any distribution at all (pass is legal only when no move
//    is), exact, and fast also where the walker is not: a tall stack in a pocket of few more squares.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "bitboard.h"
#include "flat_set.h"
#include "interrupt.h"

namespace inchworm::rodeffer {

// The squares fewer than `height` king steps from `from`: the only ones a distribution of a stack of
// that height can cover, whatever is empty.
inline Bitboard distribution_reach(const Geometry& g, Square from, int height) {
  Bitboard reach = square_bb(from);
  for (int i = 1; i < height; ++i) {
    const Bitboard wider = g.king_dilate(reach);
    if (wider == reach) break;
    reach = wider;
  }
  return reach;
}

// The squares of `free` (less `from`) that a path from `from` over `free` can reach within `height` - 1
// king steps: the only ones its distributions can cover, so its distributions depend on these alone.
inline Bitboard distribution_region(const Geometry& g, Square from, int height, Bitboard free) {
  free &= ~square_bb(from);
  Bitboard reached = square_bb(from);
  for (int i = 1; i < height; ++i) {
    const Bitboard wider = reached | (g.king_dilate(reached) & free);
    if (wider == reached) break;
    reached = wider;
  }
  return reached & ~square_bb(from);
}

class DistributionCounter {
 public:
  // Number of distinct distributions of a stack of `height` on `from` over the empty squares `free`,
  // or nullopt when a layer would hold more than `budget` sets or `interrupt` said stop.
  std::optional<std::uint64_t> count(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget,
                                     const Interrupt* interrupt = nullptr);
  // Drops the remembered counts (so that a timed run starts from nothing).
  void forget() { memory_.assign(memory_.size(), Remembered{}); }
  // The same sets, each passed once to `visit` (in no particular order). False when over budget or
  // interrupted.
  template <typename Visit>
  bool enumerate(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget, Visit&& visit,
                 const Interrupt* interrupt = nullptr) {
    if (!build(g, from, height, free, budget, interrupt)) return false;
    for (const Entry& e : layer_) visit(e.squares);
    return true;
  }

 private:
  struct Entry {
    Bitboard squares;  // the squares a path has covered
    Bitboard ends;     // the squares such a path can end on
  };
  // Leaves in layer_ the distinct complete sets.
  bool build(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget,
             const Interrupt* interrupt);
  // The same when the squares the stack can reach (`region`, with `from`) are only a few more than
  // its height: each way of leaving the spare squares out is tested by the path search.
  bool build_by_complements(const Geometry& g, Square from, Bitboard region, int spare, InterruptPoll& poll);
  // Merges candidates_ with equal squares into layer_ (ends OR-ed together).
  void merge_candidates();

  std::vector<Entry> layer_;
  std::vector<Entry> candidates_;
  std::vector<Entry> scattered_;
  std::vector<std::uint32_t> bucket_start_;
  std::vector<std::uint32_t> fill_;
  struct Slot {
    std::uint32_t stamp = 0;
    std::uint32_t index = 0;
  };
  std::vector<Slot> slots_;
  std::uint32_t stamp_ = 0;

  // Counts already made, by the only inputs they depend on: the stack's square and height, the board
  // shape, and its region (distribution_region). Perft meets the same local neighbourhood again and again.
  struct Remembered {
    Bitboard local_free = 0;
    std::uint64_t count = 0;
    std::uint32_t shape = 0;  // from, height and topology packed; 0 = unused slot
  };
  std::vector<Remembered> memory_;
};

class DistributionWalker {
 public:
  // Gives up after `budget` states explored in all, or when `interrupt` says so.
  DistributionWalker(const Geometry& g, Square from, int height, Bitboard free,
                     std::uint64_t budget = ~std::uint64_t(0), const Interrupt* interrupt = nullptr);
  // The next distinct set (with `from`), or 0 when there are no more or the walk gave up.
  Bitboard next();
  // True when next() returned 0 because the budget ran out or the walk was interrupted.
  bool gave_up() const { return gave_up_; }
  bool interrupted() const { return poll_.hit(); }
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
  std::uint64_t budget_;
  InterruptPoll poll_;
  bool gave_up_ = false;
};

// One distribution of the stack of `height` on `from` over the empty squares `free` (the set, with
// `from`), 0 when it has none, or nullopt when `interrupt` stopped the search first. Exact: depth
// first over the squares a path can still reach from its end, cut where they are too few or have too
// many dead ends, with failed states remembered by what is left (so paths that leave the same
// region behind are tried once).
std::optional<Bitboard> find_distribution(const Geometry& g, Square from, int height, Bitboard free,
                                          const Interrupt* interrupt = nullptr);

// One king path over `squares` that starts on `from`, chosen by a fixed rule (the first found depth
// first, lowest square first), or empty if there is none. The canonical written form of a distribution.
// Pruned and memoised, so that also large sets are answered quickly.
std::vector<Square> distribution_path(const Geometry& g, Square from, Bitboard squares);

// True when `path` is a valid distribution path: starts on its first square, king steps, no repeats,
// every square after the first in `free`.
bool is_distribution_path(const Geometry& g, const std::vector<Square>& path, Bitboard free);

}  // namespace inchworm::rodeffer
