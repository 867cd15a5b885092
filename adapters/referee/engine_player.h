// One engine process driven by the referee over uiw (or UGI): start and handshake, options, new game,
// one move at a time with the referee's own deadline. Every misbehaviour becomes a Failure with a
// reason and a detail; the caller then kills the process, and the next game starts it again.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "child_engine.h"
#include "engine_config.h"
#include "info_line.h"
#include "played_game.h"
#include "protocol_log.h"

namespace referee {

struct MoveReply {
  Failure failure = Failure::None;
  // The engine could not be started and never has been in this match (PlayerContext::started_once):
  // a setup error (wrong command, options it rejects), not a failure to count as a lost game.
  bool never_started = false;
  std::string detail;     // why, for people
  std::string move;       // the token after `bestmove`; empty for `bestmove (none)`
  uiw::InfoReport info;   // what the engine said about its search (see add_info_line)
  double elapsed_ms = 0;  // from sending `go` to reading `bestmove`, measured by the referee
};

struct Timeouts {
  long long start_ms = 10000;  // for the handshake answer after starting
  long long ready_ms = 5000;   // for `readyok`
};

// What players share with the match. Every pointer may be null; what it points to outlives the player.
struct PlayerContext {
  Timeouts timeouts;
  adapters::ProtocolLog* log = nullptr;            // every protocol line
  const adapters::Interrupt* interrupt = nullptr;  // when triggered, waits end: Failure::Interrupted
  std::atomic<bool>* started_once = nullptr;       // set once any player of this engine has started
};

// Called with what an engine has said about its search so far, after each `info` line of a move.
using InfoObserver = std::function<void(const uiw::InfoReport&)>;

class EnginePlayer {
 public:
  EnginePlayer(EngineConfig config, std::vector<std::pair<std::string, std::string>> game_options,
               PlayerContext context = {});
  ~EnginePlayer();

  const EngineConfig& config() const { return config_; }
  // The engine's own name (its `id name` line) from its last handshake; empty when it gave none.
  const std::string& id_name() const { return id_name_; }

  // Starts the process when it does not run (handshake, rule options, engine options), then
  // `uiwnewgame` and `isready`. Only `failure` and `detail` of the reply are used.
  MoveReply prepare_game();
  // -use-affinity: the cores this player's process runs on from its next game on (empty: any).
  void set_cores(std::vector<int> cores) { cores_ = std::move(cores); }
  // Sends the position and the go command and waits for `bestmove` until `limit_ms` after `go`
  // (nothing: no limit, but the engine must keep answering `isready`). `on_info` hears the search as it goes.
  MoveReply play(const std::string& position_command, const std::string& go_command, std::optional<double> limit_ms,
                 const InfoObserver& on_info = {});

  // Ends the process: `stop` and `quit`, then killed if it has not exited within `grace`.
  void quit(std::chrono::milliseconds grace = std::chrono::milliseconds(500));
  // Kills at once, after a failure: the next prepare_game starts a fresh process.
  void kill();
  // Processes started so far (1 + restarts).
  int starts() const { return starts_; }

 private:
  MoveReply start();  // start_and_handshake, noting whether this engine has ever started
  MoveReply start_and_handshake();
  MoveReply wait_ready(const char* when);
  MoveReply crash_reply(const char* when);
  MoveReply fail(Failure f, std::string detail);
  // A failure of protocol (garbage, an `error` answer) from the line `line`, or a crash when the process
  // dies at once (see crash_reply).
  MoveReply misbehaved(Failure f, const std::string& detail, const std::string& line, const char* when);
  // The child's write_line and read_line_until, with logging.
  bool send(const std::string& line);
  adapters::ReadResult receive(adapters::ChildEngine::Clock::time_point deadline);

  EngineConfig config_;
  std::vector<std::pair<std::string, std::string>> game_options_;
  Timeouts timeouts_;
  adapters::ProtocolLog* log_;
  std::atomic<bool>* started_once_;
  std::atomic<bool> own_started_once_{false};  // when the context gives none
  adapters::ChildEngine child_;
  bool started_ = false;
  int starts_ = 0;
  std::string last_words_;  // what a dying engine wrote last, for crash_reply's detail
  std::string id_name_;
  std::vector<int> cores_;  // the cores it is pinned to (-use-affinity), empty when not pinned
};

// Adds one `info` line to what an engine said about its search so far: each field the line gives
// replaces the earlier value (the last score, depth, nodes... win); `info string` lines carry no search
// data and change nothing. False when the line is not an `info` line.
bool add_info_line(uiw::InfoReport& report, std::string_view line);
// How an engine process is started: its command, arguments, folder and standard error, in a process
// group of its own (a Ctrl-C on the terminal reaches only the referee).
adapters::ChildSpec engine_process_spec(const EngineConfig& config, const adapters::Interrupt* interrupt);
// "SIGABRT", or "signal N" for a number the C library has no name for.
std::string signal_name(int signal);

}  // namespace referee
