// The learned evaluation's inputs for Rodeffer's Inchworm (design: nnue.md in this folder): each stack's
// owner (own or the opponent's) and height bucket on its square, and its group's liberties, each side's stock,
// prisoners and points still needed as buckets, and the rules (capture rule, topology, prisoner drops), from each
// side's view.
#pragma once

#include <cstdint>

#include "nnue/accumulator_stack.h"
#include "nnue/network.h"
#include "position.h"

namespace inchworm::rodeffer {

struct NnueFeatures {
  using Position = rodeffer::Position;

  static constexpr std::uint32_t kHeightBuckets = 8;
  static constexpr std::uint32_t kStockBuckets = 9;
  static constexpr std::uint32_t kPrisonerBuckets = 8;
  static constexpr std::uint32_t kNeedBuckets = 64;    // 1, 2, ..., 63, 64 or more: one per point
  static constexpr std::uint32_t kLibertyBuckets = 4;  // 0, 1, 2, 3 or more
  // Stacks: own then the opponent's, square by square, the height's bucket last.
  static constexpr std::uint32_t kStacks = 2 * kSquares * kHeightBuckets;
  // Then each stack again (own then the opponent's, square by square) with its group's liberties (version 3).
  static constexpr std::uint32_t kLiberties = kStacks;
  // Then own and the opponent's stock, prisoners held and points still needed to reach the target.
  static constexpr std::uint32_t kStock = kLiberties + 2 * kSquares * kLibertyBuckets;
  static constexpr std::uint32_t kPrisoners = kStock + 2 * kStockBuckets;
  static constexpr std::uint32_t kNeed = kPrisoners + 2 * kPrisonerBuckets;
  // Then the rules: the modern capture rule, a cylinder, a torus, prisoner drops.
  static constexpr std::uint32_t kRules = kNeed + 2 * kNeedBuckets;
  static constexpr std::uint32_t kInputs = kRules + 4;
  static constexpr std::uint32_t kMaxActive = 2 * kSquares + 6 + 4;

  static nnue::FeatureSetSpec spec() { return {"rodeffer-stacks", 3, kInputs, kMaxActive}; }
  // perspective 0: Red's view, 1: Blue's.
  static void collect(const Position& pos, int perspective, nnue::FeatureList& out);
  // Both views in one pass (what the search calls): the lists collect gives, the stacks in another order.
  static void collect_both(const Position& pos, nnue::FeatureList& red_view, nnue::FeatureList& blue_view);
  static int side_to_move(const Position& pos) { return pos.side_to_move() == RED ? 0 : 1; }

  // The buckets (0 first) of a stack's height, a stock, a count of prisoners, the points still needed.
  static std::uint32_t height_bucket(int height);
  static std::uint32_t stock_bucket(int stock);
  static std::uint32_t prisoner_bucket(int prisoners);
  static std::uint32_t need_bucket(long long points);
  static std::uint32_t liberty_bucket(int liberties);
};

}  // namespace inchworm::rodeffer
