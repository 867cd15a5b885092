// A tiny game for testing what is generic (the engine facade, the registry's contract tests): the tests'
// Nim (testsuites/games/nim/nim_state.h), here with a searcher that counts what the engine asks of it.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "game_entry.h"
#include "nim/nim_state.h"
#include "registry.h"
#include "searcher.h"
#include "text.h"

namespace testing {

using NimState = inchworm::nim::NimState;

// Plays the winning move when there is one (leave a multiple of 3), else takes 1. Counts what it did.
class NimSearcher : public inchworm::Searcher {
 public:
  inchworm::MaybeError prepare(const inchworm::PlayerSettings& settings) override {
    ++prepared;
    last_settings = settings;
    return std::nullopt;
  }
  void clear() override { ++cleared; }
  std::string think(const inchworm::ThinkArgs& args) override {
    const int pile = std::stoi(inchworm::split_words(args.state->position_string())[0]);
    if (!args.root_moves.empty()) return args.root_moves.front();
    return pile % 3 == 2 ? "2" : "1";
  }
  std::string evaluation(const inchworm::GameState& state) const override {
    return "nim evaluation of " + state.position_string();
  }
  inchworm::Expected<inchworm::BenchTotals> bench(int, const inchworm::SearchListener&,
                                                  const std::atomic<bool>&) override {
    return inchworm::BenchTotals{3, 1};
  }
  int prepared = 0;
  int cleared = 0;
  inchworm::PlayerSettings last_settings;
};

inline inchworm::GameEntry nim_entry() {
  return {"nim", "Nim", [] { return std::make_unique<NimState>(); }, [] { return std::make_unique<NimSearcher>(); },
          {},    {}};
}

// INCHWORM_ONLY_GAMES="id id ..." narrows the contract tests' games to those (testsuites/games/
// through_every_tool runs them over the test games alone: the shipped games have their own entries).
inline std::vector<inchworm::GameEntry> only_games_asked(std::vector<inchworm::GameEntry> games) {
  if (const char* only = std::getenv("INCHWORM_ONLY_GAMES")) {
    const std::vector<std::string> ids = inchworm::split_words(only);
    std::erase_if(games, [&](const inchworm::GameEntry& g) { return std::ranges::find(ids, g.id) == ids.end(); });
  }
  return games;
}

// Every registered game, and the tests' Nim (which checks the checks) when the registry does not list it.
inline std::vector<inchworm::GameEntry> every_game() {
  std::vector<inchworm::GameEntry> games = inchworm::game_registry();
  if (!inchworm::find_game("nim")) games.push_back(nim_entry());
  return only_games_asked(std::move(games));
}

}  // namespace testing
