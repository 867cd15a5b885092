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

namespace {

// Every feature of `pos`, each given as its index in Red's view and in Blue's. Every stack is placed by
// its own owner's exits: seen from either side, a stack of Red's is described the same way, only "own"
// and "opponent's" change places (the board turned by 180 degrees is the same game with the colours
// swapped, S1.3, S2.2), so the two indices differ only in the side's block.
template <class Add>
void for_each_feature(const Position& pos, Add&& add) {
  using F = NnueFeatures;
  for (const Color c : {RED, BLUE}) {
    const std::uint32_t red_side = c == RED ? 0 : 1, blue_side = 1 - red_side;
    pos.stacks(c).for_each([&](Cell cell) {
      const std::uint32_t bucket = std::uint32_t(std::min(pos.height(cell), int(F::kHeightBuckets))) - 1;
      const std::uint32_t place = F::place(pos, c, cell);
      const auto index = [&](std::uint32_t side) {
        return F::kStacks + (side * F::kPlaces + place) * F::kHeightBuckets + bucket;
      };
      add(index(red_side), index(blue_side));
    });
    for_each_worm(pos, c, [&](Cell head, Cell tail, int stacks) {
      const auto end = [&](Cell cell, F::Role role) {
        const std::uint32_t place = F::place(pos, c, cell);
        const auto index = [&](std::uint32_t side) {
          return F::kEnds + (side * F::kPlaces + place) * F::kRoles + role;
        };
        add(index(red_side), index(blue_side));
      };
      if (stacks == 1) return end(head, F::LONE);
      end(head, F::HEAD);
      end(tail, F::TAIL);
    });
    const std::uint32_t count = F::count_bucket(pos.checkers_on_board(c));
    add(F::kCounts + red_side * F::kCountBuckets + count, F::kCounts + blue_side * F::kCountBuckets + count);
  }
  const std::uint32_t rows = F::kRows + std::uint32_t(pos.rows() - kMinSide);
  const std::uint32_t columns = F::kColumns + std::uint32_t(pos.columns() - kMinSide);
  add(rows, rows);
  add(columns, columns);
  if (pos.advance() == Advance::Strict) add(F::kStrict, F::kStrict);
}

}  // namespace

void NnueFeatures::collect(const Position& pos, int perspective, nnue::FeatureList& out) {
  for_each_feature(
      pos, [&](std::uint32_t red_view, std::uint32_t blue_view) { out.add(perspective == 0 ? red_view : blue_view); });
}

void NnueFeatures::collect_both(const Position& pos, nnue::FeatureList& red_view, nnue::FeatureList& blue_view) {
  for_each_feature(pos, [&](std::uint32_t red, std::uint32_t blue) {
    red_view.add(red);
    blue_view.add(blue);
  });
}

}  // namespace inchworm::steere
