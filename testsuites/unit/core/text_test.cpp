#include <catch2/catch.hpp>

#include "text.h"

TEST_CASE("split_words drops runs of blanks, tabs and carriage returns", "[protocol]") {
  const auto w = inchworm::split_words("  position\tstartpos   moves d3 \r");
  REQUIRE(w == std::vector<std::string>{"position", "startpos", "moves", "d3"});
  CHECK(inchworm::join_words(w, 1, 3) == "startpos moves");
  CHECK(inchworm::find_word(w, "moves") == 2);
  CHECK(inchworm::find_word(w, "fen") == w.size());
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
