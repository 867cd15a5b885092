// S5: moves onto empty squares must leave simple worms; mergers of two or three worms.
#include "test_support.h"

using namespace steere_testing;

namespace s5_mergers_test {
namespace {
bool listed(std::string_view position, const std::string& token) {
  const auto moves = move_strings(position_from(position));
  return std::find(moves.begin(), moves.end(), token) != moves.end();
}
}  // namespace

TEST_CASE("S5.2 a lone step may join two other worms into one", "[S5.2][S4.3]") {
  // d3 touches the tails c3 and e3 of two worms: legal; the three worms become one.
  Position pos = position_from("x6,b/x7/x2,r,x,r,x2/x2,r,x,r,x2/x3,r,x3/x7 r 16/20 1");
  CHECK(listed(format_position(pos), "d2-d3"));
  play(pos, "d2-d3");
  CHECK(pos.connections(square_from("d3")) == 2);
  CHECK(pos.is_ok());
  // A lone big stack stays behind: d3 would touch d2 as well, three connections.
  CHECK_FALSE(listed("x6,b/x7/x2,r,x,r,x2/x2,r,x,r,x2/x3,r2,x3/x7 r 15/20 1", "d2-d3"));
}

TEST_CASE("S5.2 joining the two ends of one worm closes a loop", "[S5.2]") {
  // One worm c3-c4-c5-d5-e5-e4-e3: d3 would touch both of its ends.
  const char* u = "x6,b/x2,r,r,r,x2/x2,r,x,r,x2/x2,r,x,r,x2/x3,r,x3/x7 r 13/20 1";
  CHECK(move_strings(position_from(u)) == sorted_words("d2-e2 c3-e3 c3-f3 c3-e2 c3-d3"));
  CHECK_FALSE(listed(u, "d2-d3"));
  // The leap c3-d3 is legal: c3 has left, and d3 joins the head to the lone d2.
  Position pos = position_from(u);
  play(pos, "c3-d3");
  CHECK(pos.connections(square_from("d3")) == 2);
}

TEST_CASE("S5.2 S11.2 S11.3 three connections or a ring are illegal, the leap that frees the tail is not",
          "[S5.2][S11.2][S11.3]") {
  const char* s11_2 = "x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20";
  for (const char* token : {"c2-e2", "f2-e2", "b2-e2", "f1-e2"}) CHECK_FALSE(listed(s11_2, token));
  for (const char* token : {"c2-d3", "f2-d3", "b2-d3", "f1-d3"}) CHECK(listed(s11_2, token));
  const char* s11_3 = "x6,b/x7/x7/r,r,r,x4/r2,x,r,x4/r,x,r,x4 r 13/20 25";
  CHECK_FALSE(listed(s11_3, "a2-b1"));
  CHECK(listed(s11_3, "a1-b1"));
}

TEST_CASE("S5.1 S5.3 feeds, tails in and bearing off are always legal, only the mover's worms count", "[S5.1][S5.3]") {
  // Blue's worms sit right beside Red's new stacks; Red's moves are judged on Red's stacks alone.
  const Position pos = position_from("x7/x7/x7/x,b,b,b,x3/x,r2,r,x4/x7 r 18/18 1");
  CHECK(move_strings(pos) == sorted_words("b2-c2 b2-c1 b2-d2"));
}

}  // namespace s5_mergers_test
