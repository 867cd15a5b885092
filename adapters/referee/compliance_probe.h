// One engine process under the compliance check (compliance.h): lines sent and read with time limits,
// each answer kept with what came before it, and the engine's `option` lines read from its handshake.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "child_engine.h"
#include "engine_config.h"

namespace referee {

// An `option name <words> type <kind> [default V] [min N] [max N] [var V]...` line.
struct OptionLine {
  std::string name;
  std::string type;
  std::vector<std::string> vars;  // a combo's choices
};
// Nothing when the line is not a readable option line (no name, or an unknown type).
std::optional<OptionLine> read_option_line(const std::string& line);

class ComplianceProbe {
 public:
  using Clock = adapters::ChildEngine::Clock;

  explicit ComplianceProbe(const EngineConfig& engine);

  // Starts the process; an error message when it cannot be.
  std::optional<std::string> start() { return child_.start(); }
  bool send(const std::string& line);

  // What came back while waiting for one line.
  struct Answer {
    adapters::ReadStatus status = adapters::ReadStatus::Timeout;  // Line: `line` is the awaited one
    std::string line;
    std::vector<std::string> before;  // the lines read before it (or before the time-out)
    double ms = 0;                    // from the start of the wait
  };
  // Reads lines until `awaited(line)`, for at most `limit`.
  Answer wait_for(const std::function<bool(const std::string&)>& awaited, std::chrono::milliseconds limit);
  // Lines whose first word is `word`.
  Answer wait_for_word(const std::string& word, std::chrono::milliseconds limit);

  // The process's end within `limit`, without closing its input: true when it has exited.
  bool exits_within(std::chrono::milliseconds limit);
  // "exited (exit code 3)", "exited (killed by signal 6)", for verdicts.
  std::string exit_text();

 private:
  adapters::ChildEngine child_;
};

// The first word of a line.
std::string first_word(const std::string& line);

}  // namespace referee
