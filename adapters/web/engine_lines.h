// What a uiw engine writes, read into values the bridge can use: `info` lines (search progress) and
// `bestmove`. Unknown fields are skipped, so engines may add their own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adapters::web {

struct SearchInfo {
  std::optional<int> depth;
  std::optional<int> seldepth;
  // Score from the side to move's view: `cp` centipawn-like units, `win`/`loss` in plies, `mate`.
  std::string score_kind;  // "cp", "win", "loss", "mate", or empty when no score was given
  long long score_value = 0;
  std::string score_bound;  // "lowerbound", "upperbound" or empty
  std::optional<std::uint64_t> nodes;
  std::optional<std::uint64_t> nps;
  std::optional<std::uint64_t> time_ms;
  std::vector<std::string> pv;
  std::string text;  // `info string ...`
};

// Reads an `info ...` line; nothing when the line is not one.
std::optional<SearchInfo> parse_info_line(std::string_view line);

struct BestMove {
  std::string move;  // a move token, "pass", or empty for `bestmove (none)` (the game is over)
  std::string ponder;
};

// Reads a `bestmove ...` line; nothing when the line is not one (or has no move).
std::optional<BestMove> parse_bestmove_line(std::string_view line);

// The words of a line, split on blanks and tabs.
std::vector<std::string> split_blanks(std::string_view line);

}  // namespace adapters::web
