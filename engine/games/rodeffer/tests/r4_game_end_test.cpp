// R4: the target score, both players reaching it at once, two passes, repetitions.
#include "test_support.h"

using namespace testing;

namespace r4_game_end_test {
namespace {

void check_finished(const Position& pos, GameResult expected) {
  INFO(format_position(pos));
  CHECK(pos.is_over());
  CHECK(pos.result() == expected);
  MoveList moves;
  DistributionCounter counter;
  CHECK(generate_all(pos, moves, counter));
  CHECK(moves.empty());  // not even a pass
  CHECK(count_moves(pos, counter) == 0u);
  for (const char* token : {"a5", "pass", "R1"}) {
    auto m = parse_move(pos, token);
    REQUIRE_FALSE(m);
    CHECK_THAT(m.error(), Catch::Contains("over"));
  }
}

// Red drops b1: takes Blue a1 (Red +1) and is taken itself by Blue b2 and c1 (Blue +1).
const char* kMutualCapture = "x8/x8/x8/x8/x8/x8/r,b,x6/b,x,b,x5 r 20/20 0/0 %d/%d 3 70";

std::string mutual_capture(int red_score, int blue_score) {
  char buf[128];
  std::snprintf(buf, sizeof buf, kMutualCapture, red_score, blue_score);
  return buf;
}

}  // namespace

TEST_CASE("R4.1 reaching the target score wins, checked after the captures", "[R4.1]") {
  // Red 59: closing b3 takes Blue's b2 and reaches 60.
  Position pos = position_from("x8/x8/x8/x8/x8/x8/r,b,r,x5/x,r,x6 r 22/24 0/0 59/10 7 40");
  CHECK_FALSE(pos.is_over());
  CHECK(pos.result() == GameResult::None);
  CHECK(play(pos, "b3") == squares_from("b2"));
  CHECK(pos.score(RED) == 60);
  check_finished(pos, GameResult::RedWins);
}

TEST_CASE("R4.1 a position whose score already reaches the target is finished", "[R4.1]") {
  check_finished(position_from("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 60/12 0 40"), GameResult::RedWins);
  check_finished(position_from("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 12/75 0 40"), GameResult::BlueWins);
  // Below the default target but at a lowered one (R7.4).
  const Rules low = rules_from("TargetScore=10");
  check_finished(position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 3/10 0 4", low), GameResult::BlueWins);
  CHECK_FALSE(position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 3/9 0 4", low).is_over());
}

TEST_CASE("R4.1 both reach the target in one move: the higher score wins, equal scores draw", "[R4.1]") {
  SECTION("equal: a draw") {
    Position pos = position_from(mutual_capture(59, 59));
    CHECK(play(pos, "b1") == squares_from("a1-b1"));
    CHECK(pos.score(RED) == 60);
    CHECK(pos.score(BLUE) == 60);
    check_finished(pos, GameResult::Draw);
  }
  SECTION("only one reaches it: that one wins even with the same move scoring for both") {
    Position pos = position_from(mutual_capture(58, 59));
    play(pos, "b1");
    check_finished(pos, GameResult::BlueWins);
  }
  SECTION("both reach it with different scores: the higher wins (Figure 7 with target 3)") {
    Position pos = position_from(
        "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30",
        rules_from("TargetScore=3"));
    play(pos, "h8");
    CHECK(pos.score(RED) == 3);
    CHECK(pos.score(BLUE) == 4);
    check_finished(pos, GameResult::BlueWins);
  }
}

TEST_CASE("R4.2 a pass answered by a pass ends the game, the higher score wins, equal draws", "[R4.2]") {
  // Both sides have only isolated singles, no stock and no prisoners: each must pass.
  const char* both_stuck = "r,x,r,x,r,x,r,x/x8/x8/x8/x8/x8/x8/b,x,b,x,b,x,b,x r 0/0 0/0 %d/%d 4 50";
  auto stuck = [&](int red, int blue) {
    char buf[128];
    std::snprintf(buf, sizeof buf, both_stuck, red, blue);
    return position_from(buf);
  };
  Position pos = stuck(3, 5);
  play(pos, "pass");
  CHECK_FALSE(pos.is_over());
  CHECK(pos.result() == GameResult::None);
  play(pos, "pass");
  check_finished(pos, GameResult::BlueWins);

  Position even = stuck(7, 7);
  play(even, "pass");
  play(even, "pass");
  check_finished(even, GameResult::Draw);

  Position red_ahead = stuck(8, 7);
  play(red_ahead, "pass");
  play(red_ahead, "pass");
  check_finished(red_ahead, GameResult::RedWins);
}

TEST_CASE("R4.2 the position string records no pass: a position read from one has none pending", "[R4.2][R6]") {
  Position pos = position_from("r,x,r,x,r,x,r,x/x8/x8/x8/x8/x8/x8/b,x,b,x,b,x,b,x r 0/0 0/0 3/5 4 50");
  play(pos, "pass");
  REQUIRE(pos.passes() == 1);
  const std::string text = format_position(pos);
  CHECK(text == "r,x,r,x,r,x,r,x/x8/x8/x8/x8/x8/x8/b,x,b,x,b,x,b,x b 0/0 0/0 3/5 5 50");
  const Position reread = position_from(text);
  CHECK(reread.passes() == 0);
  CHECK(format_position(reread) == text);
  // So one more pass does not end the game read from the string, while it ends the game played on.
  Position a = reread;
  play(a, "pass");
  CHECK_FALSE(a.is_over());
  play(pos, "pass");
  CHECK(pos.is_over());
}

TEST_CASE("R4.3 positions may repeat: there is no repetition rule and the moves stay the same", "[R4.3]") {
  Position pos = position_from("b,x7/b,x7/x8/x8/x8/x8/r,x7/r,x7 r 20/20 0/0 0/0 0 9");
  const std::uint64_t key = pos.key();
  const auto moves = legal_move_strings(pos);
  for (int lap = 0; lap < 3; ++lap) {
    play(pos, "a1=a2");
    play(pos, "a8=a7");
    play(pos, "a2-a1");
    play(pos, "a7-a8");
    CHECK(pos.key() == key);  // the hash leaves out the counters
    CHECK(legal_move_strings(pos) == moves);
  }
  CHECK(pos.move_number() == 15);
  CHECK(pos.quiet() == 12);
}

}  // namespace r4_game_end_test
