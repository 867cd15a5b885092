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
constexpr std::array<int, NnueFeatures::kHeightBuckets> kHeights = {1, 2, 3, 4, 5, 6, 8, 11};
constexpr std::array<int, NnueFeatures::kStockBuckets> kStocks = {0, 1, 2, 3, 4, 6, 9, 13, 19};
constexpr std::array<int, NnueFeatures::kPrisonerBuckets> kPrisonerCounts = {0, 1, 2, 3, 4, 6, 9, 13};
constexpr std::array<int, NnueFeatures::kNeedBuckets> kNeeds = {1, 2, 3, 4, 5, 7, 10, 14, 20, 30, 45};

}  // namespace

std::uint32_t NnueFeatures::height_bucket(int height) { return bucket(height, kHeights); }
std::uint32_t NnueFeatures::stock_bucket(int stock) { return bucket(stock, kStocks); }
std::uint32_t NnueFeatures::prisoner_bucket(int prisoners) { return bucket(prisoners, kPrisonerCounts); }
std::uint32_t NnueFeatures::need_bucket(long long points) { return bucket(points, kNeeds); }

void NnueFeatures::collect(const Position& pos, int perspective, nnue::FeatureList& out) {
  // In the order of the inputs, so that the list comes sorted. The board has no side of its own (R1.1):
  // the view changes only who is "own".
  const Color own = Color(perspective);
  const Color sides[2] = {own, ~own};
  for (int side = 0; side < 2; ++side)
    for (Bitboard b = pos.stacks(sides[side]); b; b &= b - 1) {
      const Square s = std::countr_zero(b);
      out.add(std::uint32_t(side) * kSquares * kHeightBuckets + std::uint32_t(s) * kHeightBuckets +
              height_bucket(pos.height(s)));
    }
  for (int side = 0; side < 2; ++side)
    out.add(kStock + std::uint32_t(side) * kStockBuckets + stock_bucket(pos.stock(sides[side])));
  for (int side = 0; side < 2; ++side)
    out.add(kPrisoners + std::uint32_t(side) * kPrisonerBuckets + prisoner_bucket(pos.prisoners(sides[side])));
  for (int side = 0; side < 2; ++side) {
    const long long need = std::max<long long>(1, pos.rules().target - (long long)pos.score(sides[side]));
    out.add(kNeed + std::uint32_t(side) * kNeedBuckets + need_bucket(need));
  }
  const Rules& rules = pos.rules();
  if (rules.capture == CaptureRule::Modern) out.add(kRules);
  if (rules.topology == Topology::Cylinder) out.add(kRules + 1);
  if (rules.topology == Topology::Torus) out.add(kRules + 2);
  if (rules.prisoner_drops) out.add(kRules + 3);
}

}  // namespace inchworm::rodeffer
