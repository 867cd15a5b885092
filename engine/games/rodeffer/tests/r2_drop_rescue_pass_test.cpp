// R2.1 drops, R2.4 rescue, R2.5 pass.
#include <algorithm>

#include "test_support.h"

using namespace testing;

namespace r2_drop_rescue_pass_test {
namespace {

long count_kind(const MoveList& moves, MoveType type) {
  return std::count_if(moves.begin(), moves.end(), [&](const Move& m) { return m.type == type; });
}

}  // namespace

TEST_CASE("R2.1 drop: one stock piece onto an empty square or an own stack, written as the square", "[R2.1]") {
  Position pos = position_from("x8/x8/x8/x8/x8/x2,r3,b2,x4/x8/x8 r 22/23 0/0 0/0 0 4");
  // 62 empty squares and the own c3; not Blue's d3.
  const MoveList moves = legal_moves(pos);
  CHECK(count_kind(moves, MoveType::Drop) == 63);
  CHECK(is_listed(pos, "a1"));
  CHECK(is_listed(pos, "c3"));
  CHECK_FALSE(parse_move(pos, "d3"));
  CHECK_THAT(parse_move(pos, "d3").error(), Catch::Contains("'d3'"));

  SECTION("onto an empty square: a new single, the stock shrinks") {
    CHECK(play(pos, "h8") == 0);
    CHECK(pos.height(*parse_square("h8")) == 1);
    CHECK(pos.colour(*parse_square("h8")) == RED);
    CHECK(pos.stock(RED) == 21);
    CHECK(format_position(pos) == "x7,r/x8/x8/x8/x8/x2,r3,b2,x4/x8/x8 b 21/23 0/0 0/0 1 4");
  }
  SECTION("onto an own stack: the stack grows by one") {
    play(pos, "c3");
    CHECK(pos.height(*parse_square("c3")) == 4);
    CHECK(format_position(pos) == "x8/x8/x8/x8/x8/x2,r4,b2,x4/x8/x8 b 21/23 0/0 0/0 1 4");
  }
}

TEST_CASE("R2.1 drop: no height limit but the stock, an empty stock allows no drop", "[R2.1]") {
  // Red has one piece left in stock and a 24-stack: the last drop makes 25.
  Position pos = position_from("x8/x8/x8/x8/x8/x8/x8/r24,x7 r 1/25 0/0 0/0 0 30");
  play(pos, "a1");
  CHECK(pos.height(0) == 25);
  CHECK(pos.stock(RED) == 0);
  play(pos, "h8");  // Blue
  // Red's stock is empty: no drop at all, neither on empty squares nor on its stack. (Only the drops are
  // generated: the 25-stack has far too many distributions to list.)
  MoveList moves;
  generate_simple(pos, moves, kDrops);
  CHECK(moves.empty());
  for (const char* token : {"a1", "b2", "g7"}) {
    auto m = parse_move(pos, token);
    REQUIRE_FALSE(m);
    CHECK_THAT(m.error(), Catch::Contains("stock is empty"));
  }
}

TEST_CASE("R2.4 rescue: all prisoners the opponent holds return to the stock, written R<n>", "[R2.4]") {
  // Figure 5b: Blue holds nine Red pieces.
  Position pos = position_from("x8/x3,b,x4/x3,b,x4/x3,b,b,x3/x2,b,x2,b,x2/x2,b,x,b,x3/x3,b,x4/x8 r 16/16 0/9 0/9 0 10");
  const MoveList moves = legal_moves(pos);
  REQUIRE(count_kind(moves, MoveType::Rescue) == 1);
  const auto rescue =
      std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.type == MoveType::Rescue; });
  CHECK(format_move(pos, *rescue) == "R9");
  // All or nothing: no partial rescue, no other count.
  for (const char* token : {"R1", "R8", "R10", "R0"}) {
    INFO(token);
    auto m = parse_move(pos, token);
    REQUIRE_FALSE(m);
    CHECK_THAT(m.error(), Catch::Contains(token));
  }
  CHECK(play(pos, "R9") == 0);
  CHECK(pos.stock(RED) == 25);
  CHECK(pos.prisoners(BLUE) == 0);
  CHECK(pos.score(BLUE) == 9);  // R3.3: points stay
  // Nothing left to rescue for Blue (Red holds none) nor, next turn, for Red.
  CHECK_FALSE(parse_move(pos, "R0"));
  CHECK(count_kind(legal_moves(pos), MoveType::Rescue) == 0);
}

