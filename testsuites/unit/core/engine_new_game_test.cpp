// A new game forgets what the searches learnt: for every game with a search, a search after `uiwnewgame`
// counts the nodes a fresh engine counts, also when several threads cleared the hash table.
#include <catch2/catch.hpp>

#include "engine.h"
#include "registry.h"

using namespace inchworm;

namespace {

// The nodes of a one-thread search of the engine's position to `depth`.
std::uint64_t nodes_at(Engine& e, int depth) {
  REQUIRE_FALSE(e.set_option("Threads", "1"));
  SearchLimits limits;
  limits.depth = depth;
  std::uint64_t nodes = 0;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { nodes = info.nodes; };
  const std::atomic<bool> stop{false};
  e.search(limits, listener, stop);
  return nodes;
}

// A fresh engine of `game` at its start, with a small table (so that a search writes much of it).
std::unique_ptr<Engine> fresh(const GameEntry& game) {
  auto e = make_engine();
  REQUIRE_FALSE(e->set_option("Game", game.id));
  REQUIRE_FALSE(e->set_option("Hash", "4"));
  return e;
}

}  // namespace

TEST_CASE(
    "every game: a search after a new game counts the nodes of a fresh engine, the table cleared by "
    "several threads",
    "[engine][threads]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.make_searcher) continue;
    INFO(game.id);
    constexpr int kDepth = 4;
    const std::uint64_t first = nodes_at(*fresh(game), kDepth);
    REQUIRE(first > 0);
    auto e = fresh(game);
    REQUIRE(nodes_at(*e, kDepth) == first);
    // What the table learnt shows: the same search again costs fewer nodes.
    REQUIRE(nodes_at(*e, kDepth) < first);
    for (const char* threads : {"3", "1"}) {
      INFO("cleared with Threads " << threads);
      REQUIRE_FALSE(e->set_option("Threads", threads));
      e->new_game();
      CHECK(nodes_at(*e, kDepth) == first);
    }
  }
}
