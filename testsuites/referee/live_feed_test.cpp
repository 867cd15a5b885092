// The live feed (-live FILE): written by the referee while it plays, read back by uiw-web --follow.
// Reading must survive whatever a file being written (or a killed writer) can hold.
#include <signal.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <random>
#include <regex>
#include <thread>

#include "live_feed.h"
#include "live_run.h"
#include "referee_run.h"

using namespace referee_test;
using namespace std::chrono_literals;

namespace live_feed_test {
namespace {

const std::string kRun =
    R"({"type":"run","run":"r1","event":"t","pid":1,"game":"rodeffer","sides":["Red","Blue"],)"
    R"("rules":[["Topology","plane"]],"engines":[{"name":"a","tc":"st=0.1"},{"name":"b","tc":"st=0.1"}],)"
    R"("format":"roundrobin","to_play":4})";

std::string start(int index, int pair, int first, int second) {
  return R"({"type":"start","index":)" + std::to_string(index) + R"(,"pair":)" + std::to_string(pair) +
         R"(,"engines":[)" + std::to_string(first) + "," + std::to_string(second) +
         R"(],"base":"startpos","opening":[]})";
}
std::string move(int index, int ply, const std::string& token) {
  return R"({"type":"move","index":)" + std::to_string(index) + R"(,"ply":)" + std::to_string(ply) + R"(,"move":")" +
         token + R"(","record":")" + token + R"(","ms":12,"cp":-30,"depth":4})";
}
std::string end(int index, int pair, int first, int second, const std::string& points, bool resumed = false) {
  return R"({"type":"end","index":)" + std::to_string(index) + R"(,"pair":)" + std::to_string(pair) +
         R"(,"engines":[)" + std::to_string(first) + "," + std::to_string(second) + R"(],"points":)" + points +
         R"(,"result":"x","termination":"rules","plies":2)" + (resumed ? R"(,"resumed":true)" : "") + "}";
}

std::string sample_feed() {
  return kRun + "\n" + start(0, 0, 0, 1) + "\n" + move(0, 1, "d4") + "\n" + start(1, 0, 1, 0) + "\n" +
         move(0, 2, "e5") + "\n" + end(0, 0, 0, 1, "1") + "\n" + move(1, 1, "c3") + "\n" + end(1, 0, 1, 0, "0.5") +
         "\n" + start(2, 1, 0, 1) + "\n" + move(2, 1, "d5") + "\n";
}

std::string encounter_lines(const std::string& summary) {
  // The pairings' result lines and the terminations: what the standings say about the games.
  std::string out;
  const std::regex line("(Results of .*|  Elo: .*|  Games: .*|  Ptnml.*|Terminations: .*)");
  for (auto it = std::sregex_iterator(summary.begin(), summary.end(), line); it != std::sregex_iterator(); ++it)
    out += it->str() + "\n";
  return out;
}

}  // namespace

TEST_CASE("referee live feed: events read back into games and standings", "[referee][live]") {
  referee::LiveRun run;
  CHECK(run.feed(sample_feed()));
  CHECK(run.notes().empty());
  REQUIRE(run.info().known);
  CHECK(run.info().game_id == "rodeffer");
  REQUIRE(run.games().size() == 3);
  const auto& g0 = run.games().at(0);
  CHECK(g0.status == referee::LiveStatus::Finished);
  CHECK(g0.moves.size() == 2);
  CHECK(g0.moves[1].move == "e5");
  CHECK(g0.moves[1].score_kind == "cp");
  CHECK(g0.moves[1].score == -30);
  CHECK(g0.players[0] == "a");
  CHECK(run.games().at(1).players[0] == "b");
  CHECK(run.games().at(2).status == referee::LiveStatus::Playing);
  const auto standings = run.standings();
  REQUIRE(standings);
  REQUIRE(standings->encounters().size() == 1);
  // Game 1: a (first) won; game 2: a draw with b first. From a's view: one win, one draw.
  CHECK(standings->encounters()[0].games.wins == 1);
  CHECK(standings->encounters()[0].games.draws == 1);
  CHECK(standings->encounters()[0].games.losses == 0);
  CHECK(standings->encounters()[0].pairs.pairs() == 1);
}

