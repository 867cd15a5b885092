// For the games' search tests: one decision of a searcher through the generic Searcher interface,
// with its reports collected and its time taken, as a host would ask for it.
#pragma once

#include <atomic>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "game_state.h"
#include "searcher.h"
#include "timeman.h"

namespace inchworm::test_support {

struct Decision {
  std::string move;
  std::vector<SearchInfo> infos;
  long long elapsed_ms = 0;
  const SearchInfo& last() const { return infos.back(); }
};

// Asks `searcher` for a move in `state` within `limits` with `settings`; `stop` may end it.
inline Decision decide(Searcher& searcher, const GameState& state, const SearchLimits& limits,
                       const PlayerSettings& settings = {}, const std::vector<std::string>& root_moves = {},
                       const std::atomic<bool>* stop = nullptr) {
  static const std::atomic<bool> never{false};
  const int mover = state.first_player_to_move() ? 0 : 1;
  StopCondition condition(limits, plan_time(limits, mover, 0, int(state.ply_number())), stop ? *stop : never);
  Decision d;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { d.infos.push_back(info); };
  ThinkArgs args;
  args.state = &state;
  args.limits = limits;
  args.limits.depth = inchworm::depth_limit(limits, mover);
  args.root_moves = root_moves;
  args.stop = &condition;
  args.listener = &listener;
  args.settings = settings;
  REQUIRE_FALSE(searcher.prepare(settings));
  const SearchClock clock;
  d.move = searcher.think(args);
  d.elapsed_ms = clock.elapsed_ms();
  return d;
}

// Limits of a fixed depth.
inline SearchLimits depth_limit(int depth) {
  SearchLimits limits;
  limits.depth = depth;
  return limits;
}

}  // namespace inchworm::test_support
