// S2: forward and right in each player's own view, and the edges checkers may leave by.
#include "test_support.h"

using namespace steere_testing;

namespace s2_directions_test {

TEST_CASE("S2.2 forward and right: Red towards higher ranks and later files, Blue the reverse", "[S2.2][S4.3]") {
  // Red d2 is blocked ahead by Blue d3, so it steps right; Blue d3 is blocked ahead by d2.
  CHECK(move_strings(position_from("x7/x7/x7/x3,b,x3/x3,r,x3/x7 r 20/20 1")) == sorted_words("d2-e2"));
  CHECK(move_strings(position_from("x7/x7/x7/x3,b,x3/x3,r,x3/x7 b 20/20 1")) == sorted_words("d3-c3"));
  CHECK(move_strings(position_from("x7/x7/x3,b,x3/x7/x3,r,x3/x7 r 20/20 1")) == sorted_words("d2-d3 d2-e2"));
  CHECK(move_strings(position_from("x7/x7/x3,b,x3/x7/x3,r,x3/x7 b 20/20 1")) == sorted_words("d4-d3 d4-c4"));
}

TEST_CASE("S2.3 checkers leave only across their owner's far or right edge", "[S2.3][S4.3][S4.8]") {
  // Red a1 sits at its near-left corner: no way off. g1 is on Red's right edge.
  CHECK(move_strings(position_from("b,x6/x7/x7/x7/x7/r,x5,r r 19/20 1")) == sorted_words("a1-a2 a1-b1 g1-g2 g1-off"));
  // Blue a6: the top rank is Blue's near edge, file a his right edge.
  CHECK(move_strings(position_from("b,x6/x7/x7/x7/x7/r,x5,r b 19/20 1")) == sorted_words("a6-a5 a6-off"));
  // Blue g6 is Blue's near-left corner, a1 his far-right corner: one move off (S4.8).
  CHECK(move_strings(position_from("x6,b/x7/x7/x7/x7/b,x6 b 21/19 1")).empty());  // finished: Red has none
  CHECK(move_strings(position_from("x6,b/x7/x7/x7/x7/b,r,x5 b 20/19 1")) == sorted_words("a1-off g6-g5 g6-f6"));
}

TEST_CASE("S2.3 S4.4 a spawn goes off only from a head on the far or right edge", "[S2.3][S4.4]") {
  // Head b1 on Red's near edge, head a3 on Red's left edge: nothing off.
  CHECK(move_strings(position_from("x7/x7/x7/x7/x6,b/r2,r,x5 r 18/20 1")) == sorted_words("a1-b1 a1-b2 a1-c1"));
  CHECK(move_strings(position_from("x7/x7/x7/r,x6/r2,x6/x6,b r 18/20 1")) == sorted_words("a2-a3 a2-a4 a2-b3"));
  // Head g2 on the right edge, head g6 in the far-right corner: one spawn off each.
  CHECK(move_strings(position_from("x7/x7/x7/x7/x6,r/b,x5,r2 r 18/20 1")) == sorted_words("g1-g2 g1-g3 g1-f2 g1-off"));
  CHECK(move_strings(position_from("x6,r/x6,r2/x7/x7/x7/b,x6 r 18/20 1")) == sorted_words("g5-g6 g5-f6 g5-off"));
}

}  // namespace s2_directions_test
