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

// The square names in a move token of a board of `files` files and `ranks` ranks, in order
// ("c2-d3" -> c2, d3; "e7e8q" -> e7, e8; "pass" -> none): each a file letter of the board followed by
// the whole number after it, a rank of the board (not "a17" on 16 ranks, nor "a01"); anything else is
// skipped.
inline std::vector<std::string> squares_in_token(std::string_view token, int files, int ranks) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < token.size()) {
    std::size_t end = i + 1;
    while (end < token.size() && token[end] >= '0' && token[end] <= '9') ++end;
    const std::string_view name = token.substr(i, end - i);
    if (end > i + 1 && token[i + 1] != '0' && parse_square_name(name, files, ranks)) {
      out.emplace_back(name);
      i = end;
    } else {
      ++i;
    }
  }
  return out;
}

}  // namespace inchworm
