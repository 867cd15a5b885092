#include "engine_link.h"

#include <thread>

#include "text.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;
using Clock = ChildEngine::Clock;

ChildSpec child_spec(const EngineSpec& spec) {
  ChildSpec c;
  c.program = spec.program;
  c.args = spec.args;
  c.inherit_stderr = true;  // the engine's own messages reach the controller's log beside ours
  return c;
}

long long ms_since(Clock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}

bool starts_with(const std::string& line, std::string_view word) {
  return line.compare(0, word.size(), word) == 0 && (line.size() == word.size() || line[word.size()] == ' ');
}

// An engine's answer quoted in GTP messages: its first 120 bytes as the engine sent them, "..." after a
// longer one (the referee's adapters::quoted_output cuts at 80 and makes the text printable).
std::string quoted_line_start(const std::string& line) {
  return "'" + (line.size() > 120 ? line.substr(0, 120) + "..." : line) + "'";
}

}  // namespace

EngineLink::EngineLink(EngineSpec spec) : spec_(std::move(spec)), child_(child_spec(spec_)) {}

EngineLink::~EngineLink() { quit(); }

void EngineLink::quit() {
  if (child_.running()) {
    child_.write_line("quit");
    child_.stop(std::chrono::milliseconds(500));
  }
  ready_ = false;
}

