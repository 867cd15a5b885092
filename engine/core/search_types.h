// What a search is asked (`go` limits) and what it reports (info lines, the move chosen), the same for
// every game and free of protocol text.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace inchworm {

// What a `go` asks for. Times in milliseconds; index 0 is the first player's clock, 1 the second's.
// Absent fields are not limits. With no limit at all the search runs until stopped; only the mover's
// clock is a limit (search_ends_by_itself says exactly when a search ends without `stop`).
struct SearchLimits {
  std::optional<long long> time[2];
  std::optional<long long> increment[2];
  std::optional<int> moves_to_go;
  std::optional<long long> move_time;
  std::optional<int> depth;
  std::optional<std::uint64_t> nodes;
  // `go mate N`: ends as soon as a win within N own moves (2N-1 plies) is found. Without another
  // limit, it also ends when depth 2N-1 is done (the players without a depth take it as their depth).
  std::optional<int> mate;
  bool infinite = false;  // runs until stopped; the result waits for the stop
  // `go searchmoves`: only these root moves are considered (empty: all). Check them with
  // Game::check_moves first; a token that is not a legal move is ignored.
  std::vector<std::string> search_moves;
  // Pondering (nullptr: not pondering). While it points to true the search ignores its time limits
  // (clock and movetime) and its answer waits; once false (ponderhit) the time limits apply, counted
  // from that moment. Depth, nodes and mate limits apply throughout. `stop` always ends the search.
  const std::atomic<bool>* ponder = nullptr;
  // When the host asked (the protocol's reading of `go`): the time limits count from then, as the
  // host's clock does, not from when the search thread started. Unset: from the search's start.
  std::optional<std::chrono::steady_clock::time_point> asked_at;
};

// True when a search within `limits` ends without `stop`: a depth, node, movetime or mate limit, or
// the clock of the side to move (`first_player_to_move`: whose clock counts). False while pondering
// (`ponder` points to true) and for `infinite`. Every player keeps to it: when it is false, the
// answer waits for `stop` (or for ponderhit, when the limits then bound the search).
bool search_ends_by_itself(const SearchLimits& limits, bool first_player_to_move);

// A search's opinion of the position, from the mover's side.
struct SearchScore {
  enum class Kind { Centi, Win, Loss };  // Win/Loss: a game end found `value` plies ahead
  Kind kind = Kind::Centi;
  int value = 0;
};

// One progress report (an `info` line).
struct SearchInfo {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;  // rank of this line when several are shown (1 = best)
  bool show_multipv = false;
  SearchScore score;
  std::uint64_t nodes = 0;
  long long time_ms = 0;
  int hashfull = 0;  // per mille of the hash table in use
  std::vector<std::string> pv;
};

// Where a search sends its reports while it runs (from the searching thread).
struct SearchListener {
  std::function<void(const SearchInfo&)> info;
  std::function<void(const std::string&)> text;  // free-form notes (`info string`)
};

// The move chosen: a move token, the game's pass token when passing is forced, or empty when the
// game is over and there is nothing to play.
struct SearchOutcome {
  std::string best_move;
  std::string ponder_move;  // the reply the search expects (the second move of its line), or empty
};

// Totals of a benchmark run.
struct BenchTotals {
  std::uint64_t nodes = 0;
  long long time_ms = 0;
};

}  // namespace inchworm
