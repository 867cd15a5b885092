// S1: the board, its sizes, the checkered start, stacks.
#include "test_support.h"

using namespace steere_testing;

namespace s1_board_test {
namespace {
constexpr const char* kStart6x7 =
    "b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r r 0/0 1";
}

TEST_CASE("S1.1 S1.3 S8.3 the default start: 6 ranks by 7 files, full, a1 Red, Red to move", "[S1.1][S1.3][S8.3]") {
  const Position pos = Position::start(Rules{});
  CHECK(format_position(pos) == kStart6x7);
  CHECK(pos.rows() == 6);
  CHECK(pos.columns() == 7);
  CHECK(pos.content(square_from("a1")) == RED_STACK);
  CHECK(pos.content(square_from("g6")) == BLUE_STACK);  // Blue's own near-left corner
  CHECK(pos.content(square_from("b1")) == BLUE_STACK);
  CHECK(pos.content(square_from("a2")) == BLUE_STACK);
  CHECK(pos.checkers_per_side() == 21);
  for (Color c : {RED, BLUE}) {
    CHECK(pos.checkers_on_board(c) == 21);
    CHECK(pos.borne_off(c) == 0);
    CHECK(pos.stacks(c).count() == 21);
  }
  CHECK(pos.side_to_move() == RED);
  CHECK(pos.move_number() == 1);
}

TEST_CASE("S1.2 S1.3 every size with sides 2..16 and an odd sum starts full and checkered", "[S1.2][S1.3]") {
  int sizes = 0;
  for (int rows = kMinSide; rows <= kMaxSide; ++rows)
    for (int columns = kMinSide; columns <= kMaxSide; ++columns) {
      INFO(rows << "x" << columns);
      if ((rows + columns) % 2 == 0) {
        CHECK(check_board_size(rows, columns));
        continue;
      }
      REQUIRE_FALSE(check_board_size(rows, columns));
      ++sizes;
      const Position pos = Position::start(Rules{rows, columns, Advance::Literal, rows, columns});
      REQUIRE(pos.is_ok());
      CHECK(pos.checkers_on_board(RED) == rows * columns / 2);
      CHECK(pos.checkers_on_board(BLUE) == rows * columns / 2);
      // Each player's near-left corner holds his own colour.
      CHECK(pos.content(make_cell(0, 0)) == RED_STACK);
      CHECK(pos.content(make_cell(columns - 1, rows - 1)) == BLUE_STACK);
      const std::string text = format_position(pos);
      CHECK(format_position(position_from(text)) == text);
    }
  CHECK(sizes == 112);
}

TEST_CASE("S1.2 sizes outside 2..16 or with an even sum are refused, saying why", "[S1.2]") {
  const auto even = check_board_size(6, 6);
  REQUIRE(even);
  CHECK(even->message.find("must be odd") != std::string::npos);
  const auto small = check_board_size(1, 6);
  REQUIRE(small);
  CHECK(small->message.find("2..16") != std::string::npos);
  CHECK(check_board_size(17, 2));
  // A position string brings its own size, and is held to the same rule.
  const auto square = parse_position("r,b/b,r r 0/0 1");
  REQUIRE_FALSE(square);
  CHECK(square.error().find("board field") != std::string::npos);
  CHECK(square.error().find("odd") != std::string::npos);
}

TEST_CASE("S1.4 stacks of one colour of any height, a single is height 1", "[S1.4]") {
  const Position pos = position_from("x6,b21/x7/x7/x7/x7/r21,x6 r 0/0 1");
  CHECK(pos.height(square_from("a1")) == 21);
  CHECK(pos.height(square_from("g6")) == 21);
  CHECK(pos.stacks(RED).count() == 1);
  CHECK(format_position(pos) == "x6,b21/x7/x7/x7/x7/r21,x6 r 0/0 1");
}

TEST_CASE("S1.5 a move changes only the mover's stacks: nothing is captured", "[S1.5][S5.3]") {
  const Position start = position_from("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20");
  MoveList moves;
  generate_moves(start, moves);
  REQUIRE(moves.size() == 12);
  for (const Move& m : moves) {
    Position pos = start;
    Position::Undo undo;
    pos.do_move(m, undo);
    INFO(format_move(m));
    CHECK(pos.stacks(BLUE) == start.stacks(BLUE));
    CHECK(pos.checkers_on_board(BLUE) == start.checkers_on_board(BLUE));
    CHECK(pos.checkers_on_board(RED) + pos.borne_off(RED) == 21);
  }
}

}  // namespace s1_board_test
