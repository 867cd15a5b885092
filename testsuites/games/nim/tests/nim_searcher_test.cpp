// Nim's searcher against what is known of Nim (one pile, take 1 or 2): a pile that is a multiple of 3
// loses for the side to move, and from any other the winning move leaves a multiple of 3.
#include <catch2/catch.hpp>
#include <set>

#include "nim/nim_searcher.h"
#include "nim/nim_state.h"

using namespace inchworm;

namespace {

struct Decision {
  std::string move;
  std::vector<SearchInfo> infos;
};

Decision decide(Searcher& searcher, const GameState& state, SearchLimits limits, PlayerSettings settings = {},
                std::vector<std::string> root_moves = {}) {
  Decision d;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { d.infos.push_back(info); };
  const std::atomic<bool> stop{false};
  StopCondition condition(limits, {}, stop);
  ThinkArgs args;
  args.state = &state;
  args.limits = limits;
  args.stop = &condition;
  args.listener = &listener;
  args.settings = settings;
  args.root_moves = std::move(root_moves);
  d.move = searcher.think(args);
  return d;
}

nim::NimState at(int pile) {
  nim::NimState state;
  REQUIRE_FALSE(state.set_position(std::to_string(pile) + " a"));
  return state;
}

}  // namespace

TEST_CASE("the engine leaves a multiple of 3 whenever it can, and sees the win", "[nim][search]") {
  auto searcher = nim::make_searcher();
  for (int pile = 1; pile <= nim::NimState::kMaxPile; ++pile) {
    INFO("pile " << pile);
    const nim::NimState state = at(pile);
    SearchLimits limits;
    limits.depth = pile;
    const Decision d = decide(*searcher, state, limits);
    REQUIRE_FALSE(d.infos.empty());
    const SearchScore score = d.infos.back().score;
    if (pile % 3 == 0) {
      CHECK(score.kind == SearchScore::Kind::Loss);
    } else {
      CHECK((pile - state.taken_by(d.move)) % 3 == 0);
      CHECK(score.kind == SearchScore::Kind::Win);
    }
  }
}

TEST_CASE("searchmoves bound the engine's choice, and random plays legal moves by its seed", "[nim][search]") {
  auto searcher = nim::make_searcher();
  const nim::NimState state = at(7);
  SearchLimits limits;
  limits.depth = 7;
  const std::string losing = *state.parse_move("2");  // leaves 5
  CHECK(decide(*searcher, state, limits, {}, {losing}).move == losing);
  CHECK(decide(*searcher, state, limits).move == *state.parse_move("1"));
  PlayerSettings random;
  random.kind = PlayerSettings::Kind::Random;
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 16; ++seed) {
    random.seed = seed;
    const std::string move = decide(*searcher, state, limits, random).move;
    CHECK(state.parse_move(move));
    seen.insert(move);
  }
  CHECK(seen.size() == 2);  // both moves, over the seeds
}

TEST_CASE("bench: the same node count on every run, and a finished game has no move", "[nim][bench]") {
  auto searcher = nim::make_searcher();
  const std::atomic<bool> stop{false};
  const auto first = searcher->bench(0, {}, stop);
  const auto second = nim::make_searcher()->bench(0, {}, stop);
  REQUIRE(first);
  REQUIRE(second);
  CHECK(first->nodes > 0);
  CHECK(first->nodes == second->nodes);
  CHECK(decide(*searcher, at(0), {}).move.empty());
}