std::string EngineLink::exit_text() {
  // A process that closed its output is reaped a moment later.
  for (int i = 0; i < 200 && child_.running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  const auto code = child_.exit_code();
  if (!code) return "closed its output";
  if (*code < 0) return "was killed by signal " + std::to_string(-*code);
  return "exited with code " + std::to_string(*code);
}

inchworm::MaybeError EngineLink::start() {
  ready_ = false;
  ++starts_;
  if (auto error = child_.start()) return Error{"the engine did not start: " + *error};
  if (!child_.write_line("uiw")) return Error{"the engine " + exit_text() + " at start"};
  const auto deadline = Clock::now() + std::chrono::milliseconds(spec_.start_ms);
  for (;;) {
    ReadResult r = child_.read_line_until(deadline);
    if (r.status == ReadStatus::Closed) return Error{"the engine " + exit_text() + " at start"};
    if (r.status != ReadStatus::Line)
      return Error{"the engine did not answer 'uiw' within " + std::to_string(spec_.start_ms) + " ms"};
    if (r.line == "uiwok") break;
    if (r.line.rfind("id name ", 0) == 0) name_ = r.line.substr(8);
  }
  child_.write_line("setoption name Game value " + spec_.game);
  for (const auto& [name, value] : spec_.options) child_.write_line("setoption name " + name + " value " + value);
  child_.write_line("isready");
  auto lines = until_ready("after its options");
  if (!lines) return Error{lines.error()};
  ready_ = true;
  return std::nullopt;
}

inchworm::Expected<std::vector<std::string>> EngineLink::until_ready(const char* when) {
  std::vector<std::string> lines;
  const auto deadline = Clock::now() + std::chrono::milliseconds(spec_.quiet_ms);
  for (;;) {
    ReadResult r = child_.read_line_until(deadline);
    if (r.status == ReadStatus::Closed) return Error{"the engine " + exit_text() + " " + when};
    if (r.status != ReadStatus::Line)
      return Error{"the engine did not answer 'isready' within " + std::to_string(spec_.quiet_ms) + " ms " + when};
    if (r.line == "readyok") return lines;
    if (starts_with(r.line, "error")) return Error{"the engine answered " + quoted_line_start(r.line) + " " + when};
    lines.push_back(r.line);
  }
}

void EngineLink::drain() {
  // Lines left over from an earlier exchange (after an error, say) belong to nobody.
  while (child_.read_line(std::chrono::milliseconds(0)).status == ReadStatus::Line) {
  }
}

void EngineLink::set_option(const std::string& name, const std::string& value) {
  bool known = false;
  for (auto& [n, v] : spec_.options)
    if (n == name) v = value, known = true;
  if (!known) spec_.options.emplace_back(name, value);
  if (ready_ && child_.running()) child_.write_line("setoption name " + name + " value " + value);
}

inchworm::MaybeError EngineLink::ensure_started(const std::string& position) {
  if (ready_ && child_.running()) {
    // Still there? An engine may have left between two commands; that is no failure of a search, so
    // it is only started again.
    drain();
    if (child_.write_line("isready") && until_ready("between moves")) return std::nullopt;
    child_.kill();
    ready_ = false;
  }
  if (auto e = start()) {
    child_.kill();
    ready_ = false;
    return e;
  }
  // The game so far, so that a new process knows it at once.
  child_.write_line(position);
  return std::nullopt;
}

inchworm::Error EngineLink::failed(const std::string& what, const std::string& position) {
  const bool alive = child_.running();
  child_.kill();
  ready_ = false;
  std::string message = what + (alive ? ": it was killed and" : ":");
  if (auto e = ensure_started(position))
    message += " starting it again failed (" + e->message + ")";
  else
    message += " started again with the game so far";
  return Error{message};
}

inchworm::Expected<SearchResult> EngineLink::search(const std::string& position, const std::string& go_args,
                                                    std::optional<long long> budget_ms) {
  if (auto e = ensure_started(position)) return *e;
  if (!child_.write_line(position) || !child_.write_line("go " + go_args))
    return failed("the engine " + exit_text() + " before its search", position);
  const auto t0 = Clock::now();
  const auto quiet = std::chrono::milliseconds(spec_.quiet_ms);
  const auto stop_at = budget_ms ? t0 + std::chrono::milliseconds(*budget_ms) : Clock::time_point::max();
  auto wake = std::min(stop_at, t0 + quiet);
  bool pinged = false, stopped = false;
  SearchResult result;
  for (;;) {
    ReadResult r = child_.read_line_until(wake);
    if (r.status == ReadStatus::Closed) return failed("the engine " + exit_text() + " during its search", position);
    if (r.status != ReadStatus::Line) {
      if (!stopped && Clock::now() >= stop_at) {
        // Over its time: a live engine answers `stop` with its move.
        child_.write_line("stop");
        stopped = true;
      } else if (pinged || stopped) {
        return failed(
            "the engine stopped answering during its search (no output for " + std::to_string(spec_.quiet_ms) + " ms)",
            position);
      } else {
        child_.write_line("isready");
        pinged = true;
      }
      wake = std::min(stopped ? Clock::time_point::max() : stop_at, Clock::now() + quiet);
      continue;
    }
    pinged = false;
    wake = std::min(stopped ? Clock::time_point::max() : stop_at, Clock::now() + quiet);
    if (starts_with(r.line, "info")) {
      if (auto info = uiw::parse_info_line(r.line); info && !info->score_kind.empty()) result.info = *info;
    } else if (starts_with(r.line, "bestmove")) {
      if (auto best = uiw::parse_bestmove_line(r.line))
        result.move = best->move;
      else if (r.line.find("(none)") == std::string::npos)
        return failed("the engine answered " + quoted_line_start(r.line) + ", not a move", position);
      result.elapsed_ms = ms_since(t0);
      return result;
    } else if (starts_with(r.line, "error")) {
      // It refused the position or the go command: its answer would be for another position.
      return failed("the engine answered " + quoted_line_start(r.line), position);
    }
  }
}

inchworm::Expected<std::vector<std::string>> EngineLink::ask(const std::string& position, const std::string& command) {
  if (auto e = ensure_started(position)) return *e;
  if (!child_.write_line(position) || !child_.write_line(command) || !child_.write_line("isready"))
    return failed("the engine " + exit_text() + " before '" + command + "'", position);
  auto lines = until_ready(("after '" + command + "'").c_str());
  if (!lines && lines.error().rfind("the engine answered", 0) == 0) return lines;  // alive: it refused the command
  if (!lines) return failed(lines.error(), position);
  return lines;
}

}  // namespace adapters::gtp
