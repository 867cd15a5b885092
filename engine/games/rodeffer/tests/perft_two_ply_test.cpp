// perft's fast counts (two_ply.h: the last two plies counted from what each move changes) against
// the plain generator (every move made, the replies counted), on random positions and on positions
// of random games, under every variant (R2, R3, R5, R7), with a low target score (R4.1) and with a
// quiet limit (R7.5).
#include <random>

#include "perft.h"
#include "random_positions.h"
#include "sanitized.h"
#include "test_support.h"

using namespace testing;

namespace perft_two_ply_test {
namespace {

constexpr std::uint64_t kBudget = 20'000;

// The plain way: make every legal move, count its replies, unmake it.
std::uint64_t plain_two_plies(Position& pos) {
  DistributionCounter counter;
  MoveList moves;
  REQUIRE(generate_all(pos, moves, counter, kBudget));
  std::uint64_t total = 0;
  for (const Move& m : moves) {
    Position::Undo undo;
    pos.do_move(m, undo);
    const auto n = count_moves(pos, counter, kBudget);
    REQUIRE(n);
    total += *n;
    pos.undo_move(undo);
  }
  return total;
}

void check_two_plies(Position pos) {
  INFO(describe(pos.rules()) << " | " << format_position(pos));
  const Position before = pos;
  DistributionCounter counter;
  TwoPlyCounter fast;
  const auto n = fast.count(pos, counter, kBudget);
  REQUIRE(n);
  CHECK(pos == before);
  CHECK(*n == plain_two_plies(pos));
}

// The variants, each also with a target score low enough that captures end games (R4.1, R7.4) and
// with a quiet limit that random positions (quiet 0..19) reach (R7.5).
std::vector<Rules> variants_and_low_targets() {
  std::vector<Rules> out;
  for (Rules r : all_variant_rules()) {
    out.push_back(r);
    r.target = 8;
    out.push_back(r);
    r.target = 60;
    r.quiet_limit = 15;
    out.push_back(r);
  }
  return out;
}

// Plays `plies` random legal moves from the start (fewer if the game ends), calling `visit` on each
// position reached.
template <typename Visit>
void random_game(const Rules& rules, std::mt19937_64& rng, int plies, Visit&& visit) {
  Position pos = Position::start(rules);
  DistributionCounter counter;
  for (int ply = 0; ply < plies && !pos.is_over(); ++ply) {
    visit(pos);
    MoveList moves;
    REQUIRE(generate_all(pos, moves, counter, kBudget));
    const Move m = moves[rng() % moves.size()];
    Position::Undo undo;
    pos.do_move(m, undo);
  }
}

}  // namespace

TEST_CASE("two-ply perft count equals the plain generator on random positions", "[perft][R2][R3][R5][R7]") {
  std::mt19937_64 rng(20240916);
  const RandomPositionShape shapes[] = {{0.5, 3}, {0.3, 2}, {0.7, 5}, {0.15, 3}};
  for (const Rules& rules : variants_and_low_targets())
    for (const RandomPositionShape& shape : shapes)
      for (int i = 0; i < 6; ++i) check_two_plies(random_position(rng, rules, shape));
}

TEST_CASE("two-ply perft count equals the plain generator along random games", "[perft][R2][R3][R4][R5][R7]") {
  std::mt19937_64 rng(7);
  for (const Rules& rules : variants_and_low_targets())
    for (int game = 0; game < 2; ++game)
      random_game(rules, rng, testing_support::kSanitized ? 50 : 120,
                  [](const Position& pos) { check_two_plies(pos); });
}

TEST_CASE("two-ply perft count on the seed figures and a pending pass", "[perft][R2.5][R4.2][R3][R5]") {
  const Rules original, modern = rules_from("CaptureRule=modern");
  // Figure 7 captures whatever is played next (constructed, R3 worked example).
  const char* figure7 =
      "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30";
  check_two_plies(position_from(figure7, original));
  check_two_plies(position_from(figure7, modern));
  // Red has no move but a pass; after it Blue passes too only if Blue has nothing else either (R4.2).
  Position blocked = position_from("b,x7/x8/x8/x8/x8/x8/x8/x8 r 0/0 0/0 0/0 0 1");
  check_two_plies(blocked);
}

TEST_CASE("perft with two-ply bulk counting equals one-ply bulk counting at depth 3", "[perft][R2][R3][R5][R7]") {
  std::mt19937_64 rng(99);
  for (const Rules& rules : variants_and_low_targets()) {
    Position pos = random_position(rng, rules, {0.55, 3});
    INFO(describe(rules) << " | " << format_position(pos));
    const auto fast = Perft(nullptr, kBudget, PerftBulk::TwoPlies).count(pos, 3);
    const auto plain = Perft(nullptr, kBudget, PerftBulk::OnePly).count(pos, 3);
    REQUIRE(fast);
    REQUIRE(plain);
    CHECK(*fast == *plain);
  }
}

TEST_CASE("two-ply bulk counting equals one-ply on tall-stack positions at depth 3", "[perft][R2.2][R2.3][R3]") {
  // The perft suite's tall-stack class (testsuites/positions/perft-bench-rodeffer.txt): neighbouring
  // stacks of height 3-5 among singles, whose collects make stacks of 7 to 9. Their distributions
  // are met by many moves at once (counted from one list of their sets when only squares are filled).
  const char* positions[] = {
      "x2,b,x,r,x3/x8/x8/x8/x2,r3,x2,b,r4,x/x,r4,x,b,b,b,b,b/r,r,x4,b,b/x2,r,x2,b4,b,x b 10/11 0/0 0/0 35 18",
      "x8/x8/x4,b,x2,b4/x,r4,r4,x,b,x,b,b/r,r3,x3,b,b,b/r,x7/x8/b,x7 b 12/13 0/0 0/0 27 14",
      "x8/x8/x6,b4,x/x4,r,r,r,x/x,b,b4,x2,r4,x2/x2,b3,x,r,r3,x2/r4,b,x2,b,x,r,x/r,x3,b4,x,r,x b 7/7 0/0 0/0 39 20",
  };
  for (const Rules& rules : {Rules{}, rules_from("CaptureRule=modern")})
    for (const char* text : positions) {
      Position pos = position_from(text, rules);
      INFO(describe(rules) << " | " << text);
      const auto fast = Perft(nullptr, kDefaultDistributionBudget, PerftBulk::TwoPlies).count(pos, 3);
      const auto plain = Perft(nullptr, kDefaultDistributionBudget, PerftBulk::OnePly).count(pos, 3);
      REQUIRE(fast);
      REQUIRE(plain);
      CHECK(*fast == *plain);
    }
}

}  // namespace perft_two_ply_test