TEST_CASE("R2.4 rescue is offered only while the opponent holds own pieces", "[R2.4]") {
  // Red holds two Blue pieces: Blue may rescue them, Red may not rescue anything.
  Position red_to_move = position_from("x8/x8/x8/x8/x8/x8/x8/r,x7 r 24/23 2/0 2/0 1 3");
  CHECK(count_kind(legal_moves(red_to_move), MoveType::Rescue) == 0);
  CHECK_FALSE(parse_move(red_to_move, "R2"));
  Position blue_to_move = position_from("x8/x8/x8/x8/x8/x8/x8/r,x7 b 24/23 2/0 2/0 1 3");
  CHECK(is_listed(blue_to_move, "R2"));
  play(blue_to_move, "R2");
  CHECK(blue_to_move.stock(BLUE) == 25);
  CHECK(blue_to_move.score(RED) == 2);
}

TEST_CASE("R2.5 pass: legal only when nothing else is, and then the only move", "[R2.5]") {
  SECTION("no stock, nothing to rescue, singles that touch nothing: only a pass") {
    // Red: a1, c1, e1 ... singles two squares apart (no collect), stock 0, Blue holds no Red piece.
    Position pos = position_from("x8/x8/x8/x8/x8/x8/x8/r,x,r,x,r,x,r,x r 0/25 0/0 0/0 5 20");
    const MoveList moves = legal_moves(pos);
    REQUIRE(moves.size() == 1);
    CHECK(moves[0].type == MoveType::Pass);
    CHECK(format_move(pos, moves[0]) == "pass");
    DistributionCounter counter;
    CHECK(count_moves(pos, counter) == 1u);
    CHECK_FALSE(has_non_pass_move(pos));
    CHECK(play(pos, "pass") == 0);
    CHECK(pos.side_to_move() == BLUE);
    CHECK(pos.passes() == 1);
  }
  SECTION("a stack with no empty square next to it cannot distribute: a pass") {
    // Red's 2-stack in the corner is walled in by Blue; Red has no stock.
    Position pos = position_from("x8/x8/x8/x8/x8/x8/b,b,x6/r2,b,x6 r 0/22 0/0 0/0 0 12");
    REQUIRE(pos.capturable() != 0);  // constructed: the wall already encloses it
    const MoveList moves = legal_moves(pos);
    REQUIRE(moves.size() == 1);
    CHECK(moves[0].type == MoveType::Pass);
  }
  SECTION("a pass is refused while any other move exists") {
    for (const char* fen : {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1",      // drops
                            "x8/x8/x8/x8/x8/x8/x8/r,r,x6 r 0/25 0/0 0/0 0 9",   // a collect
                            "x8/x8/x8/x8/x8/x8/x8/r2,x7 r 0/25 0/0 0/0 0 9",    // distributions
                            "x8/x8/x8/x8/x8/x8/x8/r,x7 r 0/25 0/4 0/4 0 9"}) {  // a rescue
      INFO(fen);
      const Position pos = position_from(fen);
      auto m = parse_move(pos, "pass");
      REQUIRE_FALSE(m);
      CHECK_THAT(m.error(), Catch::Contains("pass"));
      for (const Move& listed : legal_moves(pos)) CHECK(listed.type != MoveType::Pass);
    }
  }
  SECTION("prisoner drops count as a move when they are on (R7.2)") {
    const Rules drops = rules_from("PrisonerDrops=true");
    const Position pos = position_from("x8/x8/x8/x8/x8/x8/x8/r,x,r,x,r,x,r,x r 0/21 4/0 4/0 5 20", drops);
    CHECK_FALSE(parse_move(pos, "pass"));
    CHECK(is_listed(pos, "P@h8"));
  }
}

}  // namespace r2_drop_rescue_pass_test
