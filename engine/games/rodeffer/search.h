// The main engine (Player=engine): a principal-variation alpha-beta search with iterative deepening,
// a transposition table, quiescence over captures, and move ordering from a tactical map of the
// position (last liberties, escape squares), killer moves and history. Distributions are never
// enumerated in full: each node considers those that cover some group's liberties (captures) and a
// few samples (candidates.h), so that positions with 10^5 or more legal moves are searched as fast as
// any other.
//
// Repetitions: the rules have none (R4.3), but a line that returns to a position of the game or of the
// current line (same hash: same board, stocks, prisoners, scores, side to move) gains nothing, so the
// search scores it as level (0). The side that is ahead therefore avoids repeating and the game moves on.
#pragma once

#include <atomic>
#include <memory>

#include "player.h"
#include "tt.h"

namespace inchworm::rodeffer {

// Scores: centipoints; a won game is kWin minus the plies to its end.
constexpr int kInfinity = 32000;
constexpr int kWin = 30000;
constexpr int kWinBound = kWin - 1000;  // scores beyond this are game ends found by the search
constexpr int kMaxPly = 128;

}  // namespace inchworm::rodeffer