TEST_CASE("referee live feed: fed in pieces of any size, the same as fed whole", "[referee][live]") {
  const std::string text = sample_feed();
  referee::LiveRun whole;
  whole.feed(text);
  std::mt19937 random(7);
  for (int trial = 0; trial < 50; ++trial) {
    referee::LiveRun pieces;
    std::size_t at = 0;
    while (at < text.size()) {
      const std::size_t n = std::min<std::size_t>(text.size() - at, 1 + random() % 40);
      pieces.feed(std::string_view(text).substr(at, n));
      at += n;
    }
    CHECK(pieces.notes().empty());
    CHECK(pieces.pending() == 0);
    CHECK(pieces.standings()->summary() == whole.standings()->summary());
    REQUIRE(pieces.games().size() == whole.games().size());
    CHECK(pieces.games().at(2).moves.size() == 1);
  }
}

TEST_CASE("referee live feed: a line being written waits for its end", "[referee][live]") {
  referee::LiveRun run;
  const std::string line = move(0, 1, "d4");
  run.feed(kRun + "\n" + start(0, 0, 0, 1) + "\n" + line.substr(0, 20));
  CHECK(run.games().at(0).moves.empty());
  CHECK(run.pending() == 20);
  run.feed(line.substr(20) + "\n");
  CHECK(run.games().at(0).moves.size() == 1);
  CHECK(run.notes().empty());
}

TEST_CASE("referee live feed: garbage, cut lines and events out of turn are skipped with a note", "[referee][live]") {
  referee::LiveRun run;
  const std::string cut = move(0, 1, "d4").substr(0, 25);
  run.feed(std::string("garbage before the run\n") + kRun + "\n" + start(0, 0, 0, 1) + "\n" + cut + "\n" +
           move(0, 1, "d4") + "\n" + "\x01\xff{[not json\n" + move(0, 3, "zz") + "\n" + move(7, 1, "d4") + "\n" +
           R"({"type":"start","index":3,"engines":[0,5]})" + "\n" + R"({"type":"teleport","index":0})" + "\n" +
           "[1,2,3]\n" + std::string(3000, '{') + "\n" + end(0, 0, 0, 1, "0.25") + "\n" + move(0, 2, "e5") + "\n");
  // The good lines all count: the run, the start, both moves in turn.
  REQUIRE(run.games().count(0));
  CHECK(run.games().at(0).moves.size() == 2);
  CHECK(run.games().at(0).status == referee::LiveStatus::Playing);
  CHECK(run.games().size() == 1);
  // Each bad line has its note, naming its line.
  CHECK(run.notes().size() == 10);
  CHECK(run.notes()[0].rfind("line 1: ", 0) == 0);
  CHECK(run.notes()[1].rfind("line 4: not a JSON object", 0) == 0);
  CHECK(run.standings()->games() == 0);
}

TEST_CASE("referee live feed: a killed referee, a game played again, games of an earlier run", "[referee][live]") {
  referee::LiveRun run;
  run.feed(kRun + "\n" + start(0, 0, 0, 1) + "\n" + move(0, 1, "d4") + "\n" + end(0, 0, 0, 1, "1") + "\n" +
           start(1, 0, 1, 0) + "\n" + move(1, 1, "c3") + "\n");
  CHECK(run.referee_gone());
  CHECK(run.games().at(1).status == referee::LiveStatus::Interrupted);
  // The resumed referee: its run line, the recorded games' ends (one already seen here), game 2 again.
  run.feed(kRun + "\n" + end(0, 0, 0, 1, "1", true) + "\n" + end(2, 1, 0, 1, "0", true) + "\n" + start(1, 0, 1, 0) +
           "\n" + move(1, 1, "d4") + "\n" + move(1, 2, "e5") + "\n" + end(1, 0, 1, 0, "1") + "\n" +
           R"({"type":"finish","games":3,"stopped":false})" + "\n");
  CHECK(run.notes().empty());
  CHECK(run.info().runs == 2);
  CHECK(run.info().finished);
  const auto& g0 = run.games().at(0);
  CHECK_FALSE(g0.resumed);  // seen played: its moves are kept
  CHECK(g0.moves.size() == 1);
  CHECK(run.games().at(2).resumed);
  const auto& g1 = run.games().at(1);
  CHECK(g1.starts == 2);
  CHECK(g1.moves.size() == 2);
  CHECK(g1.moves[0].move == "d4");
  CHECK(g1.status == referee::LiveStatus::Finished);
  // a: won game 1, lost game 2 (b first won), lost game 3.
  const auto standings = run.standings();
  REQUIRE(standings);
  const auto& games = standings->encounters()[0].games;
  CHECK(games.wins == 1);
  CHECK(games.losses == 2);
  // Another run's line is not mixed in.
  run.feed(R"({"type":"run","run":"other","game":"rodeffer","engines":[{"name":"x"},{"name":"y"}]})"
           "\n");
  CHECK(run.info().run_id == "r1");
  CHECK(run.notes().size() == 1);
}

