// A child process that speaks a line-based text protocol on its standard input and output (an engine),
// started and driven through Boost.Process. Shared by the referee and the bridges.
//
// Usage:
//   ChildEngine engine({.program = "build/bin/inchworm"});
//   if (auto error = engine.start()) { ... *error names the reason ... }
//   engine.write_line("uiw");
//   for (;;) {
//     auto r = engine.read_line(std::chrono::milliseconds(2000));
//     if (r.status != ReadStatus::Line) break;  // Timeout or Closed
//     if (r.line == "uiwok") break;
//   }
//   engine.kill();  // or let the destructor do it
//
// Threads: one object is used by one thread at a time; different objects may be used by different
// threads at once (pipe ends are close-on-exec, so one child's pipes never leak into another and
// end of file is seen as soon as a child exits).
// Writing to a child that has exited returns false instead of raising SIGPIPE (SIGPIPE is ignored
// process-wide once the first child starts).
//
// The child starts clean: every signal at its default action and none blocked (an engine must not
// inherit the caller's ignored SIGPIPE or a worker thread's mask), and it dies with SIGKILL when the
// thread that started it ends (PR_SET_PDEATHSIG), so an engine never searches on after its caller was
// killed. Hence start the child in a thread that outlives it (the thread that uses the object).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adapters {

// A latch that wakes every ChildEngine waiting on its child (read_line, write_line) at once, to end
// work early from another thread or from a signal handler. Once triggered it stays triggered.
class Interrupt {
 public:
  Interrupt();  // a close-on-exec pipe
  ~Interrupt();
  Interrupt(const Interrupt&) = delete;
  Interrupt& operator=(const Interrupt&) = delete;
  // Async-signal-safe (one write(2)).
  void trigger() const;
  bool triggered() const;
  // Readable once triggered; only polled, never read.
  int fd() const { return read_fd_; }

 private:
  int read_fd_ = -1, write_fd_ = -1;
};

// How to start the child.
struct ChildSpec {
  std::string program;                    // path, or a name looked up in PATH
  std::vector<std::string> args;          // arguments after the program name
  std::string working_dir;                // empty: the caller's
  std::string stderr_path;                // where the child's standard error goes; empty: discarded
  bool inherit_stderr = false;            // true: the child's standard error is the caller's (stderr_path ignored)
  std::size_t max_line_length = 1 << 20;  // longer output lines are cut and returned in pieces
  // True: the child leads a process group of its own, so a Ctrl-C on the terminal (SIGINT to the
  // foreground group) reaches only the caller, which then ends its children in order.
  bool own_process_group = false;
  const Interrupt* interrupt = nullptr;  // when triggered, waits end with ReadStatus::Interrupted
};

enum class ReadStatus {
  Line,         // a complete line (without its end-of-line characters)
  Timeout,      // nothing complete arrived in time; the process may still be running
  Closed,       // the child closed its output (it exited or crashed) and every buffered line was read
  Interrupted,  // the spec's Interrupt was triggered (the child may still be running)
};

struct ReadResult {
  ReadStatus status = ReadStatus::Timeout;
  std::string line;
  // The child closed its output in the middle of this line: no end of line followed it (an engine that
  // wrote half a line and died). Only the last line before Closed can be one.
  bool unterminated = false;
};

class ChildEngine {
 public:
  using Clock = std::chrono::steady_clock;

  explicit ChildEngine(ChildSpec spec);
  ~ChildEngine();  // kills the child if it still runs
  ChildEngine(const ChildEngine&) = delete;
  ChildEngine& operator=(const ChildEngine&) = delete;

  const ChildSpec& spec() const { return spec_; }

  // Starts the process (killing a running one first). Returns an error message, or nothing on success.
  std::optional<std::string> start();
  // Kills the child if it runs, then starts it again with the same spec.
  std::optional<std::string> restart() { return start(); }

  // Writes `line` and a newline, and flushes. False when the child is not running or its input is closed
  // (or when it does not read and the Interrupt is triggered).
  bool write_line(std::string_view line);

  // Waits at most `timeout` (or until `deadline`) for one line of output. Lines end with "\n";
  // a trailing "\r" is removed. Zero timeout only looks at what has already arrived. A triggered
  // Interrupt ends the wait at once, before any further line is returned.
  ReadResult read_line(std::chrono::milliseconds timeout);
  ReadResult read_line_until(Clock::time_point deadline);

  // True while the process has not exited (reaps it when it has).
  bool running();
  // The exit code once the process has exited; -N when killed by signal N; nothing while it runs.
  std::optional<int> exit_code();
  // Process id of the running child, or 0.
  int pid() const;
  // Runs every thread of the child on the given cores only (threads it starts later inherit that from
  // the thread that starts them). False when it does not run or the system refuses.
  bool pin_to_cores(const std::vector<int>& cores);

  // Closes the child's input (it sees end of file), then waits up to `grace` for it to exit, and kills
  // it if it has not. The usual way to end an engine is write_line("quit") then stop(grace).
  void stop(std::chrono::milliseconds grace);
  // Kills the child at once (SIGKILL) and reaps it. Safe to call when nothing runs.
  void kill();

 private:
  struct Process;  // Boost.Process objects, kept out of this header
  void reap();
  int interrupt_fd() const;  // -1 without an Interrupt

  ChildSpec spec_;
  std::unique_ptr<Process> process_;
  std::string buffer_;  // bytes read but not yet returned as lines
  bool output_closed_ = false;
  std::optional<int> exit_code_;
};

}  // namespace adapters
