// The bridge's game: moves checked by the rules library, undo, truncation, and what the page is offered.
#include <catch2/catch.hpp>

#include "game_model.h"

using namespace adapters::web;
using namespace inchworm;
using namespace inchworm::rodeffer;

namespace {

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

Square sq(const char* name) { return *parse_square(name); }

}  // namespace

TEST_CASE("moves are played, refused with a reason, undone and truncated", "[web][model][R2]") {
  GameModel game;
  REQUIRE_FALSE(game.reset(Rules{}, "startpos"));
  REQUIRE_FALSE(game.play("d3"));
  REQUIRE_FALSE(game.play("e5"));
  REQUIRE_FALSE(game.play("d3"));  // R2.1: onto an own stack
  CHECK(game.position().height(sq("d3")) == 2);
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
  CHECK(format_position(game.position()) == "x8/x8/x8/x4,b,x3/x8/x3,r2,x4/x8/x8 b 23/24 0/0 0/0 3 2");
  game.truncate(1);
  CHECK(game.tokens() == std::vector<std::string>{"d3"});
  CHECK(format_position(game.position_at(0)) == std::string(kStartPosition));
  game.truncate(5);  // beyond the end: nothing changes
  CHECK(game.plies().size() == 1);
  while (game.undo()) {
  }
  CHECK_FALSE(game.undo());
}

TEST_CASE("a game from a position string records captures in the record form", "[web][model][R3.4]") {
  GameModel game;
  REQUIRE_FALSE(game.reset(Rules{}, kFigure4b));
  CHECK(game.base() == kFigure4b);
  // Any valid path is accepted; the token is the canonical path, the record has the captures.
  REQUIRE_FALSE(game.play("e5-f4-e3-d2-c3-c4-d5-d6-d7"));
  const Ply& ply = game.plies().back();
  CHECK(ply.mover == BLUE);
  CHECK(ply.record == ply.token + " X d3-d4-e4");
  CHECK(ply.captured == (square_bb(sq("d3")) | square_bb(sq("d4")) | square_bb(sq("e4"))));
  CHECK(game.position().score(BLUE) == 9);
  REQUIRE_FALSE(game.play("R9"));
  CHECK(game.plies().back().record == "R9");
  CHECK(game.position_command().rfind(std::string("position fen ") + kFigure4b + " moves ", 0) == 0);
}

TEST_CASE("a bad position string leaves the game as it was", "[web][model][R6.5]") {
  GameModel game;
  REQUIRE_FALSE(game.play("a1"));
  auto e = game.reset(Rules{}, "x8/x8 r 25/25 0/0 0/0 0 1");
  REQUIRE(e);
  CHECK(e->message.find("ranks") != std::string::npos);
  CHECK(game.plies().size() == 1);
}

TEST_CASE("the legal summary offers drops, collects, distributions and rescue", "[web][model][R2]") {
  GameModel game;
  LegalSummary start = summarize_legal_moves(game.position());
  CHECK(popcount(start.drops) == 64);
  CHECK(start.collects.empty());
  CHECK(start.rescue.empty());
  CHECK_FALSE(start.pass);

  REQUIRE_FALSE(game.reset(Rules{}, kFigure4b));
  LegalSummary blue = summarize_legal_moves(game.position());
  CHECK(blue.distributable == square_bb(sq("e5")));
  CHECK(popcount(blue.drops) == 61);  // R3 worked example: 61 drops
  REQUIRE_FALSE(game.play("e5-f4-e3-d2-c3-c4-d5-d6-d7"));
  LegalSummary red = summarize_legal_moves(game.position());
  CHECK(red.rescue == "R9");
  CHECK(red.distributable == 0);

  // Collects (R2.2): three red stacks in a row give runs of 2 and 3, onto either end.
  REQUIRE_FALSE(game.reset(Rules{}, "x8/x8/x8/x8/x8/x8/x8/r,r,r,x5 r 22/25 0/0 0/0 0 1"));
  LegalSummary run = summarize_legal_moves(game.position());
  std::vector<std::string> tokens;
  for (const auto& c : run.collects) tokens.push_back(c.token);
  std::sort(tokens.begin(), tokens.end());
  CHECK(tokens == std::vector<std::string>{"a1=b1", "a1=c1", "b1=a1", "b1=c1", "c1=a1", "c1=b1"});
}

