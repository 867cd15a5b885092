// R3: groups, liberties, captures of both colours at once, scoring, record notation.
#include <random>

#include "random_positions.h"
#include "reference_rules.h"
#include "test_support.h"

using namespace testing;

namespace r3_captures_test {
namespace {

const char* kFigure7 =
    "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30";

}  // namespace

TEST_CASE("R3.1 groups connect orthogonally only, liberties are empty orthogonal neighbours, no edge liberty",
          "[R3.1]") {
  SECTION("a diagonal neighbour is no connection and gives no liberty") {
    // Red b2 boxed in by Blue a2, c2, b1, b3; Red c3 touches it only diagonally.
    const Position pos = position_from("x8/x8/x8/x8/x8/x,b,r,x5/b,r,b,x5/x,b,x6 r 23/21 0/0 0/0 0 5");
    CHECK(pos.capturable() == squares_from("b2"));
  }
  SECTION("a group breathes through any of its stacks") {
    // Red b2-c2 as one group: b2 is boxed in, c2 still has d2.
    const Position pos = position_from("x8/x8/x8/x8/x8/x,b,b,x5/b,r,r,x5/x,b,b,x5 r 23/20 0/0 0/0 0 5");
    CHECK(pos.capturable() == 0);
  }
  SECTION("the board edge is never a liberty; heights do not matter") {
    const Position pos = position_from("x8/x8/x8/x8/x8/x8/b,x7/r5,b,x6 r 20/23 0/0 0/0 0 5");
    CHECK(pos.capturable() == squares_from("a1"));
  }
}

TEST_CASE("R3.1 R3.2 R5 R7.1 captured stacks equal a square-by-square reference on random boards",
          "[R3.1][R3.2][R5][R7.1]") {
  std::mt19937_64 rng(3132);
  int with_captures = 0;
  for (const Rules& rules : all_variant_rules()) {
    if (rules.prisoner_drops) continue;  // captures do not depend on it
    for (int i = 0; i < 200; ++i) {
      RandomPositionShape shape;
      shape.empty_share = 0.05 + 0.35 * double(i % 8) / 7.0;  // crowded boards have dead groups
      const Position pos = random_position(rng, rules, shape);
      INFO(describe(rules) << " | " << format_position(pos));
      const Bitboard expected =
          reference::captured(rules.topology, rules.capture == CaptureRule::Modern, pos.stacks(RED), pos.stacks(BLUE));
      CHECK(pos.capturable() == expected);
      with_captures += expected != 0;
    }
  }
  CHECK(with_captures > 300);  // the comparison is not only between empty sets
}

TEST_CASE("R3.2 captures of both colours happen at once, decided on the position the move made", "[R3.2]") {
  Position pos = position_from(kFigure7);
  const Bitboard taken = play(pos, "h8");
  // Blue g7-g8-h7 and Red h8, a8, a3-a4. Had Blue's group been lifted first, h8 would have had liberties:
  // the decision is made on one position.
  CHECK(taken == squares_from("a3-a4-a8-g7-g8-h7-h8"));
  CHECK(pos.height(*parse_square("h8")) == 0);
  CHECK(pos.score(RED) == 3);
  CHECK(pos.score(BLUE) == 4);
  CHECK(pos.quiet() == 0);
}

TEST_CASE("R3.2 suicide is legal: a move may get its own pieces taken", "[R3.2]") {
  // Red drops into the middle of four Blue singles (original rule).
  Position pos = position_from("x8/x8/x8/x3,b,x4/x2,b,x,b,x3/x3,b,x4/x8/x8 r 25/21 0/0 0/0 0 5");
  CHECK(is_listed(pos, "d4"));
  CHECK(play(pos, "d4") == squares_from("d4"));
  CHECK(pos.score(BLUE) == 1);
  CHECK(pos.prisoners(BLUE) == 1);
  CHECK(pos.stock(RED) == 24);
}

TEST_CASE("R3.2 drops, collects and distributions look for captures, rescues and passes do not", "[R3.2]") {
  SECTION("a collect elsewhere on the board lets the enclosed a8 and a3-a4 of Figure 7 be taken") {
    Position pos = position_from(kFigure7);
    CHECK(play(pos, "e3=h3") == squares_from("a3-a4-a8"));
    CHECK(pos.score(BLUE) == 3);
  }
  SECTION("a distribution captures (Figure 4b)") {
    Position pos = position_from("x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9");
    CHECK(play(pos, "e5-f4-e3-d2-c3-c4-d5-d6-d7") == squares_from("d3-d4-e4"));
  }
  SECTION("a rescue leaves enclosed groups standing") {
    // Figure 7 with Blue holding two Red prisoners (Red stock 9 instead of 11).
    Position pos = position_from(
        "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 9/9 0/2 0/2 4 30");
    REQUIRE(pos.capturable() == squares_from("a3-a4-a8"));
    CHECK(play(pos, "R2") == 0);
    CHECK(pos.height(*parse_square("a8")) == 1);
    CHECK(pos.score(BLUE) == 2);
    CHECK(pos.quiet() == 5);
  }
  SECTION("a pass leaves enclosed groups standing") {
    Position pos = position_from("x8/x8/x8/x8/x8/x8/b,b,x6/r2,b,x6 r 0/22 0/0 0/0 0 12");
    REQUIRE(pos.capturable() == squares_from("a1"));
    CHECK(play(pos, "pass") == 0);
    CHECK(pos.height(0) == 2);
  }
}

TEST_CASE("R3.3 the owner's opponent takes the pieces and scores one point each, points are never lost", "[R3.3]") {
  Position pos = position_from("x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9");
  play(pos, "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  CHECK(pos.prisoners(BLUE) == 9);  // the 7-stack counts seven
  CHECK(pos.score(BLUE) == 9);
  CHECK(pos.score(RED) == 0);
  play(pos, "R9");
  CHECK(pos.score(BLUE) == 9);
  CHECK(pos.prisoners(BLUE) == 0);
  // Own pieces lost by suicide score for the opponent too (Figure 7, h1).
  Position fig7 = position_from(kFigure7);
  play(fig7, "h1");
  CHECK(fig7.score(BLUE) == 4);
  CHECK(fig7.prisoners(BLUE) == 4);
  CHECK(fig7.score(RED) == 0);
}

TEST_CASE("R3.4 record notation appends X and the captured squares, tokens do not", "[R3.4]") {
  const Position before = position_from("x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9");
  Position pos = before;
  const Move m = move_from(pos, "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  Position::Undo undo;
  const Bitboard taken = pos.do_move(m, undo);
  CHECK(format_record_move(before, m, taken) == "e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4");
  CHECK(format_move(before, m) == "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  CHECK(format_record_move(before, Move::drop(0), 0) == "a1");
  // Squares go file by file, rank by rank within a file.
  CHECK(format_squares(squares_from("h8-a3-a8-g7-a4")) == "a3-a4-a8-g7-h8");
  CHECK(format_squares(0).empty());
  // A token with the record suffix is not a protocol move.
  CHECK_FALSE(parse_move(before, "e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4"));
}

}  // namespace r3_captures_test
