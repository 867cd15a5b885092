// The players of the chess games (their legal moves in random games: the searcher contract test):
// nothing when the game is over, and `go mate` on a worked example. What every game's searcher promises (limits, stop,
// ponder, determinism, searchmoves, MultiPV, threads, wins) is checked by the searcher contract test
// (testsuites/unit/core/searcher_contract_test.cpp).
#include <catch2/catch.hpp>

#include "search_support.h"
#include "wormchess_searcher.h"

using namespace search_testing;
using namespace inchworm;
using inchworm::wormchess::make_searcher;

namespace search_players_test {
namespace {

const PlayerSettings::Kind kKinds[] = {PlayerSettings::Kind::Engine, PlayerSettings::Kind::Uct,
                                       PlayerSettings::Kind::Greedy, PlayerSettings::Kind::Random};

}  // namespace

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

}  // namespace search_players_test
