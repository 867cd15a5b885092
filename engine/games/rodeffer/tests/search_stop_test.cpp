// Every player answers its time limit on positions that are hard to generate moves for, with a legal
// move; the info lines after a cut-off iteration. (Stop at once and helper threads' node counts:
// threads/search_threads_test.cpp.)
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "search_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;
using namespace testing;

namespace search_stop_test {

TEST_CASE("every player keeps to a short movetime on hard positions", "[search][stop]") {
  for (const char* player : kPlayers) {
    for (const char* fen : kHard) {
      INFO(player << ": " << fen);
      auto game = game_at(fen, {{"Player", player}, {"Move Overhead", "0"}});
      SearchLimits limits;
      limits.move_time = 50;
      const Run r = search(*game, limits);
      CHECK(r.ms < kSanityMs);
      CHECK_FALSE(game->check_moves({r.best}));
    }
  }
}

TEST_CASE("a search cut off by its node limit ends with an info line at the last finished depth",
          "[search][stop][report]") {
  auto game = game_at("startpos", {});
  SearchLimits limits;
  limits.nodes = 5000;
  const Run r = search(*game, limits);
  REQUIRE(r.infos.size() >= 2);
  const SearchInfo& last = r.infos.back();
  const SearchInfo& finished = r.infos[r.infos.size() - 2];
  CHECK(last.depth == finished.depth);  // the cut-off iteration is not shown as a finished depth
  CHECK(last.nodes == 5000);            // the real count, not the last iteration's
  CHECK(last.nodes > finished.nodes);
  REQUIRE(!last.pv.empty());
  CHECK(last.pv.front() == r.best);
}

TEST_CASE("a stopped search ends with an info line whose line starts with the best move", "[search][stop][report]") {
  for (const char* fen : kHard) {
    INFO(fen);
    auto game = game_at(fen, {});
    SearchLimits limits;
    limits.move_time = 60;
    const Run r = search(*game, limits);
    REQUIRE(!r.infos.empty());
    REQUIRE(!r.infos.back().pv.empty());
    CHECK(r.infos.back().pv.front() == r.best);
  }
}

TEST_CASE("MultiPV: a first line finished before the cut-off is kept though the second is not",
          "[search][stop][report]") {
  // Node limits from small to larger: some cut falls in the second line of an iteration. Then the
  // first line's result at that depth stands (its info line shows the depth; the second line's shows
  // the depth before) and the best move is the first line's. Some cut falls in the first line after a
  // move beat the last best: that move is shown first and the old best second.
  int cut_in_second_line = 0;
  int new_best_in_first_line = 0;
  for (std::uint64_t nodes = 1000; nodes <= 400'000 && (cut_in_second_line < 3 || new_best_in_first_line == 0);
       nodes += 700 + nodes / 20) {
    auto game = game_at("startpos", {{"MultiPV", "2"}});
    SearchLimits limits;
    limits.nodes = nodes;
    const Run r = search(*game, limits);
    INFO("nodes " << nodes);
    REQUIRE(r.infos.size() >= 2);
    // Every cut ends with both lines, two different moves, the best move's first. (A cut in the first
    // line whose finished moves found a better one shows it first at the last finished depth, and the
    // last iteration's line of another move second.)
    const SearchInfo& second = r.infos.back();
    const SearchInfo& first = r.infos[r.infos.size() - 2];
    REQUIRE(first.multipv == 1);
    REQUIRE(second.multipv == 2);
    CHECK(first.pv.front() == r.best);
    CHECK(second.pv.front() != first.pv.front());
    CHECK(first.depth >= second.depth);
    if (first.depth == second.depth + 1) ++cut_in_second_line;
    // The last finished iteration's first line, reported before the final two.
    const auto finished = std::find_if(r.infos.rbegin() + 2, r.infos.rend(),
                                       [&](const SearchInfo& i) { return i.multipv == 1 && i.depth == first.depth; });
    if (first.depth == second.depth && finished != r.infos.rend() && finished->pv.front() != first.pv.front()) {
      // A cut in the first line found a better move: the old best is the second line now.
      CHECK(second.pv.front() == finished->pv.front());
      ++new_best_in_first_line;
    }
  }
  // The sweep goes on until it has met both cases (with round 5's network: 3 cuts in a second line and
  // 11 new bests in a first line before the third).
  CHECK(cut_in_second_line >= 3);
  CHECK(new_best_in_first_line > 0);
}

}  // namespace search_stop_test
