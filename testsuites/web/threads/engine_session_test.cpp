// The web bridge's engine session (adapters/web/engine_session.h) against real processes: the mock
// engine (testsuites/mock/mock_engine.cpp) well-behaved, slow to start, crashing on `go`, hanging in a
// search, writing lines that are not protocol. [threads]: the session's process has a worker thread.
#include <signal.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine_session.h"
#include "file_text.h"
#include "registry.h"

using namespace adapters::web;
using namespace std::chrono_literals;

namespace engine_session_test {
namespace {

adapters::ChildSpec mock_spec(std::vector<std::string> args) {
  adapters::ChildSpec spec;
  spec.program = MOCK_ENGINE;
  spec.args = std::move(args);
  return spec;
}

// What a session reported, in order.
struct Seen {
  std::vector<std::string> sent, received, other;
  int ready = 0;
  std::vector<uiw::InfoReport> infos;
  std::vector<std::string> bestmoves;
  std::vector<SessionFailure> failures;
};

struct Fixture {
  boost::asio::io_context io;
  Seen seen;
  EngineSession session;

  explicit Fixture(std::vector<std::string> args, SessionTimes times = {})
      : session(io, mock_spec(std::move(args)), events(), times) {}

  SessionEvents events() {
    SessionEvents e;
    e.traffic = [this](const std::string& line, bool to_engine) {
      (to_engine ? seen.sent : seen.received).push_back(line);
    };
    e.on_ready = [this] { ++seen.ready; };
    e.on_info = [this](const uiw::InfoReport& info) { seen.infos.push_back(info); };
    e.on_bestmove = [this](const std::string& move) { seen.bestmoves.push_back(move); };
    e.on_other = [this](const std::string& line) { seen.other.push_back(line); };
    e.on_failure = [this](const SessionFailure& f) { seen.failures.push_back(f); };
    return e;
  }

  // Runs the io loop until `done` holds (true) or `within` has passed (false).
  bool run_until(const std::function<bool()>& done, std::chrono::milliseconds within = 10s) {
    const auto deadline = std::chrono::steady_clock::now() + within;
    while (!done()) {
      if (std::chrono::steady_clock::now() > deadline) return false;
      // Without a timer or a handler the loop has no work and stops: the process's worker posts more.
      if (io.stopped()) io.restart();
      if (io.run_one_for(10ms) == 0) std::this_thread::sleep_for(2ms);
    }
    return true;
  }

  // Starts the engine (again); true once it is ready.
  bool started() {
    const int ready = seen.ready;
    const std::size_t failed = seen.failures.size();
    session.start();
    return run_until([&] { return seen.ready > ready || seen.failures.size() > failed; }) && seen.ready > ready;
  }

  bool searched(std::optional<std::chrono::milliseconds> allowance = 2000ms) {
    if (auto e = session.select_game(inchworm::default_game_id(), {})) return false;
    session.send("position startpos");
    session.go("go movetime 10", allowance);
    return run_until([&] { return !seen.bestmoves.empty() || !seen.failures.empty(); });
  }

