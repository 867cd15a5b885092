// S9: squares and move tokens.
#include "test_support.h"

using namespace steere_testing;

namespace s9_notation_test {

TEST_CASE("S9.1 squares are a file letter and a rank number, lower case, on the board", "[S9.1]") {
  CHECK(square_name(make_cell(0, 0)) == "a1");
  CHECK(square_name(make_cell(15, 15)) == "p16");
  CHECK(parse_square("g6", 6, 7) == make_cell(6, 5));
  CHECK(parse_square("p16", 16, 16) == make_cell(15, 15));
  for (const char* bad : {"h1", "a7", "a0", "A1", "a01", "a", "1", "a1x", ""}) {
    INFO(bad);
    CHECK_FALSE(parse_square(bad, 6, 7));
  }
}

TEST_CASE("S9.2 S9.3 move tokens: from-to, from-off, pass, errors quote the token", "[S9.2][S9.3]") {
  const Position pos = position_from("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20");
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move& m : moves) {
    const auto back = parse_move(pos, format_move(m));
    REQUIRE(back);
    CHECK(*back == m);
  }
  // The kind follows from the squares: c2-d2 a feed, b2-d2 a tail in, c2-d3 a spawn, b2-d3 a leap.
  CHECK(move_from(pos, "c2-d2").kind == MoveKind::Feed);
  CHECK(move_from(pos, "b2-d2").kind == MoveKind::TailIn);
  CHECK(move_from(pos, "c2-d3").kind == MoveKind::Spawn);
  CHECK(move_from(pos, "b2-d3").kind == MoveKind::Leap);
  CHECK(format_move(Move::pass()) == "pass");
  const std::pair<const char*, const char*> refusals[] = {
      {"C2-D2", "'C2'"},        {"c2d2", "expected <from>-<to>"}, {"c2-h2", "'h2'"},
      {"i2-d2", "'i2'"},        {"a1-a2", "holds no Red stack"},  {"e5-e4", "holds no Red stack"},
      {"c2-c3", "not a legal"}, {"c2-off", "not a legal"},        {"pass", "only without any other move"},
      {"", "expected"},         {"c2-", "neither a square"},
  };
  for (auto [token, part] : refusals) {
    INFO(token);
    const auto m = parse_move(pos, token);
    REQUIRE_FALSE(m);
    CHECK(m.error().find(part) != std::string::npos);
    CHECK(m.error().find(std::string("'") + token + "'") != std::string::npos);
  }
}

TEST_CASE("S9.2 bearing off is written off", "[S9.2][S2.3]") {
  const Position pos = position_from("x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30");
  CHECK(move_from(pos, "e5-off").bears_off());
  CHECK(move_from(pos, "g6-off").bears_off());
  CHECK(format_move(move_from(pos, "g6-off")) == "g6-off");
}

}  // namespace s9_notation_test
