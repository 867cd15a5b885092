// The engine child process behind the bridge. One worker thread owns the ChildEngine (it is used by
// one thread at a time): it writes queued lines, reads output with a short timeout, and posts every
// line and the process's end to the io_context, where the bridge handles them. Events of a process
// that was replaced by a restart are dropped, so a restart never sees the old engine's output. With a
// protocol log, the worker writes each line there as it writes or reads it, under the pid of the process
// that got or wrote it, and notes each process's end and kill.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

#include "child_engine.h"
#include "protocol_log.h"

namespace adapters::web {

class EngineProcess {
 public:
  using LineHandler = std::function<void(const std::string&)>;
  // Why the process ended, for people ("exited with code 3", "killed by signal 9"), or why it could
  // not start.
  using EndHandler = std::function<void(const std::string&)>;

  EngineProcess(boost::asio::io_context& io, ChildSpec spec, LineHandler on_line, EndHandler on_end);
  // Ends the process: the lines still queued (a `quit`) are written first, and then a process that was
  // sent any gets kQuitGrace to leave by itself before it is killed.
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Starts the process, or starts it again (the old one is killed). Lines sent afterwards go to the
  // new process.
  void start();
  void send(const std::string& line);
  // Kills the process now (`why`, for the log); its end is reported like a crash.
  void kill(const std::string& why = "");
  // Every line both ways, and each process's end and kill, into `log` under the name `who`.
  void log_to(ProtocolLog* log, std::string who);
  // Pid of the running process, or 0.
  int pid() const { return pid_.load(); }
  const ChildSpec& spec() const { return spec_; }

 private:
  enum class Request { None, Start, Kill };
  void work();
  void post_line(unsigned generation, std::string line);
  void post_end(unsigned generation, std::string why);

  boost::asio::io_context& io_;
  const ChildSpec spec_;
  LineHandler on_line_;
  EndHandler on_end_;
  unsigned generation_ = 0;  // io thread only: which start the bridge listens to

  std::mutex mutex_;
  std::condition_variable wake_;
  Request request_ = Request::None;
  unsigned requested_generation_ = 0;
  std::deque<std::string> outgoing_;
  std::string kill_reason_;
  ProtocolLog* log_ = nullptr;
  std::string log_name_;
  bool quit_ = false;
  std::atomic<int> pid_{0};
  std::thread worker_;
};

std::string describe_exit(std::optional<int> code);

}  // namespace adapters::web
