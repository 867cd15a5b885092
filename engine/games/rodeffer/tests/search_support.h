// What the search tests share: a search's transcript (its info lines without timing, and the move),
// positions that are hard to generate moves for, and a timed search through the engine facade. Used by
// the search tests here and by their [threads] cases in threads/ (an executable of their own, which the
// ThreadSanitizer build compiles instead of this whole suite).
#pragma once

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine_support.h"

namespace testing {

// Every info line without its timing fields, and the move.
inline std::vector<std::string> transcript(const std::string& fen, const inchworm::SearchLimits& limits,
                                           int threads = 1) {
  auto game = make_rodeffer_engine();
  REQUIRE_FALSE(game->set_option("Threads", std::to_string(threads)));
  REQUIRE_FALSE(game->set_position(fen, {}));
  std::vector<std::string> lines;
  inchworm::SearchListener listener;
  listener.info = [&](const inchworm::SearchInfo& info) {
    std::string line = std::to_string(info.depth) + " " + std::to_string(info.seldepth) + " " +
                       std::to_string(int(info.score.kind)) + ":" + std::to_string(info.score.value) + " " +
                       std::to_string(info.nodes) + " " + std::to_string(info.hashfull);
    for (const auto& m : info.pv) line += " " + m;
    lines.push_back(line);
  };
  std::atomic<bool> stop{false};
  lines.push_back("bestmove " + game->search(limits, listener, stop).best_move);
  return lines;
}

inline const char* const kHard[] = {
    "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9",  // Figure 4b: 134,871 moves
    "x8/x8/x8/x3,r20,x4/x8/x8/x8/x8 r 5/25 0/0 0/0 0 1",               // a 20-stack in the open
    // Tall stacks in pockets: 25 in 24 squares (pass only), 24 in 24, 25 in 30 (115,256 moves).
    "x8/x8/x8/b,b,b,b,b,b,b,x/x6,b,x/x6,b,x/x6,b,x/r25,x5,b,x r 0/14 0/0 0/0 0 1",
    "x8/x8/x8/b,b,b,b,b,b,b,x/x6,b,x/x6,b,x/x6,b,x/r24,x5,b,x r 1/14 0/0 0/0 0 1",
    "x8/b,b,b,b,b,b,x2/x5,b,x2/x5,b,x2/x5,b,x2/x2,r25,x2,b,x2/x5,b,x2/x5,b,x2 r 0/13 0/0 0/0 0 5",
};
inline const char* const kPlayers[] = {"engine", "uct", "greedy", "random"};
// Time bounds are generous sanity bounds (a hang shows, a slow machine does not); the latencies
// themselves are measured in scripts/bench-search.
constexpr long long kSanityMs = 1500;

struct Run {
  std::string best;
  std::vector<inchworm::SearchInfo> infos;
  long long ms = 0;
};

inline Run search(inchworm::Engine& game, const inchworm::SearchLimits& limits, bool stopped = false) {
  Run r;
  inchworm::SearchListener listener;
  listener.info = [&](const inchworm::SearchInfo& info) { r.infos.push_back(info); };
  std::atomic<bool> stop{stopped};
  const auto start = std::chrono::steady_clock::now();
  r.best = game.search(limits, listener, stop).best_move;
  r.ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  return r;
}

inline std::unique_ptr<inchworm::Engine> game_at(const std::string& fen,
                                                 const std::vector<std::pair<std::string, std::string>>& options) {
  auto game = make_rodeffer_engine();
  for (const auto& [name, value] : options) REQUIRE_FALSE(game->set_option(name, value));
  REQUIRE_FALSE(game->set_position(fen, {}));
  return game;
}

}  // namespace testing
