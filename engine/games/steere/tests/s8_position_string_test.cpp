// S8: the position string, its errors (naming the field) and its canonical form.
#include "test_support.h"

using namespace steere_testing;

namespace s8_position_string_test {
namespace {

// The error for `text`, which must be refused.
std::string refusal(std::string_view text) {
  const auto pos = parse_position(text);
  INFO("'" << text << "'");
  REQUIRE_FALSE(pos);
  return pos.error();
}

bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("S8.1 S8.5 other spellings are read, the output merges empty runs and writes singles bare", "[S8.1][S8.5]") {
  const Position pos = position_from("x,x,x,x,x,x,b1/x7/x2,x5/x7/x7/r1,x,x,x,x,x,x r 20/20 1");
  CHECK(format_position(pos) == "x6,b/x7/x7/x7/x7/r,x6 r 20/20 1");
  CHECK(format_position(position_from("  x6,b/x7/x7/x7/x7/r,x6\tr  20/20 1 ")) == "x6,b/x7/x7/x7/x7/r,x6 r 20/20 1");
}

TEST_CASE("S8.1 S8.4 board errors name the board field and the rank", "[S8.1][S8.4]") {
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 r 20/20"), "4 fields"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x5 r 20/20 1"), "6 squares"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x5 r 20/20 1"), "board field"));
  CHECK(mentions(refusal("x6,q/x7/x7/x7/x7/r,x6 r 20/20 1"), "'q'"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x06 r 20/20 1"), "'x06'"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r0,x6 r 20/20 1"), "'r0'"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,,x6 r 20/20 1"), "empty square entry"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x99999999999999999999 r 20/20 1"), "more than 16 squares"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r999,x6 r 20/20 1"), "higher than"));
  CHECK(mentions(refusal("x/x/x/x/x/x/x/x/x/x/x/x/x/x/x/x/x r 0/0 1"), "more than 16"));
}

TEST_CASE("S8.4 counts, worms, side and move number are checked, each error naming its field", "[S8.4][S8.2]") {
  const std::string counts = refusal("x6,b/x7/x7/x7/x7/r,x6 r 19/20 1");
  CHECK(mentions(counts, "offRed/offBlue"));
  CHECK(mentions(counts, "Red has 1 on the board and 19 borne off, not 21"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 r 20/-1 1"), "offRed/offBlue"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 r 20 1"), "offRed/offBlue"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r22,x6 r 0/20 1"), "more than 21 Red"));
  CHECK(mentions(refusal("x7/x7/x7/x7/x7/x7 r 21/21 1"), "no checker on the board"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 R 20/20 1"), "side field 'R'"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 r 20/20 0"), "moveno"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 r 20/20 1000000001"), "moveno"));
  CHECK(mentions(refusal("x6,b/x7/x7/x7/x7/r,x6 r 20/20 x"), "moveno field 'x'"));
  CHECK(mentions(refusal("x7/x7/x7/x7/r,r,x5/r,r,x4,b r 17/20 1"), "loop"));
  // A finished position that play cannot reach (the winner to move) is still accepted.
  CHECK(parse_position("x7/x7/x7/x7/x7/x3,b2,x3 r 21/19 89"));
  CHECK(parse_position("x6,b/x7/x7/x7/x7/r,x6 r 20/20 1000000000"));
}

TEST_CASE("S8.5 format(parse(s)) == s on the canonical strings of the examples and perft files", "[S8.5]") {
  int checked = 0;
  for (const char* file : {"steere-perft-public.txt", "steere-perft-strict-public.txt"})
    for (const auto& line : perft_lines(file)) {
      CHECK(format_position(position_from(line.position)) == line.position);
      ++checked;
    }
  CHECK(checked == 21);
}

TEST_CASE("S8.2 the move number stops at its largest value, so every written position reads back", "[S8.2]") {
  Position pos = position_from("x6,b/x7/x7/x7/x7/r,x6 b 20/20 1000000000");
  play(pos, "g6-g5");
  CHECK(pos.move_number() == 1000000000);
  CHECK(format_position(position_from(format_position(pos))) == format_position(pos));
}

}  // namespace s8_position_string_test
