// Opening book: a text file of start positions or move sequences, one a line, each checked against the
// match's game and rules when read. Each opening is played twice, with colours swapped (a game pair).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "expected.h"
#include "game_state.h"
#include "played_game.h"

namespace referee {

// A book line is one of (blank lines and lines starting with '#' are skipped):
//   [fen] <position string> [moves m1 m2 ...]   (a position string has a '/' in its first word)
//   startpos [moves m1 m2 ...]
//   m1 m2 ...                                   (moves from the start position)
// Checked with `game` (a state of the match's game and rules; its position does not matter).
inchworm::Expected<Opening> parse_opening(const std::string& line, const inchworm::GameState& game);
// Reads a book; the error names the file and line. An empty book is an error.
inchworm::Expected<std::vector<Opening>> read_openings(const std::string& path, const inchworm::GameState& game);
// The game's start position as an opening.
Opening start_opening(const inchworm::GameState& game);

enum class OpeningOrder { Sequential, Random };

// The order in which a match uses the book: the opening for pair k is book[order[(start + k) % n]].
std::vector<std::size_t> opening_order(std::size_t book_size, OpeningOrder order, std::uint64_t seed);

}  // namespace referee
