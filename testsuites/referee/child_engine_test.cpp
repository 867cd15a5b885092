// ChildEngine against real processes: the mock engine and plain shell programs.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <thread>

#include "child_engine.h"
#include "referee_run.h"

using adapters::ChildEngine;
using adapters::ReadStatus;
using namespace std::chrono_literals;

namespace child_engine_test {
namespace {

adapters::ChildSpec spec(std::string program, std::vector<std::string> args = {}) {
  adapters::ChildSpec s;
  s.program = std::move(program);
  s.args = std::move(args);
  return s;
}

// Reads lines until one equals `want`; false on timeout or end of output.
bool read_until(ChildEngine& e, const std::string& want, std::chrono::milliseconds timeout = 5000ms) {
  for (;;) {
    auto r = e.read_line(timeout);
    if (r.status != ReadStatus::Line) return false;
    if (r.line == want) return true;
  }
}

}  // namespace

TEST_CASE("child engine: handshake, lines and quit", "[child]") {
  ChildEngine e(spec(MOCK_ENGINE, {"--name", "Mocky"}));
  REQUIRE_FALSE(e.start());
  CHECK(e.running());
  CHECK(e.pid() > 0);
  REQUIRE(e.write_line("uiw"));
  auto first = e.read_line(5000ms);
  REQUIRE(first.status == ReadStatus::Line);
  CHECK(first.line == "id name Mocky");
  CHECK(read_until(e, "uiwok"));
  REQUIRE(e.write_line("isready"));
  CHECK(read_until(e, "readyok"));
  REQUIRE(e.write_line("quit"));
  CHECK(e.read_line(5000ms).status == ReadStatus::Closed);
  e.stop(2000ms);
  CHECK_FALSE(e.running());
  CHECK(e.exit_code() == 0);
}

TEST_CASE("child engine: read times out on a silent child, kill ends it", "[child]") {
  ChildEngine e(spec("sleep", {"30"}));
  REQUIRE_FALSE(e.start());
  const auto t0 = std::chrono::steady_clock::now();
  CHECK(e.read_line(100ms).status == ReadStatus::Timeout);
  CHECK(std::chrono::steady_clock::now() - t0 >= 100ms);
  CHECK(e.running());
  e.kill();
  CHECK_FALSE(e.running());
  CHECK(e.exit_code() == -9);
  CHECK_FALSE(e.write_line("anything"));
}

TEST_CASE("child engine: exit is seen, the last unterminated line is still read and marked", "[child]") {
  ChildEngine e(spec("sh", {"-c", "printf 'one\\r\\ntwo'; exit 7"}));
  REQUIRE_FALSE(e.start());
  auto a = e.read_line(5000ms);
  CHECK((a.status == ReadStatus::Line && a.line == "one"));
  CHECK_FALSE(a.unterminated);
  auto b = e.read_line(5000ms);
  CHECK((b.status == ReadStatus::Line && b.line == "two"));
  CHECK(b.unterminated);  // the child's output ended inside it
  CHECK(e.read_line(5000ms).status == ReadStatus::Closed);
  for (int i = 0; i < 500 && e.running(); ++i) std::this_thread::sleep_for(2ms);
  CHECK(e.exit_code() == 7);
  // Writing to a child that has gone fails instead of raising SIGPIPE.
  CHECK_FALSE(e.write_line("hello"));
}

TEST_CASE("child engine: restart after a crash, working directory, missing program", "[child]") {
  ChildEngine e(spec(MOCK_ENGINE, {"--mode", "crash-on-go"}));
  REQUIRE_FALSE(e.start());
  REQUIRE(e.write_line("go depth 1"));
  CHECK(e.read_line(5000ms).status == ReadStatus::Closed);
  for (int i = 0; i < 500 && e.running(); ++i) std::this_thread::sleep_for(2ms);
  CHECK(e.exit_code() == 3);
  REQUIRE_FALSE(e.restart());
  REQUIRE(e.write_line("isready"));
  CHECK(read_until(e, "readyok"));

  auto pwd_spec = spec("pwd");
  pwd_spec.working_dir = "/tmp";
  ChildEngine pwd(pwd_spec);
  REQUIRE_FALSE(pwd.start());
  auto line = pwd.read_line(5000ms);
  CHECK(line.line == "/tmp");

  ChildEngine missing(spec("/nonexistent/engine"));
  auto error = missing.start();
  REQUIRE(error);
  CHECK(error->find("/nonexistent/engine") != std::string::npos);
  CHECK_FALSE(missing.running());
}

TEST_CASE("child engine: very long lines come in pieces", "[child]") {
  auto long_spec = spec("sh", {"-c", "head -c 3000 /dev/zero | tr '\\0' 'a'; echo"});
  long_spec.max_line_length = 1000;
  ChildEngine e(long_spec);
  REQUIRE_FALSE(e.start());
  for (int i = 0; i < 3; ++i) {
    auto r = e.read_line(5000ms);
    REQUIRE(r.status == ReadStatus::Line);
    CHECK(r.line.size() == 1000);
  }
}

TEST_CASE("child engine: a later child does not keep an earlier child's output open", "[child]") {
  ChildEngine first(spec("sh", {"-c", "sleep 0.2"}));
  REQUIRE_FALSE(first.start());
  ChildEngine second(spec("sleep", {"30"}));
  REQUIRE_FALSE(second.start());
  // Without close-on-exec the sleeping second child would hold the first one's pipe: a timeout here.
  CHECK(first.read_line(5000ms).status == ReadStatus::Closed);
  CHECK(second.running());
}

TEST_CASE("child engine: the child starts clean (signals, mask, death signal)", "[child]") {
  // The caller ignores SIGPIPE (every ChildEngine user does, from the first start) and blocks SIGUSR1
  // in this thread: neither may reach the engine.
  ChildEngine warm_up(spec("true"));
  REQUIRE_FALSE(warm_up.start());
  sigset_t usr1, old;
  sigemptyset(&usr1);
  sigaddset(&usr1, SIGUSR1);
  REQUIRE(pthread_sigmask(SIG_BLOCK, &usr1, &old) == 0);
  const std::string dir = referee_test::scratch_dir("child-report");
  for (bool own_group : {false, true}) {
    auto s = spec(MOCK_ENGINE, {"--report", dir});
    s.own_process_group = own_group;
    ChildEngine e(s);
    REQUIRE_FALSE(e.start());
    REQUIRE(e.write_line("uiw"));
    REQUIRE(read_until(e, "uiwok"));  // the report is written before the first line is read
    const std::string report = referee_test::read_text(dir + "/" + std::to_string(e.pid()) + ".txt");
    INFO(report);
    CHECK(report.find("fds:\n") != std::string::npos);
    CHECK(report.find("sigpipe: default\n") != std::string::npos);
    CHECK(report.find("blocked:\n") != std::string::npos);
    CHECK(report.find("pdeathsig: 9\n") != std::string::npos);
    CHECK(report.find(own_group ? "own group: yes" : "own group: no") != std::string::npos);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
}

TEST_CASE("child engine: the child dies with the thread that started it", "[child]") {
  // Stands for a referee killed by SIGKILL: no destructor runs, the engine must not search on.
  ChildEngine e(spec("sleep", {"30"}));
  std::thread starter([&] { REQUIRE_FALSE(e.start()); });
  starter.join();
  for (int i = 0; i < 2500 && e.running(); ++i) std::this_thread::sleep_for(2ms);
  CHECK_FALSE(e.running());
  CHECK(e.exit_code() == -SIGKILL);
}

TEST_CASE("child engine: an interrupt ends waits at once", "[child]") {
  adapters::Interrupt interrupt;
  CHECK_FALSE(interrupt.triggered());
  auto s = spec("sh", {"-c", "echo first; sleep 30"});
  s.interrupt = &interrupt;
  ChildEngine e(s);
  REQUIRE_FALSE(e.start());
  auto first = e.read_line(5000ms);
  CHECK((first.status == ReadStatus::Line && first.line == "first"));
  const auto t0 = std::chrono::steady_clock::now();
  std::thread trigger([&] {
    std::this_thread::sleep_for(50ms);
    interrupt.trigger();
  });
  CHECK(e.read_line(20000ms).status == ReadStatus::Interrupted);
  trigger.join();
  CHECK(std::chrono::steady_clock::now() - t0 < 10000ms);  // a generous bound: the wait was 20 s
  CHECK(interrupt.triggered());
  CHECK(e.read_line(20000ms).status == ReadStatus::Interrupted);  // it stays triggered
  CHECK(e.running());
  e.kill();
}

}  // namespace child_engine_test
