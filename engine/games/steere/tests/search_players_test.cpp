// The players of Steere's game: a legal move or the forced pass in unusual positions, the baselines' seeds,
// the greedy player's preferences. What every game's searcher promises (limits, stop, ponder,
// determinism, searchmoves, MultiPV, threads, wins) is checked by the searcher contract test
// (testsuites/unit/core/searcher_contract_test.cpp).
#include <algorithm>
#include <set>

#include "search_support.h"
#include "steere_searcher.h"

using namespace steere_testing;
using namespace inchworm;

namespace search_players_test {
namespace {
const PlayerSettings::Kind kKinds[] = {PlayerSettings::Kind::Engine, PlayerSettings::Kind::Uct,
                                       PlayerSettings::Kind::Greedy, PlayerSettings::Kind::Random};
}

// (Random games of every player: the searcher contract test.) Here the positions a random game seldom
// meets: a board without a legal move but the pass (S6.1), and a crowded 6x7 middle game.
TEST_CASE("search every player answers a legal move, the pass when forced", "[search][S6.1]") {
  auto searcher = steere::make_searcher();
  for (const char* start : {"b,r,b,r/r,b,r,b/b,r,b,r r 0/0 1", "x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 b 10/17 64"})
    for (PlayerSettings::Kind kind : kKinds) {
      auto state = state_at(start);
      PlayerSettings settings;
      settings.kind = kind;
      // (UCT's depth means thousands of playouts: a node limit keeps the test short.)
      SearchLimits limits = depth_limit(2);
      if (kind == PlayerSettings::Kind::Uct) limits.depth.reset(), limits.nodes = 200;
      const Decision d = decide(*searcher, *state, limits, settings);
      const auto legal = state->legal_moves();
      INFO(start << " player " << int(kind) << " chose " << d.move);
      CHECK(std::find(legal->begin(), legal->end(), d.move) != legal->end());
    }
}

TEST_CASE("search the baselines follow their Seed", "[search]") {
  auto searcher = steere::make_searcher();
  auto state = state_at("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20");
  for (PlayerSettings::Kind kind : {PlayerSettings::Kind::Random, PlayerSettings::Kind::Uct}) {
    PlayerSettings settings;
    settings.kind = kind;
    std::set<std::string> chosen;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
      settings.seed = seed;
      const Decision a = decide(*searcher, *state, depth_limit(1), settings);
      const Decision b = decide(*searcher, *state, depth_limit(1), settings);
      CHECK(a.move == b.move);
      chosen.insert(a.move);
    }
    INFO("player " << int(kind));
    CHECK(chosen.size() > 1);
  }
}

TEST_CASE("search greedy bears off first, then gains the most squares", "[search]") {
  auto searcher = steere::make_searcher();
  PlayerSettings greedy;
  greedy.kind = PlayerSettings::Kind::Greedy;
  // S11.4: two moves bear off (e5-off, g6-off): greedy takes one of them.
  const Decision off =
      decide(*searcher, *state_at("x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30"), depth_limit(1), greedy);
  CHECK((off.move == "e5-off" || off.move == "g6-off"));
  // A lone d2: d2-d3 and d2-e2 each gain a square towards Red's edges (equal), both better than nothing.
  const Decision step = decide(*searcher, *state_at("x6,b/x7/x7/x7/x3,r,x3/x7 r 20/20 5"), depth_limit(1), greedy);
  CHECK((step.move == "d2-d3" || step.move == "d2-e2"));
}

}  // namespace search_players_test
