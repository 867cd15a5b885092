// Engine processes between games: restart=on gives every game fresh processes (for that engine only),
// -wait pauses between a worker's games, -use-affinity pins each game's engines to cores of their own.
#include <catch2/catch.hpp>

#include <sched.h>
#include <chrono>

#include <filesystem>

#include "referee_run.h"

using namespace referee_test;

namespace restart_test {
namespace {

std::string reports_in(const std::string& dir, const std::string& name) {
  const std::string reports = dir + "/" + name;
  std::filesystem::create_directories(reports);
  return reports;
}

}  // namespace

TEST_CASE("referee processes: restart=on starts a fresh process for every game", "[referee][processes]") {
  const std::string dir = scratch_dir("restart");
  const std::string fresh = reports_in(dir, "fresh"), kept = reports_in(dir, "kept");
  const Run run = run_referee(dir, join(join(mock_engine("Fresh", "random", {"--report", fresh}), {"restart=on"}),
                                        join(mock_engine("Kept", "random", {"--report", kept}),
                                             {"-each", "st=0.2", "-maxplies", "4", "-games", "4"})));
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK(run.games.size() == 4);
  CHECK(reported_pids(fresh).size() == 4);
  CHECK(reported_pids(kept).size() == 1);
}

TEST_CASE("referee processes: -wait pauses between games", "[referee][processes]") {
  const auto t0 = std::chrono::steady_clock::now();
  const Run run =
      run_referee(scratch_dir("wait"), join(join(mock_engine("A"), mock_engine("B")),
                                            {"-each", "st=0.2", "-maxplies", "2", "-games", "3", "-wait", "700"}));
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK(run.games.size() == 3);
  CHECK(ms >= 1400);  // two pauses; the games themselves take a few milliseconds each
}

TEST_CASE("referee processes: -use-affinity pins each game's engines to cores of their own", "[referee][processes]") {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  REQUIRE(::sched_getaffinity(0, sizeof allowed, &allowed) == 0);
  std::vector<int> cores;
  for (int core = 0; core < CPU_SETSIZE; ++core)
    if (CPU_ISSET(core, &allowed)) cores.push_back(core);
  if (cores.size() < 2) {
    WARN("-use-affinity test skipped: this machine lets the tests run on one core only");
    return;
  }
  const std::string dir = scratch_dir("affinity");
  const std::string a = reports_in(dir, "a"), b = reports_in(dir, "b");
  const Run run = run_referee(
      dir, join(join(mock_engine("A", "random", {"--report", a}), mock_engine("B", "random", {"--report", b})),
                {"-each", "st=0.2", "-maxplies", "2", "-games", "2", "-use-affinity"}));
  INFO(run.output);
  REQUIRE(run.status == 0);
  REQUIRE(reported_pids(a).size() == 1);
  REQUIRE(reported_pids(b).size() == 1);
  const std::string first = "go cpus: " + std::to_string(cores[0]) + "\n";
  const std::string second = "go cpus: " + std::to_string(cores[1]) + "\n";
  // Game 1: A moves first (the first core), B second; game 2 the other way round. Each `go` sees one core.
  const std::string a_report = read_text(a + "/" + std::to_string(reported_pids(a)[0]) + ".txt");
  const std::string b_report = read_text(b + "/" + std::to_string(reported_pids(b)[0]) + ".txt");
  INFO(a_report + b_report);
  for (const std::string* report : {&a_report, &b_report}) {
    CHECK(report->find(first) != std::string::npos);
    CHECK(report->find(second) != std::string::npos);
    CHECK(report->find("go cpus: " + std::to_string(cores[0]) + " ") == std::string::npos);
  }
}

}  // namespace restart_test
