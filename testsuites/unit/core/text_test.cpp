#include <catch2/catch.hpp>

#include "square_name.h"
#include "text.h"

namespace text_test {

TEST_CASE("split_words drops runs of blanks, tabs and carriage returns", "[protocol]") {
  const auto w = inchworm::split_words("  position\tstartpos   moves d3 \r");
  REQUIRE(w == std::vector<std::string>{"position", "startpos", "moves", "d3"});
  CHECK(inchworm::join_words(w, 1, 3) == "startpos moves");
  CHECK(inchworm::find_word(w, "moves") == 2);
  CHECK(inchworm::find_word(w, "fen") == w.size());
}

TEST_CASE("split_fields keeps empty fields, as position strings need them counted", "[text]") {
  using V = std::vector<std::string_view>;
  CHECK(inchworm::split_fields("8/8/3p4", '/') == V{"8", "8", "3p4"});
  CHECK(inchworm::split_fields("a//b/", '/') == V{"a", "", "b", ""});
  CHECK(inchworm::split_fields("", ',') == V{""});
  CHECK(inchworm::split_fields("e2-e4", ',') == V{"e2-e4"});
  const std::string text = "x=1";
  CHECK(inchworm::split_fields(text, '=')[1].data() == text.data() + 2);  // views into the text
}

TEST_CASE("numbers must fill their text and lie in range", "[text]") {
  using inchworm::parse_number;
  CHECK(parse_number<long long>("42", 0, 100) == 42);
  CHECK(parse_number<long long>("-5", -10, 10) == -5);
  CHECK(parse_number<int>("0", 0, 0) == 0);
  CHECK_FALSE(parse_number<int>("", 0, 100));
  CHECK_FALSE(parse_number<int>("101", 0, 100));
  CHECK_FALSE(parse_number<int>("12x", 0, 100));
  CHECK_FALSE(parse_number<int>(" 12", 0, 100));
  CHECK_FALSE(parse_number<int>("+12", 0, 100));
  CHECK_FALSE(parse_number<int>("99999999999999999999", 0, 100));
}

TEST_CASE("square names are read from move tokens by the board's own files and ranks", "[text]") {
  using inchworm::squares_in_token;
  using Names = std::vector<std::string>;
  CHECK(squares_in_token("c2-d3", 8, 8) == Names{"c2", "d3"});
  CHECK(squares_in_token("b6-off", 6, 7) == Names{"b6"});
  CHECK(squares_in_token("e1=e4", 8, 8) == Names{"e1", "e4"});
  CHECK(squares_in_token("P@d4", 8, 8) == Names{"d4"});
  CHECK(squares_in_token("e7e8q", 8, 8) == Names{"e7", "e8"});
  CHECK(squares_in_token("pass", 8, 8).empty());
  CHECK(squares_in_token("R9", 8, 8).empty());
  CHECK(squares_in_token("a0-a17", 16, 16).empty());
  // Two-digit ranks where the board has them; files and ranks beyond the board are no squares.
  CHECK(squares_in_token("a10-p16", 16, 16) == Names{"a10", "p16"});
  CHECK(squares_in_token("x12-y25", 25, 25) == Names{"x12", "y25"});
  CHECK(squares_in_token("i3-h9", 8, 8).empty());
  CHECK(squares_in_token("c1-e3", 5, 5) == Names{"c1", "e3"});
  CHECK(squares_in_token("a12-b3", 8, 8) == Names{"b3"});
  // The square name a text starts with, as the default entry steps cut tokens (game_state.cpp).
  using inchworm::square_name_length;
  CHECK(square_name_length("e5-off", 8, 8) == 2);
  CHECK(square_name_length("a16b", 16, 16) == 3);
  CHECK(square_name_length("a17", 16, 16) == 0);
  CHECK(square_name_length("a17", 1, 20) == 3);
  CHECK(square_name_length("a0", 8, 8) == 0);
  CHECK(square_name_length("off", 8, 8) == 0);
  CHECK(square_name_length("e", 8, 8) == 0);
  CHECK(square_name_length("", 8, 8) == 0);
}

}  // namespace text_test
