// Opening book: a text file of start positions or move sequences, one a line, each checked against the
// match's rules when read. Each opening is played twice, with colours swapped (a game pair).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "expected.h"
#include "rodeffer/rules.h"

namespace referee {

struct Opening {
  std::string base = "startpos";   // "startpos" or a position string (R6)
  std::vector<std::string> moves;  // played from the base
  std::string start_fen;           // the position after the moves: where the engines start thinking
  std::string text() const;        // the line as it would be written in a book file
};

// A book line is one of (blank lines and lines starting with '#' are skipped):
//   <position string> [moves m1 m2 ...]
//   startpos [moves m1 m2 ...]
//   m1 m2 ...                        (moves from the start position)
inchworm::Expected<Opening> parse_opening(const std::string& line, const inchworm::rodeffer::Rules& rules);
// Reads a book; the error names the file and line. An empty book is an error.
inchworm::Expected<std::vector<Opening>> read_openings(const std::string& path, const inchworm::rodeffer::Rules& rules);

enum class OpeningOrder { Sequential, Random };

// The order in which a match uses the book: the opening for pair k is book[order[(start + k) % n]].
std::vector<std::size_t> opening_order(std::size_t book_size, OpeningOrder order, std::uint64_t seed);

}  // namespace referee
