// R5: the modern capture rule. A group without liberty goes only with a touching enemy group that has
// none either. (The random comparison with the reference is in r3_captures_test.cpp.)
#include "test_support.h"

using namespace testing;

namespace r5_modern_rule_test {
namespace {

Rules modern() {
  Rules rules;
  rules.capture = CaptureRule::Modern;
  return rules;
}
const Rules kModern = modern();
const char* kFigure7 =
    "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30";
const char* kTwoEyes = "x8/x8/x8/x8/x8/b,b,b,b,b,x3/r,r,r,r,b,x3/x,r,x,r,b,x3 b 19/18 0/0 0/0 0 8";

}  // namespace

TEST_CASE("R5 modern: a lone piece among four separate enemy singles is safe", "[R5]") {
  Position pos = position_from("x8/x8/x8/x3,b,x4/x2,b,x,b,x3/x3,b,x4/x8/x8 r 25/21 0/0 0/0 0 5", kModern);
  CHECK(play(pos, "d4") == 0);
  CHECK(pos.height(*parse_square("d4")) == 1);
  CHECK(pos.capturable() == 0);
  CHECK(pos.score(BLUE) == 0);
}

TEST_CASE("R5 modern: in Figure 7, h8 takes g7-g8-h7 and h8 but a8 and a3-a4 stay", "[R5]") {
  Position pos = position_from(kFigure7, kModern);
  CHECK(pos.capturable() == 0);  // the constructed enclosures have living Blue neighbours
  CHECK(play(pos, "h8") == squares_from("g7-g8-h7-h8"));
  CHECK(pos.score(RED) == 3);
  CHECK(pos.score(BLUE) == 1);
  CHECK(pos.height(*parse_square("a8")) == 1);
  CHECK(pos.height(*parse_square("a3")) == 1);
  Position h1 = position_from(kFigure7, kModern);
  CHECK(play(h1, "h1") == 0);
  CHECK(h1.height(*parse_square("h1")) == 1);
}

TEST_CASE("R5 modern: a piece in one of two eyes survives, filling the second eye takes the group and both fillers",
          "[R5]") {
  Position pos = position_from(kTwoEyes, kModern);
  CHECK(play(pos, "a1") == 0);
  CHECK(pos.height(0) == 1);
  CHECK(pos.colour(0) == BLUE);
  play(pos, "h8");
  CHECK(play(pos, "c1") == squares_from("a1-a2-b1-b2-c1-c2-d1-d2"));
  CHECK(pos.score(BLUE) == 6);  // the six Red pieces
  CHECK(pos.score(RED) == 2);   // the two Blue fillers
  // Under the original rule the first filler is taken at once.
  Position original = position_from(kTwoEyes);
  CHECK(play(original, "a1") == squares_from("a1"));
}

TEST_CASE("R5 modern: a group kept alive by breathing neighbours can still be taken by a later move", "[R5]") {
  // Red a1 has no liberty, but its Blue neighbours a2 and b1 breathe: it stays.
  Position pos = position_from("x8/x8/x8/x8/x8/x8/b,x7/r,b,x6 r 24/23 0/0 0/0 0 5", kModern);
  REQUIRE(pos.capturable() == 0);
  CHECK(play(pos, "b2") == 0);
  play(pos, "h8");
  // a3 takes Blue a2's last liberty: a2 and the Red a1 next to it go together; b1 still breathes on c1.
  CHECK(play(pos, "a3") == squares_from("a1-a2"));
  CHECK(pos.score(RED) == 1);
  CHECK(pos.score(BLUE) == 1);
  CHECK(pos.height(*parse_square("b1")) == 1);
}

TEST_CASE("R5 modern: a dead group goes when any touching enemy group is dead, stays when none is", "[R5]") {
  // Red a1: no liberty, touches dead Blue b1 (and living Blue a2): taken, with b1.
  // Red h1: no liberty, touches only living Blue g1 and h2: stays.
  const char* fen = "x8/x8/x8/x8/x8/x8/b,r,x5,b/r,b,r,x3,b,r r 21/21 0/0 0/0 0 9";
  CHECK(position_from(fen, kModern).capturable() == squares_from("a1-b1"));
  CHECK(position_from(fen).capturable() == squares_from("a1-b1-h1"));
}

}  // namespace r5_modern_rule_test
