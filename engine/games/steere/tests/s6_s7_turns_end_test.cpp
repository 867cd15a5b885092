// S6: turns and the forced pass; S7: the end of the game.
#include "perft.h"
#include "test_support.h"

using namespace steere_testing;

namespace s6_s7_turns_end_test {

TEST_CASE("S6.1 a player without moves passes, and only then, a pass is a turn", "[S6.1][S8.2]") {
  Position pos = position_from("x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 b 10/17 64");
  CHECK(move_strings(pos) == std::vector<std::string>{"pass"});
  CHECK(count_moves(pos) == 1);
  play(pos, "pass");
  // After Blue's turn, pass or not, the move number grows.
  CHECK(format_position(pos) == "x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 r 10/17 65");
  const auto refused = parse_move(pos, "pass");
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("only without any other move") != std::string::npos);
}

TEST_CASE("S6.1 Red's turn keeps the move number, Blue's adds one", "[S6.1][S8.2]") {
  Position pos = Position::start(Rules{});
  play(pos, "g1-off");
  CHECK(pos.move_number() == 1);
  CHECK(pos.side_to_move() == BLUE);
  play(pos, "a6-off");
  CHECK(pos.move_number() == 2);
  CHECK(pos.side_to_move() == RED);
}

TEST_CASE("S7.1 S7.2 bearing off the last checker wins, the finished position has no moves", "[S7.1][S7.2][S9.4]") {
  Position pos = position_from("x7/x7/x7/x7/x7/r,b,x5 b 20/20 5");
  CHECK(move_strings(pos) == std::vector<std::string>{"b1-off"});
  CHECK_FALSE(pos.is_finished());
  play(pos, "b1-off");
  REQUIRE(pos.is_finished());
  CHECK(pos.winner() == BLUE);
  CHECK(count_moves(pos) == 0);
  MoveList moves;
  generate_moves(pos, moves);
  CHECK(moves.empty());
  CHECK(perft(pos, 3) == 0);
  for (const char* token : {"pass", "a1-a2", "a1-b1"}) {
    INFO(token);
    const auto refused = parse_move(pos, token);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("over") != std::string::npos);
  }
}

TEST_CASE("S7.2 a finished position is over whoever is to move", "[S7.2][S8.4]") {
  for (const char* text : {"x7/x7/x7/x7/x7/x3,b2,x3 b 21/19 89", "x7/x7/x7/x7/x7/x3,b2,x3 r 21/19 89"}) {
    const Position pos = position_from(text);
    CHECK(pos.is_finished());
    CHECK(pos.winner() == RED);
    CHECK(count_moves(pos) == 0);
  }
}

}  // namespace s6_s7_turns_end_test
