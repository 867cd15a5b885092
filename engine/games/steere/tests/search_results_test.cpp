// The main search's answers: forced wins (S7.1), `go mate`, repetitions (S7.3), MultiPV, searchmoves.
#include <set>

#include "search_support.h"
#include "steere_searcher.h"

using namespace steere_testing;
using namespace inchworm;

namespace search_results_test {

TEST_CASE("search S7.1 bears off the last checker at once, and says it wins", "[search][S7.1]") {
  // Red's last checker g1 can leave; f1-g1 would only step.
  auto state = state_at("x7/x7/x7/x7/x2,b3,x4/x6,r r 20/18 30");
  auto searcher = steere::make_searcher();
  const Decision d = decide(*searcher, *state, depth_limit(4));
  CHECK(d.move == "g1-off");
  REQUIRE_FALSE(d.infos.empty());
  CHECK(d.last().score.kind == SearchScore::Kind::Win);
  CHECK(d.last().score.value == 1);
}

TEST_CASE("search S7.1 finds a win in two own moves that needs the right first move", "[search][S7.1]") {
  // Red's f1 needs two moves (a step to g1 or f2... only g1 is on an edge: f1-g1, g1-off); Blue's c3
  // needs three (two steps towards rank 1 or file a, then off). Red wins in two own moves.
  auto state = state_at("x7/x7/x7/x2,b,x4/x7/x5,r,x r 20/20 40");
  auto searcher = steere::make_searcher();
  SearchLimits limits;
  limits.mate = 2;
  const Decision d = decide(*searcher, *state, limits);
  REQUIRE_FALSE(d.infos.empty());
  CHECK(d.last().score.kind == SearchScore::Kind::Win);
  CHECK(d.last().score.value == 3);
  CHECK((d.move == "f1-g1" || d.move == "f1-f2"));
  // The other way round, Blue to move loses the same race.
  auto lost = state_at("x7/x7/x7/x2,b,x4/x7/x5,r,x b 20/20 40");
  const Decision l = decide(*searcher, *lost, depth_limit(6));
  CHECK(l.last().score.kind == SearchScore::Kind::Loss);
}

TEST_CASE("search S7.3 a move back to a position of the game scores 0", "[search][S7.3]") {
  // The 2x3 cycle: after b1-a2 b2-c1 a2-b1 the reply c1-b2 returns to a position of the game.
  auto state = state_at("x,r,r/b,b,x b 1/1 4");
  play_all(*state, "b1-a2 b2-c1 a2-b1");
  auto searcher = steere::make_searcher();
  PlayerSettings all;
  all.multipv = 8;
  const Decision d = decide(*searcher, *state, depth_limit(1), all);
  bool seen = false;
  for (const SearchInfo& info : d.infos)
    if (info.depth == 1 && !info.pv.empty() && info.pv[0] == "c1-b2") {
      seen = true;
      CHECK(info.score.kind == SearchScore::Kind::Centi);
      CHECK(info.score.value == 0);
    }
  CHECK(seen);
}

TEST_CASE("search MultiPV reports distinct first moves ranked, searchmoves limits the root", "[search]") {
  auto state = new_state();
  auto searcher = steere::make_searcher();
  PlayerSettings three;
  three.multipv = 3;
  const Decision d = decide(*searcher, *state, depth_limit(4), three);
  std::set<std::string> firsts;
  for (const SearchInfo& info : d.infos)
    if (info.depth == 4) {
      CHECK(info.show_multipv);
      firsts.insert(info.pv.at(0));
    }
  CHECK(firsts.size() == 3);
  const Decision only = decide(*searcher, *state, depth_limit(4), {}, {"d6-off", "g1-off"});
  CHECK((only.move == "d6-off" || only.move == "g1-off"));
  for (const SearchInfo& info : only.infos) CHECK((info.pv.at(0) == "d6-off" || info.pv.at(0) == "g1-off"));
}

TEST_CASE("search the wins are found with every candidate extra switched on", "[search][S7.1]") {
  // Null move, reverse futility and aspiration windows (default off until an SPRT proves them) must not
  // hide a forced race: the two positions above, every switch on.
  auto searcher = steere::make_searcher();
  for (Tunable* t : searcher->tunables())
    if (t->name().starts_with("Use")) REQUIRE_FALSE(t->set(1));
  auto last = state_at("x7/x7/x7/x7/x2,b3,x4/x6,r r 20/18 30");
  const Decision now = decide(*searcher, *last, depth_limit(6));
  CHECK(now.move == "g1-off");
  CHECK(now.last().score.kind == SearchScore::Kind::Win);
  auto race = state_at("x7/x7/x7/x2,b,x4/x7/x5,r,x r 20/20 40");
  const Decision two = decide(*searcher, *race, depth_limit(8));
  CHECK(two.last().score.kind == SearchScore::Kind::Win);
  CHECK(two.last().score.value == 3);
  auto lost = state_at("x7/x7/x7/x2,b,x4/x7/x5,r,x b 20/20 40");
  CHECK(decide(*searcher, *lost, depth_limit(8)).last().score.kind == SearchScore::Kind::Loss);
}

}  // namespace search_results_test
