// A match or tournament: the schedule of games (round robin or gauntlet, game pairs on shared openings),
// worker threads playing games concurrently, results, records, statistics and SPRT stopping.
#pragma once

#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "child_engine.h"
#include "engine_config.h"
#include "game.h"
#include "openings.h"
#include "protocol_log.h"
#include "records.h"
#include "stats.h"

namespace referee {

enum class Format { RoundRobin, Gauntlet };
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
  bool resume = false;
  std::string event = "uiw-referee match";
  Progress progress = Progress::Auto;
  int rating_interval = 0;  // print the standings every N games (0: only at the end)
  std::string log_path;     // every protocol line, when not empty
};

// Two engines' games against each other, from the first engine's point of view.
struct Encounter {
  int first = 0, second = 1;
  Trinomial games;
  Pentanomial pairs;
};

class Match {
 public:
  Match(MatchSettings settings, std::ostream& out, std::ostream& progress_out);

  const std::vector<GameSetup>& schedule() const { return schedule_; }
  // The schedule's parameters, as written into every JSON record and checked by -resume.
  const ScheduleFields& schedule_fields() const { return schedule_fields_; }
  // Plays the schedule (the part not yet in the records when resuming). Errors: records that cannot be
  // resumed, or an engine that cannot be started at all (the match stops; finished games are kept).
  inchworm::MaybeError run();
  // Asks the workers to start no further game; games in progress finish and count.
  void request_stop() { stop_.store(true); }
  // Stops soon: no further game starts, and games in progress end at once (their engines get `stop` and
  // `quit`, and are killed after a short grace). Those games are dropped, and so is any game that ends
  // in an engine failure from now on (the signal that stopped the referee may have hit the engines
  // too); games that ended by the rules or by adjudication are recorded. A resumed match plays the
  // dropped games again. Async-signal-safe: a signal handler may call it.
  void abort() {
    aborted_.store(true);
    stop_.store(true);
    interrupt_.trigger();
  }

  const std::vector<Encounter>& encounters() const { return encounters_; }
  long long games_done() const { return games_done_; }
  std::optional<SprtDecision> sprt_decision() const { return sprt_decision_; }
  // Set when an engine could not be started at all (after run).
  const std::optional<std::string>& fatal_error() const { return fatal_error_; }
  // The standings and statistics, as printed at the end.
  std::string summary() const;

 private:
  void build_schedule();
  void build_schedule_fields();
  inchworm::MaybeError load_resume(ResumeRecords& resume);
  inchworm::MaybeError check_recorded(const RecordedGame& r, const std::string& where) const;
  void worker();
  // Plays one game with the worker's players, keeping processes only for its two engines.
  GameRecord play(const GameSetup& setup, std::vector<std::unique_ptr<EnginePlayer>>& players);
  // An engine could not be started at all: the match stops with this error.
  void fail_match(const std::string& message);
  // Counts a finished game (also one read back for resuming). Caller holds mutex_.
  void count_game(const GameSetup& setup, double first_points, const std::string& termination);
  void report_game(const GameRecord& game);
  void show_progress();
  std::string progress_text() const;
  std::string encounter_text(const Encounter& e) const;

  MatchSettings s_;
  ScheduleFields schedule_fields_;
  std::ostream& out_;
  std::ostream& progress_out_;
  bool progress_on_ = false;
  std::vector<GameSetup> schedule_;
  std::vector<char> done_;
  std::vector<Encounter> encounters_;
  std::map<long long, std::pair<int, double>> open_pairs_;  // pair -> (games seen, first game's points)
  std::map<std::string, long long> terminations_;
  std::vector<Trinomial> per_engine_;
  RecordFiles records_;
  ProtocolLog log_;

  std::mutex mutex_;
  std::size_t next_ = 0;
  long long games_done_ = 0;
  int running_ = 0;
  std::atomic<bool> stop_{false};
  std::atomic<bool> aborted_{false};
  adapters::Interrupt interrupt_;
  std::deque<std::atomic<bool>> started_once_;  // per engine: has any process of it started?
  std::optional<std::string> fatal_error_;      // under mutex_
  std::optional<SprtDecision> sprt_decision_;
  double last_llr_ = 0;
};

}  // namespace referee
