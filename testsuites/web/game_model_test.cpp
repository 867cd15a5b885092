// The bridge's game: moves checked by the game's rules state, undo, truncation, and what the page is
// offered (Rodeffer's legal summary and captured stacks).
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "game_model.h"
#include "page_messages.h"
#include "rodeffer/notation.h"
#include "stack_ui.h"

using namespace adapters::web;
using namespace inchworm;
using namespace inchworm::rodeffer;

namespace game_model_test {
namespace {

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

Square sq(const char* name) { return *parse_square(name); }

namespace json = boost::json;

// The game's position, read back from its string (the layout of the rules' variants does not matter
// to the checks here).
Position pos_of(const GameModel& game) { return *parse_position(game.state().position_string(), Rules{}); }

// What the page's input is offered (StackUi::legal).
json::object legal_of(const GameModel& game) { return StackUi().legal(game.state()); }
// How many entries a field of the legal summary lists (a list, or {square: token}).
std::size_t count(const json::object& legal, const char* field) {
  const json::value& v = legal.at(field);
  return v.is_array() ? v.as_array().size() : v.as_object().size();
}
// The squares a game button's choice offers ({square: token}), none when it is not offered.
json::object action_squares(const json::object& legal, const char* choice) {
  const json::value* offer = legal.at("actions").as_object().if_contains(choice);
  const json::value* squares = offer ? offer->as_object().if_contains("squares") : nullptr;
  return squares ? squares->as_object() : json::object{};
}

RuleValues rules_with(const char* name, const char* value) { return {{name, value}}; }

}  // namespace

TEST_CASE("moves are played, refused with a reason, undone and truncated", "[web][model][R2]") {
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {}, "startpos"));
  REQUIRE_FALSE(game.play("d3"));
  REQUIRE_FALSE(game.play("e5"));
  REQUIRE_FALSE(game.play("d3"));  // R2.1: onto an own stack
  CHECK(pos_of(game).height(sq("d3")) == 2);
  REQUIRE_FALSE(game.play("e5"));  // Blue onto its own stack
  auto enemy = game.play("e5");    // Red onto Blue's stack
  REQUIRE(enemy);
  CHECK(enemy->message.find("enemy") != std::string::npos);
  auto garbage = game.play("z9");
  REQUIRE(garbage);
  CHECK(garbage->message.find("z9") != std::string::npos);
  CHECK(game.plies().size() == 4);
  CHECK(game.position_command() == "position startpos moves d3 e5 d3 e5");
  REQUIRE(game.undo());
  CHECK(game.plies().size() == 3);
  CHECK(format_position(pos_of(game)) == "x8/x8/x8/x4,b,x3/x8/x3,r2,x4/x8/x8 b 23/24 0/0 0/0 3 2");
  game.truncate(1);
  CHECK(game.tokens() == std::vector<std::string>{"d3"});
  CHECK(game.fen_at(0) == std::string(kStartPosition));
  game.truncate(5);  // beyond the end: nothing changes
  CHECK(game.plies().size() == 1);
  while (game.undo()) {
  }
  CHECK_FALSE(game.undo());
}

TEST_CASE("a game from a position string records captures in the record form", "[web][model][R3.4]") {
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {}, kFigure4b));
  CHECK(game.base() == kFigure4b);
  // Any valid path is accepted; the token is the canonical path, the record has the captures.
  REQUIRE_FALSE(game.play("e5-f4-e3-d2-c3-c4-d5-d6-d7"));
  const Ply& ply = game.plies().back();
  CHECK(ply.mover == 1);
  CHECK(ply.record == ply.token + " X d3-d4-e4");
  CHECK(ply.irreversible);
  // The move list writes the path in the order given.
  CHECK(ply.detail.shown == "e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4");
  CHECK(ply.detail.squares.front() == "e5");
  CHECK(ply.detail.squares.back() == "d7");
  CHECK(ply.detail.kind == "distribute");
  CHECK(pos_of(game).score(BLUE) == 9);
  REQUIRE_FALSE(game.play("R9"));
  CHECK(game.plies().back().record == "R9");
  CHECK(game.position_command().rfind(std::string("position fen ") + kFigure4b + " moves ", 0) == 0);
}

