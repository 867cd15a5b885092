// Runs the real uiw-referee binary for the tests: arguments, captured output, exit status, records.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

#include "file_text.h"
#include "records.h"

namespace referee_test {

struct Run {
  int status = -1;                           // exit status
  std::string output;                        // standard output and standard error
  std::string json_path;                     // the -jsonout file
  std::string pgn_path;                      // the -pgnout file
  std::vector<referee::RecordedGame> games;  // read back from json_path
};

// A fresh, empty folder for one test.
std::string scratch_dir(const std::string& name);
// Runs `uiw-referee <args> -pgnout DIR/games.pgn -jsonout DIR/games.jsonl -progress never`.
Run run_referee(const std::string& dir, const std::vector<std::string>& args);
// Runs `uiw-referee <args>` with nothing added (-compliance, -merge): status and output.
Run run_referee_alone(const std::string& dir, const std::vector<std::string>& args);
// `-engine cmd=<mock> name=NAME arg=--mode arg=MODE ...`, with more mock arguments.
std::vector<std::string> mock_engine(const std::string& name, const std::string& mode = "random",
                                     const std::vector<std::string>& mock_args = {});
using testing_support::read_text;
// Lines in a file (0 when it does not exist).
std::size_t count_lines(const std::string& path);
// How often `part` occurs in `text` (overlaps counted).
std::size_t count_of(const std::string& text, const std::string& part);
// A short sleep between polls.
void poll_pause();
// Both sides of `a` and `b`, in order.
std::vector<std::string> join(std::vector<std::string> a, const std::vector<std::string>& b);

// A referee started in the background (fork and exec, output to DIR/output.txt), for signals.
struct Background {
  pid_t pid = -1;
  std::string dir, json_path, pgn_path;
  // Waits for the exit at most `limit`: 128 + N when killed by signal N; -1 when still running then.
  int wait(std::chrono::milliseconds limit);
  std::string output() const;
};
// As run_referee, without waiting.
Background start_referee(const std::string& dir, const std::vector<std::string>& args);
// Waits at most `limit` for `ready`, polling; its last answer.
template <typename Ready>
bool wait_for(Ready ready, std::chrono::milliseconds limit);
// The process ids of the mock engines started with `--report DIR` (their report files).
std::vector<pid_t> reported_pids(const std::string& dir);
// Neither running nor a zombie waiting to be reaped: gone.
bool process_gone(pid_t pid);

template <typename Ready>
bool wait_for(Ready ready, std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (!ready()) {
    if (std::chrono::steady_clock::now() > end) return ready();
    poll_pause();
  }
  return true;
}

}  // namespace referee_test