  bool sent(const std::string& line) const {
    for (const auto& s : seen.sent)
      if (s == line) return true;
    return false;
  }
};

// Short bounds, for the tests of what happens past them; long enough that a mock's start and answers
// under ThreadSanitizer on a loaded machine stay inside them (a 500 ms handshake failed there).
constexpr SessionTimes kShort{3000ms, 1000ms, 1000ms};

}  // namespace

TEST_CASE("engine session: the handshake, the engine's name and options, a search's info and bestmove",
          "[web][session][threads]") {
  Fixture f({"--name", "Mock Engine"});
  REQUIRE(f.started());
  CHECK(f.session.state() == EngineSession::State::Ready);
  CHECK(f.session.name() == "Mock Engine");
  CHECK(f.session.has_option("game"));
  CHECK(f.session.has_option("GAME"));
  CHECK(!f.session.has_option("Hash"));
  CHECK(f.session.pid() > 0);
  CHECK(f.seen.sent == std::vector<std::string>{"uiw", "isready"});

  REQUIRE(f.searched());
  CHECK(f.seen.failures.empty());
  REQUIRE(f.seen.bestmoves.size() == 1);
  CHECK(!f.seen.bestmoves[0].empty());
  REQUIRE(f.seen.infos.size() == 1);
  CHECK(f.seen.infos[0].depth == 1);
  CHECK(f.session.state() == EngineSession::State::Ready);
}

TEST_CASE("engine session: the game is told once, a game the engine does not offer is an error value",
          "[web][session][threads]") {
  Fixture f({});
  REQUIRE(f.started());
  const std::string game = inchworm::game_registry().back().id;
  REQUIRE(!f.session.select_game(game, {}));
  CHECK(f.sent("setoption name Game value " + game));
  const auto told = f.seen.sent.size();
  REQUIRE(!f.session.select_game(game, {}));
  CHECK(f.seen.sent.size() == told);  // nothing new to tell

  auto refused = f.session.select_game("no-such-game", {});
  REQUIRE(refused);
  CHECK(refused->message.find("'no-such-game'") != std::string::npos);
  CHECK(f.seen.sent.size() == told);  // nothing was sent
  CHECK(f.session.state() == EngineSession::State::Ready);

  // Rules are told when they change, and again after another game (choosing a game resets them).
  const inchworm::GameEntry& first = inchworm::game_registry().front();
  REQUIRE(!f.session.select_game(game, {{"SomeRule", "7"}}));
  CHECK(f.seen.sent.back() == "setoption name SomeRule value 7");
  REQUIRE(!f.session.select_game(first.id, {{"SomeRule", "7"}}));
  CHECK(f.seen.sent.back() == "setoption name SomeRule value 7");
  CHECK(f.seen.sent[f.seen.sent.size() - 2] == "setoption name Game value " + first.id);
}

TEST_CASE("engine session: an engine that does not finish the handshake in time is killed and reported",
          "[web][session][threads]") {
  Fixture f({"--mode", "slow-start", "--delay", "5000"}, kShort);
  f.session.start();
  REQUIRE(f.run_until([&] { return !f.seen.failures.empty(); }));
  const SessionFailure& failure = f.seen.failures[0];
  CHECK(failure.kind == SessionFailure::Kind::HandshakeTimeout);
  CHECK(failure.during_handshake);
  CHECK(failure.message.find("handshake") != std::string::npos);
  CHECK(f.session.state() == EngineSession::State::Down);
  CHECK(f.seen.ready == 0);
  // Killed: its end is not reported again.
  CHECK(f.run_until([&] { return f.session.pid() == 0; }, 3s));
  f.run_until([] { return false; }, 200ms);
  CHECK(f.seen.failures.size() == 1);
}

TEST_CASE("engine session: a crash in the middle of a search is reported with the exit status",
          "[web][session][threads]") {
  Fixture f({"--mode", "crash-on-go"}, kShort);
  REQUIRE(f.started());
  REQUIRE(f.searched());
  CHECK(f.seen.bestmoves.empty());
  REQUIRE(f.seen.failures.size() == 1);
  CHECK(f.seen.failures[0].kind == SessionFailure::Kind::Ended);
  CHECK(!f.seen.failures[0].during_handshake);
  CHECK(f.seen.failures[0].message == "the engine exited with code 3");
  CHECK(f.session.state() == EngineSession::State::Down);

  // Started again, it answers the handshake anew.
  REQUIRE(f.started());
  CHECK(f.session.state() == EngineSession::State::Ready);
}

// The lines of a protocol log (uiw-web --log) that name `who` and hold `text`.
int log_lines(const std::string& log, const std::string& who, const std::string& text) {
  std::istringstream in(log);
  int n = 0;
  for (std::string line; std::getline(in, line);)
    if (line.find(" " + who) != std::string::npos && line.find(text) != std::string::npos) ++n;
  return n;
}

TEST_CASE("engine session: a log keeps every line both ways with the pid, and the engine's exit, kill and restart",
          "[web][session][threads]") {
  const auto path =
      std::filesystem::temp_directory_path() / ("uiw-web-session-log-" + std::to_string(::getpid()) + ".log");
  std::filesystem::remove(path);
  {
    adapters::ProtocolLog log;
    REQUIRE(!log.open(path.string()));
    Fixture crash({"--mode", "crash-on-go"}, kShort);
    crash.session.log_to(&log, "player");
    REQUIRE(crash.started());
    const int pid = crash.session.pid();
    REQUIRE(pid > 0);
    REQUIRE(crash.searched());
    Fixture stall({"--mode", "stall"}, kShort);
    stall.session.log_to(&log, "thinker");
    REQUIRE(stall.started());
    REQUIRE(stall.searched(100ms));
    // The kill is the process's worker's to do (and log) after the failure is reported.
    const std::string killed = "< (killed: the engine did not answer bestmove in time and was stopped)";
    CHECK(stall.run_until([&] { return log_lines(testing_support::read_text(path), "thinker(", killed) > 0; }, 3s));
    // Started again while it runs: the old process's kill is noted under its pid, before the new one's lines.
    Fixture again({});
    again.session.log_to(&log, "again");
    REQUIRE(again.started());
    const int first_pid = again.session.pid();
    REQUIRE(again.started());
    const int second_pid = again.session.pid();
    REQUIRE(second_pid != first_pid);

    const std::string text = testing_support::read_text(path);
    const std::string player = "player(" + std::to_string(pid) + ")";
    CHECK(log_lines(text, player, "> uiwok") == 1);
    CHECK(log_lines(text, player, "< isready") == 1);
    CHECK(log_lines(text, player, "< go movetime 10") == 1);
    // Its end, under the pid it had.
    CHECK(log_lines(text, player, "> (end of output: exited with code 3)") == 1);
    CHECK(log_lines(text, "thinker(", "< stop") == 1);
    CHECK(log_lines(text, "thinker(", killed) == 1);
    const std::string first = "again(" + std::to_string(first_pid) + ")";
    const std::string second = "again(" + std::to_string(second_pid) + ")";
    CHECK(log_lines(text, first, "< (killed: restarted)") == 1);
    CHECK(log_lines(text, second, "< (killed") == 0);
    CHECK(text.find(first + " < (killed: restarted)") < text.find(second + " < uiw"));
    // Every line the session reported (its traffic events) is in the log.
    INFO(text);
    for (const auto& line : crash.seen.sent) CHECK(log_lines(text, player, "< " + line) >= 1);
    for (const auto& line : crash.seen.received) CHECK(log_lines(text, player, "> " + line) >= 1);
  }
  std::filesystem::remove(path);
}

TEST_CASE("engine session: a search that hangs is sent stop, then killed and reported as hung",
          "[web][session][threads]") {
  Fixture f({"--mode", "stall"}, kShort);
  REQUIRE(f.started());
  REQUIRE(f.searched(100ms));
  CHECK(f.seen.bestmoves.empty());
  REQUIRE(f.seen.failures.size() == 1);
  CHECK(f.seen.failures[0].kind == SessionFailure::Kind::Hung);
  CHECK(f.sent("stop"));
  CHECK(f.session.state() == EngineSession::State::Down);
  f.run_until([] { return false; }, 300ms);
  CHECK(f.seen.failures.size() == 1);  // the killed process's end is not a second failure
}

TEST_CASE("engine session: a cancelled search's answer is dropped, a stopped one's is delivered",
          "[web][session][threads]") {
  Fixture f({"--move-time", "300"});
  REQUIRE(f.started());
  REQUIRE(!f.session.select_game(inchworm::default_game_id(), {}));
  f.session.send("position startpos");
  f.session.go("go movetime 300", std::nullopt);
  f.session.cancel();
  CHECK(f.session.state() == EngineSession::State::Stopping);
  REQUIRE(f.run_until([&] { return f.seen.ready == 2; }));
  CHECK(f.seen.bestmoves.empty());
  CHECK(f.session.state() == EngineSession::State::Ready);

  f.session.go("go movetime 300", std::nullopt);
  f.session.stop();
  REQUIRE(f.run_until([&] { return !f.seen.bestmoves.empty(); }));
  CHECK(f.seen.failures.empty());
}

TEST_CASE("engine session: lines that are not protocol are passed on and the search still answers",
          "[web][session][threads]") {
  SECTION("a garbage line before the move") {
    Fixture f({"--mode", "garbage"}, kShort);
    REQUIRE(f.started());
    REQUIRE(f.searched());
    CHECK(f.seen.failures.empty());
    CHECK(f.seen.bestmoves.size() == 1);
    REQUIRE(f.seen.other.size() == 1);
    CHECK(f.seen.other[0].find("not a protocol line") != std::string::npos);
  }
  SECTION("bytes that are not UTF-8 in info and bestmove") {
    Fixture f({"--mode", "bad-bytes"}, kShort);
    REQUIRE(f.started());
    REQUIRE(f.searched());
    CHECK(f.seen.failures.empty());
    CHECK(f.seen.bestmoves.size() == 1);
  }
  SECTION("half a line, then an abort") {
    Fixture f({"--mode", "half-line-abort"}, kShort);
    REQUIRE(f.started());
    REQUIRE(f.searched());
    CHECK(f.seen.bestmoves.empty());
    REQUIRE(f.seen.failures.size() == 1);
    CHECK(f.seen.failures[0].message == "the engine was killed by signal 6");
  }
}

TEST_CASE("engine session: shutdown sends quit and reports nothing more", "[web][session][threads]") {
  Fixture f({});
  REQUIRE(f.started());
  const int pid = f.session.pid();
  REQUIRE(pid > 0);
  f.session.shutdown();
  CHECK(f.session.state() == EngineSession::State::Down);
  CHECK(f.sent("quit"));
  CHECK(f.run_until([&] { return f.session.pid() == 0; }, 3s));
  CHECK(f.seen.failures.empty());
}

TEST_CASE("engine session: a session that ends while its engine runs leaves no engine process behind",
          "[web][session][threads]") {
  // uiw-web's exit ends its bridge, and with it each session: a well-behaved engine leaves on `quit`,
  // one that ignores it is killed after a moment; neither is left running.
  for (const std::vector<std::string>& args : {std::vector<std::string>{}, {"--mode", "ignore-quit"}}) {
    int pid = 0;
    {
      Fixture f(args);
      REQUIRE(f.started());
      pid = f.session.pid();
      REQUIRE(pid > 0);
    }
    errno = 0;
    CHECK(::kill(pid, 0) == -1);  // gone and reaped: no process, not even a zombie, has the pid
    CHECK(errno == ESRCH);
  }
}

}  // namespace engine_session_test
