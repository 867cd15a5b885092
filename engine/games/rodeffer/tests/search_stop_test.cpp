// Every player answers `stop` and its time limit on positions that are hard to generate moves for,
// with a legal move; threads count their nodes together; the info lines after a cut-off iteration.
// Time bounds here are generous sanity bounds (a hang shows, a slow machine does not); the latencies
// themselves are measured in scripts/bench-search.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "engine_support.h"
#include "notation.h"
#include "player.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace {

const char* const kHard[] = {
    "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9",  // Figure 4b: 134,871 moves
    "x8/x8/x8/x3,r20,x4/x8/x8/x8/x8 r 5/25 0/0 0/0 0 1",               // a 20-stack in the open
    // Tall stacks in pockets: 25 in 24 squares (pass only), 24 in 24, 25 in 30 (115,256 moves).
    "x8/x8/x8/b,b,b,b,b,b,b,x/x6,b,x/x6,b,x/x6,b,x/r25,x5,b,x r 0/14 0/0 0/0 0 1",
    "x8/x8/x8/b,b,b,b,b,b,b,x/x6,b,x/x6,b,x/x6,b,x/r24,x5,b,x r 1/14 0/0 0/0 0 1",
    "x8/b,b,b,b,b,b,x2/x5,b,x2/x5,b,x2/x5,b,x2/x2,r25,x2,b,x2/x5,b,x2/x5,b,x2 r 0/13 0/0 0/0 0 5",
};
const char* const kPlayers[] = {"engine", "uct", "greedy", "random"};
constexpr long long kSanityMs = 1500;

long long elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - since).count();
}

struct Run {
  std::string best;
  std::vector<SearchInfo> infos;
  long long ms = 0;
};

Run search(Engine& game, const SearchLimits& limits, bool stopped = false) {
  Run r;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { r.infos.push_back(info); };
  std::atomic<bool> stop{stopped};
  const auto start = std::chrono::steady_clock::now();
  r.best = game.search(limits, listener, stop).best_move;
  r.ms = elapsed_ms(start);
  return r;
}

std::unique_ptr<Engine> game_at(const std::string& fen,
                                const std::vector<std::pair<std::string, std::string>>& options) {
  auto game = testing::make_rodeffer_engine();
  for (const auto& [name, value] : options) REQUIRE_FALSE(game->set_option(name, value));
  REQUIRE_FALSE(game->set_position(fen, {}));
  return game;
}

}  // namespace

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

TEST_CASE("every player keeps to a short movetime on hard positions", "[search][stop]") {
  for (const char* player : kPlayers) {
    for (const char* fen : kHard) {
      INFO(player << ": " << fen);
      auto game = game_at(fen, {{"Player", player}, {"Move Overhead", "0"}});
      SearchLimits limits;
      limits.move_time = 50;
      const Run r = search(*game, limits);
      CHECK(r.ms < kSanityMs);
      CHECK_FALSE(game->check_moves({r.best}));
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

TEST_CASE("a search cut off by its node limit ends with an info line at the last finished depth",
          "[search][stop][report]") {
  auto game = game_at("startpos", {});
  SearchLimits limits;
  limits.nodes = 5000;
  const Run r = search(*game, limits);
  REQUIRE(r.infos.size() >= 2);
  const SearchInfo& last = r.infos.back();
  const SearchInfo& finished = r.infos[r.infos.size() - 2];
  CHECK(last.depth == finished.depth);  // the cut-off iteration is not shown as a finished depth
  CHECK(last.nodes == 5000);            // the real count, not the last iteration's
  CHECK(last.nodes > finished.nodes);
  REQUIRE(!last.pv.empty());
  CHECK(last.pv.front() == r.best);
}

TEST_CASE("a stopped search ends with an info line whose line starts with the best move", "[search][stop][report]") {
  for (const char* fen : kHard) {
    INFO(fen);
    auto game = game_at(fen, {});
    SearchLimits limits;
    limits.move_time = 60;
    const Run r = search(*game, limits);
    REQUIRE(!r.infos.empty());
    REQUIRE(!r.infos.back().pv.empty());
    CHECK(r.infos.back().pv.front() == r.best);
  }
}

TEST_CASE("MultiPV: a first line finished before the cut-off is kept though the second is not",
          "[search][stop][report]") {
  // Node limits from small to larger: some cut falls in the second line of an iteration. Then the
  // first line's result at that depth stands (its info line shows the depth; the second line's shows
  // the depth before) and the best move is the first line's.
  int cut_in_second_line = 0;
  for (std::uint64_t nodes = 1000; nodes <= 400'000 && cut_in_second_line < 3; nodes += 700 + nodes / 20) {
    auto game = game_at("startpos", {{"MultiPV", "2"}});
    SearchLimits limits;
    limits.nodes = nodes;
    const Run r = search(*game, limits);
    REQUIRE(r.infos.size() >= 2);
    const SearchInfo& second = r.infos.back();
    const SearchInfo& first = r.infos[r.infos.size() - 2];
    REQUIRE(first.multipv == 1);
    REQUIRE(second.multipv == 2);
    INFO("nodes " << nodes);
    CHECK(first.pv.front() == r.best);
    CHECK(first.depth >= second.depth);
    if (first.depth == second.depth + 1) ++cut_in_second_line;
  }
  CHECK(cut_in_second_line == 3);
}
