// Helpers shared by the engine tests: building rules, positions and moves from text, playing moves,
// and reading squares. They REQUIRE success, so a test states only what it checks.
#pragma once

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "position.h"

namespace testing {

using namespace inchworm;
using namespace inchworm::rodeffer;

// Rules from "Name=Value Name=Value ..." (engine option names, R7), starting from the defaults.
Rules rules_from(std::string_view spec);

// A position from a position string (R6) or "startpos".
Position position_from(std::string_view text, const Rules& rules = Rules{});

// A move token that must be legal in `pos`.
Move move_from(const Position& pos, std::string_view token);

// Plays a legal move token; returns the captured squares.
Bitboard play(Position& pos, std::string_view token);

// Squares written as "a1-b2-c3" (the record form of R3.4), or "none"/"" for no squares.
Bitboard squares_from(std::string_view text);

// Every legal move in the fixed order (generation must not go over budget).
MoveList legal_moves(const Position& pos);
// The same, as protocol tokens.
std::vector<std::string> legal_move_strings(const Position& pos);

// True when the token parses to a move that is in the legal move list.
bool is_listed(const Position& pos, std::string_view token);

// The seed figure files, seeds/rodeffer/figures/*.txt, sorted by name.
std::vector<std::filesystem::path> figure_files();
// The lines of testsuites/positions/perft-public.txt, each split at ';' into its seven fields
// (topology, capture, target, prisoner drops, position, depth, nodes).
std::vector<std::vector<std::string>> perft_public_lines();

// The rules under every combination of topology, capture rule and prisoner drops (R7.1, R5, R7.2).
std::vector<Rules> all_variant_rules();

}  // namespace testing
