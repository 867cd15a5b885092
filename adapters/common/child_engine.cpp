#include "child_engine.h"

#ifndef BOOST_PROCESS_USE_STD_FS
#define BOOST_PROCESS_USE_STD_FS
#endif
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/process.hpp>
#include <boost/process/extend.hpp>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <thread>

namespace adapters {

namespace bp = boost::process;

struct ChildEngine::Process {
  bp::pipe input;   // we write the child's standard input
  bp::pipe output;  // we read the child's standard output
  bp::child child;
};

namespace {

// A write to a pipe whose reader has exited must fail with EPIPE, not kill the whole program.
void ignore_sigpipe_once() {
  static const bool done = [] {
    std::signal(SIGPIPE, SIG_IGN);
    return true;
  }();
  (void)done;
}

std::filesystem::path find_program(const std::string& program) {
  if (program.find('/') != std::string::npos) return program;
  return bp::search_path(program);
}

int milliseconds_until(ChildEngine::Clock::time_point deadline) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - ChildEngine::Clock::now()).count();
  return left <= 0 ? 0 : left > 1'000'000'000 ? 1'000'000'000 : int(left);
}

enum class Wait { Ready, Timeout, Interrupted };

// Waits until `fd` is readable (or writable), the deadline passes, or `interrupt` (-1: none) is triggered.
Wait wait_fd(int fd, short events, ChildEngine::Clock::time_point deadline, int interrupt) {
  for (;;) {
    pollfd p[2] = {{fd, events, 0}, {interrupt, POLLIN, 0}};
    const int n = ::poll(p, interrupt >= 0 ? 2 : 1, milliseconds_until(deadline));
    if (n > 0) return interrupt >= 0 && p[1].revents ? Wait::Interrupted : Wait::Ready;
    if (n == 0) return Wait::Timeout;
    if (errno != EINTR) return Wait::Timeout;
  }
}

// Run in the child between fork and exec (async-signal-safe calls only), after the standard streams
// are in place: no descriptor beyond 0-2 survives the exec (the caller's files, and whatever the
// caller itself inherited without close-on-exec; marked, not closed, so that Boost's exec-error pipe
// still works), default signal actions and an empty mask instead of the caller's, death with the
// thread that started it, optionally a process group of its own.
struct CleanChild : bp::extend::handler {
  pid_t parent = 0;
  bool own_process_group = false;

  template <class Executor>
  void on_exec_setup(Executor&) const {
    if (::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0)
      for (int fd = 3; fd < 4096; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);  // kernels before 5.11
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    for (int sig = 1; sig < NSIG; ++sig)
      if (sig != SIGKILL && sig != SIGSTOP) ::sigaction(sig, &default_action, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    if (own_process_group) ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(127);  // the caller died before the death signal was set
  }
};

}  // namespace

Interrupt::Interrupt() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0) {
    read_fd_ = fds[0];
    write_fd_ = fds[1];
  }
}

Interrupt::~Interrupt() {
  if (read_fd_ >= 0) ::close(read_fd_);
  if (write_fd_ >= 0) ::close(write_fd_);
}

void Interrupt::trigger() const {
  const char byte = 1;
  [[maybe_unused]] const ssize_t n = ::write(write_fd_, &byte, 1);  // a full pipe is triggered already
}

bool Interrupt::triggered() const {
  pollfd p{read_fd_, POLLIN, 0};
  return ::poll(&p, 1, 0) > 0;
}

ChildEngine::ChildEngine(ChildSpec spec) : spec_(std::move(spec)) {}

ChildEngine::~ChildEngine() { kill(); }

std::optional<std::string> ChildEngine::start() {
  ignore_sigpipe_once();
  kill();
  buffer_.clear();
  output_closed_ = false;
  exit_code_.reset();
  const std::filesystem::path exe = find_program(spec_.program);
  if (exe.empty()) return "program not found: " + spec_.program;
  try {
    // Pipes are created without close-on-exec; setting it under one lock before any spawn keeps one
    // child's pipe ends out of every other child (Boost's limit_handles breaks exec error reporting in
    // 1.81), so a child's exit always shows as end of file.
    static std::mutex spawn_mutex;
    std::lock_guard lock(spawn_mutex);
    auto p = std::make_unique<Process>();
    for (int fd :
         {p->input.native_source(), p->input.native_sink(), p->output.native_source(), p->output.native_sink()})
      ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    const std::filesystem::path dir =
        spec_.working_dir.empty() ? std::filesystem::current_path() : std::filesystem::path(spec_.working_dir);
    CleanChild clean;
    clean.parent = ::getpid();
    clean.own_process_group = spec_.own_process_group;
    if (spec_.inherit_stderr) {
      p->child = bp::child(bp::exe(exe), bp::args(spec_.args), bp::start_dir(dir),
                           bp::std_in<p->input, bp::std_out> p->output, bp::std_err > stderr, clean);
    } else if (spec_.stderr_path.empty()) {
      p->child = bp::child(bp::exe(exe), bp::args(spec_.args), bp::start_dir(dir),
                           bp::std_in<p->input, bp::std_out> p->output, bp::std_err > bp::null, clean);
    } else {
      const std::filesystem::path log = spec_.stderr_path;
      p->child = bp::child(bp::exe(exe), bp::args(spec_.args), bp::start_dir(dir),
                           bp::std_in<p->input, bp::std_out> p->output, bp::std_err > log, clean);
    }
    // Writes must never block forever on a child that stopped reading: write_line polls instead.
    const int sink = p->input.native_sink();
    ::fcntl(sink, F_SETFL, ::fcntl(sink, F_GETFL) | O_NONBLOCK);
    process_ = std::move(p);
  } catch (const std::exception& e) {
    return "cannot start " + spec_.program + ": " + e.what();
  }
  return std::nullopt;
}