TEST_CASE("a bad position string leaves the game as it was", "[web][model][R6.5]") {
  GameModel game;
  REQUIRE_FALSE(game.play("a1"));
  auto e = game.reset("rodeffer", {}, "x8/x8 r 25/25 0/0 0/0 0 1");
  REQUIRE(e);
  CHECK(e->message.find("ranks") != std::string::npos);
  CHECK(game.plies().size() == 1);
}

TEST_CASE("the legal summary offers drops, collects, distributions and rescue", "[web][model][R2]") {
  GameModel game;
  const json::object start = legal_of(game);
  CHECK(count(start, "drops") == 64);
  CHECK(start.at("drops").at("d3") == "d3");  // the token the page plays on a click
  CHECK(count(start, "collects") == 0);
  CHECK(count(start, "actions") == 0);  // no rescue, no prisoner's drop
  CHECK(start.at("pass") == false);

  REQUIRE_FALSE(game.reset("rodeffer", {}, kFigure4b));
  const json::object blue = legal_of(game);
  CHECK(blue.at("distributable") == json::array{"e5"});
  CHECK(count(blue, "drops") == 61);  // R3 worked example: 61 drops
  REQUIRE_FALSE(game.play("e5-f4-e3-d2-c3-c4-d5-d6-d7"));
  const json::object red = legal_of(game);
  CHECK(red.at("actions").at("rescue") == json::object{{"move", "R9"}});
  CHECK(count(red, "distributable") == 0);

  // Collects (R2.2): three red stacks in a row give runs of 2 and 3, onto either end.
  REQUIRE_FALSE(game.reset("rodeffer", {}, "x8/x8/x8/x8/x8/x8/x8/r,r,r,x5 r 22/25 0/0 0/0 0 1"));
  const json::object run = legal_of(game);
  std::vector<std::string> tokens;
  for (const auto& c : run.at("collects").as_array()) {
    tokens.emplace_back(c.at("token").as_string());
    // The run's squares, in board order, the combined stack's square `to`.
    if (tokens.back() == "c1=a1")
      CHECK(c.as_object() ==
            json::object{{"from", "c1"}, {"to", "a1"}, {"token", "c1=a1"}, {"run", {"a1", "b1", "c1"}}});
  }
  std::sort(tokens.begin(), tokens.end());
  CHECK(tokens == std::vector<std::string>{"a1=b1", "a1=c1", "b1=a1", "b1=c1", "c1=a1", "c1=b1"});
}

TEST_CASE("prisoner drops are offered only with the variant on", "[web][model][R7.2]") {
  const char* fen = "x8/x8/x8/x8/x8/x8/x8/x8 r 25/22 3/0 3/0 0 5";
  GameModel off, on;
  REQUIRE_FALSE(off.reset("rodeffer", {}, fen));
  REQUIRE_FALSE(on.reset("rodeffer", rules_with("PrisonerDrops", "true"), fen));
  CHECK(action_squares(legal_of(off), "prisoner").empty());
  const json::object drops = action_squares(legal_of(on), "prisoner");
  CHECK(drops.size() == 64);
  CHECK(drops.at("d4") == "P@d4");  // the token the page plays: it composes none
  CHECK(off.play("P@d4"));
  CHECK_FALSE(on.play("P@d4"));
  CHECK(pos_of(on).colour(sq("d4")) == BLUE);
}

