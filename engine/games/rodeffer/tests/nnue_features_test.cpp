// The learned evaluation's inputs for Rodeffer's Inchworm (nnue_features.h, nnue.md): stacks by owner,
// square and height bucket, and by their group's liberties, the counts as buckets, the rules; and the perspective:
// Red's view of a position is Blue's view of the same position with the colours swapped, on random playouts under the
// capture rules and topologies.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "nnue/search_network.h"
#include "nnue_features.h"
#include "state.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace nnue_features_test {
namespace {

std::vector<std::uint32_t> view(const State& s, int perspective) {
  return nnue::active_features<NnueFeatures>(s.position(), perspective);
}

// The same position with the colours swapped (the board has no side of its own, R1.1).
std::string swapped(const std::string& position) {
  std::istringstream in(position);
  std::string board, side, stocks, prisoners, scores, rest;
  in >> board >> side >> stocks >> prisoners >> scores;
  std::getline(in, rest);
  for (char& c : board) c = c == 'r' ? 'b' : c == 'b' ? 'r' : c;
  auto pair = [](const std::string& p) {
    const auto slash = p.find('/');
    return p.substr(slash + 1) + "/" + p.substr(0, slash);
  };
  return board + " " + (side == "r" ? "b" : "r") + " " + pair(stocks) + " " + pair(prisoners) + " " + pair(scores) +
         rest;
}

// Both views from collect_both (the search's one pass), each sorted.
std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>> both_views(const State& s) {
  std::vector<std::uint32_t> red(NnueFeatures::kMaxActive), blue(NnueFeatures::kMaxActive);
  nnue::FeatureList r(red.data(), NnueFeatures::kMaxActive), b(blue.data(), NnueFeatures::kMaxActive);
  NnueFeatures::collect_both(s.position(), r, b);
  red.resize(r.size());
  blue.resize(b.size());
  std::sort(red.begin(), red.end());
  std::sort(blue.begin(), blue.end());
  return {red, blue};
}

bool has(const std::vector<std::uint32_t>& list, std::uint32_t f) {
  return std::binary_search(list.begin(), list.end(), f);
}

}  // namespace

