// One game the engine can host: its name, its title, how to make its rules state and its searcher,
// what that searcher offers, and how adapters show it. Each game's folder gives its entries (engine/games/registry.h).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_state.h"
#include "nnue/network_support.h"
#include "player_settings.h"
#include "presentation.h"
#include "searcher.h"

namespace inchworm {

// What a game's searcher offers, so that generic tests and tools can tell without knowing the game.
struct SearchSupport {
  // The Player option values it plays as themselves (a searcher plays any other as its Engine).
  std::vector<PlayerSettings::Kind> players;
  bool helper_threads = false;  // Threads > 1 searches with helper threads (lazy SMP)
  bool bench = false;           // `bench` searches fixed positions: its node count is a signature
  bool multipv = false;         // MultiPV > 1 reports that many lines, best first
};

// The Inchworm games' searchers: every player, helper threads, a bench, MultiPV.
inline SearchSupport full_search_support() {
  using Kind = PlayerSettings::Kind;
  return {{Kind::Engine, Kind::Uct, Kind::Greedy, Kind::Random}, true, true, true};
}

// What a game's search scores (the `cp` of its `info` lines, from the side to move's view) mean, for the
// tools that judge moves by them (the analyses of uiw-referee and uiw-web: adapters/common/move_analysis.h).
struct ScoreMeaning {
  std::string unit;  // for people: "centipawns, 100 = a pawn"
  // K of sigmoid(K * score), the side to move's expected result at `score`, fitted to the results of the
  // engine's self-play games (the game's README says which); 0 when none is known.
  double logistic_k = 0;
};

// A word a game's record notation may write after a move's token, followed by one word that still belongs
// to the move (the squares a move captured, say: `e5-f4 X d3-d4`), so that record readers can tell that
// word from the next move and compare it with the rules' own. `field`: the name of a record's field that
// gives the same word apart ("captures"). Empty `marker`: the notation writes no such word.
struct RecordSuffix {
  std::string marker;
  std::string field;

  // A move's record form cut at ` <marker> `: the move before it and the word after; nothing when the
  // form writes no suffix (or the notation has no marker).
  std::optional<std::pair<std::string_view, std::string_view>> split(std::string_view record) const {
    if (marker.empty()) return std::nullopt;
    const std::string spaced = " " + marker + " ";
    const auto at = record.find(spaced);
    if (at == std::string_view::npos) return std::nullopt;
    return std::pair{record.substr(0, at), record.substr(at + spaced.size())};
  }
};

struct GameEntry {
  std::string id;                                          // the `Game` option's value: "rodeffer", "steere", ...
  std::string title;                                       // for people: "Rodeffer's Inchworm"
  std::function<std::unique_ptr<GameState>()> make_state;  // default rules, start position
  // Empty for a game without a search (rules only): `go`, `eval` and `bench` are then errors.
  std::function<std::unique_ptr<Searcher>()> make_searcher;
  SearchSupport search;  // what make_searcher's searcher offers (nothing when there is none)
  ScoreMeaning score;    // what its searcher's scores mean (nothing known when there is none)
  // The learned evaluation, for a game that has one: its inputs, built-in network and feature code.
  std::optional<nnue::NetworkSupport> network = std::nullopt;
  // How adapters show it (presentation.h): its board's kind, piles, counters and words for people.
  Presentation presentation = {};
  // For a game whose old records described its rules in words of their own ("target 60, prisoner drops
  // off"): one item of such a description, its words `key` and `value`, as the rule options it sets;
  // nothing when the item is not one. Empty for the other games.
  std::function<std::optional<OptionValues>(std::string_view key, std::string_view value)> described_rules_item =
      nullptr;
  RecordSuffix record_suffix = {};  // what its record notation may write after a move's token
  // A ply limit long enough for nearly every self-play game at a few thousand nodes a move to end by the
  // rules rather than be judged unfinished: uiw-datagen play's default --maxplies (adapters/datagen/README.md).
  int selfplay_max_plies = 400;

  bool has_searcher() const { return bool(make_searcher); }
};

}  // namespace inchworm
