// The evaluation for people and the bench signature.
#include "eval.h"
#include "search_support.h"
#include "steere_searcher.h"
#include "test_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace search_eval_bench_test {

TEST_CASE("evaluation: the race count, symmetric at the start, with its parts shown", "[eval]") {
  auto searcher = steere::make_searcher();
  const std::string text = searcher->evaluation(*new_state());
  INFO(text);
  CHECK(text.find("checkers to bear off      21     21") != std::string::npos);
  // 21 lone stacks: 35 squares to the edges, and WalledIn 3 for each of the 15 heads walled in.
  CHECK(text.find("moves to the edges        80     80") != std::string::npos);
  CHECK(text.find("race 0, worms 0, tempo -24,") != std::string::npos);  // Tempo fitted to -24
  CHECK(text.find("Total: -24 for Red") != std::string::npos);
  // A side with fewer checkers leads by RaceChecker a checker.
  const Position pos = position_from("x6,b2/x7/x7/x7/x7/r,x6 r 20/19 5");
  const EvalParts p = evaluate_parts(pos);
  CHECK(p.on_board[RED] == 1);
  CHECK(p.on_board[BLUE] == 2);
  CHECK(p.to_edges[RED] == 5);   // a1: five squares from g1 or from a6
  CHECK(p.to_edges[BLUE] == 5);  // g6 is Blue's a1
  CHECK(p.race == 137);          // one checker fewer, at RaceChecker 137; the distances level
  CHECK(moves_needed(pos, RED) == 6);
}

TEST_CASE("Steere bench: a fixed node count at a fixed depth, the search's signature, each position's size named",
          "[bench]") {
  auto searcher = steere::make_searcher();
  const std::atomic<bool> stop{false};
  std::vector<std::string> lines;
  SearchListener listener;
  listener.text = [&](const std::string& line) { lines.push_back(line); };
  const auto a = searcher->bench(5, listener, stop);
  const auto b = searcher->bench(5, {}, stop);
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a->nodes == b->nodes);
  CHECK(a->nodes > 1000);
  REQUIRE(lines.size() == 8);
  // Each position's line names its own size: the 6x7 start first, the 8x9 start last.
  CHECK(lines[0].rfind("bench position 1 (6x7, advance literal): ", 0) == 0);
  CHECK(lines[7].rfind("bench position 8 (8x9, advance literal): ", 0) == 0);
}

}  // namespace search_eval_bench_test
