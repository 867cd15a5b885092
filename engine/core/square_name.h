// Square names on a board of files and ranks, as the adapters read and write them: a file letter from
// 'a' and a rank number from 1 ("e5"). Each board says how many files and ranks it has (BoardView); a
// game's own notation stays in its folder.
#pragma once

#include <optional>
#include <string>
#include <string_view>

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

}  // namespace inchworm
