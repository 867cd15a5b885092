// R6: the position string. Canonical output, round trips, non-canonical input, and a named field in
// every rejection.
#include <random>

#include "random_positions.h"
#include "test_support.h"

using namespace testing;

namespace r6_position_string_test {

TEST_CASE("R6.1 board: ranks 8 to 1 separated by '/', squares from file a separated by ','", "[R6.1]") {
  const Position pos = position_from("x3,r,b4,x3/x8/x8/x8/x8/x8/x8/b2,x6,r r 19/19 0/0 0/0 0 1");
  CHECK(pos.height(*parse_square("d8")) == 1);
  CHECK(pos.colour(*parse_square("d8")) == RED);
  CHECK(pos.height(*parse_square("e8")) == 4);
  CHECK(pos.colour(*parse_square("e8")) == BLUE);
  CHECK(pos.height(*parse_square("a1")) == 2);
  CHECK(pos.colour(*parse_square("a1")) == BLUE);
  CHECK(pos.height(*parse_square("h1")) == 1);
  CHECK(popcount(pos.occupied()) == 4);
}

TEST_CASE("R6.2 side is r or b, prisRed counts Blue pieces Red holds, prisBlue Red pieces Blue holds", "[R6.2]") {
  const Position pos = position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 22/20 5/3 5/3 0 3");
  CHECK(pos.side_to_move() == BLUE);
  CHECK(pos.prisoners(RED) == 5);
  CHECK(pos.prisoners(BLUE) == 3);
  // Blue's five pieces are held by Red, so Blue (to move) rescues five.
  CHECK(is_listed(pos, "R5"));
  CHECK_FALSE(parse_move(pos, "R3"));
}

TEST_CASE("R6.3 quiet counts plies since the last capture of either colour, moveno grows after Blue moves", "[R6.3]") {
  Position pos = position_from("x8/x8/x8/x3,b,x4/x2,b,x,b,x3/x3,b,x4/x8/x8 r 25/21 0/0 0/0 7 5");
  play(pos, "a1");
  CHECK(pos.quiet() == 8);
  CHECK(pos.move_number() == 5);
  play(pos, "h8");
  CHECK(pos.quiet() == 9);
  CHECK(pos.move_number() == 6);
  play(pos, "d4");  // Red's own piece is taken (suicide): a capture all the same
  CHECK(pos.quiet() == 0);
  CHECK(pos.move_number() == 6);
  play(pos, "h7");
  CHECK(pos.quiet() == 1);
  CHECK(pos.move_number() == 7);
  play(pos, "R1");  // a rescue captures nothing
  CHECK(pos.quiet() == 2);
  CHECK(pos.move_number() == 7);
}

TEST_CASE("R6.4 the start position string", "[R6.4]") {
  CHECK(kStartPosition == "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1");
  CHECK(format_position(Position::start(Rules{})) == kStartPosition);
  CHECK(position_from(kStartPosition) == Position::start(Rules{}));
}

TEST_CASE("R6.5 output is canonical and format(parse(s)) == s", "[R6.5]") {
  SECTION("the public perft positions") {
    const auto lines = perft_public_lines();
    CHECK(lines.size() == 20);
    for (const auto& fields : lines) CHECK(format_position(position_from(fields[4])) == fields[4]);
  }
  SECTION("random positions") {
    std::mt19937_64 rng(65);
    for (int i = 0; i < 300; ++i) {
      RandomPositionShape shape;
      shape.empty_share = double(i % 10) / 10.0;
      shape.max_height = 1 + i % 6;
      const Position pos = random_position(rng, Rules{}, shape);
      const std::string text = format_position(pos);
      INFO(text);
      const Position back = position_from(text);
      CHECK(format_position(back) == text);
      CHECK(back == pos);
      CHECK(back.key() == pos.key());
      // Canonical: no "r1"/"b1", no two empty runs side by side, no "x1".
      CHECK(text.find("r1,") == std::string::npos);
      CHECK(text.find("x1,") == std::string::npos);
      CHECK(text.find("x,x") == std::string::npos);
    }
  }
}

TEST_CASE("R6.5 non-canonical input is accepted and written canonically", "[R6.5]") {
  const std::pair<const char*, const char*> cases[] = {
      {"x,x,x,x,x,x,x,x/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1"},
      {"x2,x2,x4/x8/x8/x8/x8/x8/x8/r1,b1,x6 r 24/24 0/0 0/0 0 1", "x8/x8/x8/x8/x8/x8/x8/r,b,x6 r 24/24 0/0 0/0 0 1"},
      {"x3,r1,b4,x1,x,x/x8/x8/x8/x8/x8/x8/x8 b 24/21 0/0 0/0 0 1",
       "x3,r,b4,x3/x8/x8/x8/x8/x8/x8/x8 b 24/21 0/0 0/0 0 1"},
      {"x8/x8/x8/x8/x8/x8/x8/x8  r  025/25 00/0 0/007 03 01", "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/7 3 1"},
  };
  for (const auto& [input, canonical] : cases) {
    INFO(input);
    CHECK(format_position(position_from(input)) == canonical);
  }
}

TEST_CASE("R6.5 every inconsistent position string is refused with the bad field named", "[R6.5]") {
  struct Bad {
    const char* text;
    const char* field;  // a word the message must contain
  };
  const Bad cases[] = {
      {"", "board"},
      {"x8/x8/x8/x8/x8/x8/x8/x8", "side"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r", "stocks"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25", "prisoners"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0", "scores"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0", "quiet"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0", "move number"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1 7", "'7'"},
      {"x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", "ranks"},
      {"x8/x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", "ranks"},
      {"x8/x8/x8/x8/x8/x8/x8/x7 r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x9/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", "rank 8"},
      {"x8/x8/x8/x8/x8/x8/x8/r,x8 r 24/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/q,x7/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", "rank 5"},
      {"x8/x8/x8/x8/x8/x8/x8/r0,x7 r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/x0,x8 r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/r-1,x7 r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/r26,x7 r 0/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/,x8 r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/x8, r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/rr,x7 r 25/25 0/0 0/0 0 1", "rank 1"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 w 25/25 0/0 0/0 0 1", "side"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 red 25/25 0/0 0/0 0 1", "side"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25 0/0 0/0 0 1", "stocks"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25/25 0/0 0/0 0 1", "stocks"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/x 0/0 0/0 0 1", "stocks"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r -1/25 0/0 0/0 0 1", "stocks"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 26/25 0/0 0/0 0 1", "stock"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0 0/0 0 1", "prisoners"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/+1 0/0 0 1", "prisoners"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 30/0 0/0 0 1", "prisoners"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 a/0 0 1", "scores"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/-3 0 1", "scores"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 -1 1", "quiet"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 q 1", "quiet"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 0", "move number"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 x", "move number"},
      // R6.5 totals: stock + board + held by the opponent <= 25 for each side.
      {"x8/x8/x8/x8/x8/x8/x8/r,x7 r 25/25 0/0 0/0 0 1", "red"},
      {"x8/x8/x8/x8/x8/x8/x8/b13,b13,x6 r 25/0 0/0 0/0 0 1", "blue"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/20 6/0 6/0 0 1", "blue"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/6 0/6 0 1", "red"},
  };
  for (const auto& bad : cases) {
    INFO("'" << bad.text << "'");
    auto pos = parse_position(bad.text, Rules{});
    REQUIRE_FALSE(pos);
    INFO(pos.error());
    CHECK_THAT(pos.error(), Catch::Contains(bad.field));
    CHECK_THAT(pos.error(), Catch::StartsWith("bad position string"));
  }
}

TEST_CASE("R6.5 positions that cannot arise in play but are consistent are accepted", "[R6.5]") {
  // Figure 7: a8 and a3-a4 already have no liberty; a board where both sides have no liberty at all.
  for (const char* text :
       {"r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30",
        "r,b,r,b,r,b,r,b/b,r,b,r,b,r,b,r/r,b,r,b,r,b,r,b/b,r,b,r,b,r,b,r/r,b,r,b,r,b,r,b/b,r,b,r,b,r,b,r/x8/x8 b 1/1 "
        "0/0 900/7 12345 678"}) {
    INFO(text);
    CHECK(format_position(position_from(text)) == text);
  }
}

TEST_CASE("R6.3 quiet count and move number: read up to 10^9, play stays there, the text reads back", "[R6.3]") {
  Position pos = position_from("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/0 999999999 999999999");
  play(pos, "d4");  // Blue moves: both counters reach the largest value
  CHECK(format_position(pos) == "x8/x8/x8/x8/x3,b,x4/x8/x8/x8 r 25/24 0/0 0/0 1000000000 1000000000");
  play(pos, "e5");
  play(pos, "e4");
  CHECK(pos.quiet() == 1'000'000'000u);
  CHECK(pos.move_number() == 1'000'000'000u);
  CHECK(format_position(position_from(format_position(pos))) == format_position(pos));
}

TEST_CASE("R6.5 numbers out of range are quoted in the message", "[R6.5]") {
  const std::pair<const char*, const char*> cases[] = {
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 0", "move number '0' out of range (1..1000000000)"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1000000001", "move number '1000000001' out of range (1..1000000000)"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 1000000001 1", "quiet count '1000000001' out of range (0..1000000000)"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 1234567890/25 0/0 0/0 0 1", "red stock 1234567890 out of range 0..25"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/12345678901 0/0 0 1", "blue prisoners 12345678901 out of range 0..25"},
      {"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 99999999999999999999/0 0 1",
       "bad scores field '99999999999999999999/0': '99999999999999999999' out of range"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const auto pos = parse_position(text, Rules{});
    REQUIRE_FALSE(pos);
    CHECK(pos.error() == std::string("bad position string: ") + message);
  }
}

}  // namespace r6_position_string_test
