// The learned evaluation inside every game's search: a search whose accumulators are updated move by move
// (pushed by each make, popped by each unmake, computed when a position is evaluated) must see the same
// values as one that refreshes them in full at every evaluation, so the two searches match node for node
// (a wrong update would change the tree); most entries come from an update, and none is out of step (a
// make without its push, an unmake without its pop: the stack then computes the right value again, more
// slowly, and counts it). The network changes the search, and a search with the hand-written evaluation is
// the same with or without a network loaded.
#include <atomic>
#include <catch2/catch.hpp>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "nnue/network_file.h"
#include "registry.h"
#include "sanitized.h"
#include "searcher.h"

using namespace inchworm;

namespace nnue_search_test {
namespace {

struct Searched {
  std::string best;
  std::uint64_t nodes = 0;
  int score = 0;
  bool operator==(const Searched&) const = default;
};

// A search of `state` to `depth` by a fresh searcher of `game` with `choice`.
Searched search(const GameEntry& game, const GameState& state, const nnue::EvaluationChoice& choice, int depth) {
  std::unique_ptr<Searcher> searcher = game.make_searcher();
  REQUIRE_FALSE(searcher->prepare(PlayerSettings{}));
  searcher->set_evaluation(choice);
  Searched o;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) {
    o.nodes = info.nodes;
    o.score = info.score.value;
  };
  std::atomic<bool> stop{false};
  ThinkArgs args;
  args.state = &state;
  args.limits.depth = depth;
  StopCondition condition(args.limits, TimePlan{}, stop);
  args.stop = &condition;
  args.listener = &listener;
  o.best = searcher->think(args);
  return o;
}

// Positions of `game`: the start and a few after seeded random moves.
std::vector<std::unique_ptr<GameState>> positions(const GameEntry& game) {
  std::vector<std::unique_ptr<GameState>> list;
  list.push_back(game.make_state());
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    std::mt19937_64 rng(seed);
    auto state = game.make_state();
    for (int ply = 0; ply < 6 + 6 * int(seed) && !state->is_over(); ++ply) {
      auto moves = state->legal_moves();
      if (!moves || moves->empty()) break;
      REQUIRE(state->play((*moves)[rng() % moves->size()]));
    }
    if (!state->is_over()) list.push_back(std::move(state));
  }
  return list;
}

std::shared_ptr<const nnue::Network> builtin(const GameEntry& game) {
  auto net = nnue::decode_network(game.network->builtin, game.id);
  REQUIRE(net);
  return std::make_shared<const nnue::Network>(std::move(net).value());
}

}  // namespace

TEST_CASE("nnue search: incremental accumulators search exactly as full refreshes, in every game", "[nnue]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.network || !game.make_searcher) continue;
    DYNAMIC_SECTION(game.id) {
      const auto statistics = std::make_shared<nnue::AccumulatorStatistics>();
      const nnue::EvaluationChoice incremental{builtin(game), true, false, statistics};
      const nnue::EvaluationChoice refreshing{incremental.network, true, true, nullptr};
      // Depth 5, 4 under the sanitizers (a full refresh at every node is slow there): a real search either way.
      const int depth = testing_support::kSanitized ? 4 : 5;
      const std::uint64_t min_nodes = testing_support::kSanitized ? 200 : 500;
      for (const auto& state : positions(game)) {
        INFO(state->position_string());
        const Searched a = search(game, *state, incremental, depth);
        const Searched b = search(game, *state, refreshing, depth);
        CHECK(a.nodes > min_nodes);
        CHECK(a == b);
      }
      INFO(statistics->updates << " updates, " << statistics->refreshes << " refreshes");
      CHECK(statistics->out_of_step == 0);
      CHECK(statistics->updates > 10 * statistics->refreshes);
    }
  }
}

TEST_CASE("nnue search: the network changes the search, and the hand-written evaluation's is unchanged", "[nnue]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.network || !game.make_searcher) continue;
    DYNAMIC_SECTION(game.id) {
      auto state = game.make_state();
      const nnue::EvaluationChoice hand{builtin(game), false, false, nullptr};
      const nnue::EvaluationChoice network{hand.network, true, false, nullptr};
      const Searched by_hand = search(game, *state, hand, 5);
      CHECK(search(game, *state, nnue::EvaluationChoice{}, 5) == by_hand);
      CHECK_FALSE(search(game, *state, network, 5) == by_hand);
    }
  }
}

}  // namespace nnue_search_test
