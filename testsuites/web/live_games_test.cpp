// uiw-web --follow: the games of a live feed replayed by the rules, and the live page's messages.
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <cmath>

#include "live_chart.h"
#include "live_games.h"
#include "live_run.h"

using namespace adapters::web;
namespace json = boost::json;

namespace live_games_test {
namespace {

const std::string kRun =
    R"({"type":"run","run":"r","event":"e","pid":1,"game":"rodeffer","sides":["Red","Blue"],)"
    R"("rules":[["Topology","cylinder"],["TargetScore","8"]],"engines":[{"name":"a","tc":"st=1"},{"name":"b","tc":"st=1"}],)"
    R"("format":"roundrobin","to_play":2})"
    "\n";

std::string line(const std::string& text) { return text + "\n"; }

}  // namespace

TEST_CASE("web live: a feed's game replayed by its rules, move by move, and played again", "[web][live]") {
  referee::LiveRun run;
  run.feed(kRun + line(R"({"type":"start","index":0,"pair":0,"engines":[0,1],"base":"startpos","opening":["d4"]})") +
           line(R"({"type":"move","index":0,"ply":1,"move":"e5","record":"e5","ms":5,"cp":-20,"depth":3})"));
  LiveBoards boards;
  const LiveBoard& b = boards.update(run.info(), run.games().at(0));
  CHECK(b.note.empty());
  CHECK(b.opening == 1);
  REQUIRE(b.model.plies().size() == 2);
  CHECK(b.model.rules() == RuleValues{{"Topology", "cylinder"},
                                      {"CaptureRule", "original"},
                                      {"TargetScore", "8"},
                                      {"PrisonerDrops", "false"},
                                      {"RedPieces", "25"},
                                      {"BluePieces", "25"},
                                      {"QuietLimit", "0"}});
  run.feed(line(R"({"type":"move","index":0,"ply":2,"move":"f4","record":"f4","ms":5})"));
  CHECK(boards.update(run.info(), run.games().at(0)).model.plies().size() == 3);

  const json::object msg = json::parse(live_game_message(run, run.games().at(0), *boards.find(0))).as_object();
  CHECK(msg.at("type") == "livegame");
  CHECK(msg.at("game") == "rodeffer");
  CHECK(msg.at("opening") == 1);
  CHECK(msg.at("plies").as_array().size() == 3);
  CHECK(msg.at("facts").as_array()[0].as_object().at("book") == true);
  CHECK(msg.at("facts").as_array()[1].as_object().at("score").as_object().at("value") == -20);
  CHECK(msg.at("status") == "playing");

  // Started again (a resumed run): the board starts over with the new moves.
  run.feed(line(R"({"type":"start","index":0,"pair":0,"engines":[0,1]})") +
           line(R"({"type":"move","index":0,"ply":1,"move":"a1","record":"a1","ms":5})"));
  const LiveBoard& again = boards.update(run.info(), run.games().at(0));
  CHECK(again.opening == 0);
  REQUIRE(again.model.plies().size() == 1);
  CHECK(again.model.plies()[0].token == "a1");
}

TEST_CASE("web live: a move the rules refuse stops the replay with a note", "[web][live]") {
  referee::LiveRun run;
  run.feed(kRun + line(R"({"type":"start","index":1,"pair":0,"engines":[1,0]})") +
           line(R"({"type":"move","index":1,"ply":1,"move":"d4","record":"d4","ms":5})") +
           line(R"({"type":"move","index":1,"ply":2,"move":"d4","record":"d4","ms":5})") +
           line(R"({"type":"move","index":1,"ply":3,"move":"e5","record":"e5","ms":5})"));
  LiveBoards boards;
  const LiveBoard& b = boards.update(run.info(), run.games().at(1));
  CHECK(b.model.plies().size() == 1);
  CHECK(b.note.rfind("move 2 (d4) is refused", 0) == 0);
}

TEST_CASE("web live: the run's message lists the games and the referee's standings", "[web][live]") {
  referee::LiveRun run;
  run.feed(
      kRun + line(R"({"type":"start","index":0,"pair":0,"engines":[0,1]})") +
      line(R"({"type":"end","index":0,"pair":0,"engines":[0,1],"points":1,"result":"1-0","termination":"rules"})") +
      line(R"({"type":"start","index":1,"pair":0,"engines":[1,0]})") +
      line(R"({"type":"move","index":1,"ply":1,"move":"d4","record":"d4","ms":5})") + "garbage\n");
  const json::object msg = json::parse(live_message(run, "feed.jsonl", false)).as_object();
  CHECK(msg.at("type") == "live");
  CHECK(msg.at("run").as_object().at("title") == "Rodeffer's Inchworm");
  CHECK(msg.at("run").as_object().at("refereeGone") == false);
  const auto& games = msg.at("games").as_array();
  REQUIRE(games.size() == 2);
  CHECK(games[0].as_object().at("status") == "finished");
  CHECK(games[1].as_object().at("status") == "playing");
  CHECK(games[1].as_object().at("last") == "d4");
  const auto& standings = msg.at("standings").as_object();
  CHECK(standings.at("games") == 1);
  const auto& e = standings.at("encounters").as_array()[0].as_object();
  CHECK(e.at("wins") == 1);
  CHECK(e.at("losses") == 0);
  CHECK_FALSE(e.contains("elo"));  // one game won: infinite Elo is no JSON number
  CHECK(standings.at("table").as_string().find("Games: 1, Wins: 1") != json::string::npos);
  CHECK(msg.at("notes").as_array().size() == 1);
  // The referee gone: said, and its game in progress interrupted.
  run.referee_gone();
  const json::object gone = json::parse(live_message(run, "feed.jsonl", true)).as_object();
  CHECK(gone.at("run").as_object().at("refereeGone") == true);
  CHECK(gone.at("games").as_array()[1].as_object().at("status") == "interrupted");
}

TEST_CASE("web live: a game in progress's small board says its position, clocks and its engine's thought",
          "[web][live]") {
  referee::LiveRun run;
  run.feed(kRun + line(R"({"type":"start","index":0,"pair":0,"engines":[1,0]})") +
           line(R"({"type":"move","index":0,"ply":1,"move":"d4","record":"d4","ms":5,"clock":59000})") +
           line(R"({"type":"think","index":0,"ply":2,"side":1,"engine":0,"cp":-25,"depth":7,"nodes":900,)"
                R"("pv":["e5","c3"],"line":["e5","c3"]})"));
  REQUIRE(run.notes().empty());
  LiveBoards boards;
  const auto& g = run.games().at(0);
  const json::object msg = json::parse(live_board_message(g, boards.update(run.info(), g))).as_object();
  CHECK(msg.at("type") == "liveboard");
  CHECK(msg.at("index") == 0);
  CHECK(msg.at("players").as_array()[0] == "b");
  CHECK(msg.at("plies") == 1);
  CHECK(msg.at("last") == "d4");
  CHECK(msg.at("snapshot").as_object().at("ply") == 1);
  CHECK(msg.at("snapshot").as_object().at("side") == 1);
  CHECK(msg.at("clocks").as_array()[0] == 59000);  // the first player's, after its move
  CHECK(msg.at("clocks").as_array()[1].is_null());
  const auto& t = msg.at("thinking").as_object();
  CHECK(t.at("side") == 1);
  CHECK(t.at("depth") == 7);
  CHECK(t.at("nodes") == 900);
  CHECK(t.at("score").as_object().at("value") == -25);
  CHECK(t.at("line").as_array().size() == 2);
  // The move played: its thought still shown until the next.
  run.feed(line(R"({"type":"move","index":0,"ply":2,"move":"e5","record":"e5","ms":5})"));
  const json::object after = json::parse(live_board_message(g, boards.update(run.info(), g))).as_object();
  CHECK(after.at("thinking").as_object().at("ply") == 2);
  CHECK(after.at("plies") == 2);
}

namespace {

// The feed's lines of a game started and finished: engines e0 (first player) and e1, e0's points.
std::string played(int index, int pair, int e0, int e1, const char* points) {
  const std::string engines = "[" + std::to_string(e0) + "," + std::to_string(e1) + "]";
  const std::string head =
      R"({"index":)" + std::to_string(index) + R"(,"pair":)" + std::to_string(pair) + R"(,"engines":)" + engines;
  return line(R"({"type":"start",)" + head.substr(1) + "}") +
         line(R"({"type":"end",)" + head.substr(1) + R"(,"points":)" + points + "}");
}

json::object chart_of(const std::string& message) {
  const json::object o = json::parse(message).as_object();
  CHECK(o.at("type") == "livechart");
  return o;
}

}  // namespace

TEST_CASE("web live: the chart of Elo and LLR, with the SPRT's bounds, apart from the run's message", "[web][live]") {
  std::string run_line = kRun;
  run_line.insert(run_line.rfind('}'), R"(,"sprt":{"elo0":0,"elo1":5,"alpha":0.05,"beta":0.05})");
  referee::LiveRun run;
  run.feed(run_line + played(0, 0, 0, 1, "0.5") + played(1, 0, 1, 0, "0"));
  REQUIRE(run.notes().empty());
  const json::object msg = json::parse(live_message(run, "feed.jsonl", false)).as_object();
  CHECK(msg.at("run").as_object().at("presentation").as_object().contains("board"));
  CHECK_FALSE(msg.contains("chart"));  // the chart's points are not sent again with every change of the run
  const json::object chart = chart_of(live_chart_message(run, 0));
  CHECK(chart.at("from") == 0);
  CHECK(chart.at("total") == 2);
  const auto& pairings = chart.at("pairings").as_array();
  REQUIRE(pairings.size() == 1);
  CHECK(pairings[0].as_object().at("first") == "a");
  CHECK(pairings[0].as_object().at("second") == "b");
  const auto& points = chart.at("points").as_array();
  REQUIRE(points.size() == 2);
  CHECK(points[0].as_array()[0] == 0);                      // the pairing
  CHECK(points[0].as_array()[1] == 1);                      // its games
  CHECK(points[0].as_array()[2].as_double() == Approx(0));  // a draw: even
  CHECK(points[1].as_array()[1] == 2);
  CHECK(points[1].as_array()[2].as_double() > 0);  // then a won with the second move
  CHECK(points[1].as_array()[4].as_double() == Approx(run.series().points()[1].llr.value()));
  CHECK(points[1].as_array()[5].as_double() == Approx(0.75));  // a's score
  const auto& sprt = chart.at("sprt").as_object();
  CHECK(sprt.at("lower").as_double() == Approx(std::log(0.05 / 0.95)));
  CHECK(sprt.at("upper").as_double() == Approx(std::log(0.95 / 0.05)));
  // Without an SPRT: no bounds, and the LLR of each point null.
  referee::LiveRun plain;
  plain.feed(kRun + played(0, 0, 0, 1, "0.5"));
  const json::object plain_chart = chart_of(live_chart_message(plain, 0));
  CHECK_FALSE(plain_chart.contains("sprt"));
  CHECK(plain_chart.at("points").as_array()[0].as_array()[4].is_null());
  // One game won: the Elo infinite, null; the score says which way.
  referee::LiveRun won;
  won.feed(kRun + played(0, 0, 0, 1, "1"));
  const json::object won_chart = chart_of(live_chart_message(won, 0));
  const auto& point = won_chart.at("points").as_array()[0].as_array();
  CHECK(point[2].is_null());
  CHECK(point[5].as_double() == Approx(1));
}

TEST_CASE("web live: the chart is sent whole once, then only the points of the games finished since", "[web][live]") {
  referee::LiveRun run;
  LiveChartFeed feed;
  CHECK_FALSE(feed.news(run));  // no run yet: nothing to say
  run.feed(kRun);
  // The run's line: its pairing known, no point yet.
  const auto first = feed.news(run);
  REQUIRE(first);
  CHECK(chart_of(*first).at("pairings").as_array().size() == 1);
  CHECK(chart_of(*first).at("points").as_array().empty());
  run.feed(played(0, 0, 0, 1, "1") + played(1, 0, 1, 0, "0.5"));
  const auto two = feed.news(run);
  REQUIRE(two);
  CHECK(chart_of(*two).at("from") == 0);
  CHECK(chart_of(*two).at("points").as_array().size() == 2);
  CHECK_FALSE(feed.news(run));  // nothing finished since: no message
  run.feed(line(R"({"type":"start","index":2,"pair":1,"engines":[0,1]})"));
  CHECK_FALSE(feed.news(run));  // a game started is no point
  run.feed(line(R"({"type":"end","index":2,"pair":1,"engines":[0,1],"points":0})"));
  const auto third = feed.news(run);
  REQUIRE(third);
  const json::object o = chart_of(*third);
  CHECK(o.at("from") == 2);
  CHECK(o.at("total") == 3);
  REQUIRE(o.at("points").as_array().size() == 1);  // the new point alone
  CHECK(o.at("points").as_array()[0].as_array()[1] == 3);
  // The whole series, for a page that connects now, holds the same points as the pieces sent.
  const auto whole = chart_of(live_chart_message(run, 0)).at("points").as_array();
  REQUIRE(whole.size() == 3);
  CHECK(whole[2] == o.at("points").as_array()[0]);
  CHECK(json::array{whole[0], whole[1]} == chart_of(*two).at("points").as_array());
  // Another run (the file replaced): the pages are told to start over, from 0.
  feed.reset();
  referee::LiveRun again;
  again.feed(kRun);
  const auto restart = feed.news(again);
  REQUIRE(restart);
  CHECK(chart_of(*restart).at("from") == 0);
  CHECK(chart_of(*restart).at("total") == 0);
}

TEST_CASE("web live: a gauntlet's chart has each pairing's points, the referee's standings of that pairing",
          "[web][live]") {
  // Three engines, a gauntlet: a against b and a against c, their games finished interleaved.
  const std::string run_line =
      R"({"type":"run","run":"g","event":"e","pid":1,"game":"rodeffer","sides":["Red","Blue"],"rules":[],)"
      R"("engines":[{"name":"a","tc":"st=1"},{"name":"b","tc":"st=1"},{"name":"c","tc":"st=1"}],)"
      R"("format":"gauntlet","to_play":8})"
      "\n";
  referee::LiveRun run;
  run.feed(run_line + played(0, 0, 0, 1, "1") + played(4, 2, 0, 2, "0") + played(1, 0, 1, 0, "0.5") +
           played(5, 2, 2, 0, "0.5") + played(2, 1, 0, 1, "1") + played(3, 1, 1, 0, "0") + played(6, 3, 0, 2, "0.5"));
  REQUIRE(run.notes().empty());
  const json::object chart = chart_of(live_chart_message(run, 0));
  const auto& pairings = chart.at("pairings").as_array();
  REQUIRE(pairings.size() == 2);
  CHECK(pairings[1].as_object().at("first") == "a");
  CHECK(pairings[1].as_object().at("second") == "c");
  CHECK_FALSE(chart.contains("sprt"));
  // Each pairing's points, in the order its games finished, numbered by its own games.
  std::vector<json::array> of[2];
  for (const auto& p : chart.at("points").as_array()) of[p.as_array()[0].as_int64()].push_back(p.as_array());
  REQUIRE(of[0].size() == 4);
  REQUIRE(of[1].size() == 3);
  for (int k : {0, 1})
    for (std::size_t g = 0; g < of[k].size(); ++g) CHECK(of[k][g][1] == long(g + 1));
  // Each pairing's last point is the referee's standings of that pairing (the run's message's too).
  const auto standings = run.standings();
  REQUIRE(standings);
  const json::object msg = json::parse(live_message(run, "f", false)).as_object();
  const auto& encounters = msg.at("standings").as_object().at("encounters").as_array();
  for (int k : {0, 1}) {
    const referee::Encounter& e = standings->encounters()[std::size_t(k)];
    const referee::EloEstimate elo = referee::elo_from_games(e.games);
    const json::array& last = of[k].back();
    CHECK(last[1] == e.games.games());
    CHECK(last[5].as_double() == Approx(e.games.score()));
    CHECK(last[2].as_double() == Approx(elo.elo));
    CHECK(last[2].as_double() == Approx(encounters[std::size_t(k)].as_object().at("elo").as_double()));
    if (std::isfinite(elo.error95))
      CHECK(last[3].as_double() == Approx(elo.error95));
    else
      CHECK(last[3].is_null());
  }
  // a against b: won, drawn, won, won; a against c: lost, drawn, drawn.
  CHECK(of[0].back()[5].as_double() == Approx(3.5 / 4));
  CHECK(of[1].back()[5].as_double() == Approx(1.0 / 3));
  CHECK(of[1][0][2].is_null());  // one game lost: -inf
  CHECK(of[1][0][5].as_double() == Approx(0));
}

}  // namespace live_games_test
