// Parsing the `go` command: search limits (UCI names and their UGI aliases) or `go perft N`.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "game.h"

namespace uiw {

struct GoCommand {
  enum class Kind { Search, Perft };
  Kind kind = Kind::Search;
  int perft_depth = 0;
  inchworm::SearchLimits limits;
};

// `words` is the whole command, starting with "go". Errors name the bad token. Accepted:
//   wtime|p1time, btime|p2time, winc|p1inc, binc|p2inc <ms>   (clocks may be negative: then no time is left)
//   movestogo <n >= 1>, movetime <ms >= 0>, depth <1..128>, nodes <n >= 1>, infinite
//   perft <0..64>   (alone)
inchworm::Expected<GoCommand> parse_go(const std::vector<std::string>& words);

}  // namespace uiw
