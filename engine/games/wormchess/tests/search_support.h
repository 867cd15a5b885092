// Helpers for the search and player tests: one decision of the chess searcher through the generic
// Searcher interface, with its reports collected, and states from position strings.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "game_state.h"
#include "searcher.h"
#include "searcher_decision.h"

namespace search_testing {

// One decision through the Searcher interface, and fixed-depth limits (shared by the games' tests).
using inchworm::test_support::decide;
using inchworm::test_support::Decision;
using inchworm::test_support::depth_limit;

// A state of Inchworm Chess (or Long Worm Chess) at `position` ("startpos" or a position string),
// then `moves` (tokens separated by spaces) played.
std::unique_ptr<inchworm::GameState> chess_state(const std::string& position, bool longworm = false,
                                                 const std::string& moves = "");

inchworm::SearchLimits mate_limit(int moves);

// The kind and value of a score as text ("win 3", "loss 4", "cp 12"), for readable checks.
std::string score_text(const inchworm::SearchScore& score);

}  // namespace search_testing
