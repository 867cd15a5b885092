#include "nnue_features.h"

#include <algorithm>
#include <array>

#include "worms.h"

namespace inchworm::steere {
namespace {

// The lowest count of each bucket: one by one while a race is short, then wider.
constexpr std::array<int, NnueFeatures::kCountBuckets> kCheckerCounts = {1, 2,  3,  4,  5,  6,  7,  8,
                                                                         9, 11, 13, 16, 20, 25, 32, 48};

}  // namespace

std::uint32_t NnueFeatures::place(const Position& pos, Color c, Cell cell) {
  const int forward = c == RED ? rank_of(cell) : pos.rows() - 1 - rank_of(cell);
  const int right = c == RED ? file_of(cell) : pos.columns() - 1 - file_of(cell);
  return std::uint32_t((pos.rows() - 1 - forward) * kMaxSide + (pos.columns() - 1 - right));
}

std::uint32_t NnueFeatures::count_bucket(int checkers) {
  return std::uint32_t(std::max<long>(
      0, std::upper_bound(kCheckerCounts.begin(), kCheckerCounts.end(), checkers) - kCheckerCounts.begin() - 1));
}

void NnueFeatures::collect(const Position& pos, int perspective, nnue::FeatureList& out) {
  // Every stack is placed by its own owner's exits: seen from either side, a stack of Red's is described
  // the same way, only "own" and "opponent's" change places (the board turned by 180 degrees is the same
  // game with the colours swapped, S1.3, S2.2).
  const Color own = Color(perspective);
  const Color sides[2] = {own, ~own};
  for (std::uint32_t side = 0; side < 2; ++side) {
    const Color c = sides[side];
    pos.stacks(c).for_each([&](Cell cell) {
      const std::uint32_t bucket = std::uint32_t(std::min(pos.height(cell), int(kHeightBuckets))) - 1;
      out.add(kStacks + (side * kPlaces + place(pos, c, cell)) * kHeightBuckets + bucket);
    });
    for_each_worm(pos, c, [&](Cell head, Cell tail, int stacks) {
      const auto end = [&](Cell cell, Role role) {
        out.add(kEnds + (side * kPlaces + place(pos, c, cell)) * kRoles + role);
      };
      if (stacks == 1) return end(head, LONE);
      end(head, HEAD);
      end(tail, TAIL);
    });
    out.add(kCounts + side * kCountBuckets + count_bucket(pos.checkers_on_board(c)));
  }
  out.add(kRows + std::uint32_t(pos.rows() - kMinSide));
  out.add(kColumns + std::uint32_t(pos.columns() - kMinSide));
  if (pos.advance() == Advance::Strict) out.add(kStrict);
}

}  // namespace inchworm::steere
