// One conversation with a uiw engine process, asynchronous on the io_context's thread: what the web
// bridge's playing engine and its analysis engine share (bridge.h, analysis_run.h).
//
//   start()          the process (again: the old one is killed), `uiw` ... `uiwok`, `isready` ...
//                    `readyok` within SessionTimes::handshake; the `id name` and the `option` names
//                    (and a combo's choices) are kept; on_ready when done
//   select_game()    `setoption name Game value <id>` (or UCI_Variant, for an engine that lists only
//                    that; nothing for the default game to an engine without either) and the rules as
//                    `setoption` lines, each only when it differs from what this process was told; a
//                    game the engine's `Game` option does not offer is an error value (nothing is sent)
//   go()             a search: `info` lines go to on_info, its `bestmove` to on_bestmove; with an
//                    allowance, a search that runs over it by SessionTimes::search_grace is sent `stop`
//   stop()           asks for the search's answer now (it still goes to on_bestmove)
//   cancel()         the search is stale: `stop`, and its answer is dropped (on_ready when it comes)
//   shutdown()       `quit`; nothing more is reported of this process
// An engine that does not finish the handshake in time, or does not answer `stop` within
// SessionTimes::stop_grace, is killed and reported as hung; a process that ends (or cannot start) is
// reported as ended. Each failure is reported once (on_failure), and the session is then Down until
// the next start(). Other lines after the handshake (`response`, `error`, ...) go to on_other.
//
// Why here and not in adapters/common: it is built on Boost.Asio's io_context, which only the web
// bridge runs; the referee, uiw-gtp and uiw-tune drive their engines synchronously from their own
// threads through ChildEngine, which stays the adapters' common part.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine_process.h"
#include "expected.h"
#include "info_line.h"

namespace adapters::web {

struct SessionTimes {
  std::chrono::milliseconds handshake = std::chrono::seconds(10);
  std::chrono::milliseconds search_grace = std::chrono::seconds(5);  // beyond a search's allowance, before `stop`
  std::chrono::milliseconds stop_grace = std::chrono::seconds(3);    // after `stop`, before the engine is hung
};

struct SessionFailure {
  enum class Kind {
    HandshakeTimeout,  // no `uiwok` / `readyok` in time: killed
    Hung,              // no `bestmove` in time after `stop`: killed
    Ended,             // the process ended (exited, crashed, was killed), or could not start
  };
  Kind kind = Kind::Ended;
  bool during_handshake = false;  // it never became ready
  std::string message;            // for people: "the engine exited with code 3", ...
};

struct SessionEvents {
  std::function<void(const std::string& line, bool to_engine)> traffic;  // every line, both ways (optional)
  std::function<void()> on_ready;                            // handshake done, or a cancelled search answered
  std::function<void(const uiw::InfoReport& info)> on_info;  // during a search
  std::function<void(const std::string& move)> on_bestmove;  // the search's answer ("" when unreadable or none)
  std::function<void(const std::string& line)> on_other;     // any other line after the handshake (optional)
  std::function<void(const SessionFailure& failure)> on_failure;
};

using RuleSettings = std::vector<std::pair<std::string, std::string>>;

class EngineSession {
 public:
  enum class State { Down, Handshake, Ready, Searching, Stopping };

  EngineSession(boost::asio::io_context& io, ChildSpec spec, SessionEvents events, SessionTimes times = {});
  // A session that is not Down tells its engine `quit` (as shutdown(), but without reporting the line:
  // its owner is going); its process then gets a moment to leave before it is killed (EngineProcess).
  ~EngineSession();
  EngineSession(const EngineSession&) = delete;
  EngineSession& operator=(const EngineSession&) = delete;

  void start();
  void shutdown();
  State state() const { return state_; }
  // The engine's `id name` in this process (empty before it said it, or once it is down).
  const std::string& name() const { return name_; }
  bool has_option(const std::string& name) const;
  int pid() const { return process_.pid(); }
  const ChildSpec& spec() const { return process_.spec(); }
  // Every line both ways, and the process's end or kill, into `log` under the name `who` (uiw-web --log).
  void log_to(ProtocolLog* log, std::string who);

  // The game and its rules, as far as this process was not told them (only while Ready).
  inchworm::MaybeError select_game(const std::string& id, const RuleSettings& rules);
  // Writes a line (position, uiwnewgame, setoption, query ...) to the engine.
  void send(const std::string& line);
  // `go_line` ("go movetime 1000"); allowance: how long it may take (none: no time bound).
  void go(const std::string& go_line, std::optional<std::chrono::milliseconds> allowance);
  void stop();
  void cancel();

 private:
  void on_line(const std::string& line);
  void on_handshake_line(const std::string& line, const std::vector<std::string>& words);
  void on_end(const std::string& why);
  void fail(SessionFailure::Kind kind, const std::string& message, bool kill);
  void arm_timer(std::chrono::milliseconds after, void (EngineSession::*what)());
  void disarm();
  void on_handshake_timeout();
  void on_search_overdue();
  void on_stop_overdue();

  SessionEvents events_;
  SessionTimes times_;
  EngineProcess process_;
  boost::asio::steady_timer timer_;
  unsigned timer_serial_ = 0;  // a timer callback whose serial is old was cancelled
  State state_ = State::Down;
  std::string name_;
  std::map<std::string, std::vector<std::string>> options_;  // lower-case names -> a combo's choices (lower case)
  std::optional<std::string> game_;                          // the game this process was told
  std::optional<RuleSettings> rules_;                        // the rules it was told
  bool overdue_ = false;                                     // the search ran over its time and was sent `stop`
};

}  // namespace adapters::web
