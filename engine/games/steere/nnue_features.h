// The learned evaluation's inputs for Steere's Inchworm (design: nnue.md in this folder): each stack by
// its owner, its height bucket and where it stands counted from its owner's exit edges (so that one
// network serves every board size), the ends of each worm (head, tail, or a lone stack) placed the same
// way, the checkers each side still has on the board, the board's size and the Advance rule.
#pragma once

#include <cstdint>

#include "nnue/accumulator_stack.h"
#include "nnue/network.h"
#include "position.h"

namespace inchworm::steere {

struct NnueFeatures {
  using Position = steere::Position;

  // A place: (squares to the owner's far edge, squares to the owner's right edge), 0..15 each.
  static constexpr std::uint32_t kPlaces = kMaxSide * kMaxSide;
  static constexpr std::uint32_t kHeightBuckets = 4;  // 1, 2, 3, 4 or more
  static constexpr std::uint32_t kRoles = 3;          // a lone stack, a worm's head, its tail
  static constexpr std::uint32_t kCountBuckets = 16;
  // Stacks: own then the opponent's, place by place, the height's bucket last.
  static constexpr std::uint32_t kStacks = 0;
  // Ends: own then the opponent's, place by place, the role last.
  static constexpr std::uint32_t kEnds = kStacks + 2 * kPlaces * kHeightBuckets;
  // Checkers on the board, own then the opponent's; the ranks and files of the board (2..16 each); Advance.
  static constexpr std::uint32_t kCounts = kEnds + 2 * kPlaces * kRoles;
  static constexpr std::uint32_t kRows = kCounts + 2 * kCountBuckets;
  static constexpr std::uint32_t kColumns = kRows + (kMaxSide - kMinSide + 1);
  static constexpr std::uint32_t kStrict = kColumns + (kMaxSide - kMinSide + 1);
  static constexpr std::uint32_t kInputs = kStrict + 1;
  // Every square a stack and an end (16 x 15 squares at most), the two counts, the size, Advance.
  static constexpr std::uint32_t kMaxActive = 2 * kMaxSide * (kMaxSide - 1) + 2 + 2 + 1;

  enum Role : std::uint32_t { LONE = 0, HEAD = 1, TAIL = 2 };

  static nnue::FeatureSetSpec spec() { return {"steere-race", 1, kInputs, kMaxActive}; }
  // perspective 0: Red's view, 1: Blue's.
  static void collect(const Position& pos, int perspective, nnue::FeatureList& out);
  // Both views in one pass over the stacks and worms (the search's accumulators take both at once): the
  // lists collect gives for perspective 0 and 1, in the same order.
  static void collect_both(const Position& pos, nnue::FeatureList& red_view, nnue::FeatureList& blue_view);
  static int side_to_move(const Position& pos) { return pos.side_to_move() == RED ? 0 : 1; }

  // What the inputs are read from, cell by cell: a move changes one to a few cells' codes (a merger or a
  // tail stepping in a few more ends), so the search compares two snapshots instead of listing every
  // stack of both positions. A cell's code: bit 3 a stack, bit 2 its owner (Blue), bits 0-1 its height
  // bucket; bits 4-5 its end role + 1 (0: none). The size and the Advance rule do not change in a game.
  struct Snapshot {
    std::uint8_t cells[kCells];
    std::uint8_t counts[2];  // Red's and Blue's checkers on the board, by bucket
    int rows, columns;
  };
  static void snapshot(const Position& pos, Snapshot& out);
  // The same, from the snapshot `before` of the position that `move` led to `pos` from: only the mover's
  // worms that the move touched are walked again, the worms of the cell it left and of the cell it
  // reached (S3.5: a move never splits a worm, and whatever it joins lies beside the cell it reached), so
  // a search's node costs a few cells instead of a walk of every worm on the board. `out` is not `before`.
  using Move = steere::Move;
  static void snapshot_after(const Snapshot& before, const Position& pos, const Move& move, Snapshot& out);
  // Per perspective, the inputs on in `to` and not in `from` (added) and the reverse (removed). Both of one
  // game (the same board and Advance rule).
  static void difference(const Snapshot& from, const Snapshot& to, nnue::FeatureList added[2],
                         nnue::FeatureList removed[2]);

  // The inputs of a stack, a worm's end and a count, for `side` (0 own, 1 the opponent's) of a view.
  static constexpr std::uint32_t stack_input(std::uint32_t side, std::uint32_t place, std::uint32_t bucket) {
    return kStacks + (side * kPlaces + place) * kHeightBuckets + bucket;
  }
  static constexpr std::uint32_t end_input(std::uint32_t side, std::uint32_t place, std::uint32_t role) {
    return kEnds + (side * kPlaces + place) * kRoles + role;
  }
  static constexpr std::uint32_t count_input(std::uint32_t side, std::uint32_t bucket) {
    return kCounts + side * kCountBuckets + bucket;
  }

  // The place of `cell` for a stack of colour `c`: its distances to c's far and right edges (S2.2).
  static std::uint32_t place(const Position& pos, Color c, Cell cell);
  static std::uint32_t place(int rows, int columns, Color c, Cell cell);
  static std::uint32_t count_bucket(int checkers);
};

}  // namespace inchworm::steere
