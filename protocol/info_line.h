// The `info` and `bestmove` lines of a search, written by our engine and read back by the clients
// (the referee, the bridges) from any uiw/UGI engine:
//   info depth D seldepth S [multipv K] score cp N|win P|loss P nodes N nps N time MS hashfull H pv M1 M2 ...
//   bestmove M [ponder R]
// `score win P` / `score loss P`: the side to move wins / loses with the game's end P plies ahead.
// Clients must ignore fields they do not know (the line may gain fields later); the reader does.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "search_types.h"

namespace uiw {

std::string format_info(const inchworm::SearchInfo& info);

// An `info` line as read from an engine: what our engine writes (SearchInfo) and what other engines
// may add (UCI's `mate`, bounds, `info string`); each field only when the line gave it.
struct InfoReport {
  std::optional<int> depth;
  std::optional<int> seldepth;
  std::optional<int> multipv;
  // Score from the side to move's view: `cp` centipawn-like units, `win`/`loss` in plies, `mate` in moves.
  std::string score_kind;  // "cp", "win", "loss", "mate", or empty when no score was given
  long long score_value = 0;
  std::string score_bound;  // "lowerbound", "upperbound" or empty
  std::optional<std::uint64_t> nodes;
  std::optional<std::uint64_t> nps;
  std::optional<std::uint64_t> time_ms;
  std::optional<int> hashfull;
  std::vector<std::string> pv;
  std::string text;  // `info string ...`

  // The score as one number for adjudication, from the side to move's view: centipawns, or +-1e9
  // less the distance for a won or lost game; nothing without a score.
  std::optional<double> score_number() const;
};

// Reads an `info ...` line; nothing when the line is not one. Unknown keys are skipped word by word.
std::optional<InfoReport> parse_info_line(std::string_view line);

struct BestMoveReply {
  std::string move;  // a move token, "pass", or empty for `bestmove (none)` (the game is over)
  std::string ponder;
};

// Reads a `bestmove ...` line; nothing when the line is not one (or has no move). UCI's null move
// `0000` reads as `pass`.
std::optional<BestMoveReply> parse_bestmove_line(std::string_view line);

}  // namespace uiw
