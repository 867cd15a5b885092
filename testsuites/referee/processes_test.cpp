// The referee as a process among processes: stop signals sent to it alone, a kill, what its engines
// inherit, and how many engine processes it keeps. Real referee, real mock engines; signals from here.
#include <signal.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <regex>
#include <thread>

#include "referee_run.h"

using namespace referee_test;
using namespace std::chrono_literals;

namespace processes_test {
namespace {

// Two mock engines that answer their first two `go`s at once and then take a minute over each move
// (no time limit: depth=1, and isready is not asked for a long while): with 4 plies a game, game 1 is
// over at once and game 2 hangs in its first move.
std::vector<std::string> hanging_match(const std::string& report_dir, const std::vector<std::string>& extra = {}) {
  const std::vector<std::string> mock_args = {"--after", "2", "--delay", "60000", "--report", report_dir};
  return join(join(join(mock_engine("A", "slow", mock_args), mock_engine("B", "slow", mock_args)),
                   {"-each", "depth=1", "-games", "6", "-maxplies", "4", "-readytimeout", "100000"}),
              extra);
}

bool all_gone(const std::vector<pid_t>& pids) {
  for (pid_t pid : pids)
    if (!process_gone(pid)) return false;
  return true;
}

std::size_t pgn_records(const std::string& path) {
  const std::string pgn = read_text(path);
  const std::regex event("(^|\n)\\[Event ");
  return std::size_t(std::distance(std::sregex_iterator(pgn.begin(), pgn.end(), event), std::sregex_iterator()));
}

// A folder for the engines' reports, beside the referee's files.
std::string report_dir(const std::string& dir) {
  const std::string reports = dir + "/engines";
  std::filesystem::create_directories(reports);
  return reports;
}

}  // namespace

TEST_CASE("referee processes: SIGTERM to the referee alone ends the game in progress at once",
          "[referee][processes][signal]") {
  const std::string dir = scratch_dir("sigterm"), reports = report_dir(dir);
  Background referee = start_referee(dir, hanging_match(reports));
  REQUIRE(wait_for([&] { return count_lines(referee.json_path) == 1; }, 30s));
  std::this_thread::sleep_for(300ms);  // game 2 is in its first, minute-long move
  const auto engines = reported_pids(reports);
  CHECK(engines.size() == 2);
  const auto t0 = std::chrono::steady_clock::now();
  REQUIRE(::kill(referee.pid, SIGTERM) == 0);
  const int status = referee.wait(20s);  // without the stop, game 2 would take minutes
  INFO(referee.output());
  CHECK(status == 143);
  CHECK(std::chrono::steady_clock::now() - t0 < 15s);
  // Game 1 finished and stays recorded; game 2 was stopped and is not; no further game started.
  CHECK(count_lines(referee.json_path) == 1);
  CHECK(pgn_records(referee.pgn_path) == 1);
  CHECK(reported_pids(reports).size() == 2);
  CHECK(referee.output().find("Interrupted by SIGTERM") != std::string::npos);
  CHECK(wait_for([&] { return all_gone(engines); }, 5s));
  if (status < 0) ::kill(referee.pid, SIGKILL), referee.wait(5s);
}

TEST_CASE("referee processes: a second SIGINT leaves at once, the engines with it", "[referee][processes][signal]") {
  const std::string dir = scratch_dir("sigint-twice"), reports = report_dir(dir);
  Background referee = start_referee(dir, hanging_match(reports, {"-concurrency", "2"}));
  REQUIRE(wait_for([&] { return reported_pids(reports).size() == 4; }, 30s));
  std::this_thread::sleep_for(300ms);
  const auto engines = reported_pids(reports);
  REQUIRE(::kill(referee.pid, SIGINT) == 0);
  REQUIRE(::kill(referee.pid, SIGINT) == 0);
  const int status = referee.wait(20s);
  INFO(referee.output());
  CHECK(status == 130);
  CHECK(wait_for([&] { return all_gone(engines); }, 5s));
  if (status < 0) ::kill(referee.pid, SIGKILL), referee.wait(5s);
}

TEST_CASE("referee processes: engines die with a killed referee", "[referee][processes][signal]") {
  const std::string dir = scratch_dir("sigkill"), reports = report_dir(dir);
  Background referee = start_referee(dir, hanging_match(reports));
  REQUIRE(wait_for([&] { return count_lines(referee.json_path) == 1; }, 30s));
  std::this_thread::sleep_for(300ms);
  const auto engines = reported_pids(reports);
  CHECK(engines.size() == 2);
  REQUIRE(::kill(referee.pid, SIGKILL) == 0);
  CHECK(referee.wait(10s) == 128 + SIGKILL);
  // Without a parent-death signal the engine would go on with its minute-long move.
  CHECK(wait_for([&] { return all_gone(engines); }, 5s));
}

TEST_CASE("referee processes: engines inherit no files and no ignored signals", "[referee][processes]") {
  const std::string dir = scratch_dir("inherit"), reports = report_dir(dir);
  const std::vector<std::string> report = {"--report", reports};
  const Run run = run_referee(dir, join(join(mock_engine("A", "random", report), mock_engine("B", "random", report)),
                                        {"-each", "st=0.2", "-maxplies", "4", "-log", dir + "/protocol.log"}));
  INFO(run.output);
  REQUIRE(run.status == 0);
  const auto pids = reported_pids(reports);
  REQUIRE(pids.size() == 2);
  for (pid_t pid : pids) {
    const std::string text = read_text(reports + "/" + std::to_string(pid) + ".txt");
    INFO(text);
    CHECK(text.find("fds:\n") != std::string::npos);  // not the PGN, JSON or log file
    CHECK(text.find("sigpipe: default\n") != std::string::npos);
    CHECK(text.find("blocked:\n") != std::string::npos);
    CHECK(text.find("pdeathsig: 9\n") != std::string::npos);
    CHECK(text.find("own group: yes\n") != std::string::npos);  // a terminal's Ctrl-C is the referee's
  }
}

TEST_CASE("referee processes: a tournament keeps only the engines of the games being played", "[referee][processes]") {
  // Five engines, two games at a time: at most four engine processes at any `go` (the mock counts its
  // running siblings and sends a garbage line past four, which would lose it the game).
  std::vector<std::string> args;
  for (const char* name : {"A", "B", "C", "D", "E"})
    args = join(args, mock_engine(name, "random", {"--max-siblings", "4"}));
  const Run run = run_referee(scratch_dir("idle"),
                              join(args, {"-each", "st=0.5", "-maxplies", "6", "-games", "2", "-concurrency", "2"}));
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 20);
  for (const auto& g : run.games) CHECK(g.termination == "max plies");
}

}  // namespace processes_test
