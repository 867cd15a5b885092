// Engine processes between games: restart=on gives every game fresh processes (for that engine only),
// -wait pauses between a worker's games.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include "referee_run.h"

using namespace referee_test;

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
