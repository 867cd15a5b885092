#include "engine_process.h"

#include <boost/asio/post.hpp>

namespace adapters::web {

namespace {

// How long one read waits: the latency of a line sent while the worker is reading.
constexpr auto kReadSlice = std::chrono::milliseconds(20);
// Lines handled in one go before the worker looks at new requests again.
constexpr int kLinesPerSlice = 256;
// At the end, how long a process told its last lines (`quit`) may take to leave before it is killed.
constexpr auto kQuitGrace = std::chrono::milliseconds(500);

// The log, as the worker sees it: a line under the pid of the process it went to or came from, as the
// process had it when it started (once the process has been reaped, child.pid() is 0, while lines it
// wrote before it ended may still be read).
struct WorkerLog {
  ProtocolLog* log = nullptr;
  std::string name;
  int pid = 0;
  void line(bool to_engine, const std::string& text) const {
    if (log) log->line(name, pid, to_engine, text);
  }
};

bool write_logged(ChildEngine& child, const WorkerLog& log, const std::string& line) {
  const bool written = child.write_line(line);
  log.line(true, written ? line : "(not written, the engine has gone: " + line + ")");
  return written;
}

// The last lines (`quit`) to a running process, and a moment for it to leave by itself.
void leave_in_order(ChildEngine& child, const WorkerLog& log, const std::deque<std::string>& lines) {
  for (const auto& line : lines)
    if (!write_logged(child, log, line)) return;
  const auto deadline = ChildEngine::Clock::now() + kQuitGrace;
  while (child.running() && ChildEngine::Clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

}  // namespace

std::string describe_exit(std::optional<int> code) {
  if (!code) return "closed its output";
  if (*code < 0) return "was killed by signal " + std::to_string(-*code);
  return "exited with code " + std::to_string(*code);
}

EngineProcess::EngineProcess(boost::asio::io_context& io, ChildSpec spec, LineHandler on_line, EndHandler on_end)
    : io_(io), spec_(std::move(spec)), on_line_(std::move(on_line)), on_end_(std::move(on_end)) {
  worker_ = std::thread([this] { work(); });
}

EngineProcess::~EngineProcess() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  worker_.join();
}

void EngineProcess::start() {
  ++generation_;
  {
    std::lock_guard lock(mutex_);
    request_ = Request::Start;
    requested_generation_ = generation_;
    outgoing_.clear();  // meant for the old process
    pid_ = 0;           // the old one's is no longer wanted; the worker sets the new one's
  }
  wake_.notify_all();
}

void EngineProcess::send(const std::string& line) {
  {
    std::lock_guard lock(mutex_);
    outgoing_.push_back(line);
  }
  wake_.notify_all();
}

void EngineProcess::kill(const std::string& why) {
  {
    std::lock_guard lock(mutex_);
    if (request_ == Request::None) {
      request_ = Request::Kill;
      kill_reason_ = why;
    }
  }
  wake_.notify_all();
}

void EngineProcess::log_to(ProtocolLog* log, std::string who) {
  std::lock_guard lock(mutex_);
  log_ = log;
  log_name_ = std::move(who);
}

void EngineProcess::post_line(unsigned generation, std::string line) {
  boost::asio::post(io_, [this, generation, line = std::move(line)] {
    if (generation == generation_) on_line_(line);
  });
}

void EngineProcess::post_end(unsigned generation, std::string why) {
  boost::asio::post(io_, [this, generation, why = std::move(why)] {
    if (generation == generation_) on_end_(why);
  });
}

void EngineProcess::work() {
  ChildEngine child(spec_);
  unsigned generation = 0;
  bool alive = false;
  std::deque<std::string> last_lines;  // queued when the process was asked to end
  WorkerLog log;
  for (;;) {
    Request request;
    std::deque<std::string> lines;
    std::string kill_reason;
    {
      std::unique_lock lock(mutex_);
      // While nothing runs there is nothing to read: sleep until asked.
      if (!alive) wake_.wait(lock, [&] { return quit_ || request_ != Request::None; });
      // After the wait: a log given while the worker slept applies to the request that woke it.
      log.log = log_;
      if (log_ && log.name != log_name_) log.name = log_name_;
      if (quit_) {
        last_lines.swap(outgoing_);
        break;
      }
      request = std::exchange(request_, Request::None);
      if (request == Request::Start) generation = requested_generation_;
      if (request == Request::Kill) kill_reason.swap(kill_reason_);
      lines.swap(outgoing_);
    }
    if (request == Request::Kill && alive) {
      log.line(true, kill_reason.empty() ? "(killed)" : "(killed: " + kill_reason + ")");
      child.kill();
    }
    if (request == Request::Start) {
      if (alive && child.running()) log.line(true, "(killed: restarted)");
      child.kill();
      if (auto error = child.start()) {
        alive = false;
        pid_ = 0;
        log.pid = 0;
        log.line(false, "(" + *error + ")");
        post_end(generation, *error);
        continue;
      }
      alive = true;
      log.pid = child.pid();
      pid_ = log.pid;
    }
    if (!alive) continue;
    for (const auto& line : lines)
      if (!write_logged(child, log, line)) break;  // it has gone: the read below sees the end
    ReadResult r = child.read_line(kReadSlice);
    for (int n = 0; r.status == ReadStatus::Line && n < kLinesPerSlice; ++n) {
      log.line(false, r.line);
      post_line(generation, std::move(r.line));
      r = child.read_line(std::chrono::milliseconds(0));
    }
    if (r.status == ReadStatus::Line) {
      log.line(false, r.line);
      post_line(generation, std::move(r.line));
    }
    if (r.status == ReadStatus::Closed) {
      // The output closes just before the process is gone: give it a moment to report its exit.
      const auto deadline = ChildEngine::Clock::now() + std::chrono::milliseconds(500);
      while (child.running() && ChildEngine::Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      const auto code = child.exit_code();
      log.line(false, "(end of output: " + describe_exit(code) + ")");
      child.kill();
      alive = false;
      pid_ = 0;
      post_end(generation, "the engine " + describe_exit(code));
    }
  }
  if (alive && !last_lines.empty()) leave_in_order(child, log, last_lines);
  if (alive && child.running()) log.line(true, "(killed: still running as the bridge ends)");
  child.kill();
}

}  // namespace adapters::web
