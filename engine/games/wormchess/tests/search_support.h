// Helpers for the search and player tests: one decision of the chess searcher through the generic
// Searcher interface, with its reports collected, and states from position strings.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "game_state.h"
#include "searcher.h"

namespace search_testing {

struct Decision {
  std::string move;
  std::vector<inchworm::SearchInfo> infos;
  long long elapsed_ms = 0;
  const inchworm::SearchInfo& last() const { return infos.back(); }
};

// A state of Inchworm Chess (or Long Worm Chess) at `position` ("startpos" or a position string),
// then `moves` (tokens separated by spaces) played.
std::unique_ptr<inchworm::GameState> chess_state(const std::string& position, bool longworm = false,
                                                 const std::string& moves = "");

// Asks `searcher` for a move in `state` within `limits` with `settings`; `stop` may end it.
Decision decide(inchworm::Searcher& searcher, const inchworm::GameState& state, const inchworm::SearchLimits& limits,
                const inchworm::PlayerSettings& settings = {}, const std::vector<std::string>& root_moves = {},
                const std::atomic<bool>* stop = nullptr);

inchworm::SearchLimits depth_limit(int depth);
inchworm::SearchLimits mate_limit(int moves);

// The kind and value of a score as text ("win 3", "loss 4", "cp 12"), for readable checks.
std::string score_text(const inchworm::SearchScore& score);

}  // namespace search_testing
