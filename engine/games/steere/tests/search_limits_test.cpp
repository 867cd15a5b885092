// The players keep to their limits: depth, nodes, stop, seeds; and never play an illegal move.
#include <algorithm>
#include <random>
#include <set>
#include <thread>

#include "search_support.h"
#include "steere_searcher.h"

using namespace steere_testing;
using namespace inchworm;

namespace {
const PlayerSettings::Kind kKinds[] = {PlayerSettings::Kind::Engine, PlayerSettings::Kind::Uct,
                                       PlayerSettings::Kind::Greedy, PlayerSettings::Kind::Random};
}

TEST_CASE("search every player answers a legal move, the pass when forced, in random games", "[search][S6.1]") {
  auto searcher = steere::make_searcher();
  std::mt19937_64 rng(77);
  int checked = 0;
  for (const char* start :
       {"startpos", "b,r,b,r/r,b,r,b/b,r,b,r r 0/0 1", "x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 b 10/17 64"})
    for (int game = 0; game < 3; ++game) {
      auto state = new_state();
      REQUIRE_FALSE(state->set_position(start));
      for (int ply = 0; ply < 30 && !state->is_over(); ++ply) {
        PlayerSettings settings;
        settings.kind = kKinds[rng() % 4];
        settings.seed = rng();
        // (UCT's depth means thousands of playouts: a node limit keeps the test short.)
        SearchLimits limits = depth_limit(2);
        if (settings.kind == PlayerSettings::Kind::Uct) {
          limits.depth.reset();
          limits.nodes = 200;
        }
        const Decision d = decide(*searcher, *state, limits, settings);
        const auto legal = state->legal_moves();
        INFO(state->position_string() << " player " << int(settings.kind) << " chose " << d.move);
        REQUIRE(std::find(legal->begin(), legal->end(), d.move) != legal->end());
        ++checked;
        // Mostly the player's move, sometimes a random one, so that the games differ.
        REQUIRE(state->play(rng() % 4 ? d.move : (*legal)[rng() % legal->size()]));
      }
    }
  CHECK(checked > 150);
}

TEST_CASE("search keeps to depth and node limits", "[search]") {
  auto state = new_state();
  play_all(*state, "g3-off g4-g3 g5-off g6-g5 f6-g6");
  auto searcher = steere::make_searcher();
  const Decision d = decide(*searcher, *state, depth_limit(5));
  for (const SearchInfo& info : d.infos) CHECK(info.depth <= 5);
  CHECK(d.last().depth == 5);
  SearchLimits nodes;
  nodes.nodes = 3000;
  const Decision n = decide(*searcher, *state, nodes);
  CHECK(n.last().nodes <= 3000 + 1);
  CHECK_FALSE(n.move.empty());
}

TEST_CASE("search is deterministic at a fixed depth from a cleared table", "[search]") {
  auto state = state_at("r,x5,r2/x,r,b,x2,b2,b/b4,b,r,r,b,r,b/r2,r,r,b,r,b,x/x3,r,b,r,b/x4,r,b,r r 5/5 23");
  auto searcher = steere::make_searcher();
  searcher->clear();
  const Decision a = decide(*searcher, *state, depth_limit(6));
  searcher->clear();
  const Decision b = decide(*searcher, *state, depth_limit(6));
  CHECK(a.move == b.move);
  CHECK(a.last().nodes == b.last().nodes);
  CHECK(a.last().pv == b.last().pv);
}

TEST_CASE("search every player ends soon after stop, and answers", "[search][threads]") {
  auto searcher = steere::make_searcher();
  auto state = new_state();
  for (PlayerSettings::Kind kind : kKinds) {
    PlayerSettings settings;
    settings.kind = kind;
    std::atomic<bool> stop{false};
    SearchLimits infinite;
    infinite.infinite = true;
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      stop = true;
    });
    const Decision d = decide(*searcher, *state, infinite, settings, {}, &stop);
    stopper.join();
    INFO("player " << int(kind));
    CHECK_FALSE(d.move.empty());
    CHECK(d.elapsed_ms < 3000);  // generous: a loaded machine
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

TEST_CASE("search with helper threads (lazy SMP) answers a legal move and counts every thread's nodes",
          "[search][threads]") {
  auto searcher = steere::make_searcher();
  auto state = state_at("r,x5,r2/x,r,b,x2,b2,b/b4,b,r,r,b,r,b/r2,r,r,b,r,b,x/x3,r,b,r,b/x4,r,b,r r 5/5 23");
  PlayerSettings threads;
  threads.threads = 3;
  const Decision d = decide(*searcher, *state, depth_limit(6), threads);
  const auto legal = state->legal_moves();
  CHECK(std::find(legal->begin(), legal->end(), d.move) != legal->end());
  CHECK(d.last().depth == 6);
  SearchLimits nodes;
  nodes.nodes = 5000;
  const Decision n = decide(*searcher, *state, nodes, threads);
  CHECK(n.last().nodes <= 5000 + 3);
}
