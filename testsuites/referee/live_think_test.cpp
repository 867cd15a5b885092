// The live feed's `think` lines (what the engine to move is thinking) and the run's series (Elo and LLR
// after each finished game): written by the referee, throttled, read back by uiw-web --follow.
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "live_feed.h"
#include "live_run.h"
#include "referee_run.h"
#include "think_throttle.h"

using namespace referee_test;
using namespace std::chrono_literals;
namespace json = boost::json;

namespace live_think_test {
namespace {

const std::string kRun =
    R"({"type":"run","run":"r1","event":"t","pid":1,"game":"rodeffer","sides":["Red","Blue"],)"
    R"("rules":[["Topology","plane"]],"engines":[{"name":"a","tc":"st=0.1"},{"name":"b","tc":"st=0.1"}],)"
    R"("format":"roundrobin","to_play":6,"sprt":{"elo0":0,"elo1":10,"alpha":0.05,"beta":0.05,"model":"logistic"}})";

std::string start(int index, int pair, int first, int second) {
  return R"({"type":"start","index":)" + std::to_string(index) + R"(,"pair":)" + std::to_string(pair) +
         R"(,"engines":[)" + std::to_string(first) + "," + std::to_string(second) + "]}";
}
std::string think(int index, int ply, int side, const std::string& rest) {
  return R"({"type":"think","index":)" + std::to_string(index) + R"(,"ply":)" + std::to_string(ply) + R"(,"side":)" +
         std::to_string(side) + rest + "}";
}
std::string end(int index, int pair, int first, int second, const std::string& points) {
  return R"({"type":"end","index":)" + std::to_string(index) + R"(,"pair":)" + std::to_string(pair) +
         R"(,"engines":[)" + std::to_string(first) + "," + std::to_string(second) + R"(],"points":)" + points +
         R"(,"result":"x","termination":"rules","plies":2})";
}

}  // namespace

TEST_CASE("referee live think: one line a game every interval, and the last held back before the move",
          "[referee][live]") {
  referee::ThinkThrottle throttle(300ms);
  const auto t0 = referee::ThinkThrottle::Clock::now();
  CHECK(throttle.offer(t0));               // the first report of the game: at once
  CHECK_FALSE(throttle.offer(t0 + 50ms));  // held back
  CHECK_FALSE(throttle.offer(t0 + 299ms));
  CHECK(throttle.offer(t0 + 300ms));  // the interval passed
  CHECK_FALSE(throttle.offer(t0 + 400ms));
  CHECK(throttle.flush(t0 + 450ms));  // the move: its last report, held back, is written before it
  // A fast move whose reports were all held back: none before it (the move line has its score).
  CHECK_FALSE(throttle.offer(t0 + 460ms));
  CHECK_FALSE(throttle.flush(t0 + 470ms));
  // A move with nothing held back: nothing before it.
  CHECK(throttle.offer(t0 + 800ms));
  CHECK_FALSE(throttle.flush(t0 + 810ms));
  // However many reports, at most two lines in any interval.
  referee::ThinkThrottle flood(300ms);
  int written = 0;
  for (int ms = 0; ms < 3000; ++ms) {
    written += flood.offer(t0 + std::chrono::milliseconds(ms));
    if (ms % 7 == 6) written += flood.flush(t0 + std::chrono::milliseconds(ms));
  }
  CHECK(written <= 2 * 10 + 1);
  CHECK(written >= 10);
}

TEST_CASE("referee live think: the latest thought of each game kept until its move, bad ones skipped",
          "[referee][live]") {
  referee::LiveRun run;
  run.feed(kRun + "\n" + start(0, 0, 0, 1) + "\n" + start(1, 0, 1, 0) + "\n");
  run.feed(think(0, 1, 0, R"(,"engine":0,"cp":35,"depth":5,"nodes":1200,"pv":["d4","e5"],"line":["d4","e5"])") + "\n");
  run.feed(think(1, 1, 0, R"(,"engine":1,"win":7,"depth":9,"pv":["c3"],"line":["c3"])") + "\n");
  REQUIRE(run.notes().empty());
  const auto& g0 = run.games().at(0);
  REQUIRE(g0.thinking);
  CHECK(g0.thinking->ply == 1);
  CHECK(g0.thinking->side == 0);
  CHECK(g0.thinking->score_kind == "cp");
  CHECK(g0.thinking->score == 35);
  CHECK(g0.thinking->depth == 5);
  CHECK(g0.thinking->nodes == 1200);
  CHECK(g0.thinking->line == std::vector<std::string>{"d4", "e5"});
  const unsigned long game_version = g0.version;
  // A later thought replaces it, the game's moves untouched (its version too: pages watching it get no
  // new game for a thought).
  run.feed(think(0, 1, 0, R"(,"cp":40,"depth":6,"pv":["d4","d5","c4"],"line":["d4","d5","c4"])") + "\n");
  CHECK(run.games().at(0).thinking->depth == 6);
  CHECK(run.games().at(0).thinking->version == 2);
  CHECK(run.games().at(0).version == game_version);
  CHECK(run.games().at(1).thinking->score_kind == "win");
  // The move played: its thought stays until the next one.
  run.feed(R"({"type":"move","index":0,"ply":1,"move":"d4","record":"d4","ms":12})" + std::string("\n"));
  REQUIRE(run.games().at(0).thinking);
  CHECK(run.games().at(0).thinking->ply == 1);
  // Thoughts not about the next move, without a side, of no game, cut short: skipped with a note each.
  run.feed(think(0, 1, 1, R"(,"cp":1)") + "\n");                                             // ply 1 is played
  run.feed(R"({"type":"think","index":0,"ply":2,"cp":1})" + std::string("\n"));              // no side
  run.feed(think(0, 2, 5, "") + "\n");                                                       // no such side
  run.feed(think(7, 1, 0, "") + "\n");                                                       // no game 8
  run.feed(R"({"type":"think","index":0,"ply":2,"side":1,"pv":["d5")" + std::string("\n"));  // cut short
  CHECK(run.notes().size() == 5);
  CHECK(run.games().at(0).thinking->ply == 1);
  // A wrong type inside is read as nothing, not a failure.
  run.feed(think(0, 2, 1, R"(,"cp":"many","depth":[1],"pv":[1,"d5"],"line":"d5")") + "\n");
  REQUIRE(run.games().at(0).thinking);
  CHECK(run.games().at(0).thinking->score_kind.empty());
  CHECK_FALSE(run.games().at(0).thinking->depth);
  CHECK(run.games().at(0).thinking->pv == std::vector<std::string>{"d5"});
  CHECK(run.games().at(0).thinking->line.empty());
  // The game's end, or its referee gone, ends its thinking.
  run.feed(end(0, 0, 0, 1, "1") + "\n");
  CHECK_FALSE(run.games().at(0).thinking);
  run.referee_gone();
  CHECK_FALSE(run.games().at(1).thinking);
}

TEST_CASE("referee live think: the feed's think line written and read back", "[referee][live]") {
  const std::string dir = scratch_dir("live_think_write");
  const std::string path = dir + "/live.jsonl";
  {
    referee::LiveFeed feed;
    REQUIRE_FALSE(feed.open(path));
    uiw::InfoReport info;
    info.score_kind = "cp";
    info.score_value = -12;
    info.depth = 8;
    info.nodes = 4567;
    info.time_ms = 120;
    info.pv = {"d4", "e5-e4"};
    feed.think(3, 5, 1, 0, info, {"d4", "e5-e4"});
  }
  const json::object o = json::parse(read_text(path)).as_object();
  CHECK(o.at("type") == "think");
  CHECK(o.at("index") == 3);
  CHECK(o.at("ply") == 5);
  CHECK(o.at("side") == 1);
  CHECK(o.at("engine") == 0);
  CHECK(o.at("cp") == -12);
  CHECK(o.at("depth") == 8);
  CHECK(o.at("nodes") == 4567);
  CHECK(o.at("ms") == 120);
  CHECK(o.at("pv").as_array().size() == 2);
  CHECK(o.at("line").as_array()[1] == "e5-e4");
}

TEST_CASE("referee live think: a real match tells each engine's thoughts before its moves", "[referee][live]") {
  const std::string dir = scratch_dir("live_think_match");
  const std::string live = dir + "/live.jsonl";
  const Run r = run_referee(
      dir, {"-engine", std::string("cmd=") + ENGINE_BINARY, "name=one", "option.Threads=1", "-engine",
            std::string("cmd=") + ENGINE_BINARY, "name=two", "option.Threads=1", "-each", "st=0.4", "timemargin=2000",
            "-games", "1", "-maxplies", "6", "-variant", "Topology=cylinder", "-live", live});
  REQUIRE(r.status == 0);
  INFO(read_text(live));
  std::istringstream lines(read_text(live));
  std::string text;
  int thoughts = 0, with_line = 0, moves = 0, pending_ply = 0, pending_side = -1;
  while (std::getline(lines, text)) {
    const json::object o = json::parse(text).as_object();
    if (o.at("type") == "think") {
      ++thoughts;
      // About the next move, by the side to move (the first player moves first).
      CHECK(o.at("ply").as_int64() == moves + 1);
      CHECK(o.at("side").as_int64() == moves % 2);
      CHECK(o.at("engine").as_int64() == moves % 2);
      CHECK(o.contains("depth"));
      if (!o.at("line").as_array().empty()) ++with_line;
      pending_ply = int(o.at("ply").as_int64());
      pending_side = int(o.at("side").as_int64());
    } else if (o.at("type") == "move") {
      ++moves;
    }
  }
  CHECK(moves == 6);
  CHECK(pending_side >= 0);
  CHECK(pending_ply >= 1);
  // Each 400 ms move: a thought at once, perhaps one 300 ms later, and the last before the move.
  CHECK(thoughts >= moves);
  CHECK(thoughts <= 3 * moves);
  CHECK(with_line >= moves);
  referee::LiveRun run;
  run.feed(read_text(live));
  CHECK(run.notes().empty());
}

TEST_CASE("referee live series: the Elo and LLR after each finished game are the standings' own", "[referee][live]") {
  referee::LiveRun run;
  // Two pairs: a wins, draw; then b (first) wins, a (first) wins. Finished out of schedule order.
  const std::string feed = kRun + "\n" + start(0, 0, 0, 1) + "\n" + start(1, 0, 1, 0) + "\n" + start(2, 1, 0, 1) +
                           "\n" + start(3, 1, 1, 0) + "\n" + end(1, 0, 1, 0, "0.5") + "\n" + end(0, 0, 0, 1, "1") +
                           "\n" + end(3, 1, 1, 0, "1") + "\n" + end(2, 1, 0, 1, "1") + "\n";
  run.feed(feed);
  REQUIRE(run.notes().empty());
  const auto& points = run.series().points();
  REQUIRE(points.size() == 4);
  REQUIRE(run.series().sprt());
  // Each point as the referee's standings say after the same games.
  referee::Standings s({{"a", ""}, {"b", ""}}, referee::Format::RoundRobin, run.info().sprt,
                       referee::SprtDecisions::OnTotals);
  const struct {
    long long pair;
    int first, second;
    double points;
  } order[4] = {{0, 1, 0, 0.5}, {0, 0, 1, 1}, {1, 1, 0, 1}, {1, 0, 1, 1}};
  for (std::size_t k = 0; k < 4; ++k) {
    const int engines[2] = {order[k].first, order[k].second};
    s.add_game(order[k].pair, engines, order[k].points, "rules");
    const auto elo = referee::elo_from_games(s.encounters()[0].games);
    CHECK(points[k].games == long(k + 1));
    CHECK(points[k].llr);
    CHECK(*points[k].llr == Approx(s.llr()));
    if (std::isfinite(elo.elo)) {
      REQUIRE(points[k].elo);
      CHECK(*points[k].elo == Approx(elo.elo));
    } else {
      CHECK_FALSE(points[k].elo);
    }
    CHECK(points[k].error.has_value() == std::isfinite(elo.error95));
    if (points[k].error) CHECK(*points[k].error == Approx(elo.error95));
  }
  // The first point: one draw, Elo 0 with an unbounded interval; after two games: a draw and a win.
  CHECK(*points[0].elo == Approx(0));
  CHECK(*points[1].elo > 0);
  CHECK(*points[3].llr != Approx(0));  // both pairs in: the LLR moved
  // An end line repeated, or a resumed one of a game seen played, is counted once.
  run.feed(end(2, 1, 0, 1, "1") + "\n");
  run.feed(R"({"type":"end","index":0,"pair":0,"engines":[0,1],"points":1,"resumed":true})" + std::string("\n"));
  CHECK(run.series().points().size() == 4);
  // A run without an SPRT: no LLR.
  referee::LiveRun plain;
  std::string no_sprt = kRun;
  no_sprt.replace(no_sprt.find(R"(,"sprt")"), std::string::npos, "}");
  plain.feed(no_sprt + "\n" + start(0, 0, 0, 1) + "\n" + end(0, 0, 0, 1, "0") + "\n");
  REQUIRE(plain.series().points().size() == 1);
  CHECK_FALSE(plain.series().points()[0].llr);
  CHECK_FALSE(plain.series().points()[0].elo);  // one game lost: -inf
}

}  // namespace live_think_test
