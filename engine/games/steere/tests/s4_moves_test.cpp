// S4: the six kinds of move (feed, tail in, lone step, spawn, leap, and bearing off through them).
#include "test_support.h"

using namespace steere_testing;

namespace s4_moves_test {
namespace {

// The legal moves of `position` with their kinds, as "token:kind" sorted.
std::vector<std::string> kinds_of(std::string_view position, const Rules& rules = Rules{}) {
  MoveList moves;
  generate_moves(position_from(position, rules), moves);
  const char* names[] = {"feed", "tailin", "step", "spawn", "leap", "pass"};
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(format_move(m) + ":" + names[int(m.kind)]);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("S4.1 S4.4 feeds from big stacks of the body and tail, spawns from every big stack", "[S4.1][S4.4]") {
  // a1-b1-c1, all big; the ends share rank 1, so c1 is the head.
  CHECK(kinds_of("x6,b/x7/x7/x7/x7/r2,r3,r2,x4 r 14/20 1") ==
        sorted_words("a1-c1:feed b1-c1:feed a1-c2:spawn a1-d1:spawn b1-c2:spawn b1-d1:spawn c1-c2:spawn c1-d1:spawn"));
}

TEST_CASE("S4.2 S4.5 S4.7 a single tail goes in or leaps, singles of the body and head never move",
          "[S4.2][S4.5][S4.7]") {
  CHECK(kinds_of("x6,b/x7/x7/x7/x7/r,r,r,x4 r 18/20 1") == sorted_words("a1-c1:tailin a1-c2:leap a1-d1:leap"));
}

TEST_CASE("S4.3 a lone big stack steps its top checker and stays, the two then form a worm", "[S4.3]") {
  Position pos = position_from("x6,b/x7/x7/x2,r3,x4/x7/x7 r 18/20 1");
  CHECK(kinds_of(format_position(pos)) == sorted_words("c3-c4:step c3-d3:step"));
  play(pos, "c3-c4");
  CHECK(format_position(pos) == "x6,b/x7/x2,r,x4/x2,r2,x4/x7/x7 b 18/20 1");
  CHECK(pos.connections(square_from("c3")) == 1);
}

TEST_CASE("S4.4 S10.2 a spawn lands beside the head, forward or right of the tail", "[S4.4][S10.2]") {
  // d2-d3-c3-b3: head b3. b2 is beside the head, but in the tail's rank and left of it: refused.
  const char* worm = "x6,b/x7/x7/x,r,r,r,x3/x3,r2,x3/x7 r 16/20 1";
  CHECK(kinds_of(worm) == sorted_words("d2-b3:feed d2-a3:spawn d2-b4:spawn"));
  CHECK(kinds_of(worm, rules_from("Advance=strict")) == kinds_of(worm));
  // S11.2: d1 is right of the tail b2 but behind its rank: literal only.
  const char* s11_2 = "x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20";
  const auto literal = kinds_of(s11_2), strict = kinds_of(s11_2, rules_from("Advance=strict"));
  CHECK(std::count(literal.begin(), literal.end(), "c2-d1:spawn") == 1);
  CHECK(std::count(strict.begin(), strict.end(), "c2-d1:spawn") == 0);
}

TEST_CASE("S4.5 a leap lands beside the head as it was, the tail's own square never counts", "[S4.5]") {
  // a1-a2, head a2: a1 cannot "leap" to a1; it goes in, or to a3 or b2.
  Position pos = position_from("x6,b/x7/x7/x7/r,x6/r,x6 r 19/20 1");
  CHECK(kinds_of(format_position(pos)) == sorted_words("a1-a2:tailin a1-a3:leap a1-b2:leap"));
  play(pos, "a1-b2");
  CHECK(format_position(pos) == "x6,b/x7/x7/x7/r,r,x5/x7 b 19/20 1");
}

TEST_CASE("S4.6 moves may carry checkers backwards: a feed from a body ahead of the head", "[S4.6]") {
  // a1-a2-a3-b3-c3-c2: head c2 (rank 2 against a1's rank 1); c3 lies ahead of it.
  CHECK(kinds_of("x6,b/x7/x7/r,r,r2,x4/r,x,r,x4/r,x6 r 14/20 1") ==
        sorted_words("c3-c2:feed a1-c2:tailin c3-c1:spawn c3-d2:spawn a1-c1:leap a1-d2:leap"));
  // S11.6: Blue's leap g5-f6 goes to a rank behind the tail (literal only).
  Position pos = Position::start(Rules{});
  play(pos, "g3-off g4-g3 g5-off g6-g5 f6-g6");
  const auto moves = move_strings(pos);
  CHECK(std::count(moves.begin(), moves.end(), "g5-f6") == 1);
}

TEST_CASE("S4.7 nothing lands on an enemy stack or on an own stack other than the head", "[S4.7]") {
  const Position pos = position_from("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20");
  for (const char* token : {"c2-c3", "c2-b2", "f2-f3", "f2-f1", "e3-e2", "d2-d3", "c2-c1", "b2-b1"}) {
    INFO(token);
    CHECK_FALSE(parse_move(pos, token));
  }
  // A lone stack only steps: a lone big stack does not spawn beside itself sideways or backwards.
  CHECK(move_strings(position_from("x6,b/x7/x7/x2,r3,x4/x7/x7 r 18/20 1")) == sorted_words("c3-c4 c3-d3"));
}

TEST_CASE("S4.8 one move off the far-right corner, whatever edge it crosses", "[S4.8][S2.3]") {
  CHECK(kinds_of("x6,r/x7/x7/x7/x7/b,x6 r 20/20 1") == sorted_words("g6-off:step"));
  CHECK(kinds_of("x6,r/x6,r2/x7/x7/x7/b,x6 r 18/20 1") == sorted_words("g5-g6:feed g5-f6:spawn g5-off:spawn"));
  CHECK(kinds_of("x6,r/x6,r/x7/x7/x7/b,x6 r 19/20 1") == sorted_words("g5-g6:tailin g5-f6:leap g5-off:leap"));
}

}  // namespace s4_moves_test
