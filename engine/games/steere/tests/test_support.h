// Helpers shared by the Steere tests: rules, positions and moves from text, playing moves, the perft
// files. They REQUIRE success, so a test states only what it checks.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "position.h"

namespace steere_testing {

using namespace inchworm;
using namespace inchworm::steere;

// Rules from "Name=Value Name=Value ..." (the rule options of S10), starting from the defaults.
Rules rules_from(std::string_view spec);
// A position from a position string (S8) or "startpos" (the rules' start).
Position position_from(std::string_view text, const Rules& rules = Rules{});
// A square name on the largest board ("a1" .. "p16").
Cell square_from(std::string_view name);
// A move token that must be legal in `pos`.
Move move_from(const Position& pos, std::string_view token);
// Plays legal move tokens separated by spaces.
void play(Position& pos, std::string_view tokens);
// Every legal move as tokens, sorted.
std::vector<std::string> move_strings(const Position& pos);
// The tokens separated by spaces in `text`, sorted.
std::vector<std::string> sorted_words(std::string_view text);

struct PerftLine {
  std::string position;
  int depth = 0;
  std::uint64_t count = 0;
};
// The `position;depth;count` lines of a file in testsuites/positions.
std::vector<PerftLine> perft_lines(const std::string& file);

}  // namespace steere_testing
