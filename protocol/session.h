// One protocol session: reads command lines, drives the engine, writes answers.
//
// Threads. The caller's thread (the reader) hands every line to `handle`. `stop`, `ponderhit` and
// `quit` act at once there; every other command goes, in order, to the session's command thread, so the
// reader never waits and `stop` is always seen. Long jobs (perft, search, bench) run on a third, worker
// thread, so that `isready`, queries and `eval` are answered while they run. A command that changes
// the engine's state (position, setoption, go, ...) first lets a bounded job finish (one that ends by
// itself: perft, go depth/nodes/movetime/mate or the mover's clock), as a GUI waits for `bestmove`,
// and stops an unbounded one (go infinite, go ponder, go without limits).
//
// `stop` and `ponderhit` apply to the job of the last `go` (or perft, bench) received before them, also
// when it still waits in the queue (so a piped "go infinite" + "stop" is answered); a bounded job before
// it runs to its end, as it would if the commands had come one at a time. `quit` stops every job
// received before it and ends the session.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string_view>
#include <thread>

#include "engine.h"
#include "output.h"
#include "text.h"

namespace uiw {

class Session {
 public:
  Session(std::unique_ptr<inchworm::Engine> engine, Output& out);
  // Stops whatever runs and ends the session's threads.
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Takes one line. Returns false after `quit` (the session then ignores further lines).
  bool handle(std::string_view line);
  // Waits until every command handled so far is done: a bounded job runs to its end, an unbounded one
  // is stopped. Used at the end of input, and between commands given as program arguments.
  void finish();

 private:
  using Words = std::vector<std::string>;
  struct Command {
    enum class Kind { Line, Finish, Quit };
    Kind kind = Kind::Line;
    std::uint64_t seq = 0;
    Words words;
    // When the line was read: a `go`'s time limits count from then, as the host's clock does.
    std::chrono::steady_clock::time_point received_at{};
  };

  void run_commands();  // the command thread
  void execute(const Command& c);

  void cmd_hello(const char* ok);
  void cmd_setoption(const Words& w);
  void cmd_position(const Words& w);
  void cmd_go(std::uint64_t seq, const Words& w, std::chrono::steady_clock::time_point asked_at);
  void cmd_eval();
  void cmd_bench(std::uint64_t seq, const Words& w);
  void cmd_query(const Words& w);
  void cmd_display();
  void cmd_help();
  void cmd_tunables(const Words& w);

  // Runs `job` on the worker thread for the command numbered `seq`; `bounded` jobs end by themselves.
  // `ponder` jobs hold their time limits until `ponderhit`.
  void start_job(std::uint64_t seq, std::function<void()> job, bool bounded, bool ponder = false);
  // Waits for a bounded job to end by itself; stops an unbounded one.
  void settle_job();
  void stop_job();
  // A perft or bench that gave no result: `info string <job> stopped` when `stop` ended it, otherwise
  // an error with the engine's reason.
  void report_failure(const char* job, const std::string& message);
  void flush_notes();

  std::unique_ptr<inchworm::Engine> engine_;
  Output& out_;

  // The queue between the reader and the command thread, and what `stop`/`ponderhit` apply to.
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Command> queue_;
  std::uint64_t received_ = 0;  // number of the last command handed over
  std::uint64_t done_ = 0;      // number of the last command the command thread finished
  std::uint64_t last_go_ = 0;   // number of the last command received that starts a job
  // The jobs not started yet that a `stop` (a `ponderhit`) applies to: several jobs, each followed by
  // its `stop`, may be piped before the first of them starts.
  std::set<std::uint64_t> stop_targets_;
  std::set<std::uint64_t> hit_targets_;
  std::uint64_t stop_all_through_ = 0;  // `quit`: every job up to this number is stopped
  std::uint64_t job_seq_ = 0;           // number of the command whose job runs (0: none)
  bool quit_ = false;

  std::thread worker_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> pondering_{false};
  bool bounded_ = true;

  std::thread commands_;  // last: started when everything above exists
};

}  // namespace uiw
