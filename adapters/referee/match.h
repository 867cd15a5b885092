// A match or tournament: the schedule of games (round robin or gauntlet, game pairs on shared openings;
// all of it, or one shard of the run), worker threads playing games concurrently, results, records,
// statistics and SPRT stopping.
#pragma once

#include <atomic>
#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "child_engine.h"
#include "live_feed.h"
#include "match_settings.h"
#include "protocol_log.h"
#include "records.h"
#include "standings.h"

namespace referee {

class Match {
 public:
  Match(MatchSettings settings, std::ostream& out, std::ostream& progress_out);

  // The whole run's schedule (a shard plays its part of it).
  const std::vector<GameSetup>& schedule() const { return schedule_; }
  // The games this match plays: the whole schedule, or the shard's part.
  long long games_to_play() const { return games_to_play_; }
  // The run's identity and settings, as written into every record and checked by -resume.
  const RunInfo& run_info() const { return run_; }
  // Plays the schedule (the part not yet in the records when resuming). Errors: records that cannot be
  // resumed, or an engine that cannot be started at all (the match stops; finished games are kept).
  inchworm::MaybeError run();
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

  const Standings& standings() const { return standings_; }
  long long games_done() const { return games_done_; }
  // Set when an engine could not be started at all (after run).
  const std::optional<std::string>& fatal_error() const { return fatal_error_; }
  // The standings and statistics, as printed at the end.
  std::string summary() const;

 private:
  inchworm::MaybeError load_resume(ResumeRecords& resume);
  inchworm::MaybeError check_recorded(const RecordedGame& r, const std::string& where) const;
  // `cores`: -use-affinity's two cores for this worker's games, or null.
  void worker(const std::vector<int>* cores);
  // Plays one game with the worker's players, keeping processes only for its two engines.
  GameRecord play(const GameSetup& setup, std::vector<std::unique_ptr<EnginePlayer>>& players,
                  const std::vector<int>* cores);
  // -use-affinity: two cores for each worker, from those this process may run on; none when too few.
  std::vector<std::vector<int>> worker_cores(int workers);
  // An engine could not be started at all: the match stops with this error.
  void fail_match(const std::string& message);
  // Counts a finished game (also one read back for resuming). Caller holds mutex_.
  void count_game(const GameSetup& setup, double first_points, const std::string& termination,
                  const std::vector<MoveFacts> (&moves)[2]);
  void report_game(const GameRecord& game);
  // -measure-speed, -scale-nps: each engine's bench speed, and the time controls scaled.
  inchworm::MaybeError measure_speeds();
  // -wait MS: between a worker's games.
  void pause_between_games();
  void show_progress();
  std::string progress_text() const;

  MatchSettings s_;
  RunInfo run_;
  std::ostream& out_;
  std::ostream& progress_out_;
  bool progress_on_ = false;
  std::vector<GameSetup> schedule_;
  std::vector<char> done_;  // played, recorded, or not this shard's
  long long games_to_play_ = 0;
  Standings standings_;
  RecordFiles records_;
  LiveFeed live_;
  LiveMatch live_match_;  // what the feed tells of the match
  adapters::ProtocolLog log_;

  std::mutex mutex_;
  std::size_t next_ = 0;
  long long games_done_ = 0;
  long long played_here_ = 0;  // games played by this process (not read back for resuming), for the ETA
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  int running_ = 0;
  std::atomic<bool> stop_{false};
  std::atomic<bool> aborted_{false};
  adapters::Interrupt interrupt_;
  std::deque<std::atomic<bool>> started_once_;  // per engine: has any process of it started?
  std::optional<std::string> fatal_error_;      // under mutex_
};

}  // namespace referee
