// The statistics beyond W/D/L: means and medians of depth, speed, time per move and clock left per
// engine, results per colour, game lengths; a crosstable for three or more engines; the same table from
// the match and from -merge of its records; an ETA in the progress line.
#include <catch2/catch.hpp>

#include "engine_stats.h"
#include "referee_run.h"

using namespace referee;
using namespace referee_test;

namespace engine_stats_test {
namespace {

// The lines of `text` from the one starting with `from` up to the one starting with `to`.
std::string block(const std::string& text, const std::string& from, const std::string& to) {
  const std::size_t start = text.find(from);
  if (start == std::string::npos) return {};
  return text.substr(start, text.find(to, start) - start);
}

}  // namespace

TEST_CASE("engine stats: means, medians and results per colour", "[referee][stats]") {
  Sample s;
  for (double x : {1.0, 10.0, 2.0, 3.0}) s.add(x);
  CHECK(s.mean() == 4.0);
  CHECK(s.median() == 2.5);
  s.add(4);
  CHECK(s.median() == 3.0);

  EngineStats stats(2);
  const int a_first[2] = {0, 1}, b_first[2] = {1, 0};
  // A (first) moves at depths 4 and 6, 2000 nodes in 100 ms each (20 knodes/s), clock left 900 then 700 ms;
  // B at depth 1, no nodes reported, 10 ms a move. A wins.
  const std::vector<MoveFacts> game1[2] = {{{4.0, 2000.0, 100, 900.0}, {6.0, 2000.0, 100, 700.0}},
                                           {{1.0, {}, 10, {}}, {1.0, {}, 10, {}}}};
  stats.add_game(a_first, game1, 1);
  // B first, a draw of 3 plies: A moves once at depth 8, 4000 nodes in 100 ms.
  const std::vector<MoveFacts> game2[2] = {{{1.0, {}, 30, {}}, {1.0, {}, 30, {}}}, {{8.0, 4000.0, 100, 500.0}}};
  stats.add_game(b_first, game2, 0.5);
  const std::string table = stats.table({{"A", "tc"}, {"B", "tc"}}, {"Red", "Blue"});
  INFO(table);
  CHECK(table.find("depth       knodes/s        ms/move       clock left s  as Red W-D-L  as Blue W-D-L") !=
        std::string::npos);
  // A: depth 4, 6, 8: mean 6.0, median 6.0; knodes/s 20, 20, 40: mean 26.7 -> 27, median 20; ms 100/100;
  // clock left 0.9, 0.7, 0.5 s; 1-0-0 as Red, 0-1-0 as Blue.
  CHECK(table.find(
            "  A                    6.0 / 6.0   27 / 20         100 / 100     0.70 / 0.70   1-0-0         0-1-0") !=
        std::string::npos);
  // B: depth 1 throughout, no nodes, ms 10, 10, 30, 30: mean 20, median 20; no clock; 0-1-0 as Red, 0-0-1 as Blue.
  CHECK(table.find(
            "  B                    1.0 / 1.0   -               20 / 20       -             0-1-0         0-0-1") !=
        std::string::npos);
  CHECK(table.find("Game length: 3.5 / 3.5 plies") != std::string::npos);
}

TEST_CASE("referee stats: the match's table, a crosstable of three engines, and -merge's table are the same",
          "[referee][stats]") {
  const std::string dir = scratch_dir("stats");
  const std::string records = dir + "/games.jsonl";
  const Run run = run_referee_alone(
      dir, join(join(join(mock_engine("A"), mock_engine("B", "random", {"--seed", "2"})),
                     mock_engine("C", "random", {"--seed", "3"})),
                {"-each", "tc=30+0.1", "-maxplies", "8", "-games", "2", "-progress", "always", "-jsonout", records}));
  INFO(run.output);
  REQUIRE(run.status == 0);
  REQUIRE(count_lines(records) == 6);
  const std::string crosstable = block(run.output, "Crosstable", "Per engine");
  CHECK(crosstable.find("  A                    ") != std::string::npos);
  CHECK(crosstable.find("/2") != std::string::npos);
  const std::string table = block(run.output, "Per engine", "Terminations");
  CHECK(table.find("Game length: 8.0 / 8.0 plies") != std::string::npos);
  CHECK(table.find("  C                    1.0 / 1.0") != std::string::npos);  // the mock's depth 1
  CHECK(run.output.find(", ETA 0:00:") != std::string::npos);                  // the progress line (-progress always)

  const Run merged = run_referee_alone(dir, {"-merge", records});
  INFO(merged.output);
  REQUIRE(merged.status == 0);
  CHECK(block(merged.output, "Crosstable", "Per engine") == crosstable);
  CHECK(block(merged.output, "Per engine", "Terminations") == table);
}

}  // namespace engine_stats_test
