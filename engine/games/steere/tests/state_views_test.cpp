// The state's pictures: describe() for people, board() for GUIs (S3 heads and tails, S8 counts).
#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace state_views_test {
namespace {
const char* kS11_2 = "x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("state describe shows stacks with heights, heads, tails, counts, side, string and moves",
          "[state][S3.4][S8]") {
  const std::string text = state_at(kS11_2)->describe();
  INFO(text);
  CHECK(contains(text, "  2 .    r1t  r3   r1h  .    r2   .    2"));
  CHECK(contains(text, "  5 .    b1h  b1t  .    b2   b1h  .    5"));
  CHECK(contains(text, "Red to move, move 20"));
  CHECK(contains(text, "Borne off: Red 11, Blue 15 (of 21 each)"));
  CHECK(contains(text, "b2-c2-d2 (tail b2, head d2)"));
  CHECK(contains(text, "e6-e5-f5 (tail e6, head f5)"));
  CHECK(contains(text, std::string("Position: ") + kS11_2));
  CHECK(contains(text, "Legal moves: 12"));
  CHECK(contains(text, "Rules: 6x7, advance literal"));
  const std::string over = state_at("x7/x7/x7/x7/x7/x3,b2,x3 b 21/19 89")->describe();
  CHECK(contains(over, "Game over: Red has borne off all 21 checkers"));
  CHECK(contains(over, "Blue worms: lone d1"));
}

TEST_CASE("state board: points with owners, heights as labels and worm roles as marks", "[state][S3.3][S3.4]") {
  const BoardView view = state_at(kS11_2)->board();
  CHECK(view.files == 7);
  CHECK(view.ranks == 6);
  REQUIRE(view.points.size() == 42);
  auto at = [&](int file, int rank) { return view.points[std::size_t(rank * 7 + file)]; };
  CHECK(at(2, 1).owner == 0);  // c2: Red, height 3, body
  CHECK(at(2, 1).label == "3");
  CHECK(at(2, 1).marks == std::vector<std::string>{"body"});
  CHECK(at(3, 1).marks == std::vector<std::string>{"head"});  // d2
  CHECK(at(1, 1).marks == std::vector<std::string>{"tail"});  // b2
  CHECK(at(1, 4).owner == 1);                                 // b5: Blue's head
  CHECK(at(1, 4).marks == std::vector<std::string>{"head"});
  CHECK(at(0, 0).owner == -1);
  CHECK(at(0, 0).label.empty());
  CHECK(at(0, 0).marks.empty());
  const BoardView lone = state_at("x6,b/x7/x7/x7/x7/r,x6 r 20/20 1")->board();
  CHECK(lone.points[0].marks == std::vector<std::string>{"lone"});
  CHECK(view.turn == "Red to move");
  CHECK(view.notes == std::vector<std::string>{"Red has borne off 11 of 21", "Blue has borne off 15 of 21"});
}

TEST_CASE("state anatomy: a move off the board names the edges the worm's head stands on", "[state][S4.3][S4.5]") {
  // S11.4: Red's lone g6 stands in the corner (far and right edges); the worm e5-e6's head e6 on the far
  // edge only; a move that stays on the board leaves by none.
  const auto state = state_at("x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30");
  auto corner = state->anatomy("g6-off");
  REQUIRE(corner);
  CHECK(corner->edges == std::vector<std::string>{"top", "right"});
  auto spawn = state->anatomy("e5-off");
  REQUIRE(spawn);
  CHECK(spawn->edges == std::vector<std::string>{"top"});
  auto on_board = state->anatomy("e5-e6");
  REQUIRE(on_board);
  CHECK(on_board->edges.empty());
  // Blue's far edge is the bottom, its right edge the left: a lone a1 in Blue's corner.
  auto blue = state_at("x7/x7/x7/x7/x4,r3,r3,x/b,x6 b 15/20 30")->anatomy("a1-off");
  REQUIRE(blue);
  CHECK(blue->edges == std::vector<std::string>{"bottom", "left"});
}

TEST_CASE(
    "Steere: describe names the position's own size beside the rules' (a 3x2 position string, 6x9 from "
    "Columns 9)",
    "[state][S1.2][S10.1]") {
  const auto small = state_at("r,b/b,r/r,b r 0/0 1");
  INFO(small->describe());
  CHECK(contains(small->describe(), "Rules: 6x7, advance literal (this position: 3x2, advance literal)\n"));
  auto wider = new_state();
  REQUIRE_FALSE(wider->set_rule_option("Columns", "9"));
  INFO(wider->describe());
  CHECK(contains(wider->describe(), "Rules: 6x9, advance literal\n"));
  // A size that waits for an odd sum is named as such; the position keeps the start's size.
  REQUIRE_FALSE(wider->set_rule_option("Rows", "7"));
  INFO(wider->describe());
  CHECK(contains(wider->describe(), "Rules: 6x9, advance literal (Rows 7 and Columns 9 wait for an odd sum, S1.2)\n"));
}

}  // namespace state_views_test
