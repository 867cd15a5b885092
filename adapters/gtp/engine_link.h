// The uiw engine behind uiw-gtp: one child process, started when first needed (GoGui starts several
// copies of a ruler program and uses only one of them as a player), handshake, `Game` and the
// options, then searches and queries for the current position.
//
// Failures never end uiw-gtp. An engine that exits, closes its output, or stops answering (no line
// for `quiet_ms`, and no `readyok` to an `isready` sent then) during a command is killed, started
// again and given the game so far; that command is answered with an error that says so, and the next
// one uses the new process. Before each command the engine is asked `isready`: one that has left or
// hangs between commands is started again without an error.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "child_engine.h"
#include "expected.h"
#include "info_line.h"

namespace adapters::gtp {

struct EngineSpec {
  std::string program;
  std::vector<std::string> args;
  std::string game;                                          // sent as `setoption name Game value <game>`
  std::vector<std::pair<std::string, std::string>> options;  // sent as `setoption name N value V`, in order
  long long quiet_ms = 5000;                                 // silence that counts as a hang
  long long start_ms = 30000;  // for the handshake after starting (slow builds start slowly)
};

struct SearchResult {
  std::string move;          // the `bestmove` token: a move, "pass", or empty for `(none)`
  uiw::InfoReport info;      // the last `info` line that had a score (fields empty when none came)
  long long elapsed_ms = 0;  // from `go` to `bestmove`
};

class EngineLink {
 public:
  explicit EngineLink(EngineSpec spec);
  ~EngineLink();
  EngineLink(const EngineLink&) = delete;
  EngineLink& operator=(const EngineLink&) = delete;

  // `position` then `go <go_args>`, and the answer. `budget_ms`: how long the search may take (its
  // clock or movetime), after which it is stopped; without one the engine is only watched for hangs.
  inchworm::Expected<SearchResult> search(const std::string& position, const std::string& go_args,
                                          std::optional<long long> budget_ms);
  // `position`, then `command` (`d`, `eval`): the lines it prints before the `readyok` of an `isready`
  // sent after it. An `error` line is the error.
  inchworm::Expected<std::vector<std::string>> ask(const std::string& position, const std::string& command);

  // Sets an option now (when the engine runs) and at every later start.
  void set_option(const std::string& name, const std::string& value);

  // The engine's `id name`, once it has started.
  const std::string& name() const { return name_; }
  // Processes started so far.
  int starts() const { return starts_; }
  // Sends `quit` and waits a moment for the engine to leave.
  void quit();

 private:
  using Clock = ChildEngine::Clock;
  inchworm::MaybeError ensure_started(const std::string& position);
  void drain();
  inchworm::MaybeError start();
  // Reads until `readyok` (after an `isready` sent by the caller), collecting the other lines.
  inchworm::Expected<std::vector<std::string>> until_ready(const char* when);
  // The engine failed `when`: kill it, start it again with `position`, and say what happened.
  inchworm::Error failed(const std::string& what, const std::string& position);
  std::string exit_text();

  EngineSpec spec_;
  ChildEngine child_;
  bool ready_ = false;
  int starts_ = 0;
  std::string name_;
};

}  // namespace adapters::gtp
