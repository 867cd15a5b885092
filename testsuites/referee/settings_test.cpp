// The pieces the command line is made of: time controls, the referee's clock, engine settings,
// `info` lines, openings.
#include <catch2/catch.hpp>

#include "engine_config.h"
#include "engine_player.h"
#include "game.h"
#include "openings.h"
#include "time_control.h"

using namespace referee;

namespace settings_test {

TEST_CASE("settings: time controls", "[settings]") {
  TimeControl tc;
  REQUIRE_FALSE(parse_clock("40/60+0.5", tc));
  CHECK(tc.clocked);
  CHECK(tc.moves == 40);
  CHECK(tc.base_ms == 60000);
  CHECK(tc.increment_ms == 500);
  CHECK(tc.describe() == "40/60+0.5");
  REQUIRE_FALSE(parse_clock("1:30+1", tc));
  CHECK(tc.base_ms == 90000);
  CHECK(tc.moves == 0);
  REQUIRE_FALSE(parse_clock("inf", tc));
  CHECK_FALSE(tc.clocked);
  for (const char* bad : {"", "abc", "0", "-5", "40/", "/60", "10+x", "0/10"}) {
    TimeControl t;
    INFO(bad);
    CHECK(parse_clock(bad, t));
  }
}

TEST_CASE("settings: the referee's clock", "[settings]") {
  TimeControl tc;
  REQUIRE_FALSE(parse_clock("2/1+0.1", tc));
  tc.margin_ms = 50;
  GameClock clock(tc);
  CHECK(clock.remaining_ms() == 1000);
  CHECK(clock.moves_to_go() == 2);
  CHECK(clock.spend(300));
  CHECK(clock.remaining_ms() == 800);  // 1000 - 300 + 100
  CHECK(clock.moves_to_go() == 1);
  CHECK(clock.spend(800));  // all of it: 0 + 100, and a new period of 1000
  CHECK(clock.remaining_ms() == 1100);
  CHECK(clock.moves_to_go() == 2);
  CHECK(clock.spend(1140));       // 40 ms late: within the margin
  CHECK_FALSE(clock.spend(160));  // 100 left, 60 ms over the margin
}

TEST_CASE("settings: engine settings, tc and st replace each other", "[settings]") {
  EngineConfig e;
  for (const char* word : {"cmd=/bin/engine", "arg=--fast", "arg=-x", "option.Hash=64", "option.Player=uct",
                           "tc=10+0.1", "depth=5", "proto=ugi", "timemargin=0"})
    CHECK_FALSE(apply_engine_setting(e, word));
  REQUIRE_FALSE(finish_engine_config(e));
  CHECK(e.name == "engine");
  CHECK(e.args == std::vector<std::string>{"--fast", "-x"});
  CHECK(e.options.size() == 2);
  CHECK(e.options[1].second == "uct");
  CHECK(std::string(e.hello()) == "ugi");
  CHECK(e.tc.describe() == "10+0.1 depth=5");
  CHECK_FALSE(apply_engine_setting(e, "st=0.25"));
  CHECK(e.tc.describe() == "st=0.25 depth=5");
  CHECK_FALSE(apply_engine_setting(e, "tc=40/20"));
  CHECK(e.tc.describe() == "40/20 depth=5");
  for (const char* bad : {"colour=red", "depth=0", "depth=x", "nodes=-1", "st=0", "proto=uci", "novalue", "=x"}) {
    INFO(bad);
    auto error = apply_engine_setting(e, bad);
    REQUIRE(error);
  }
  EngineConfig no_clock;
  CHECK_FALSE(apply_engine_setting(no_clock, "cmd=x"));
  CHECK(finish_engine_config(no_clock));
}

TEST_CASE("settings: info lines add up, the last value of each field wins", "[settings]") {
  uiw::InfoReport info;
  CHECK(describe_info(info) == "-/0");
  REQUIRE(add_info_line(info, "info depth 7 seldepth 9 score cp -35 nodes 12345 nps 100 time 88 hashfull 3 pv d4 e5"));
  CHECK(info.depth == 7);
  CHECK(info.score_kind == "cp");
  CHECK(info.score_value == -35);
  CHECK(info.nodes == 12345u);
  CHECK(info.time_ms == 88u);
  CHECK(describe_info(info) == "-35/7");
  REQUIRE(add_info_line(info, "info depth 9 score win 3 currmove d4 unknownfield 5 time 100"));
  CHECK(info.score_kind == "win");
  CHECK(info.score_number() > 1e8);
  CHECK(info.time_ms == 100u);
  CHECK(info.nodes == 12345u);  // not in the later line: kept
  CHECK(describe_info(info) == "win3/9");
  REQUIRE(add_info_line(info, "info string depth 99 is only text"));
  CHECK(info.depth == 9);
  CHECK_FALSE(add_info_line(info, "bestmove d4"));
  REQUIRE(add_info_line(info, "info depth 4 score mate -2"));
  CHECK(describe_info(info) == "mate-2/4");
}

TEST_CASE("settings: openings", "[settings]") {
  const auto game = default_game_rules();
  const inchworm::GameState& rules = *game.prototype;
  auto moves = parse_opening("d4 e5", rules);
  REQUIRE(moves);
  CHECK(moves->base == "startpos");
  CHECK(moves->text() == "startpos moves d4 e5");
  CHECK(moves->start_position == "x8/x8/x8/x4,b,x3/x3,r,x4/x8/x8/x8 r 24/24 0/0 0/0 2 2");
  auto fen = parse_opening("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/0 0 1 moves a1", rules);
  REQUIRE(fen);
  CHECK(fen->moves == std::vector<std::string>{"a1"});
  CHECK(parse_opening("d4 d4 z9", rules).error().find("d4") != std::string::npos);
  CHECK_FALSE(parse_opening("x8/x8 r 25/25 0/0 0/0 0 1", rules));
  auto with_fen = parse_opening("fen x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/0 0 1", rules);
  REQUIRE(with_fen);
  CHECK(with_fen->text() == "x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/0 0 1");
  CHECK(start_opening(rules).text() == "startpos");
  CHECK(opening_order(5, OpeningOrder::Sequential, 9) == std::vector<std::size_t>{0, 1, 2, 3, 4});
  const auto shuffled = opening_order(50, OpeningOrder::Random, 9);
  CHECK(shuffled == opening_order(50, OpeningOrder::Random, 9));
  CHECK(shuffled != opening_order(50, OpeningOrder::Random, 10));
}

TEST_CASE("settings: go sends the clock fields of the sides that have a clock", "[settings]") {
  EngineConfig red, blue;
  REQUIRE_FALSE(apply_engine_setting(red, "tc=40/10+0.1"));
  REQUIRE_FALSE(apply_engine_setting(blue, "st=0.25"));
  const TimeControl tcs[2] = {red.tc, blue.tc};
  GameClock clocks[2] = {GameClock(tcs[0]), GameClock(tcs[1])};
  // Blue has no clock: no btime 0 / binc 0, which would say its flag has fallen.
  CHECK(go_command(red, 0, clocks, tcs) == "go wtime 10000 winc 100 movestogo 40");
  CHECK(go_command(blue, 1, clocks, tcs) == "go movetime 250");
  red.protocol = Protocol::Ugi;
  CHECK(go_command(red, 0, clocks, tcs) == "go p1time 10000 p1inc 100 movestogo 40");
  // Both clocked: both sides' fields, Red's first.
  const TimeControl both[2] = {red.tc, red.tc};
  GameClock both_clocks[2] = {GameClock(both[0]), GameClock(both[1])};
  red.protocol = Protocol::Uiw;
  CHECK(go_command(red, 1, both_clocks, both) == "go wtime 10000 btime 10000 winc 100 binc 100 movestogo 40");
}

TEST_CASE("settings: games and rules are not engine options", "[settings]") {
  EngineConfig e;
  for (const char* word : {"option.Topology=torus", "option.targetscore=30", "option.REDPIECES=20",
                           "option.Game=rodeffer", "option.uci_variant=rodeffer"}) {
    INFO(word);
    auto error = apply_engine_setting(e, word);
    REQUIRE(error);
    CHECK(error->message.find(std::string("'") + word + "'") != std::string::npos);
    CHECK(error->message.find("-variant") != std::string::npos);
  }
  CHECK(e.options.empty());
  CHECK_FALSE(apply_engine_setting(e, "option.Hash=16"));
}

}  // namespace settings_test
