// A match or tournament: the schedule of games (round robin or gauntlet, game pairs on shared openings),
// worker threads playing games concurrently, results, records, statistics and SPRT stopping.
#pragma once

#include <atomic>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

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
  int games = 2;  // games per encounter per round; consecutive games form pairs on one opening
  int rounds = 1;
  int concurrency = 1;
  inchworm::Rules rules;
  std::vector<std::pair<std::string, std::string>> rules_options;  // sent to every engine
  std::vector<Opening> book;                                       // empty: the start position
  std::vector<std::size_t> book_order;
  std::size_t book_start = 0;
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
  // Plays the schedule (the part not yet in the records when resuming). Error: bad records to resume.
  inchworm::MaybeError run();
  // Asks the workers to start no further game; games in progress finish and count.
  void request_stop() { stop_.store(true); }
  // As request_stop, and games in progress are dropped, not recorded (after an interrupt their
  // engines may have been hit by the same signal): a resumed match plays them again.
  void abort() {
    aborted_.store(true);
    stop_.store(true);
  }

  const std::vector<Encounter>& encounters() const { return encounters_; }
  long long games_done() const { return games_done_; }
  std::optional<SprtDecision> sprt_decision() const { return sprt_decision_; }
  // The standings and statistics, as printed at the end.
  std::string summary() const;

 private:
  void build_schedule();
  inchworm::MaybeError load_resume();
  void worker();
  // Counts a finished game (also one read back for resuming). Caller holds mutex_.
  void count_game(const GameSetup& setup, double red_points, const std::string& termination);
  void report_game(const GameRecord& game);
  void show_progress();
  std::string progress_text() const;
  std::string encounter_text(const Encounter& e) const;

  MatchSettings s_;
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
  std::optional<SprtDecision> sprt_decision_;
  double last_llr_ = 0;
};

}  // namespace referee