TEST_CASE("referee live feed: a real match's feed gives the referee's own results", "[referee][live]") {
  const std::string dir = scratch_dir("live_feed_match");
  const std::string live = dir + "/live.jsonl";
  const Run r = run_referee(dir, join(join(mock_engine("m1"), mock_engine("m2")),
                                      {"-each", "st=0.2", "-games", "6", "-concurrency", "2", "-maxplies", "30",
                                       "-variant", "Topology=cylinder", "-live", live}));
  REQUIRE(r.status == 0);
  referee::LiveRun run;
  run.feed(read_text(live));
  CHECK(run.notes().empty());
  CHECK(run.info().finished);
  CHECK_FALSE(run.info().stopped);
  REQUIRE(run.games().size() == 6);
  REQUIRE(r.games.size() == 6);
  for (const auto& rec : r.games) {
    const auto& g = run.games().at(rec.index);
    CHECK(g.status == referee::LiveStatus::Finished);
    CHECK(g.result == rec.result);
    CHECK(g.termination == rec.termination);
    CHECK(g.players[0] == rec.players[0]);
    CHECK(g.moves.size() == rec.moves[0].size() + rec.moves[1].size());
  }
  const std::string ours = encounter_lines(run.standings()->summary());
  CHECK(ours.find("Games: 6") != std::string::npos);
  CHECK(ours == encounter_lines(r.output));
}

TEST_CASE("referee live feed: a referee killed and resumed writes on into the same feed", "[referee][live]") {
  const std::string dir = scratch_dir("live_feed_resume");
  const std::string live = dir + "/live.jsonl";
  const auto args = join(join(mock_engine("m1", "random", {"--move-time", "30"}), mock_engine("m2")),
                         {"-each", "st=0.5", "-games", "4", "-maxplies", "16", "-live", live});
  Background first = start_referee(dir, args);
  // Killed with game 1 recorded and game 2 under way.
  REQUIRE(wait_for(
      [&] {
        return count_lines(first.json_path) == 1 &&
               read_text(live).find(R"("type":"start","index":1)") != std::string::npos;
      },
      30s));
  ::kill(first.pid, SIGKILL);
  REQUIRE(first.wait(10s) == 128 + SIGKILL);
  {
    referee::LiveRun run;
    run.feed(read_text(live));
    CHECK(run.referee_gone());  // the game in progress, as uiw-web marks it when the pid is gone
    CHECK(run.games().at(1).status == referee::LiveStatus::Interrupted);
  }
  const Run second = run_referee(dir, join(args, {"-resume"}));
  REQUIRE(second.status == 0);
  referee::LiveRun run;
  run.feed(read_text(live));
  CHECK(run.info().runs == 2);
  CHECK(run.info().finished);
  REQUIRE(run.games().size() == 4);
  for (const auto& [index, g] : run.games()) CHECK(g.status == referee::LiveStatus::Finished);
  CHECK(encounter_lines(run.standings()->summary()) == encounter_lines(second.output));
  // A kill may leave a line cut short: noted, and nothing else.
  CHECK(run.notes().size() <= 1);
}

}  // namespace live_feed_test
