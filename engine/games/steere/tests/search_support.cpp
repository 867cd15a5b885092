#include "search_support.h"

#include "timeman.h"

namespace steere_testing {

using namespace inchworm;

Decision decide(Searcher& searcher, const GameState& state, const SearchLimits& limits, const PlayerSettings& settings,
                const std::vector<std::string>& root_moves, const std::atomic<bool>* stop) {
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

SearchLimits depth_limit(int depth) {
  SearchLimits limits;
  limits.depth = depth;
  return limits;
}

}  // namespace steere_testing
