// The bridge's clocks (base + increment, the referee's 50 ms margin before a loss on time), the
// named strength levels, and the New game message's clock and level.
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "clock.h"
#include "page_messages.h"
#include "strength.h"

using namespace adapters::web;
using namespace std::chrono_literals;

namespace clock_test {

TEST_CASE("clock controls are read in the referee's spelling", "[web][clock]") {
  auto five_three = parse_clock_control("300+3");
  REQUIRE(five_three);
  CHECK(five_three->base_ms == 300'000);
  CHECK(five_three->increment_ms == 3'000);
  CHECK(five_three->describe() == "300+3");
  auto minutes = parse_clock_control("5:00+3");
  REQUIRE(minutes);
  CHECK(*minutes == *five_three);
  auto second = parse_clock_control("1");
  REQUIRE(second);
  CHECK(second->base_ms == 1000);
  CHECK(second->describe() == "1+0");
  auto fraction = parse_clock_control("0.5+0.1");
  REQUIRE(fraction);
  CHECK(fraction->base_ms == 500);
  CHECK(fraction->increment_ms == 100);
  CHECK(fraction->describe() == "0.5+0.1");
  for (const char* none : {"none", "", "inf"}) {
    auto off = parse_clock_control(none);
    REQUIRE(off);
    CHECK_FALSE(off->on());
    CHECK(off->describe() == "none");
  }
  for (const char* bad : {"5+", "abc", "-3+2", "+", "0+0", "1e3", "100000000"}) {
    INFO(bad);
    auto refused = parse_clock_control(bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find(std::string("'") + bad + "'") != std::string::npos);
  }
}

TEST_CASE("a clock runs for one side, adds the increment and lets a flag fall past the margin", "[web][clock]") {
  GameClocks clocks;
  clocks.reset(*parse_clock_control("10+2"));
  const GameClocks::Time t0{};
  CHECK(clocks.running() == -1);
  CHECK_FALSE(clocks.flag_time());
  clocks.start(0, t0);
  CHECK(clocks.remaining_ms(0, t0 + 3s) == 7000);
  CHECK(clocks.remaining_ms(1, t0 + 3s) == 10000);
  CHECK(*clocks.flag_time() == t0 + 10s + std::chrono::milliseconds(kClockMarginMs + 1));
  clocks.press(t0 + 3s);  // 7 s left, and the increment
  CHECK(clocks.remaining_ms(0, t0 + 50s) == 9000);
  clocks.start(1, t0 + 3s);
  // Paused after 4 s: the time is taken, no increment.
  clocks.stop(t0 + 7s);
  CHECK(clocks.remaining_ms(1, t0 + 60s) == 6000);
  clocks.start(1, t0 + 60s);
  // Late by the margin: still in time (the time left is 0, and the increment is added).
  CHECK_FALSE(clocks.overdue(t0 + 66s + std::chrono::milliseconds(kClockMarginMs)));
  CHECK(clocks.overdue(t0 + 66s + std::chrono::milliseconds(kClockMarginMs + 1)));
  clocks.flag(t0 + 67s);
  CHECK(clocks.flagged() == 1);
  CHECK(clocks.running() == -1);
  CHECK(clocks.remaining_ms(1, t0 + 67s) == -1000);
  clocks.reset(*parse_clock_control("10+2"));
  CHECK(clocks.flagged() == -1);
  CHECK(clocks.remaining_ms(1, t0) == 10000);
}

TEST_CASE("a press within the margin adds the increment to no time left", "[web][clock]") {
  GameClocks clocks;
  clocks.reset(*parse_clock_control("1+1"));
  const GameClocks::Time t0{};
  clocks.start(0, t0);
  CHECK_FALSE(clocks.overdue(t0 + 1030ms));
  clocks.press(t0 + 1030ms);
  CHECK(clocks.remaining_ms(0, t0 + 2s) == 1000);
}

TEST_CASE("strength levels run from a one-move-deep beginner to full strength, all the engine's search",
          "[web][clock]") {
  const auto& levels = strength_levels();
  REQUIRE(levels.size() >= 4);
  // Every level is the engine's own search, weakened (a baseline player plays another game).
  for (const auto& level : levels) CHECK(level.player == "engine");
  CHECK(levels.front().depth == 1);
  CHECK(levels.front().nodes == 0);
  CHECK(level_depth(levels.front(), 0) == 1);
  CHECK(level_depth(levels.front(), 4) == 1);
  CHECK(level_depth(levels.back(), 4) == 4);
  CHECK(level_depth(levels.back(), 0) == 0);
  CHECK(levels.back().id == "full");
  CHECK(levels.back().nodes == 0);
  // Stronger levels allow more nodes.
  long long nodes = 0;
  for (std::size_t i = 1; i + 1 < levels.size(); ++i) {
    CHECK(levels[i].nodes > nodes);
    nodes = levels[i].nodes;
  }
  CHECK(find_strength_level("club"));
  auto unknown = find_strength_level("grandmaster");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().find("'grandmaster'") != std::string::npos);
  CHECK(unknown.error().find("beginner") != std::string::npos);
}

TEST_CASE("a new game's clock and level are read, and the session carries the clocks", "[web][clock]") {
  auto fresh = parse_page_command(R"({"type":"new","game":"steere","clock":"180+2","level":"casual"})");
  REQUIRE(fresh);
  CHECK(fresh->clock == std::optional<std::string>("180+2"));
  CHECK(fresh->level == std::optional<std::string>("casual"));
  auto plain = parse_page_command(R"({"type":"new","game":"steere"})");
  REQUIRE(plain);
  CHECK_FALSE(plain->clock);
  CHECK_FALSE(parse_page_command(R"({"type":"check","clock":5})"));

  SessionView view;
  view.level = "club";
  view.clock.control = "1+0";
  view.clock.left_ms[0] = -60;
  view.clock.left_ms[1] = 1000;
  view.clock.flagged = 0;
  view.clock.result = "Blue wins: Red loses on time";
  const auto session = boost::json::parse(session_message(view)).as_object();
  CHECK(session.at("level").as_string() == "club");
  const auto& clock = session.at("clock").as_object();
  CHECK(clock.at("control").as_string() == "1+0");
  CHECK(clock.at("left").as_array().at(0).as_int64() == -60);
  CHECK(clock.at("flagged").as_int64() == 0);
  CHECK(clock.at("result").as_string() == "Blue wins: Red loses on time");
}

}  // namespace clock_test