TEST_CASE("pass is offered only when nothing else is legal, and the result text is written", "[web][model][R2.5][R4]") {
  // Red: no stock, no prisoners held by Blue, single pieces far apart: nothing but a pass.
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {}, "r,x7/x8/x8/x8/x8/x8/x8/x7,b r 0/24 0/0 0/0 0 30"));
  const json::object s = legal_of(game);
  CHECK(s.at("pass") == true);
  CHECK(count(s, "drops") == 0);
  REQUIRE_FALSE(game.play("pass"));
  CHECK_FALSE(game.state().is_over());
  REQUIRE_FALSE(game.reset("rodeffer", rules_with("TargetScore", "5"), "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 5/2 0 9"));
  CHECK(verdict_text(game.state().verdict(), game.state().side_names()).rfind("Red wins: ", 0) == 0);
  CHECK(count(legal_of(game), "drops") == 0);
}

TEST_CASE("captured stacks are described as the move left them, before removal", "[web][model][R3.2]") {
  auto taken_of = [](const char* fen, const char* move) {
    GameModel game;
    REQUIRE_FALSE(game.reset("rodeffer", {}, fen));
    REQUIRE_FALSE(game.play(move));
    return game.plies().back().detail;
  };
  // A suicide drop: the square was empty before the move, the captured piece is the mover's.
  const MoveDetail suicide = taken_of("x8/x8/x8/x8/x8/x8/b,x7/x,b,x6 r 25/23 0/0 0/0 0 2", "a1");
  CHECK(suicide.shown == "a1 X a1");
  REQUIRE(suicide.taken.size() == 1);
  CHECK(suicide.taken[0].square == "a1");
  CHECK(suicide.taken[0].owner == 0);
  CHECK(suicide.taken[0].height == 1);
  // A distribution whose squares are captured: one Red piece on each, not the 2-stack that stood on b1.
  const MoveDetail spread = taken_of("x8/x8/x8/x8/x8/x8/b,b,x6/x,r2,b,x5 r 23/22 0/0 0/0 0 5", "b1-a1");
  CHECK(spread.shown == "b1-a1 X a1-b1");
  REQUIRE(spread.taken.size() == 2);
  for (const CapturedStack& c : spread.taken) {
    CHECK(c.owner == 0);
    CHECK(c.height == 1);
  }
  // A drop onto an own stack that is captured: one higher than before.
  const MoveDetail onto = taken_of("x8/x8/x8/x8/x8/x8/b,x7/r2,b,x6 r 23/23 0/0 0/0 0 2", "a1");
  REQUIRE(onto.taken.size() == 1);
  CHECK(onto.taken[0].height == 3);
  // An ordinary capture: the enemy stack as it stood (Figure 4b: d3, d4, e4).
  const MoveDetail fig = taken_of(kFigure4b, "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  REQUIRE(fig.taken.size() == 3);
  int red_pieces = 0;
  for (const CapturedStack& c : fig.taken) {
    CHECK(c.owner == 0);
    red_pieces += c.height;
  }
  CHECK(red_pieces == 9);
}

TEST_CASE("a game stopped at a ply limit is adjudicated by the game's rule", "[web][model][R4.3]") {
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {}, "x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/5 3/5 0 9"));
  CHECK_FALSE(game.state().is_over());  // the game goes on
  CHECK(verdict_text(game.state().adjudicate(), game.state().side_names()) ==
        "Blue wins: adjudicated by score, 3 to 5");
  REQUIRE_FALSE(game.reset("rodeffer", {}, "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 4/4 0 9"));
  CHECK(verdict_text(game.state().adjudicate(), game.state().side_names()) == "Draw: adjudicated by score, 4 to 4");
}

TEST_CASE("any registered game: unknown games and options are refused, the game kept", "[web][model]") {
  GameModel game;
  REQUIRE_FALSE(game.play("d3"));
  auto unknown = game.reset("go", {}, "startpos");
  REQUIRE(unknown);
  CHECK(unknown->message.find("'go'") != std::string::npos);
  auto option = game.reset("rodeffer", rules_with("Colour", "green"), "startpos");
  REQUIRE(option);
  CHECK(option->message.find("Colour") != std::string::npos);
  CHECK(game.plies().size() == 1);
  CHECK(game.game_id() == "rodeffer");
  REQUIRE_FALSE(game.reset("rodeffer", rules_with("topology", "torus"), "startpos"));
  bool torus = false;
  for (const auto& [name, value] : game.rules()) torus |= name == "Topology" && value == "torus";
  CHECK(torus);
}

