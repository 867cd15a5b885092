// Helpers for the search tests: one decision of a Steere searcher through the generic Searcher
// interface, with its reports collected.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "game_state.h"
#include "searcher.h"
#include "state_support.h"

namespace steere_testing {

struct Decision {
  std::string move;
  std::vector<inchworm::SearchInfo> infos;
  long long elapsed_ms = 0;
  const inchworm::SearchInfo& last() const { return infos.back(); }
};

// Asks `searcher` for a move in `state` within `limits` with `settings`; `stop` may end it.
Decision decide(inchworm::Searcher& searcher, const inchworm::GameState& state, const inchworm::SearchLimits& limits,
                const inchworm::PlayerSettings& settings = {}, const std::vector<std::string>& root_moves = {},
                const std::atomic<bool>* stop = nullptr);

inchworm::SearchLimits depth_limit(int depth);

}  // namespace steere_testing
