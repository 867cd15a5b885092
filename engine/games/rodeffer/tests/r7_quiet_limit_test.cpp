// R7.5 QuietLimit=N: the game ends at the current score after N plies without a capture (seed 001's
// fix for endless games, one of those discussed for the modern rules). Off (0) by default.
#include <random>

#include "perft.h"
#include "state.h"
#include "test_support.h"

using namespace testing;

namespace r7_quiet_limit_test {
namespace {

// Red and Blue singles far apart: no move here captures anything for a while.
const char* kQuiet = "x8/x8/x8/x3,r,x4/x8/x4,b,x3/x8/x8 r 20/20 0/0 5/3 %d 30";

std::string quiet_position(int quiet) {
  char buf[128];
  std::snprintf(buf, sizeof buf, kQuiet, quiet);
  return buf;
}

}  // namespace

TEST_CASE("R7.5 QuietLimit is off by default and takes 0..100000", "[R7.5]") {
  CHECK(Rules{}.quiet_limit == 0);
  CHECK(rules_option_value(Rules{}, "QuietLimit") == "0");
  CHECK_FALSE(position_from(quiet_position(100000)).is_over());  // no limit: any quiet count plays on
  Rules rules = rules_from("QuietLimit=80");
  CHECK(rules.quiet_limit == 80);
  CHECK(rules_option_value(rules, "QuietLimit") == "80");
  CHECK_THAT(describe(rules), Catch::Contains("quiet limit 80"));
  for (const char* bad : {"-1", "100001", "ten", "5x"}) {
    INFO(bad);
    auto e = set_rules_option(rules, "QuietLimit", bad);
    REQUIRE(e);
    CHECK_THAT(e->message, Catch::Contains("QuietLimit") && Catch::Contains(bad));
  }
  CHECK(rules.quiet_limit == 80);
}

TEST_CASE("R7.5 the N-th ply without a capture ends the game at the current score", "[R7.5][R4]") {
  const Rules rules = rules_from("QuietLimit=10");
  Position pos = position_from(quiet_position(8), rules);
  CHECK_FALSE(pos.is_over());
  play(pos, "a1");  // quiet 9
  CHECK_FALSE(pos.is_over());
  play(pos, "h8");  // quiet 10: the limit
  CHECK(pos.quiet() == 10);
  CHECK(pos.is_over());
  CHECK(pos.quiet_limit_reached());
  CHECK(pos.result() == GameResult::RedWins);  // 5 to 3
  MoveList moves;
  DistributionCounter counter;
  CHECK(generate_all(pos, moves, counter));
  CHECK(moves.empty());
  CHECK(count_moves(pos, counter) == 0u);
  // Equal scores draw; a position read with the limit already reached is finished.
  const Position level = position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 4/4 12 9", rules);
  CHECK(level.is_over());
  CHECK(level.result() == GameResult::Draw);
  CHECK(position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 4/7 10 9", rules).result() == GameResult::BlueWins);
}

TEST_CASE("R7.5 a capture restarts the count, and nothing else does", "[R7.5][R3.2]") {
  const Rules rules = rules_from("QuietLimit=3");
  // Red b3 takes Blue b2 (quiet 2 -> 0), then two quiet plies do not reach the limit of 3.
  Position pos = position_from("x8/x8/x8/x8/x8/x8/r,b,r,x5/x,r,x6 r 22/24 0/0 1/1 2 40", rules);
  CHECK(play(pos, "b3") == squares_from("b2"));
  CHECK(pos.quiet() == 0);
  play(pos, "h8");
  play(pos, "h7");
  CHECK_FALSE(pos.is_over());
  CHECK(play(pos, "R1") == 0);  // a rescue is no capture: the third quiet ply ends it
  CHECK(pos.is_over());
  CHECK(pos.result() == GameResult::RedWins);  // 2 to 1
}

TEST_CASE("R7.5 the facade names the quiet limit as the reason the game ended", "[R7.5][game]") {
  State state;
  REQUIRE_FALSE(state.set_rule_option("QuietLimit", "2"));
  REQUIRE_FALSE(state.set_position(quiet_position(0)));
  REQUIRE(state.play("a1"));
  CHECK(state.verdict().outcome == Outcome::None);
  REQUIRE(state.play("h8"));
  const Verdict v = state.verdict();
  CHECK(v.outcome == Outcome::FirstPlayerWins);
  CHECK_THAT(v.reason, Catch::Contains("QuietLimit 2") && Catch::Contains("R7.5") && Catch::Contains("5 to 3"));
}

TEST_CASE("R7.5 perft stops at the quiet limit, and the fast counts agree with the plain generator", "[R7.5][perft]") {
  for (const char* limit : {"1", "2", "3"}) {
    const Rules rules = rules_from(std::string("QuietLimit=") + limit);
    INFO("QuietLimit " << limit);
    Position pos = position_from("x8/x8/x8/x8/x8/x8/r,b,r,x5/x,r,x6 r 22/24 0/0 1/1 0 40", rules);
    for (int depth = 1; depth <= 3; ++depth) {
      const auto fast = Perft(nullptr, kDefaultDistributionBudget, PerftBulk::TwoPlies).count(pos, depth);
      const auto plain = Perft(nullptr, kDefaultDistributionBudget, PerftBulk::OnePly).count(pos, depth);
      REQUIRE(fast);
      REQUIRE(plain);
      CHECK(*fast == *plain);
    }
  }
  // With a limit of 1 only captures lead on: from a quiet start, every reply of depth 2 follows a capture.
  Position pos = position_from(quiet_position(0), rules_from("QuietLimit=1"));
  CHECK(Perft().count(pos, 2) == 0u);
}

}  // namespace r7_quiet_limit_test