TEST_CASE("nnue features (rodeffer): buckets, counts and rules", "[nnue]") {
  // nnue.md: heights 1, 2, 3, 4, 5, 6-7, 8-10, 11+.
  const std::vector<std::uint32_t> by_height = {0, 1, 2, 3, 4, 5, 5, 6, 6, 6, 7, 7, 7};
  for (int h = 1; h <= 13; ++h) CHECK(NnueFeatures::height_bucket(h) == by_height[std::size_t(h - 1)]);
  CHECK(NnueFeatures::height_bucket(25) == 7);
  CHECK(NnueFeatures::stock_bucket(0) == 0);
  CHECK(NnueFeatures::stock_bucket(25) == 8);
  CHECK(NnueFeatures::need_bucket(1) == 0);
  CHECK(NnueFeatures::need_bucket(50) == 49);  // a lead of 10 points at 0 against 10 shows (version 2)
  CHECK(NnueFeatures::need_bucket(60) == 59);
  CHECK(NnueFeatures::need_bucket(64) == 63);
  CHECK(NnueFeatures::need_bucket(500) == 63);

  State s;
  REQUIRE_FALSE(s.set_position("x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9"));
  const auto red = view(s, 0);
  // Four stacks, each also with its group's liberties, the two stocks, prisoners and points needed; no
  // rule input under the default rules.
  CHECK(red.size() == 4 + 4 + 6);
  const std::uint32_t per_side = kSquares * NnueFeatures::kHeightBuckets;
  CHECK(has(red, std::uint32_t(make_square(4, 3)) * NnueFeatures::kHeightBuckets + 5));             // r7 on e4
  CHECK(has(red, std::uint32_t(make_square(3, 3)) * NnueFeatures::kHeightBuckets + 0));             // r on d4
  CHECK(has(red, per_side + std::uint32_t(make_square(4, 4)) * NnueFeatures::kHeightBuckets + 6));  // b9 on e5
  CHECK(has(red, NnueFeatures::kNeed + 59));                                                        // 60 to go
  CHECK(red.back() < NnueFeatures::kRules);
  // Liberties (version 3): Red's group d3-d4-e4 has six (c3, e3, d2, c4, d5, f4), Blue's e5 three (d5,
  // f5, e6): both in the bucket "3 or more".
  const std::uint32_t libs_per_side = kSquares * NnueFeatures::kLibertyBuckets;
  for (const int file_rank : {3 * 8 + 3, 3 * 8 + 4, 2 * 8 + 3})
    CHECK(has(red, NnueFeatures::kLiberties + std::uint32_t(file_rank) * NnueFeatures::kLibertyBuckets + 3));
  CHECK(has(red, NnueFeatures::kLiberties + libs_per_side + std::uint32_t(make_square(4, 4)) * 4 + 3));
  // Red's a1 next to Blue's a2 has one liberty (b1); Blue's a2 two (a3, b2). In Blue's view the colours
  // trade places.
  State corner;
  REQUIRE_FALSE(corner.set_position("x8/x8/x8/x8/x8/x8/b,x7/r,x7 r 24/24 0/0 0/0 0 9"));
  const auto corner_red = view(corner, 0), corner_blue = view(corner, 1);
  const std::uint32_t a1 = make_square(0, 0), a2 = make_square(0, 1);
  CHECK(has(corner_red, NnueFeatures::kLiberties + a1 * 4 + 1));
  CHECK(has(corner_red, NnueFeatures::kLiberties + libs_per_side + a2 * 4 + 2));
  CHECK(has(corner_blue, NnueFeatures::kLiberties + a2 * 4 + 2));
  CHECK(has(corner_blue, NnueFeatures::kLiberties + libs_per_side + a1 * 4 + 1));
  CHECK(NnueFeatures::liberty_bucket(0) == 0);
  CHECK(NnueFeatures::liberty_bucket(2) == 2);
  CHECK(NnueFeatures::liberty_bucket(9) == 3);

  REQUIRE_FALSE(s.set_rule_option("CaptureRule", "modern"));
  REQUIRE_FALSE(s.set_rule_option("Topology", "torus"));
  REQUIRE_FALSE(s.set_rule_option("PrisonerDrops", "true"));
  for (int p = 0; p < 2; ++p) {
    const auto v = view(s, p);
    CHECK(has(v, NnueFeatures::kRules));
    CHECK_FALSE(has(v, NnueFeatures::kRules + 1));
    CHECK(has(v, NnueFeatures::kRules + 2));
    CHECK(has(v, NnueFeatures::kRules + 3));
  }
}

TEST_CASE(
    "nnue features (rodeffer): Red's view of a position is Blue's view with the colours swapped, and both "
    "views in one pass are the two views",
    "[nnue]") {
  std::uint64_t positions = 0;
  for (const char* capture : {"original", "modern"})
    for (const char* topology : {"plane", "torus"}) {
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        std::mt19937_64 rng(seed);
        State s;
        REQUIRE_FALSE(s.set_rule_option("CaptureRule", capture));
        REQUIRE_FALSE(s.set_rule_option("Topology", topology));
        for (int ply = 0; ply < 120 && !s.is_over(); ++ply) {
          const std::string position = s.position_string();
          INFO(position);
          State other = s;
          REQUIRE_FALSE(other.set_position(swapped(position)));
          REQUIRE(view(s, 0) == view(other, 1));
          REQUIRE(view(s, 1) == view(other, 0));
          REQUIRE(both_views(s) == std::make_pair(view(s, 0), view(s, 1)));
          CHECK(view(s, 0).size() <= NnueFeatures::kMaxActive);
          ++positions;
          const auto moves = s.legal_moves();
          if (!moves || moves->empty()) break;
          REQUIRE(s.play((*moves)[rng() % moves->size()]));
        }
      }
    }
  CHECK(positions > 1000);
}

}  // namespace nnue_features_test
