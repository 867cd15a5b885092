// A GTP program seen from the controller's side, for the test drivers: one child process, one command
// at a time, each answer read up to its empty line.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "child_engine.h"

namespace gtp_test {

struct Reply {
  bool ok = false;
  std::string text;  // without the leading `= ` / `? `
};

class GtpClient {
 public:
  GtpClient(std::string label, std::string program, std::vector<std::string> args);
  // Starts the program; an error message on failure.
  std::optional<std::string> start();
  // Sends one command and waits (up to `timeout`) for its answer; nothing when none came.
  std::optional<Reply> send(const std::string& command, std::chrono::milliseconds timeout = std::chrono::seconds(60));
  // `quit`, then the process is waited for.
  void quit();
  const std::string& label() const { return label_; }
  // Every command and answer so far, for failure messages.
  const std::vector<std::string>& transcript() const { return transcript_; }

 private:
  std::string label_;
  adapters::ChildEngine child_;
  std::vector<std::string> transcript_;
};

}  // namespace gtp_test
