// -merge ... -report FILE.html: a page with the Elo, the LLR over the games against the SPRT bounds, the
// score by opening and the games' lengths, drawn by gnuplot; fastchess's `-report penta=true` and a
// -report without -merge are refused by name.
#include <catch2/catch.hpp>

#include "referee_run.h"

using namespace referee_test;

namespace report_test {

TEST_CASE("referee report: a page of the results with gnuplot's pictures", "[referee][report]") {
  const std::string dir = scratch_dir("report");
  const std::string book = std::string(SOURCE_DIR) + "/testsuites/positions/selfplay-openings.txt";
  const Run run = run_referee(dir, join(join(mock_engine("A"), mock_engine("B", "random", {"--seed", "2"})),
                                        {"-each", "st=0.2", "-maxplies", "6", "-games", "6", "-openings",
                                         "file=" + book, "order=random", "seed=3"}));
  REQUIRE(run.status == 0);
  const std::string page_path = dir + "/report.html";
  const Run merged =
      run_referee_alone(dir, {"-merge", run.json_path, "-sprt", "elo0=0", "elo1=10", "-report", page_path});
  INFO(merged.output);
  REQUIRE(merged.status == 0);
  CHECK(merged.output.find("Report: " + page_path) != std::string::npos);
  const std::string page = read_text(page_path);
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(count_of(page, "<svg") == 3);
  CHECK(page.find("LLR after each game, against the SPRT bounds") != std::string::npos);
  CHECK(page.find("Score of A by opening") != std::string::npos);
  CHECK(page.find("Game lengths") != std::string::npos);
  CHECK(page.find("Elo of A against B: ") != std::string::npos);
  CHECK(count_of(page, "<tr><td>") == 3);  // three openings, each played twice
  CHECK(page.find("Results of A vs B") != std::string::npos);

  const Run penta = run_referee_alone(dir, {"-merge", run.json_path, "-report", "penta=true"});
  CHECK(penta.status == 2);
  CHECK(penta.output.find("-report: fastchess's 'penta=true' is not taken") != std::string::npos);
  const Run alone =
      run_referee_alone(dir, join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.1", "-report", page_path}));
  CHECK(alone.status == 2);
  CHECK(alone.output.find("-report FILE.html goes with -merge") != std::string::npos);
}

}  // namespace report_test
