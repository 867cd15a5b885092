// R1: board, players, stacks and the conservation of pieces.
#include "test_support.h"

using namespace testing;

TEST_CASE("R1.1 the board is 8x8, files a..h from the left, ranks 1..8 from the bottom, empty at the start", "[R1.1]") {
  CHECK(square_name(make_square(0, 0)) == "a1");
  CHECK(square_name(make_square(7, 0)) == "h1");
  CHECK(square_name(make_square(0, 7)) == "a8");
  CHECK(square_name(make_square(7, 7)) == "h8");
  for (Square s = 0; s < kSquares; ++s) CHECK(parse_square(square_name(s)) == s);
  for (const char* bad : {"i1", "a9", "a0", "A1", "a", "a10", "", "1a"}) {
    INFO(bad);
    CHECK_FALSE(parse_square(bad));
  }
  const Position start = Position::start(Rules{});
  CHECK(start.occupied() == 0);
  for (Square s = 0; s < kSquares; ++s) CHECK(start.height(s) == 0);
}

TEST_CASE("R1.2 each player starts with 25 pieces in stock and Red moves first", "[R1.2]") {
  const Position start = Position::start(Rules{});
  CHECK(start.stock(RED) == 25);
  CHECK(start.stock(BLUE) == 25);
  CHECK(start.side_to_move() == RED);
  CHECK(start.prisoners(RED) == 0);
  CHECK(start.prisoners(BLUE) == 0);
  // "unless the position says otherwise"
  CHECK(position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/0 0 1").side_to_move() == BLUE);
  // After Red's first move it is Blue's turn, and then Red's again.
  Position pos = start;
  play(pos, "d3");
  CHECK(pos.side_to_move() == BLUE);
  play(pos, "e5");
  CHECK(pos.side_to_move() == RED);
}

TEST_CASE("R1.3 a square holds nothing or one stack of one colour, height counts its pieces", "[R1.3]") {
  Position pos = position_from("x8/x8/x8/x8/x8/x2,r3,b2,x4/x8/x8 r 22/23 0/0 0/0 0 4");
  const Square c3 = *parse_square("c3"), d3 = *parse_square("d3");
  CHECK(pos.height(c3) == 3);
  CHECK(pos.colour(c3) == RED);
  CHECK(pos.height(d3) == 2);
  CHECK(pos.colour(d3) == BLUE);
  // A drop never mixes colours: Red may not drop on Blue's d3, only on its own c3.
  CHECK_FALSE(parse_move(pos, "d3"));
  play(pos, "c3");
  CHECK(pos.height(c3) == 4);
  CHECK((pos.stacks(RED) & pos.stacks(BLUE)) == 0);
  // Collects gather only own stacks (c3 and d3 differ in colour).
  CHECK_FALSE(parse_move(pos, "d3=c3"));
}

namespace r1_material_test {
namespace {

// R1.4 for both sides of `pos`, given each side's total.
void check_totals(const Position& pos, int red_total, int blue_total) {
  INFO(format_position(pos));
  CHECK(pos.stock(RED) + pos.pieces_on_board(RED) + pos.prisoners(BLUE) == red_total);
  CHECK(pos.stock(BLUE) + pos.pieces_on_board(BLUE) + pos.prisoners(RED) == blue_total);
}

}  // namespace

TEST_CASE("R1.4 stock + pieces on the board + pieces the opponent holds stays each side's total", "[R1.4]") {
  SECTION("through drops, a capture of both colours and a rescue (Figure 7)") {
    Position pos = position_from(
        "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 "
        "30");
    check_totals(pos, 25, 25);
    CHECK(play(pos, "h8") != 0);
    check_totals(pos, 25, 25);
    CHECK(pos.prisoners(RED) == 3);
    CHECK(pos.prisoners(BLUE) == 4);
    play(pos, "R3");  // Blue rescues its three
    check_totals(pos, 25, 25);
    play(pos, "R4");
    check_totals(pos, 25, 25);
    CHECK(pos.stock(RED) == 14);
  }
  SECTION("through a prisoner drop and its capture (R7.2)") {
    Position pos =
        position_from("x8/x8/x8/x8/x8/b,b,x6/r,r,b,x5/x,r,b,x5 b 20/21 0/2 0/2 3 9", rules_from("PrisonerDrops=true"));
    check_totals(pos, 25, 25);
    play(pos, "P@a1");
    check_totals(pos, 25, 25);
  }
  SECTION("with a handicap the smaller total is kept (R7.3)") {
    Position pos = Position::start(rules_from("RedPieces=20 BluePieces=23"));
    check_totals(pos, 20, 23);
    for (const char* m : {"a1", "b2", "a2", "c1", "b1"}) play(pos, m);
    check_totals(pos, 20, 23);
  }
  SECTION("a position string with more than 25 pieces for one side is refused (R6.5)") {
    auto too_many = parse_position("r,x7/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", Rules{});
    REQUIRE_FALSE(too_many);
    CHECK_THAT(too_many.error(), Catch::Contains("red") && Catch::Contains("more than 25"));
    auto held = parse_position("x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/6 0/6 0 1", Rules{});
    REQUIRE_FALSE(held);
    CHECK_THAT(held.error(), Catch::Contains("red"));
  }
  SECTION("under a handicap a position string may not give a side more than its total (R1.4, R7.3)") {
    const Rules handicap = rules_from("RedPieces=20 BluePieces=23");
    auto red = parse_position("x8/x8/x8/x8/x8/x8/x8/x8 r 25/23 0/0 0/0 0 1", handicap);
    REQUIRE_FALSE(red);
    CHECK(red.error() ==
          "bad position string: red has 25 pieces in all (stock + board + held by the opponent), more than 20 "
          "(option RedPieces)");
    auto blue = parse_position("x8/x8/x8/x8/x8/x8/x8/b2,x7 r 20/20 2/0 2/0 0 1", handicap);
    REQUIRE_FALSE(blue);
    CHECK_THAT(blue.error(), Catch::Contains("blue has 24") && Catch::Contains("(option BluePieces)"));
    // Exactly the totals, or fewer (a position set up by hand, R6.5), is accepted.
    CHECK(parse_position("x8/x8/x8/x8/x8/x8/x8/r2,x7 r 18/23 0/0 0/0 0 1", handicap));
    CHECK(parse_position("x8/x8/x8/x8/x8/x8/x8/r2,x7 r 5/10 0/0 0/0 0 1", handicap));
  }
}

}  // namespace r1_material_test
