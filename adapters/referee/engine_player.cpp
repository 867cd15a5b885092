#include "engine_player.h"

#include <cmath>
#include <cstring>
#include <thread>

#include "safe_text.h"

namespace referee {

using adapters::quoted_output;

namespace {

using Clock = adapters::ChildEngine::Clock;
using adapters::ReadStatus;

MoveReply interrupted_reply() {
  MoveReply r;
  r.failure = Failure::Interrupted;
  r.detail = "the referee was asked to stop";
  return r;
}

}  // namespace

std::string signal_name(int signal) {
  const char* abbreviation = ::sigabbrev_np(signal);
  return abbreviation ? std::string("SIG") + abbreviation : "signal " + std::to_string(signal);
}

adapters::ChildSpec engine_process_spec(const EngineConfig& c, const adapters::Interrupt* interrupt) {
  adapters::ChildSpec spec;
  spec.program = c.command;
  spec.args = c.args;
  spec.working_dir = c.working_dir;
  spec.stderr_path = c.stderr_path;
  // A Ctrl-C on the terminal reaches only the referee, which then ends the engines' games in order.
  spec.own_process_group = true;
  spec.interrupt = interrupt;
  return spec;
}

bool add_info_line(uiw::InfoReport& report, std::string_view line) {
  const auto parsed = uiw::parse_info_line(line);
  if (!parsed) return false;
  const uiw::InfoReport& info = *parsed;
  if (info.depth) report.depth = info.depth;
  if (info.seldepth) report.seldepth = info.seldepth;
  if (info.multipv) report.multipv = info.multipv;
  if (!info.score_kind.empty()) {
    report.score_kind = info.score_kind;
    report.score_value = info.score_value;
    report.score_bound = info.score_bound;
  }
  if (info.nodes) report.nodes = info.nodes;
  if (info.nps) report.nps = info.nps;
  if (info.time_ms) report.time_ms = info.time_ms;
  if (info.hashfull) report.hashfull = info.hashfull;
  if (!info.pv.empty()) report.pv = info.pv;
  return true;
}

EnginePlayer::EnginePlayer(EngineConfig config, std::vector<std::pair<std::string, std::string>> game_options,
                           PlayerContext context)
    : config_(std::move(config)),
      game_options_(std::move(game_options)),
      timeouts_(context.timeouts),
      log_(context.log),
      started_once_(context.started_once ? context.started_once : &own_started_once_),
      child_(engine_process_spec(config_, context.interrupt)) {}

EnginePlayer::~EnginePlayer() { quit(); }

bool EnginePlayer::send(const std::string& line) {
  if (log_) log_->line(config_.name, child_.pid(), true, line);
  return child_.write_line(line);
}

adapters::ReadResult EnginePlayer::receive(Clock::time_point deadline) {
  adapters::ReadResult r = child_.read_line_until(deadline);
  if (r.status == ReadStatus::Line && r.unterminated) {
    // Half a line, then the output closed: the engine died writing it. What it wrote is no protocol
    // line; it only tells what the engine was doing.
    if (log_) log_->line(config_.name, child_.pid(), false, r.line + " (cut off: no end of line)");
    last_words_ = "after writing " + quoted_output(r.line) + " without an end of line";
    return {ReadStatus::Closed, {}, false};
  }
  if (log_ && r.status == ReadStatus::Interrupted) log_->line(config_.name, child_.pid(), false, "(interrupted)");
  if (log_ && r.status == ReadStatus::Line) log_->line(config_.name, child_.pid(), false, r.line);
  if (log_ && r.status == ReadStatus::Closed) log_->line(config_.name, child_.pid(), false, "(end of output)");
  return r;
}

MoveReply EnginePlayer::misbehaved(Failure f, const std::string& detail, const std::string& line, const char* when) {
  // An engine that dies right after a bad line crashed: what happened to the process comes before what
  // it printed last. A live one has its output still open after this wait, which a misbehaving engine
  // alone costs: 50 ms was too short for a sanitized engine's abort on a loaded machine.
  const auto until = Clock::now() + std::chrono::milliseconds(500);
  for (;;) {
    const auto r = receive(until);
    if (r.status == ReadStatus::Closed) {
      if (last_words_.empty()) last_words_ = "after sending " + quoted_output(line);
      return crash_reply(when);
    }
    if (r.status != ReadStatus::Line) return fail(f, detail);
  }
}

MoveReply EnginePlayer::fail(Failure f, std::string detail) {
  MoveReply r;
  r.failure = f;
  r.detail = std::move(detail);
  return r;
}

MoveReply EnginePlayer::crash_reply(const char* when) {
  // A write that failed because the referee is stopping is no crash.
  if (child_.spec().interrupt && child_.spec().interrupt->triggered()) return interrupted_reply();
  // Give a process that closed its output a moment to be reaped, for its exit code.
  for (int i = 0; i < 100 && child_.running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  std::string detail = std::string("exited ") + when;
  if (auto code = child_.exit_code())
    detail += *code < 0 ? " (killed by " + signal_name(-*code) + ")" : " (exit code " + std::to_string(*code) + ")";
  if (!last_words_.empty()) detail += " " + std::exchange(last_words_, {});
  return fail(Failure::Crash, detail);
}

MoveReply EnginePlayer::start() {
  MoveReply r = start_and_handshake();
  if (r.failure == Failure::None)
    started_once_->store(true);
  else if (r.failure != Failure::Interrupted && !started_once_->load())
    r.never_started = true;
  return r;
}

MoveReply EnginePlayer::start_and_handshake() {
  started_ = false;
  ++starts_;
  last_words_.clear();
  id_name_.clear();
  if (auto error = child_.start()) return fail(Failure::Crash, *error);
  if (!send(config_.hello())) return crash_reply("at start");
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.start_ms);
  for (;;) {
    auto r = receive(deadline);
    if (r.status == ReadStatus::Interrupted) return interrupted_reply();
    if (r.status == ReadStatus::Closed) return crash_reply("at start");
    if (r.status == ReadStatus::Timeout)
      return fail(Failure::Stall, "no " + std::string(config_.hello_ok()) + " within " +
                                      std::to_string(timeouts_.start_ms) + " ms of starting");
    if (r.line == config_.hello_ok()) break;
    if (r.line.rfind("id name ", 0) == 0) id_name_ = r.line.substr(8);
  }
  for (const auto& [name, value] : game_options_)
    if (!send("setoption name " + name + " value " + value)) return crash_reply("while setting options");
  for (const auto& [name, value] : config_.options)
    if (!send("setoption name " + name + " value " + value)) return crash_reply("while setting options");
  MoveReply ready = wait_ready("after its options");
  if (ready.failure == Failure::None) started_ = true;
  return ready;
}

MoveReply EnginePlayer::wait_ready(const char* when) {
  if (!send("isready")) return crash_reply(when);
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.ready_ms);
  for (;;) {
    auto r = receive(deadline);
    if (r.status == ReadStatus::Interrupted) return interrupted_reply();
    if (r.status == ReadStatus::Closed) return crash_reply(when);
    if (r.status == ReadStatus::Timeout)
      return fail(Failure::Stall, "no readyok within " + std::to_string(timeouts_.ready_ms) + " ms " + when);
    if (r.line == "readyok") return {};
    if (r.line.rfind("error", 0) == 0)
      return misbehaved(Failure::EngineError, "answered " + quoted_output(r.line) + " " + when, r.line, when);
  }
}

