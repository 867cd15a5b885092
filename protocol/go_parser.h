// Parsing the `go` command: search limits (UCI names and their UGI aliases) or `go perft N`.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "search_types.h"

namespace uiw {

struct GoCommand {
  enum class Kind { Search, Perft };
  Kind kind = Kind::Search;
  int perft_depth = 0;
  bool ponder = false;  // `go ponder`: the search holds its time limits until `ponderhit`
  inchworm::SearchLimits limits;
};

// `words` is the whole command, starting with "go". Errors name the bad token. Accepted:
//   wtime|p1time, btime|p2time, winc|p1inc, binc|p2inc <ms>   (clocks may be negative: then no time is left)
//   movestogo <n >= 0> (0: not given), movetime <ms >= 0>, depth <1..128>, nodes <n >= 1>,
//   mate <1..64> (moves), infinite, ponder, searchmoves <move> ... (up to the next keyword)
//   perft <0..64>   (alone)
// Moves after searchmoves are only collected here; whether they are legal is the game's question.
inchworm::Expected<GoCommand> parse_go(const std::vector<std::string>& words);

}  // namespace uiw
