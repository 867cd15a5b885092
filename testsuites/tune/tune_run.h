// Runs the real uiw-tune binary for the tests, with the skill mock engine (testsuites/mock/skill_mock.cpp).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

#include "file_text.h"

namespace tune_test {

// A fresh, empty folder for one test (under the build's temporary folder).
std::string scratch_dir(const std::string& name);
using testing_support::read_text;

// uiw-tune started in the background (fork and exec; standard output and error to `log`).
struct Process {
  pid_t pid = -1;
  std::string log;
  // Waits for the exit at most `limit`: the exit status, 128 + N when killed by signal N, -1 when still
  // running then.
  int wait(std::chrono::milliseconds limit);
  std::string output() const { return read_text(log); }
};
Process start_tune(const std::vector<std::string>& args, const std::string& log);
// Runs it to the end (at most `limit`); the exit status, the output in `output`.
int run_tune(const std::vector<std::string>& args, std::string& output,
             std::chrono::milliseconds limit = std::chrono::seconds(120));

// `-engine cmd=<skill mock> name=NAME` with the mock's arguments, and the settings that make its games
// short: Inchworm Chess (a draw at the ply limit), 40 plies, a blunder (score -1000) resigns at once.
std::vector<std::string> skill_mock_match(const std::string& name = "mock",
                                          const std::vector<std::string>& mock_args = {});

// The lines of a file.
std::vector<std::string> lines_of(const std::string& path);

}  // namespace tune_test