bool ChildEngine::write_line(std::string_view line) {
  if (!process_ || !process_->input.is_open()) return false;
  std::string data(line);
  data += '\n';
  const int fd = process_->input.native_sink();
  std::size_t done = 0;
  // A child that reads nothing for this long while its pipe is full is treated as gone for writing.
  const auto deadline = Clock::now() + std::chrono::seconds(5);
  while (done < data.size()) {
    const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n > 0) {
      done += std::size_t(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (wait_fd(fd, POLLOUT, deadline, interrupt_fd()) != Wait::Ready) return false;
    } else {
      return false;  // EPIPE: the child has exited
    }
  }
  return true;
}

ReadResult ChildEngine::read_line(std::chrono::milliseconds timeout) { return read_line_until(Clock::now() + timeout); }

int ChildEngine::interrupt_fd() const { return spec_.interrupt ? spec_.interrupt->fd() : -1; }

ReadResult ChildEngine::read_line_until(Clock::time_point deadline) {
  if (spec_.interrupt && spec_.interrupt->triggered()) return {ReadStatus::Interrupted, {}};
  for (;;) {
    const std::size_t end = buffer_.find('\n');
    const bool whole = end != std::string::npos && end <= spec_.max_line_length;
    if (whole || buffer_.size() >= spec_.max_line_length) {
      // A line longer than the limit comes in pieces of the limit's length.
      const std::size_t cut = whole ? end : spec_.max_line_length;
      ReadResult r{ReadStatus::Line, buffer_.substr(0, cut)};
      buffer_.erase(0, whole ? cut + 1 : cut);
      if (!r.line.empty() && r.line.back() == '\r') r.line.pop_back();
      return r;
    }
    if (output_closed_ || !process_) {
      // A last line without its newline is still returned, marked as cut off.
      if (!buffer_.empty()) return {ReadStatus::Line, std::exchange(buffer_, {}), true};
      return {ReadStatus::Closed, {}};
    }
    const int fd = process_->output.native_source();
    const Wait w = wait_fd(fd, POLLIN, deadline, interrupt_fd());
    if (w == Wait::Timeout) return {ReadStatus::Timeout, {}};
    if (w == Wait::Interrupted) return {ReadStatus::Interrupted, {}};
    char chunk[4096];
    const ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n > 0)
      buffer_.append(chunk, std::size_t(n));
    else if (n == 0 || (errno != EINTR && errno != EAGAIN))
      output_closed_ = true;
  }
}

bool ChildEngine::running() {
  if (!process_) return false;
  if (exit_code_) return false;
  std::error_code ec;
  if (process_->child.running(ec)) return true;
  reap();
  return false;
}

std::optional<int> ChildEngine::exit_code() {
  running();
  return exit_code_;
}

bool ChildEngine::pin_to_cores(const std::vector<int>& cores) {
  if (!running() || cores.empty()) return false;
  cpu_set_t set;
  CPU_ZERO(&set);
  for (int core : cores) CPU_SET(core, &set);
  bool all = true;
  const std::string tasks = "/proc/" + std::to_string(pid()) + "/task";
  std::error_code ec;
  for (const auto& task : std::filesystem::directory_iterator(tasks, ec))
    all = ::sched_setaffinity(pid_t(std::atoi(task.path().filename().c_str())), sizeof set, &set) == 0 && all;
  return all && !ec;
}

int ChildEngine::pid() const { return process_ && !exit_code_ ? int(process_->child.id()) : 0; }

void ChildEngine::reap() {
  if (!process_ || exit_code_) return;
  const int status = process_->child.native_exit_code();
  exit_code_ = WIFSIGNALED(status) ? -WTERMSIG(status) : WEXITSTATUS(status);
}

void ChildEngine::stop(std::chrono::milliseconds grace) {
  if (!process_) return;
  process_->input.close();
  const auto deadline = Clock::now() + grace;
  while (running() && Clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  kill();
}

void ChildEngine::kill() {
  if (!process_) return;
  std::error_code ec;
  if (!exit_code_ && process_->child.running(ec)) {
    process_->child.terminate(ec);  // SIGKILL, then waits for it (Boost keeps no status then)
    exit_code_ = -SIGKILL;
  }
  reap();
  if (process_->child.joinable()) process_->child.detach();
  const int status = exit_code_.value_or(0);
  process_.reset();
  exit_code_ = status;
  output_closed_ = true;
}

}  // namespace adapters
