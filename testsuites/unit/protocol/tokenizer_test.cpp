#include <catch2/catch.hpp>

#include "tokenizer.h"

TEST_CASE("split_words drops runs of blanks, tabs and carriage returns", "[protocol]") {
  const auto w = uiw::split_words("  position\tstartpos   moves d3 \r");
  REQUIRE(w == std::vector<std::string>{"position", "startpos", "moves", "d3"});
  CHECK(uiw::join_words(w, 1, 3) == "startpos moves");
  CHECK(uiw::find_word(w, "moves") == 2);
  CHECK(uiw::find_word(w, "fen") == w.size());
}
