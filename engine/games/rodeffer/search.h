// The score scale of the main engine's search (search.cpp: make_engine_player, declared in player.h),
// shared with its evaluation, its move ordering and their tests.
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
