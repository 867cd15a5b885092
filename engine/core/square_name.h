// Square names on a board of files and ranks, as the adapters read and write them: a file letter from
// 'a' and a rank number from 1 ("e5"). Each board says how many files and ranks it has (BoardView); a
// game's own notation stays in its folder.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text.h"

namespace inchworm {

// A square's place: file and rank from 0 (a1 is {0, 0}).
struct SquarePlace {
  int file = 0;
  int rank = 0;
};

// "e5" for file 4, rank 4.
inline std::string square_name_at(int file, int rank) { return char('a' + file) + std::to_string(rank + 1); }

// The whole of `name` as a square of a board of `files` files (at most 26) and `ranks` ranks; nothing
// otherwise (another letter, a rank out of the board, signs, anything after the number).
inline std::optional<SquarePlace> parse_square_name(std::string_view name, int files, int ranks) {
  if (name.size() < 2 || name[0] < 'a' || name[0] >= 'a' + files) return std::nullopt;
  const auto rank = parse_number<int>(name.substr(1), 1, ranks);
  if (!rank) return std::nullopt;
  return SquarePlace{name[0] - 'a', *rank - 1};
}

// The length of the square name of a board of `files` files and `ranks` ranks at the start of `text`
// (a file letter of the board followed by the whole number after it, a rank of the board without a
// leading zero: "e5" of "e5-off", not "a1" of "a17" on 16 ranks), or 0 when `text` starts with none.
inline std::size_t square_name_length(std::string_view text, int files, int ranks) {
  std::size_t end = 1;
  while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
  if (end < 2 || text[1] == '0' || !parse_square_name(text.substr(0, end), files, ranks)) return 0;
  return end;
}

// The square names in a move token of a board of `files` files and `ranks` ranks, in order
// ("c2-d3" -> c2, d3; "e7e8q" -> e7, e8; "pass" -> none), each as square_name_length reads it; anything
// else is skipped.
inline std::vector<std::string> squares_in_token(std::string_view token, int files, int ranks) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < token.size()) {
    if (const std::size_t n = square_name_length(token.substr(i), files, ranks)) {
      out.emplace_back(token.substr(i, n));
      i += n;
    } else {
      ++i;
    }
  }
  return out;
}

}  // namespace inchworm