TEST_CASE("prisoner drops are offered only with the variant on", "[web][model][R7.2]") {
  const char* fen = "x8/x8/x8/x8/x8/x8/x8/x8 r 25/22 3/0 3/0 0 5";
  GameModel off, on;
  REQUIRE_FALSE(off.reset(Rules{}, fen));
  Rules rules;
  rules.prisoner_drops = true;
  REQUIRE_FALSE(on.reset(rules, fen));
  CHECK(summarize_legal_moves(off.position()).prisoner_drops == 0);
  CHECK(popcount(summarize_legal_moves(on.position()).prisoner_drops) == 64);
  CHECK(off.play("P@d4"));
  CHECK_FALSE(on.play("P@d4"));
  CHECK(on.position().colour(sq("d4")) == BLUE);
}

TEST_CASE("pass is offered only when nothing else is legal, and the result text is written", "[web][model][R2.5][R4]") {
  // Red: no stock, no prisoners held by Blue, single pieces far apart: nothing but a pass.
  GameModel game;
  REQUIRE_FALSE(game.reset(Rules{}, "r,x7/x8/x8/x8/x8/x8/x8/x7,b r 0/24 0/0 0/0 0 30"));
  LegalSummary s = summarize_legal_moves(game.position());
  CHECK(s.pass);
  CHECK(s.drops == 0);
  REQUIRE_FALSE(game.play("pass"));
  CHECK(result_text(game.position()).empty());
  Rules short_game;
  short_game.target = 5;
  REQUIRE_FALSE(game.reset(short_game, "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 5/2 0 9"));
  CHECK(result_text(game.position()) == "Red wins 5 to 2");
  CHECK(summarize_legal_moves(game.position()).drops == 0);
}

TEST_CASE("captured stacks are described as the move left them, before removal", "[web][model][R3.2]") {
  auto taken_of = [](const char* fen, const char* move) {
    GameModel game;
    REQUIRE_FALSE(game.reset(Rules{}, fen));
    REQUIRE_FALSE(game.play(move));
    return game.plies().back();
  };
  // A suicide drop: the square was empty before the move, the captured piece is the mover's.
  const Ply suicide = taken_of("x8/x8/x8/x8/x8/x8/b,x7/x,b,x6 r 25/23 0/0 0/0 0 2", "a1");
  CHECK(suicide.record == "a1 X a1");
  REQUIRE(suicide.taken.size() == 1);
  CHECK(suicide.taken[0].square == sq("a1"));
  CHECK(suicide.taken[0].colour == RED);
  CHECK(suicide.taken[0].height == 1);
  // A distribution whose squares are captured: one Red piece on each, not the 2-stack that stood on b1.
  const Ply spread = taken_of("x8/x8/x8/x8/x8/x8/b,b,x6/x,r2,b,x5 r 23/22 0/0 0/0 0 5", "b1-a1");
  CHECK(spread.record == "b1-a1 X a1-b1");
  REQUIRE(spread.taken.size() == 2);
  for (const CapturedStack& c : spread.taken) {
    CHECK(c.colour == RED);
    CHECK(c.height == 1);
  }
  // A drop onto an own stack that is captured: one higher than before.
  const Ply onto = taken_of("x8/x8/x8/x8/x8/x8/b,x7/r2,b,x6 r 23/23 0/0 0/0 0 2", "a1");
  REQUIRE(onto.taken.size() == 1);
  CHECK(onto.taken[0].height == 3);
  // An ordinary capture: the enemy stack as it stood (Figure 4b: d3, d4, e4).
  const Ply fig = taken_of(kFigure4b, "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  REQUIRE(fig.taken.size() == 3);
  int red_pieces = 0;
  for (const CapturedStack& c : fig.taken) {
    CHECK(c.colour == RED);
    red_pieces += c.height;
  }
  CHECK(red_pieces == 9);
}

TEST_CASE("a game stopped at a ply limit is judged by the score", "[web][model][R4.3]") {
  GameModel game;
  REQUIRE_FALSE(game.reset(Rules{}, "x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/5 3/5 0 9"));
  CHECK(result_text(game.position()).empty());  // the game goes on
  CHECK(judged_by_score(game.position()) == "Blue wins 5 to 3");
  REQUIRE_FALSE(game.reset(Rules{}, "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 4/4 0 9"));
  CHECK(judged_by_score(game.position()) == "Draw 4 to 4");
}
