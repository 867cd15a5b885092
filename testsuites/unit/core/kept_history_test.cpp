// UseKeptHistory, in every game that has it: with it on, what a search learnt about moves (history
// tables) stays for the game's next search; off, each search starts from nothing; a new game forgets it.
// The table is kept too, so the second search gets a fresh one (another Hash size): the history is then
// the only thing the first search can pass on.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "searcher_contract_support.h"

using namespace contract;

namespace kept_history_test {
namespace {

bool has_tunable(Engine& e, const std::string& name) {
  for (const Tunable& t : e.tunables())
    if (t.name() == name) return true;
  return false;
}

// The first legal move of the current position, `count` times: a line into the game.
std::vector<std::string> first_moves(const GameEntry& game, int count) {
  auto state = game.make_state();
  std::vector<std::string> moves;
  for (int i = 0; i < count; ++i) {
    const auto legal = state->legal_moves();
    REQUIRE(legal);
    REQUIRE_FALSE(legal->empty());
    moves.push_back(legal->front());
    REQUIRE(state->play(legal->front()));
  }
  return moves;
}

std::uint64_t nodes_at(Engine& e, const std::vector<std::string>& moves, int depth) {
  REQUIRE_FALSE(e.set_position("startpos", moves));
  return search(e, depth_limit(depth)).last().nodes;
}

// The second search's nodes after the first (an engine made with 16 MiB), given a fresh table of 8 MiB.
std::uint64_t second_after_first(Engine& e, const std::vector<std::string>& first,
                                 const std::vector<std::string>& second, int depth) {
  nodes_at(e, first, depth);
  REQUIRE_FALSE(e.set_option("Hash", "8"));
  return nodes_at(e, second, depth);
}

}  // namespace

TEST_CASE("kept history: on, a game's second search starts from the first's history, and a new game forgets it",
          "[engine][search][history]") {
  for (const GameEntry& game : searching_games()) {
    auto probe = engine_for(game);
    if (!has_tunable(*probe, "UseKeptHistory")) continue;
    INFO(game.id);
    const std::vector<std::string> first = first_moves(game, 2), second = first_moves(game, 4);
    // Deep enough that the history orders some node differently (Steere's breaks ties of progress only).
    const int depth = game.id == std::string("steere") ? 8 : 5;
    for (const char* kept : {"0", "1"}) {
      INFO("UseKeptHistory " << kept);
      const Options options = {{"UseKeptHistory", kept}, {"Hash", "8"}};
      // The second search alone, from nothing.
      auto alone = engine_for(game, options);
      const std::uint64_t fresh = nodes_at(*alone, second, depth);
      // After the first search (16 MiB), with a fresh table of 8 MiB.
      auto played = engine_for(game, {{"UseKeptHistory", kept}, {"Hash", "16"}});
      const std::uint64_t after = second_after_first(*played, first, second, depth);
      if (std::string(kept) == "1")
        CHECK(after != fresh);
      else
        CHECK(after == fresh);
      // A new game clears the table and the history: the second search is the fresh one again.
      nodes_at(*played, first, depth);
      played->new_game();
      CHECK(nodes_at(*played, second, depth) == fresh);
    }
  }
}

TEST_CASE(
    "kept history: the chess games' KeptHistoryShift ages what is kept before each search, and acts only when kept",
    "[engine][search][history]") {
  for (const GameEntry& game : searching_games()) {
    if (std::string(game.id) != "inchworm-chess" && std::string(game.id) != "longworm-chess") continue;
    INFO(game.id);
    const std::vector<std::string> first = first_moves(game, 2), second = first_moves(game, 4);
    // The second search's nodes after the first for a setting of both options.
    auto second_nodes = [&](const char* kept, const char* shift) {
      auto e = engine_for(game, {{"UseKeptHistory", kept}, {"KeptHistoryShift", shift}, {"Hash", "16"}});
      return second_after_first(*e, first, second, 5);
    };
    CHECK(second_nodes("1", "8") != second_nodes("1", "0"));
    CHECK(second_nodes("0", "8") == second_nodes("0", "0"));
  }
}

}  // namespace kept_history_test
