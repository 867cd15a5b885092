// The score scale of the main engine's search (search.cpp: make_engine_player, declared in
// player.h), shared with its tests.
#pragma once

#include "eval.h"
#include "player.h"
#include "tt.h"

namespace inchworm::steere {

// Scores: hundredths of a move of the race (eval.h); a won game is kWin minus the plies to its end.
constexpr int kInfinity = 32000;
constexpr int kWin = 30000;
constexpr int kWinBound = kWin - 1000;  // scores beyond this are game ends found by the search
constexpr int kMaxPly = 128;

// The search's score as the protocol shows it.
SearchScore to_search_score(int score);

}  // namespace inchworm::steere
