// The search's [threads] cases: Threads=2 answers a legal move, every player answers a stop given at
// once, and helper threads keep to the node limit. An executable of their own (rodeffer_thread_tests),
// which the ThreadSanitizer build compiles instead of the whole suite.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "notation.h"
#include "player.h"
#include "search_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;
using namespace testing;

TEST_CASE("Threads=2 searches and answers with a legal move", "[search][threads]") {
  SearchLimits limits;
  limits.depth = 4;
  const auto lines = transcript("startpos", limits, 2);
  REQUIRE(lines.back().rfind("bestmove ", 0) == 0);
  auto game = testing::make_rodeffer_engine();
  CHECK_FALSE(game->set_position("startpos", {lines.back().substr(9)}));
}

TEST_CASE("every player answers a stop given at once with a legal move, on hard positions", "[search][stop][threads]") {
  for (const char* player : kPlayers) {
    for (const char* threads : {"1", "2"}) {
      if (std::string(threads) == "2" && std::string(player) != "engine") continue;
      for (const char* fen : kHard) {
        INFO(player << " Threads " << threads << ": " << fen);
        auto game = game_at(fen, {{"Player", player}, {"Threads", threads}});
        SearchLimits limits;
        limits.infinite = true;
        const Run r = search(*game, limits, true);
        CHECK(r.ms < kSanityMs);
        CHECK_FALSE(game->check_moves({r.best}));
      }
    }
  }
}

TEST_CASE("Threads 2 and 3: the node limit counts every thread's nodes as they go, helpers included",
          "[search][stop][threads]") {
  // Through the player, whose result counts every thread's nodes in the end. The helpers keep to the
  // limit on their own (they used to run on until the main thread was done: 26,509 nodes for 20,000).
  for (const char* fen : {"x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9", "startpos"}) {
    for (const int threads : {2, 3}) {
      INFO(fen << ", Threads " << threads);
      const Position root = std::string(fen) == "startpos" ? Position::start(Rules{}) : *parse_position(fen, Rules{});
      const std::vector<std::uint64_t> history;
      std::vector<SearchInfo> infos;
      SearchListener listener;
      listener.info = [&](const SearchInfo& info) { infos.push_back(info); };
      SearchLimits limits;
      limits.nodes = 20'000;
      std::atomic<bool> stop{false};
      StopCondition condition(limits, TimePlan{}, stop);
      ThinkRequest request;
      request.root = &root;
      request.history = &history;
      request.limits = limits;
      request.stop = &condition;
      request.listener = &listener;
      request.settings.threads = threads;
      auto player = make_engine_player();
      const ThinkResult result = player->think(request);
      REQUIRE(!infos.empty());
      CHECK(infos.back().nodes >= 20'000);
      CHECK(result.nodes >= infos.back().nodes);
      // Each thread may count one node past the limit before it sees it.
      CHECK(result.nodes <= std::uint64_t(20'000 + threads));
    }
  }
}
