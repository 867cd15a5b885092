// The time plan: how much of the clock one move may use. A simulated long game checks the plan never
// spends the clock, even if every move takes all the plan allows.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>

#include "engine_support.h"
#include "timeman.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace timeman_plan_test {
namespace {

// Plays `plies` moves of one side, each taking the whole hard limit plus `lag` ms of transport delay
// beyond what the overhead covers; returns the lowest the clock fell to (before the increment).
long long simulate(long long start_ms, long long inc_ms, int moves, long long overhead, long long lag) {
  long long clock = start_ms, lowest = start_ms;
  for (int move = 0; move < moves; ++move) {
    SearchLimits limits;
    limits.time[0] = clock;
    limits.increment[0] = inc_ms;
    const TimePlan plan = plan_time(limits, 0, overhead, 2 * move);
    REQUIRE(plan.soft_ms);
    REQUIRE(plan.hard_ms);
    REQUIRE(*plan.soft_ms <= *plan.hard_ms);
    clock -= *plan.hard_ms + lag;
    lowest = std::min(lowest, clock);
    clock += inc_ms;
  }
  return lowest;
}

}  // namespace

TEST_CASE("movetime is used but for the answer's own delay, whatever Move Overhead says", "[timeman]") {
  SearchLimits limits;
  limits.move_time = 100;
  const TimePlan plan = plan_time(limits, 0, 30, 10);
  CHECK(plan.soft_ms == 100 - kMoveTimeReserveMs);
  CHECK(plan.hard_ms == 100 - kMoveTimeReserveMs);
  CHECK(plan_time(limits, 0, 0, 10).hard_ms == 100);  // Move Overhead 0: every millisecond
  CHECK(plan_time(limits, 0, 1, 10).hard_ms == 99);   // a smaller overhead keeps back less
  limits.move_time = 2;                               // shorter than the reserve: still a search, of the shortest kind
  CHECK(plan_time(limits, 0, 30, 10).hard_ms == 1);
}

TEST_CASE("depth, nodes and infinite searches have no time limit", "[timeman]") {
  SearchLimits limits;
  limits.depth = 5;
  CHECK_FALSE(plan_time(limits, 0, 30, 0).hard_ms);
  limits.infinite = true;
  limits.time[0] = 1000;
  CHECK_FALSE(plan_time(limits, 0, 30, 0).hard_ms);
}

TEST_CASE("the clock of the side to move is the one used", "[timeman]") {
  SearchLimits limits;
  limits.time[0] = 100000;
  limits.time[1] = 1000;
  CHECK(*plan_time(limits, 1, 30, 1).hard_ms < *plan_time(limits, 0, 30, 0).hard_ms);
}

TEST_CASE("a long game at 10 s + 0.1 s never runs out and keeps using the increment", "[timeman]") {
  CHECK(simulate(10000, 100, 400, 30, 20) > 0);
  SearchLimits limits;
  limits.time[0] = 10000;
  limits.increment[0] = 100;
  const TimePlan early = plan_time(limits, 0, 30, 0);
  CHECK(*early.soft_ms >= 200);  // a fair share of the clock early on
  CHECK(*early.hard_ms <= 10000 / 3);
}

TEST_CASE("a long game at 1 s + 0.01 s never runs out", "[timeman]") { CHECK(simulate(1000, 10, 400, 30, 5) > 0); }

TEST_CASE("movestogo spends what is left over the moves to the control", "[timeman]") {
  SearchLimits limits;
  limits.time[0] = 6000;
  limits.moves_to_go = 1;
  const TimePlan last = plan_time(limits, 0, 30, 80);
  CHECK(*last.hard_ms <= 6000 - 30);
  CHECK(*last.hard_ms >= 3000);
  limits.moves_to_go = 10;
  CHECK(*plan_time(limits, 0, 30, 80).soft_ms <= 600);
}

TEST_CASE("a clock already below zero still gets an answer at once", "[timeman]") {
  SearchLimits limits;
  limits.time[0] = -50;
  CHECK(plan_time(limits, 0, 30, 80).hard_ms == 1);
}

TEST_CASE("the plan counts the game's plies from the position's move number", "[timeman]") {
  // Late in a game fewer moves are expected to be left, so each may take more of the clock: a
  // position string at move 400 plans as move 400, also when it is followed by moves.
  SearchLimits limits;
  limits.time[0] = limits.time[1] = 60'000;
  auto early_engine = testing::make_rodeffer_engine(), late_engine = testing::make_rodeffer_engine(),
       continued_engine = testing::make_rodeffer_engine();
  Engine &early = *early_engine, &late = *late_engine, &late_continued = *continued_engine;
  REQUIRE_FALSE(early.set_position("x8/x8/x8/x8/x4,r,x3/x8/x8/x8 b 24/25 0/0 0/0 0 1", {}));
  REQUIRE_FALSE(late.set_position("x8/x8/x8/x8/x4,r,x3/x8/x8/x8 b 24/25 0/0 0/0 0 400", {}));
  REQUIRE_FALSE(late_continued.set_position("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 400", {"e4"}));
  const TimePlan start = early.time_plan(limits);
  CHECK(*late.time_plan(limits).soft_ms > *start.soft_ms);
  CHECK(late_continued.time_plan(limits).soft_ms == late.time_plan(limits).soft_ms);
  // Plies since the start position count as before.
  auto played_engine = testing::make_rodeffer_engine();
  Engine& played = *played_engine;
  REQUIRE_FALSE(played.set_position("startpos", {"e4"}));
  CHECK(played.time_plan(limits).soft_ms == start.soft_ms);
}

TEST_CASE("time limits count from when the host asked, not from when the search started", "[timeman]") {
  // A `go movetime 100` read 150 ms before its search thread ran (a slow host, a busy machine): the host's
  // clock has already run out, so the search stops at once.
  SearchLimits limits;
  limits.move_time = 100;
  limits.asked_at = std::chrono::steady_clock::now() - std::chrono::milliseconds(150);
  const std::atomic<bool> never{false};
  StopCondition late(limits, plan_time(limits, 0, 0, 0), never);
  CHECK(late.check(0));
  CHECK(late.clock().elapsed_ms() >= 150);
  // Asked just now: the whole time is ahead.
  limits.asked_at = std::chrono::steady_clock::now();
  StopCondition fresh(limits, plan_time(limits, 0, 0, 0), never);
  CHECK_FALSE(fresh.check(0));
}

}  // namespace timeman_plan_test
