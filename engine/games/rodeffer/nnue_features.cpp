#include "nnue_features.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>

namespace inchworm::rodeffer {
namespace {

// The bucket of `value`: the last whose lowest value (`firsts`, rising) it reaches.
template <std::size_t N>
std::uint32_t bucket(long long value, const std::array<int, N>& firsts) {
  return std::uint32_t(std::upper_bound(firsts.begin() + 1, firsts.end(), value) - firsts.begin() - 1);
}

// The lowest value of each bucket: single values where a piece more or less matters most, then wider.
constexpr std::array<int, NnueFeatures::kStockBuckets> kStocks = {0, 1, 2, 3, 4, 6, 9, 13, 19};
constexpr std::array<int, NnueFeatures::kPrisonerBuckets> kPrisonerCounts = {0, 1, 2, 3, 4, 6, 9, 13};

}  // namespace

std::uint32_t NnueFeatures::height_bucket(int height) {
  // Buckets 1, 2, 3, 4, 5, 6-7, 8-10, 11+, by a table (the search lists every stack of every position it
  // evaluates).
  static constexpr std::array<std::uint8_t, 11> kBucketOf = {0, 0, 1, 2, 3, 4, 5, 5, 6, 6, 6};
  return height < int(kBucketOf.size()) ? kBucketOf[std::size_t(std::max(height, 0))] : kHeightBuckets - 1;
}
std::uint32_t NnueFeatures::stock_bucket(int stock) { return bucket(stock, kStocks); }
std::uint32_t NnueFeatures::prisoner_bucket(int prisoners) { return bucket(prisoners, kPrisonerCounts); }
std::uint32_t NnueFeatures::need_bucket(long long points) {
  // One per point (version 2): the lead in points is most of the position's value (R3.3, R4.1), and with
  // wider buckets both sides' needs sat in one bucket for most of a game to 60 (version 1 could not see a
  // lead of 10 points at 0 against 10).
  return std::uint32_t(std::clamp<long long>(points, 1, kNeedBuckets) - 1);
}

std::uint32_t NnueFeatures::liberty_bucket(int liberties) {
  return std::uint32_t(std::min<int>(liberties, int(kLibertyBuckets) - 1));
}

namespace {

// A stack's input from the view where its owner is `side` (0 own, 1 the opponent's).
std::uint32_t stack_input(std::uint32_t side, Square s, int height) {
  using F = NnueFeatures;
  return side * kSquares * F::kHeightBuckets + std::uint32_t(s) * F::kHeightBuckets + F::height_bucket(height);
}

// A stack's liberty input from the view where its owner is `side`: its group's liberties' bucket.
std::uint32_t liberty_input(std::uint32_t side, Square s, std::uint32_t bucket) {
  using F = NnueFeatures;
  return F::kLiberties + side * kSquares * F::kLibertyBuckets + std::uint32_t(s) * F::kLibertyBuckets + bucket;
}

// Each of `owner`'s stacks with its group's liberty bucket: `visit(square, bucket)`, group by group
// (R3: a group is the orthogonally connected stacks of one colour; its liberties are the empty squares
// next to it).
template <typename Visit>
void for_each_group_stack(const Position& pos, Color owner, Visit&& visit) {
  const Geometry& g = pos.geometry();
  const Bitboard mine = pos.stacks(owner);
  const Bitboard empty = pos.empty();
  for (Bitboard left = mine; left;) {
    const Bitboard group = g.flood(left & (0 - left), mine);
    left &= ~group;
    const std::uint32_t bucket = NnueFeatures::liberty_bucket(popcount(g.orth_neighbours(group) & empty));
    for (Bitboard b = group; b; b &= b - 1) visit(Square(std::countr_zero(b)), bucket);
  }
}

// The inputs after the stacks (stocks, prisoners, points needed, the rules) from `own`'s view, in order.
void add_counts(const Position& pos, Color own, nnue::FeatureList& out) {
  using F = NnueFeatures;
  const Color sides[2] = {own, ~own};
  for (int side = 0; side < 2; ++side)
    out.add(F::kStock + std::uint32_t(side) * F::kStockBuckets + F::stock_bucket(pos.stock(sides[side])));
  for (int side = 0; side < 2; ++side)
    out.add(F::kPrisoners + std::uint32_t(side) * F::kPrisonerBuckets + F::prisoner_bucket(pos.prisoners(sides[side])));
  for (int side = 0; side < 2; ++side) {
    const long long need = std::max<long long>(1, pos.rules().target - (long long)pos.score(sides[side]));
    out.add(F::kNeed + std::uint32_t(side) * F::kNeedBuckets + F::need_bucket(need));
  }
  const Rules& rules = pos.rules();
  if (rules.capture == CaptureRule::Modern) out.add(F::kRules);
  if (rules.topology == Topology::Cylinder) out.add(F::kRules + 1);
  if (rules.topology == Topology::Torus) out.add(F::kRules + 2);
  if (rules.prisoner_drops) out.add(F::kRules + 3);
}

}  // namespace

void NnueFeatures::collect(const Position& pos, int perspective, nnue::FeatureList& out) {
  // In the order of the inputs, so that the list comes sorted. The board has no side of its own (R1.1):
  // the view changes only who is "own".
  const Color own = Color(perspective);
  const Color sides[2] = {own, ~own};
  for (int side = 0; side < 2; ++side)
    for (Bitboard b = pos.stacks(sides[side]); b; b &= b - 1) {
      const Square s = std::countr_zero(b);
      out.add(stack_input(std::uint32_t(side), s, pos.height(s)));
    }
  // The liberty inputs in square order per side (the group walk finds them in another order).
  for (int side = 0; side < 2; ++side) {
    std::array<std::uint32_t, kSquares> bucket_of{};
    for_each_group_stack(pos, sides[side], [&](Square s, std::uint32_t bucket) { bucket_of[std::size_t(s)] = bucket; });
    for (Bitboard b = pos.stacks(sides[side]); b; b &= b - 1) {
      const Square s = std::countr_zero(b);
      out.add(liberty_input(std::uint32_t(side), s, bucket_of[std::size_t(s)]));
    }
  }
  add_counts(pos, own, out);
}

void NnueFeatures::collect_both(const Position& pos, nnue::FeatureList& red_view, nnue::FeatureList& blue_view) {
  // Each stack once, into both lists: a Red stack is own in Red's view and the opponent's in Blue's.
  for (const Color owner : {RED, BLUE}) {
    const std::uint32_t red_side = owner == RED ? 0 : 1;
    for (Bitboard b = pos.stacks(owner); b; b &= b - 1) {
      const Square s = std::countr_zero(b);
      const int height = pos.height(s);
      red_view.add(stack_input(red_side, s, height));
      blue_view.add(stack_input(1 - red_side, s, height));
    }
    for_each_group_stack(pos, owner, [&](Square s, std::uint32_t bucket) {
      red_view.add(liberty_input(red_side, s, bucket));
      blue_view.add(liberty_input(1 - red_side, s, bucket));
    });
  }
  add_counts(pos, RED, red_view);
  add_counts(pos, BLUE, blue_view);
}

}  // namespace inchworm::rodeffer
