// What a search reports: game ends found as `win`/`loss` in plies, MultiPV lines with distinct first
// moves, a principal variation that starts with the chosen move, sane counters.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "engine_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace search_report_test {
namespace {

struct Run {
  std::vector<SearchInfo> infos;
  std::string best;
};

Run run(const std::string& fen, int depth, const std::vector<std::pair<std::string, std::string>>& options) {
  auto game = testing::make_rodeffer_engine();
  for (const auto& [name, value] : options) REQUIRE_FALSE(game->set_option(name, value));
  REQUIRE_FALSE(game->set_position(fen, {}));
  Run r;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { r.infos.push_back(info); };
  SearchLimits limits;
  limits.depth = depth;
  std::atomic<bool> stop{false};
  r.best = game->search(limits, listener, stop).best_move;
  return r;
}

}  // namespace

TEST_CASE("a capture that reaches the target is reported as a win in one ply [R4.1]", "[search][report]") {
  // Blue a1-b1 has one liberty, b2; two points reach a target of 2.
  const Run r = run("x8/x8/x8/x8/x8/x8/r,x7/b,b,r,x5 r 23/23 0/0 0/0 0 5", 3, {{"TargetScore", "2"}});
  REQUIRE(!r.infos.empty());
  CHECK(r.best == "b2");
  CHECK(r.infos.back().score.kind == SearchScore::Kind::Win);
  CHECK(r.infos.back().score.value == 1);
}

TEST_CASE("the side about to lose by the target sees a loss [R4.1]", "[search][report]") {
  // Red's 2-stack on h1 is boxed in by Blue g2-h2 and Red has no stock: its one move is h1-g1, and
  // Blue's drop on f1 then takes both pieces and reaches the target of 2.
  const Run r = run("x8/x8/x8/x8/x8/x8/x6,b,b/x7,r2 r 0/21 0/0 0/0 0 5", 3, {{"TargetScore", "2"}});
  REQUIRE(!r.infos.empty());
  CHECK(r.infos.back().score.kind == SearchScore::Kind::Loss);
  CHECK(r.infos.back().score.value == 2);
}

TEST_CASE("MultiPV reports as many lines as asked, best first, with distinct moves", "[search][report]") {
  const Run r = run("startpos", 3, {{"MultiPV", "3"}});
  std::vector<SearchInfo> last;
  for (const auto& info : r.infos)
    if (info.depth == 3) last.push_back(info);
  REQUIRE(last.size() == 3);
  std::set<std::string> first_moves;
  for (int i = 0; i < 3; ++i) {
    CHECK(last[std::size_t(i)].multipv == i + 1);
    CHECK(last[std::size_t(i)].show_multipv);
    REQUIRE(!last[std::size_t(i)].pv.empty());
    first_moves.insert(last[std::size_t(i)].pv.front());
    if (i > 0) CHECK(last[std::size_t(i)].score.value <= last[std::size_t(i - 1)].score.value);
  }
  CHECK(first_moves.size() == 3);
  CHECK(last[0].pv.front() == r.best);
}

TEST_CASE("each info line has its principal variation from the best move and sane counters", "[search][report]") {
  const Run r = run("x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9", 3, {});
  REQUIRE(!r.infos.empty());
  int depth = 0;
  for (const auto& info : r.infos) {
    CHECK(info.depth > depth);  // one line per finished iteration, deeper each time
    depth = info.depth;
    CHECK(info.seldepth >= info.depth);
    CHECK(info.hashfull >= 0);
    CHECK(info.hashfull <= 1000);
    CHECK(info.nodes > 0);
    CHECK(!info.show_multipv);
  }
  CHECK(r.infos.back().pv.front() == r.best);
}

TEST_CASE("the baselines report one line and answer with a legal move", "[search][report]") {
  for (const char* player : {"random", "greedy", "uct"}) {
    INFO(player);
    auto game = testing::make_rodeffer_engine();
    REQUIRE_FALSE(game->set_option("Player", player));
    Run r;
    SearchListener listener;
    listener.info = [&](const SearchInfo& info) { r.infos.push_back(info); };
    SearchLimits limits;
    limits.nodes = 200;
    std::atomic<bool> stop{false};
    r.best = game->search(limits, listener, stop).best_move;
    REQUIRE(!r.infos.empty());
    CHECK_FALSE(game->set_position("startpos", {r.best}));
  }
}

TEST_CASE("go depth alone ends for every player (uct: a thousand playouts per ply of depth)", "[search][report]") {
  for (const char* player : {"engine", "uct", "greedy", "random"}) {
    INFO(player);
    auto game = testing::make_rodeffer_engine();
    REQUIRE_FALSE(game->set_option("Player", player));
    REQUIRE_FALSE(game->set_position("startpos", {"d4", "e5"}));
    SearchLimits limits;
    limits.depth = 1;
    std::atomic<bool> stop{false};
    const std::string best = game->search(limits, SearchListener{}, stop).best_move;
    CHECK_FALSE(game->set_position("startpos", {"d4", "e5", best}));
  }
}

}  // namespace search_report_test
