// A new game forgets what the searches learnt: for every game with a search, a search after `uiwnewgame`
// counts the nodes a fresh engine counts, whether several threads zeroed the hash table or it took
// fresh pages. So does the `Clear Hash` button, which keeps the game where it is.
#include <catch2/catch.hpp>

#include <string_view>

#include "engine.h"
#include "registry.h"

using namespace inchworm;

namespace engine_new_game_test {
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

// A fresh engine of `game` at its start, with a table of `hash` MiB.
std::unique_ptr<Engine> fresh(const GameEntry& game, const std::string& hash) {
  auto e = make_engine();
  REQUIRE_FALSE(e->set_option("Game", game.id));
  REQUIRE_FALSE(e->set_option("Hash", hash));
  return e;
}

// UseKeptHistory on, where the game has it.
void keep_history(Engine& e) {
  for (const Tunable& t : e.tunables())
    if (t.name() == std::string_view("UseKeptHistory")) REQUIRE_FALSE(e.set_option("UseKeptHistory", "1"));
}

// A search, the same again (fewer nodes: what the table learnt shows), then after new games (cleared
// with Threads 3, then 1) the nodes of a fresh engine.
void check_new_game(const GameEntry& game, const std::string& hash) {
  constexpr int kDepth = 4;
  const std::uint64_t first = nodes_at(*fresh(game, hash), kDepth);
  REQUIRE(first > 0);
  auto e = fresh(game, hash);
  REQUIRE(nodes_at(*e, kDepth) == first);
  REQUIRE(nodes_at(*e, kDepth) < first);
  for (const char* threads : {"3", "1"}) {
    INFO("cleared with Threads " << threads);
    REQUIRE_FALSE(e->set_option("Threads", threads));
    e->new_game();
    CHECK(nodes_at(*e, kDepth) == first);
  }
}

}  // namespace

TEST_CASE(
    "every game: a search after a new game counts the nodes of a fresh engine, the table zeroed by "
    "several threads or given fresh pages",
    "[engine][threads]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.make_searcher) continue;
    // A small table (a search writes much of it), zeroed in place; a large one, given fresh pages.
    for (const char* hash : {"4", "64"}) {
      INFO(game.id << ", Hash " << hash);
      check_new_game(game, hash);
    }
  }
}

TEST_CASE("every game: the Clear Hash button forgets what the searches learnt and keeps the position", "[engine]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.make_searcher) continue;
    INFO(game.id);
    constexpr int kDepth = 4;
    auto e = fresh(game, "4");
    const auto legal = game.make_state()->legal_moves();
    REQUIRE(legal);
    REQUIRE_FALSE(legal->empty());
    REQUIRE_FALSE(e->set_position("startpos", {legal->front()}));
    const std::string position = e->position_string();
    const std::uint64_t first = nodes_at(*e, kDepth);
    REQUIRE(nodes_at(*e, kDepth) < first);  // what the table learnt shows
    // With every history kept from search to search, where a game has the switch: the button clears them too.
    keep_history(*e);
    nodes_at(*e, kDepth);
    REQUIRE_FALSE(e->set_option("Clear Hash", ""));
    CHECK(e->position_string() == position);
    auto kept = fresh(game, "4");
    keep_history(*kept);
    REQUIRE_FALSE(kept->set_position("startpos", {legal->front()}));
    CHECK(nodes_at(*e, kDepth) == nodes_at(*kept, kDepth));
  }
}

}  // namespace engine_new_game_test