MoveReply EnginePlayer::prepare_game() {
  if (!started_ || !child_.running()) {
    MoveReply r = start();
    if (r.failure != Failure::None) return r;
  }
  if (!cores_.empty()) child_.pin_to_cores(cores_);
  if (!send(config_.new_game())) return crash_reply("before the game");
  return wait_ready("before the game");
}

MoveReply EnginePlayer::play(const std::string& position_command, const std::string& go_command,
                             std::optional<double> limit_ms, const InfoObserver& on_info) {
  // Output left over from the last move: a second `bestmove` would be taken for this move's answer.
  for (;;) {
    auto r = receive(Clock::now());
    if (r.status != ReadStatus::Line) break;
    if (r.line.rfind("bestmove", 0) == 0)
      return misbehaved(Failure::Garbage, "sent a second bestmove: " + quoted_output(r.line), r.line,
                        "before its move");
  }
  if (!send(position_command) || !send(go_command)) return crash_reply("before its move");
  const auto t0 = Clock::now();
  const auto ready_wait = std::chrono::milliseconds(timeouts_.ready_ms);
  const Clock::time_point deadline =
      limit_ms ? t0 + std::chrono::microseconds(std::llround(*limit_ms * 1000)) : Clock::time_point::max();
  // Without a time limit the engine is asked `isready` after each quiet spell, to tell a long search
  // from a hung process.
  bool pinged = false;
  Clock::time_point ping_deadline = Clock::time_point::max();
  Clock::time_point quiet_until = t0 + ready_wait;
  MoveReply reply;
  for (;;) {
    const Clock::time_point wait_until = limit_ms ? deadline : pinged ? ping_deadline : quiet_until;
    auto r = receive(wait_until);
    if (r.status == ReadStatus::Interrupted) return interrupted_reply();
    if (r.status == ReadStatus::Closed) return crash_reply("during its move");
    if (r.status == ReadStatus::Timeout) {
      if (limit_ms) {
        // Out of time: a live engine still answers `isready` after `stop`; a hung one does not.
        send("stop");
        MoveReply ready = wait_ready("after its time ran out");
        if (ready.failure != Failure::None) return ready;
        return fail(Failure::TimeForfeit, "no move within " + std::to_string(std::llround(*limit_ms)) + " ms");
      }
      if (pinged)
        return fail(Failure::Stall,
                    "no readyok within " + std::to_string(timeouts_.ready_ms) + " ms during its search");
      if (!send("isready")) return crash_reply("during its move");
      pinged = true;
      ping_deadline = Clock::now() + ready_wait;
      continue;
    }
    const std::string& line = r.line;
    if (!pinged) quiet_until = Clock::now() + ready_wait;
    const std::size_t space = line.find(' ');
    const std::string word = line.substr(0, space);
    if (word == "info") {
      if (add_info_line(reply.info, line) && on_info) on_info(reply.info);
    } else if (word == "bestmove") {
      const auto best = uiw::parse_bestmove_line(line);
      if (!best)
        return misbehaved(Failure::Garbage, "bestmove without a move: " + quoted_output(line), line, "during its move");
      reply.move = best->move;
      reply.elapsed_ms =
          double(std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - t0).count()) / 1000;
      return reply;
    } else if (word == "readyok") {
      pinged = false;
      quiet_until = Clock::now() + ready_wait;
    } else if (word == "error") {
      return misbehaved(Failure::EngineError, "answered " + quoted_output(line), line, "during its move");
    } else if (!line.empty() && word != "id" && word != "option") {
      return misbehaved(Failure::Garbage, "sent " + quoted_output(line) + " during its move", line, "during its move");
    }
  }
}

void EnginePlayer::quit(std::chrono::milliseconds grace) {
  if (child_.running()) {
    send("stop");  // a search in progress ends first
    send("quit");
    child_.stop(grace);
  }
  started_ = false;
}

void EnginePlayer::kill() {
  child_.kill();
  started_ = false;
}

}  // namespace referee
