// The players of the chess games: a legal move in random games of both games, nothing when the game is
// over, and `go mate` on a worked example. What every game's searcher promises (limits, stop, ponder,
// determinism, searchmoves, MultiPV, threads, wins) is checked by the searcher contract test
// (testsuites/unit/core/searcher_contract_test.cpp).
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "search_support.h"
#include "wormchess_searcher.h"

using namespace search_testing;
using namespace inchworm;
using inchworm::wormchess::make_searcher;

namespace {

const PlayerSettings::Kind kKinds[] = {PlayerSettings::Kind::Engine, PlayerSettings::Kind::Uct,
                                       PlayerSettings::Kind::Greedy, PlayerSettings::Kind::Random};

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("search every player answers a legal move in random games of both games", "[search][C3.3]") {
  auto searcher = make_searcher();
  std::mt19937_64 rng(2024);
  int checked = 0;
  for (const bool longworm : {false, true})
    for (int game = 0; game < 3; ++game) {
      auto state = chess_state("startpos", longworm);
      for (int ply = 0; ply < 40 && !state->is_over(); ++ply) {
        PlayerSettings settings;
        settings.kind = kKinds[rng() % 4];
        settings.seed = rng();
        // (UCT's depth means thousands of playouts: a node limit keeps the test short.)
        SearchLimits limits = depth_limit(2);
        if (settings.kind == PlayerSettings::Kind::Uct) {
          limits.depth.reset();
          limits.nodes = 100;
        }
        const Decision d = decide(*searcher, *state, limits, settings);
        const auto legal = state->legal_moves();
        INFO(state->position_string() << " player " << int(settings.kind) << " chose " << d.move);
        REQUIRE(contains(*legal, d.move));
        ++checked;
        // Mostly a random move, so that the games reach odd positions (cuts, promotions, stretched kings).
        REQUIRE(state->play(rng() % 3 ? (*legal)[rng() % legal->size()] : d.move));
      }
    }
  CHECK(checked > 150);
}

TEST_CASE("search answers nothing when the game is over", "[search][C3.4]") {
  auto searcher = make_searcher();
  auto mated = chess_state("4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1");  // E5: checkmate
  for (PlayerSettings::Kind kind : kKinds) {
    PlayerSettings settings;
    settings.kind = kind;
    CHECK(decide(*searcher, *mated, depth_limit(2), settings).move.empty());
  }
}

TEST_CASE("search go mate ends as soon as the mate is found, at any depth", "[search][E2]") {
  auto state = chess_state("7k/7k/8/8/8/8/8/K5R1 h8h7 - w - - 1 2");
  auto searcher = make_searcher();
  SearchLimits limits = mate_limit(2);
  limits.depth = 20;
  const Decision d = decide(*searcher, *state, limits);
  CHECK(score_text(d.last().score) == "win 3");
  CHECK(d.last().depth < 20);
  // No mate within one move: the search runs to its depth (2N-1 = 1 ply) and reports what it saw.
  const Decision none = decide(*searcher, *state, mate_limit(1));
  CHECK(none.last().depth == 1);
  CHECK(none.last().score.kind == SearchScore::Kind::Centi);
}