TEST_CASE("undo and truncation replay the game: the state keeps its history", "[web][model]") {
  GameModel game;
  for (const char* m : {"d3", "e5", "d4", "e4"}) REQUIRE_FALSE(game.play(m));
  const std::string after_two = game.fen_at(2);
  game.truncate(2);
  CHECK(game.state().position_string() == after_two);
  CHECK(game.state_at(1)->position_string() == game.fen_at(1));
  CHECK(game.start_ply() == 0);
  GameModel copy = game;
  REQUIRE_FALSE(copy.play("a1"));
  CHECK(game.plies().size() == 2);  // a copy plays apart
  CHECK(copy.plies().size() == 3);
}

TEST_CASE("a distribution is shown in the order it was clicked, sent in the canonical one", "[web][model][R2.3]") {
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {}, "x8/x8/x8/x8/x8/x8/x8/x,r3,x6 r 22/25 0/0 0/0 0 1"));
  REQUIRE_FALSE(game.play("b1-a2-a1"));
  const Ply& ply = game.plies().back();
  CHECK(ply.token == "b1-a1-a2");  // the same move: the engine is sent the canonical path
  CHECK(ply.detail.shown == "b1-a2-a1");
  CHECK(ply.detail.squares == std::vector<std::string>{"b1", "a2", "a1"});
  // A move from the engine, in the canonical spelling, is shown so.
  REQUIRE(game.undo());
  REQUIRE_FALSE(game.play("b1-a1-a2"));
  CHECK(game.plies().back().detail.shown == "b1-a1-a2");
}

TEST_CASE("options that cannot be in force together are refused with the rules' reason", "[web][model][S1.2]") {
  GameModel game;
  REQUIRE_FALSE(game.play("d3"));
  // Steere's Rows + Columns must be odd: 6x6 is no board; the game (and its moves) stays.
  auto even = game.reset("steere", {{"Rows", "6"}, {"Columns", "6"}}, "startpos");
  REQUIRE(even);
  CHECK(even->message.find("Rows 6") != std::string::npos);
  CHECK(even->message.find("Columns 6") != std::string::npos);
  CHECK(even->message.find("S1.2") != std::string::npos);
  CHECK(game.game_id() == "rodeffer");
  CHECK(game.plies().size() == 1);
  // Rows 7 with the default Columns 7 neither.
  CHECK(game.reset("steere", {{"Rows", "7"}}, "startpos"));
  // Sizes that are boards, and the other games' options, are taken.
  REQUIRE_FALSE(game.reset("steere", {{"Rows", "6"}, {"Columns", "5"}}, "startpos"));
  CHECK(game.state().board().files == 5);
  CHECK(game.state().board().ranks == 6);
  REQUIRE_FALSE(game.reset("steere", {{"Columns", "4"}, {"Rows", "3"}}, "startpos"));
  REQUIRE_FALSE(game.reset("rodeffer", {{"TargetScore", "1"}, {"RedPieces", "1"}, {"QuietLimit", "3"}}, "startpos"));
  REQUIRE_FALSE(game.reset("longworm-chess", {{"HalflingRange", "relative"}}, "startpos"));
}

TEST_CASE("a result names the winner once", "[web][model][C3.4]") {
  GameModel game;
  // E2: the rook consolidates onto h1 and mates the king on h7.
  REQUIRE_FALSE(game.reset("inchworm-chess", {}, "7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2"));
  REQUIRE_FALSE(game.play("h8h7"));
  REQUIRE_FALSE(game.play("g1h1"));
  REQUIRE(game.state().is_over());
  CHECK(verdict_text(game.state().verdict(), game.state().side_names()) == "White wins: checkmate (C3.4)");
}

}  // namespace game_model_test
