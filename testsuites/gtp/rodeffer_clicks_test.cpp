// Rodeffer's Inchworm through GTP: every kind of move as its clicks (rules R2, R7), the margin column
// that shows the stocks and prisoners, and the board GoGui draws.
#include <catch2/catch.hpp>

#include "registry.h"
#include "ruler.h"

using namespace adapters::gtp;

namespace rodeffer_clicks_test {
namespace {

Ruler ruler_at(const std::string& position, std::vector<std::pair<std::string, std::string>> options = {}) {
  auto state = inchworm::make_game_state("rodeffer", options);
  REQUIRE(state.ok());
  REQUIRE_FALSE(state.value()->set_position(position));
  return Ruler(std::move(state).value(), position);
}

Click v(const std::string& vertex) { return parse_vertex(vertex, 9).value(); }

std::string legal(const Ruler& r) {
  auto step = r.step();
  REQUIRE(step.ok());
  std::string text;
  for (const Click c : step->next) text += (text.empty() ? "" : " ") + format_vertex(c);
  return text;
}

// Plays the vertices for the side to move; returns the position after them.
std::string clicks(Ruler& r, const std::vector<std::string>& vertices) {
  const Colour mover = r.to_move();
  for (const std::string& vertex : vertices) {
    INFO(vertex);
    REQUIRE_FALSE(r.play(mover, v(vertex)));
  }
  return r.state().position_string();
}

std::string clicks_of(const Ruler& r, const std::string& token) {
  auto c = r.view().clicks(r.state(), token);
  REQUIRE(c.ok());
  return clicks_text(*c);
}

}  // namespace

TEST_CASE("Rodeffer: drops on an empty square take one click, on an own stack the stock too [R2.1]",
          "[gtp][rodeffer]") {
  const std::string start = "x8/x8/x8/x8/x3,r,x4/x8/x8/x8 r 24/25 0/0 0/0 0 1";
  Ruler r = ruler_at(start);
  CHECK(clicks_of(r, "c3") == "C3");
  CHECK(clicks_of(r, "d4") == "J1 D4");  // J1: Red's stock
  CHECK(clicks(r, {"C3"}) == "x8/x8/x8/x8/x3,r,x4/x2,r,x5/x8/x8 b 23/25 0/0 0/0 1 1");
  // Either order for the own stack: stock then stack, or stack then stock.
  r = ruler_at(start);
  CHECK(clicks(r, {"J1", "D4"}) == "x8/x8/x8/x8/x3,r2,x4/x8/x8/x8 b 23/25 0/0 0/0 1 1");
  r = ruler_at(start);
  REQUIRE_FALSE(r.play(Colour::Black, v("D4")));
  CHECK(legal(r) == "J1");  // a single piece: no collect, no distribution
  CHECK(r.to_move() == Colour::Black);
  CHECK(clicks(r, {"J1"}) == "x8/x8/x8/x8/x3,r2,x4/x8/x8/x8 b 23/25 0/0 0/0 1 1");
  // Blue's stock is J8; Red's J1 is no button of Blue's.
  REQUIRE_FALSE(r.play(Colour::White, v("J8")));
  CHECK(r.play(Colour::White, v("J1")));
}

TEST_CASE("Rodeffer: collects are the first and the last square [R2.2]", "[gtp][rodeffer]") {
  Ruler r = ruler_at("x8/x8/x8/x8/x8/x8/x8/x4,r,r,r2,x r 21/25 0/0 0/0 0 1");
  CHECK(clicks_of(r, "e1=g1") == "E1 G1");
  REQUIRE_FALSE(r.play(Colour::Black, v("E1")));
  // The stock, the stacks in line, the empty squares next to it (a distribution needs height 2: none).
  CHECK(legal(r) == "F1 G1 J1");
  CHECK(clicks(r, {"G1"}) == "x8/x8/x8/x8/x8/x8/x8/x6,r4,x b 21/25 0/0 0/0 1 1");
}

TEST_CASE("Rodeffer: a collect that could go on is ended by pass (wrapping boards) [R7.1]", "[gtp][rodeffer]") {
  // A full ring on a torus: a1 and b1 are joined by two runs, so `a1=b1=b1` (the short one) is also
  // the beginning of `a1=b1=c1` and longer ones.
  Ruler r = ruler_at("x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 1", {{"Topology", "torus"}});
  CHECK(clicks_of(r, "a1=b1=b1") == "A1 B1 pass");
  CHECK(clicks_of(r, "a1=b1=c1") == "A1 B1 C1");
  CHECK(clicks_of(r, "a1=h1=b1") == "A1 H1 B1");
  REQUIRE_FALSE(r.play(Colour::Black, v("A1")));
  CHECK(legal(r) == "B1 H1 J1");
  REQUIRE_FALSE(r.play(Colour::Black, v("B1")));
  CHECK(legal(r) == "pass C1 D1 E1 F1 G1 H1");
  CHECK(clicks(r, {"pass"}) == "x8/x8/x8/x8/x8/x8/x8/x,r2,r,r,r,r,r,r b 17/25 0/0 0/0 1 1");
}

TEST_CASE("Rodeffer: a distribution is its path, any path over the same squares [R2.3]", "[gtp][rodeffer]") {
  const std::string start = "x8/x8/x8/x8/x3,r3,x4/x8/x8/x8 r 22/25 0/0 0/0 0 1";
  Ruler r = ruler_at(start);
  REQUIRE_FALSE(r.play(Colour::Black, v("D4")));
  // Every empty neighbour continues; the stock drops on d4.
  CHECK(legal(r) == "C3 C4 C5 D3 D5 E3 E4 E5 J1");
  REQUIRE_FALSE(r.play(Colour::Black, v("E5")));
  CHECK(legal(r) == "D5 D6 E4 E6 F4 F5 F6");  // not d4 (the stack) nor e5 again
  CHECK(r.play(Colour::Black, v("G5")));      // no king step
  const std::string one = clicks(r, {"E4"});
  r = ruler_at(start);
  const std::string other = clicks(r, {"D4", "E4", "E5"});
  CHECK(one == "x8/x8/x8/x4,r,x3/x3,r,r,x3/x8/x8/x8 b 22/25 0/0 0/0 1 1");
  CHECK(other == one);
}

TEST_CASE("Rodeffer: rescue and prisoner drops use the prisoner piles [R2.4, R7.2]", "[gtp][rodeffer]") {
  // Blue holds 3 Red pieces (J7), Red holds 2 Blue pieces (J2).
  const std::string start = "x8/x8/x8/x8/x3,r,b,x3/x8/x8/x8 r 21/22 2/3 2/3 0 5";
  Ruler r = ruler_at(start, {{"PrisonerDrops", "true"}});
  CHECK(clicks_of(r, "R3") == "J7");
  CHECK(clicks_of(r, "P@a1") == "J2 A1");
  CHECK(clicks(r, {"J7"}) == "x8/x8/x8/x8/x3,r,b,x3/x8/x8/x8 b 24/22 2/0 2/3 1 5");
  r = ruler_at(start, {{"PrisonerDrops", "true"}});
  CHECK(clicks(r, {"J2", "A1"}) == "x8/x8/x8/x8/x3,r,b,x3/x8/x8/b,x7 b 21/22 1/3 2/3 1 5");
  // Without the option the pile of Blue pieces is no button.
  r = ruler_at(start);
  CHECK(r.play(Colour::Black, v("J2")));
  CHECK_FALSE(r.play(Colour::Black, v("J7")));
}

TEST_CASE("Rodeffer: the 9x9 board shows stacks, stocks and prisoners", "[gtp][rodeffer]") {
  Ruler r = ruler_at("x8/x8/x8/x8/x3,r4,b,x3/x8/x8/x8 r 19/24 0/2 3/0 0 5");
  const Picture p = r.picture();
  CHECK(board_text(p) ==
        "? ? ? ? ? ? ? ? ?\n"
        ". . . . . . . . O\n"
        ". . . . . . . . X\n"
        ". . . . . . . . ?\n"
        ". . . . . . . . ?\n"
        ". . . X O . . . ?\n"
        ". . . . . . . . ?\n"
        ". . . . . . . . .\n"
        ". . . . . . . . X\n");
  CHECK(gfx_text(p) ==
        "COLOR #8c8c8c J3 J4 J5 J6 A9 B9 C9 D9 E9 F9 G9 H9 J9\n"
        "COLOR #c8c8c8 J1 J2 J7 J8\n"
        "LABEL J1 19 J2 0 D4 4 J7 2 J8 24\n"
        "TEXT Red to move; Red stock 19, Blue stock 24; Red holds 0 prisoners, Blue holds 2; Score Red 3, Blue 0 "
        "(target 60)\n");
  CHECK(r.view().captured(r.state()) == std::make_pair(3, 0));
}

}  // namespace rodeffer_clicks_test
