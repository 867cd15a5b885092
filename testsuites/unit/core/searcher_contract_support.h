// What the searcher contract test (searcher_contract_test.cpp) drives every game with: a one-game
// engine per registry entry, a search on its own thread as the protocol runs it, and what a search
// reported.
#pragma once

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "engine.h"
#include "nim_game.h"
#include "registry.h"

namespace contract {

using namespace inchworm;

inline const char* const kPlayers[] = {"engine", "uct", "greedy", "random"};

// Every registered game whose engine can search.
inline std::vector<GameEntry> searching_games() {
  std::vector<GameEntry> games;
  for (const GameEntry& g : game_registry())
    if (g.make_searcher) games.push_back(g);
  return testing::only_games_asked(std::move(games));
}

// Option names and values, set in turn.
using Options = std::vector<std::pair<std::string, std::string>>;

// An engine hosting `game` alone, with `options` set and at its start position after `moves`.
inline std::unique_ptr<Engine> engine_for(const GameEntry& game, const Options& options = {},
                                          const std::vector<std::string>& moves = {}) {
  auto engine = std::make_unique<Engine>(std::vector<GameEntry>{game});
  for (const auto& [name, value] : options) REQUIRE_FALSE(engine->set_option(name, value));
  REQUIRE_FALSE(engine->set_position("startpos", moves));
  return engine;
}

// The first legal move of the start position: a game one ply in, so that the second player moves
// and a history exists.
inline std::vector<std::string> opening(const GameEntry& game) {
  const auto moves = game.make_state()->legal_moves();
  REQUIRE(moves);
  REQUIRE_FALSE(moves->empty());
  return {moves->front()};
}

inline bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// What one search reported and answered.
struct Searched {
  std::string best;
  std::vector<SearchInfo> infos;
  const SearchInfo& last() const {
    REQUIRE_FALSE(infos.empty());
    return infos.back();
  }
};

inline Searched search(Engine& engine, const SearchLimits& limits) {
  Searched s;
  SearchListener listener;
  listener.info = [&s](const SearchInfo& info) { s.infos.push_back(info); };
  std::atomic<bool> stop{false};
  s.best = engine.search(limits, listener, stop).best_move;
  return s;
}

inline SearchLimits depth_limit(int depth) {
  SearchLimits l;
  l.depth = depth;
  return l;
}

// A search running on its own thread, as the protocol runs it.
class Running {
 public:
  Running(Engine& engine, const SearchLimits& limits)
      : done_(std::async(std::launch::async, [&engine, limits, this] {
          return engine.search(limits, SearchListener{}, stop_).best_move;
        })) {}
  ~Running() {
    stop_.store(true);
    if (done_.valid()) done_.wait();
  }
  bool ends_within(std::chrono::milliseconds t) { return done_.wait_for(t) == std::future_status::ready; }
  std::string stop() {
    stop_.store(true);
    return done_.get();
  }

 private:
  std::atomic<bool> stop_{false};
  std::future<std::string> done_;
};

}  // namespace contract
