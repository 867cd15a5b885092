// Rodeffer's side of `go`: check_moves names the bad token, and `go mate` ends on a win by the target
// score. What every game's searcher promises (limits, stop, ponder, determinism, searchmoves, MultiPV,
// threads, wins) is checked by the searcher contract test (testsuites/unit/core/searcher_contract_test.cpp).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace search_go_test {

TEST_CASE("check_moves names the first token that is not a legal move here", "[search][limits]") {
  auto game = testing::make_rodeffer_engine();
  CHECK_FALSE(game->check_moves({"d4", "a1", "h8"}));
  const auto e = game->check_moves({"d4", "pass", "z9"});
  REQUIRE(e);
  CHECK(e->message.find("'pass'") != std::string::npos);
  const auto bad = game->check_moves({"d4", "d4-d5"});
  REQUIRE(bad);
  CHECK(bad->message.find("'d4-d5'") != std::string::npos);
}

TEST_CASE("go mate: ends on a found win, and alone at depth 2N-1", "[search][limits]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_option("TargetScore", "2"));
  // The capture of a1-b1 on b2 reaches the target: a win in one move.
  REQUIRE_FALSE(game->set_position("x8/x8/x8/x8/x8/x8/r,x7/b,b,r,x5 r 23/23 0/0 0/0 0 5", {}));
  std::vector<SearchInfo> infos;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { infos.push_back(info); };
  SearchLimits limits;
  limits.mate = 2;
  limits.depth = 20;  // the win ends it long before
  std::atomic<bool> stop{false};
  CHECK(game->search(limits, listener, stop).best_move == "b2");
  REQUIRE(!infos.empty());
  CHECK(infos.back().score.kind == SearchScore::Kind::Win);
  CHECK(infos.back().score.value == 1);
  CHECK(infos.back().depth <= 3);

  // No win in sight: `go mate 2` alone searches 3 plies and ends.
  infos.clear();
  REQUIRE_FALSE(game->set_position("startpos", {}));
  SearchLimits alone;
  alone.mate = 2;
  CHECK_FALSE(game->search(alone, listener, stop).best_move.empty());
  REQUIRE(!infos.empty());
  CHECK(infos.back().depth == 3);
}

}  // namespace search_go_test
