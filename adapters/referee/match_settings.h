// A match's settings, as the command line gives them, and the run they define.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine_config.h"
#include "engine_speed.h"
#include "game.h"
#include "game_rules.h"
#include "live_feed.h"
#include "openings.h"
#include "records.h"
#include "run_info.h"
#include "schedule.h"
#include "stats.h"

namespace referee {

enum class Progress { Auto, Always, Never };

struct MatchSettings {
  std::vector<EngineConfig> engines;
  Format format = Format::RoundRobin;
  // Games per pairing per round. A pairing's games are numbered across the rounds (g = round * games + k):
  // game g is played on opening g / 2, with the colours swapped when g is odd, so games 2i and 2i+1
  // form a pair even when `games` is odd.
  int games = 2;
  int rounds = 1;
  int concurrency = 1;
  GameRules game = default_game_rules();  // the game and its rules, for the referee and every engine
  std::vector<Opening> book;              // empty: the start position
  std::vector<std::size_t> book_order;
  std::size_t book_start = 0;
  std::string book_file;        // for the records: where the book came from
  std::string book_order_text;  // for the records: "sequential from 1", "random seed 7 from 1"
  Adjudication adjudication;
  Timeouts timeouts;
  std::optional<SprtSettings> sprt;  // only with two engines
  std::string pgn_path, json_path;
  std::string live_path;      // -live FILE: one JSON line per event while the match is played (live_feed.h)
  PgnFields pgn_fields;       // -pgnout nodes=true ...: more in the PGN move comments
  long long wait_ms = 0;      // -wait MS: a pause before each game after a worker's first
  SpeedSettings speed;        // -measure-speed, -scale-nps N
  bool use_affinity = false;  // -use-affinity: each game's two engines on two cores of their own
  bool resume = false;
  std::string event = "uiw-referee match";
  Progress progress = Progress::Auto;
  int rating_interval = 0;              // print the standings every N games (0: only at the end)
  std::string log_path;                 // every protocol line, when not empty
  Shard shard;                          // the part of the run this match plays (-shard I/N); whole by default
  std::string program = "uiw-referee";  // the records' `referee`, with the build's version (uiw-tune's: its own)
};

// The settings that decide the run's games, in a fixed order, for the records and run_id: tournament,
// engines (names, and the settings that change how they play: arguments, options, protocol; not the
// program's path, which may differ between machines), time controls, game, variant, adjudication,
// openings (fingerprint and order), and the run's size (games, rounds) and book file, which may differ.
ScheduleFields run_fields(const MatchSettings& s);
// The run's identity and what every record of this match carries.
RunInfo run_info(const MatchSettings& s);
// What the live feed's `run` and `start` lines tell of the match.
LiveMatch live_match(const MatchSettings& s);

}  // namespace referee
