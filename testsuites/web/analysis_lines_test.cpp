// The analysis mode's pure part: an engine's line written as the move list writes moves, the preview of
// a line's position, a search's score turned into the first player's view, and the messages.
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "analysis_lines.h"

using namespace adapters::web;
namespace json = boost::json;

namespace analysis_lines_test {
namespace {

GameModel chess_after(const std::vector<std::string>& moves) {
  GameModel game;
  REQUIRE_FALSE(game.reset("inchworm-chess", {}, "startpos"));
  for (const auto& m : moves) REQUIRE_FALSE(game.play(m));
  return game;
}

}  // namespace

TEST_CASE("an engine's line is written in the game's record notation, up to a refused move", "[web][analysis]") {
  const GameModel game = chess_after({"e2e4"});
  // From the position after the first move (Black to move), as the move list writes moves (N3).
  CHECK(shown_line(game, 1, {"e7e5", "g1f3"}) == std::vector<std::string>{"e7-e5", "Ng1-f3"});
  // From the start: the same spelling as the game's own move.
  CHECK(shown_line(game, 0, {"e2e4"}) == std::vector<std::string>{game.plies()[0].detail.shown});
  // A move the rules refuse ends the line; a ply beyond the game gives nothing.
  CHECK(shown_line(game, 1, {"e7e5", "e7e5", "g1f3"}) == std::vector<std::string>{"e7-e5"});
  CHECK(shown_line(game, 5, {"e7e5"}).empty());
}

TEST_CASE("a line's preview is the position after it, the game untouched", "[web][analysis]") {
  const GameModel game = chess_after({"e2e4", "e7e5"});
  auto message = preview_message(game, 1, {"d7d5", "g1f3"}, 7);
  REQUIRE(message);
  const json::object o = json::parse(*message).as_object();
  CHECK(o.at("type") == "preview");
  CHECK(o.at("gameSerial") == 7);
  CHECK(o.at("ply") == 1);
  CHECK(o.at("moves") == json::array{"d7d5", "g1f3"});
  const GameModel expected = chess_after({"e2e4", "d7d5", "g1f3"});
  CHECK(std::string(o.at("snapshot").at("fen").as_string()) == expected.state().position_string());
  CHECK(game.plies().size() == 2);
  auto refused = preview_message(game, 2, {"e7e5"}, 7);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("e7e5") != std::string::npos);
  CHECK_FALSE(preview_message(game, 3, {}, 7));
}

TEST_CASE("a search's score is the first player's view, in the referee's words", "[web][analysis]") {
  const GameModel game = chess_after({"e2e4"});
  auto info = uiw::parse_info_line("info depth 4 score cp 35 pv e7e5 g1f3");
  REQUIRE(info);
  // Black (the second player) is to move after one ply: its +35 is White's -35.
  const PositionEval black = position_eval(game, 1, *info, "e7e5");
  CHECK(black.text == "-35");
  CHECK(black.first == -35);
  CHECK(black.kind == "cp");
  CHECK(black.depth == 4);
  CHECK(black.best_shown == "e7-e5");
  CHECK(black.pv_shown == std::vector<std::string>{"e7-e5", "Ng1-f3"});
  const PositionEval white = position_eval(game, 0, *info, "e2e4");
  CHECK(white.text == "+35");
  CHECK(white.first == 35);
  auto win = uiw::parse_info_line("info depth 9 score win 5 pv e7e5");
  REQUIRE(win);
  const PositionEval black_wins = position_eval(game, 1, *win, "e7e5");
  CHECK(black_wins.text == "loss 5");
  CHECK(black_wins.kind == "loss");
  CHECK(black_wins.first < -1e8);
}

TEST_CASE("the engine's move and its further lines come with the squares their first moves touch", "[web][analysis]") {
  const GameModel game = chess_after({"e2e4"});
  // From the move anatomy (the page draws an arrow from the first square to the last): never parsed
  // from the token's text by the page.
  CHECK(move_squares(game, 1, "e7e5") == std::vector<std::string>{"e7", "e5"});
  CHECK(move_squares(game, 1, "e2e4").empty());  // refused: White's move with Black to move
  CHECK(move_squares(game, 5, "e7e5").empty());
  auto first = uiw::parse_info_line("info depth 3 multipv 1 score cp 20 pv e7e5 g1f3");
  auto second = uiw::parse_info_line("info depth 3 multipv 2 score cp -15 pv g8f6 g1f3");
  REQUIRE(first);
  REQUIRE(second);
  const PositionEval e = position_eval(game, 1, *first, "e7e5", {*second});
  CHECK(e.text == "-20");
  CHECK(e.best_squares == std::vector<std::string>{"e7", "e5"});
  REQUIRE(e.lines.size() == 1);
  CHECK(e.lines[0].rank == 2);
  CHECK(e.lines[0].text == "+15");  // Black's -15 is White's +15
  CHECK(e.lines[0].first == 15);
  CHECK(e.lines[0].depth == 3);
  CHECK(e.lines[0].pv_shown == std::vector<std::string>{"Ng8-f6", "Ng1-f3"});
  CHECK(e.lines[0].squares == std::vector<std::string>{"g8", "f6"});
  const json::object o = json::parse(analysis_message(AnalysisStatus{}, false, {e}, {})).as_object();
  const json::object& p = o.at("positions").as_array().at(0).as_object();
  CHECK(p.at("bestSquares") == json::array{"e7", "e5"});
  CHECK(p.at("lines").as_array().size() == 1);
  CHECK(p.at("lines").as_array().at(0).at("rank") == 2);
  CHECK(p.at("lines").as_array().at(0).at("text") == "+15");
  CHECK(p.at("lines").as_array().at(0).at("squares") == json::array{"g8", "f6"});
  CHECK(p.at("lines").as_array().at(0).at("pvShown") == json::array{"Ng8-f6", "Ng1-f3"});
  // One line: none further in the message.
  const PositionEval alone = position_eval(game, 1, *first, "e7e5");
  CHECK(alone.lines.empty());
  const json::object one = json::parse(analysis_message(AnalysisStatus{}, false, {alone}, {})).as_object();
  CHECK_FALSE(one.at("positions").as_array().at(0).as_object().contains("lines"));
}

TEST_CASE("a Rodeffer drop touches its one square", "[web][analysis]") {
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {}, "startpos"));
  CHECK(move_squares(game, 0, "d4") == std::vector<std::string>{"d4"});
}

TEST_CASE("an analysis message carries the run, its positions and the moves' marks", "[web][analysis]") {
  AnalysisStatus status;
  status.game_serial = 3;
  status.running = true;
  status.done = 1;
  status.total = 2;
  status.scale = "evaluations are x's";
  PositionEval e;
  e.ply = 1;
  e.kind = "cp";
  e.first = -120;
  e.text = "-120";
  e.best = "e7e5";
  e.best_shown = "e7-e5";
  const json::object o =
      json::parse(analysis_message(status, false, {e}, {MoveMark{0, 150, 0.25, "?", false}})).as_object();
  CHECK(o.at("type") == "analysis");
  CHECK(o.at("gameSerial") == 3);
  CHECK(o.at("running") == true);
  CHECK(o.at("whole") == false);
  CHECK(o.at("scale") == "evaluations are x's");
  CHECK(o.at("positions").as_array().at(0).at("text") == "-120");
  CHECK(o.at("positions").as_array().at(0).at("bestShown") == "e7-e5");
  CHECK(o.at("moves").as_array().at(0).at("mark") == "?");
  CHECK(o.at("moves").as_array().at(0).at("chances") == 0.25);
}

}  // namespace analysis_lines_test
