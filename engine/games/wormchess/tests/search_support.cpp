#include "search_support.h"

#include <catch2/catch.hpp>
#include <sstream>

#include "state.h"
#include "timeman.h"

namespace search_testing {

using namespace inchworm;

std::unique_ptr<GameState> chess_state(const std::string& position, bool longworm, const std::string& moves) {
  auto state = wormchess::make_state(longworm);
  auto e = state->set_position(position);
  INFO(position << (e ? ": " + e->message : ""));
  REQUIRE_FALSE(e);
  std::istringstream in(moves);
  for (std::string token; in >> token;) {
    auto played = state->play(token);
    INFO(token << (played ? "" : ": " + played.error()));
    REQUIRE(played);
  }
  return state;
}

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

SearchLimits mate_limit(int moves) {
  SearchLimits limits;
  limits.mate = moves;
  return limits;
}

std::string score_text(const SearchScore& score) {
  switch (score.kind) {
    case SearchScore::Kind::Win:
      return "win " + std::to_string(score.value);
    case SearchScore::Kind::Loss:
      return "loss " + std::to_string(score.value);
    case SearchScore::Kind::Centi:
      break;
  }
  return "cp " + std::to_string(score.value);
}

}  // namespace search_testing
