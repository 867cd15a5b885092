// Reading referee records (PGN-like and JSON lines) so the page can step through them.
#include <catch2/catch.hpp>

#include "game_model.h"
#include "game_record.h"

using namespace adapters::web;

namespace {

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

}  // namespace

TEST_CASE("PGN-like record: tags, move numbers, capture suffixes, result", "[web][record][R3.4]") {
  const std::string text = std::string("[Event \"test\"]\n[Red \"inchworm\"]\n[Blue \"uiw_mock\"]\n") + "[FEN \"" +
                           kFigure4b + "\"]\n[TargetScore \"20\"]\n[Result \"0-1\"]\n\n" +
                           "9... e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4 10. R9 {Red takes its pieces back}\n"
                           "a1 ; a comment to the end of the line\n0-1\n";
  auto games = parse_game_records(text);
  REQUIRE(games);
  REQUIRE(games->size() == 1);
  const GameRecord& g = games->front();
  CHECK(g.tag("red") == "inchworm");
  CHECK(g.tag("Event") == "test");
  CHECK(g.base == kFigure4b);
  CHECK(g.rules.target == 20);
  CHECK(g.result == "0-1");
  REQUIRE(g.moves.size() == 3);
  CHECK(g.moves[0].token == "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  CHECK(g.moves[0].captures == "d3-d4-e4");
  CHECK(g.moves[1].token == "R9");
  CHECK(g.moves[1].captures.empty());
  CHECK(g.moves[2].token == "a1");
  CHECK(g.warnings.empty());
}

TEST_CASE("PGN-like record: variations skipped, several games, options in one tag", "[web][record][R7]") {
  const std::string text =
      "[Round \"1\"]\n[Variant \"Topology=torus, CaptureRule=modern, PrisonerDrops=true\"]\n"
      "1. d3 (1. e4 e5) 1... e5 2.d4 {a comment\nover two lines} e6 *\n"
      "[Round \"2\"]\n[RedPieces \"20\"]\n1. a1 b2 1-0\n";
  auto games = parse_pgn_records(text);
  REQUIRE(games);
  REQUIRE(games->size() == 2);
  const GameRecord& first = (*games)[0];
  CHECK(first.rules.topology == inchworm::rodeffer::Topology::Torus);
  CHECK(first.rules.capture == inchworm::rodeffer::CaptureRule::Modern);
  CHECK(first.rules.prisoner_drops);
  REQUIRE(first.moves.size() == 4);
  CHECK(first.moves[0].token == "d3");
  CHECK(first.moves[1].token == "e5");
  CHECK(first.moves[2].token == "d4");
  CHECK(first.moves[3].token == "e6");
  CHECK(first.result == "*");
  const GameRecord& second = (*games)[1];
  CHECK(second.tag("Round") == "2");
  CHECK(second.rules.pieces[inchworm::rodeffer::RED] == 20);
  CHECK(second.rules.topology == inchworm::rodeffer::Topology::Plane);
  CHECK(second.moves.size() == 2);
  CHECK(second.result == "1-0");
}

TEST_CASE("PGN-like record: a bad option value is a warning, not a failure", "[web][record]") {
  auto games = parse_pgn_records("[Topology \"sphere\"]\n1. d3\n");
  REQUIRE(games);
  REQUIRE(games->front().warnings.size() == 1);
  CHECK(games->front().warnings[0].find("sphere") != std::string::npos);
  CHECK(games->front().moves.size() == 1);
}

TEST_CASE("records without a game are errors", "[web][record]") {
  CHECK_FALSE(parse_game_records(""));
  CHECK_FALSE(parse_game_records("   \n  "));
  CHECK_FALSE(parse_pgn_records("{only a comment}"));
  CHECK_FALSE(parse_jsonl_records("not json\n"));
}

TEST_CASE("JSON-lines record: settings, moves with captures as list or suffix", "[web][record][R3.4]") {
  const std::string text = std::string("{\"event\":\"start\",\"fen\":\"") + kFigure4b +
                           "\",\"options\":{\"TargetScore\":20,\"PrisonerDrops\":false},\"red\":\"a\"}\n"
                           "{\"ply\":1,\"move\":\"e5-f4-e3-d2-c3-c4-d5-d6-d7\",\"captures\":[\"d3\",\"d4\",\"e4\"]}\n"
                           "garbage line\n"
                           "{\"ply\":2,\"move\":\"R9\"}\n"
                           "{\"ply\":3,\"move\":\"a1 X a1\"}\n"
                           "{\"result\":\"0-1\",\"reason\":\"target\"}\n";
  auto games = parse_game_records(text);
  REQUIRE(games);
  REQUIRE(games->size() == 1);
  const GameRecord& g = games->front();
  CHECK(g.base == kFigure4b);
  CHECK(g.rules.target == 20);
  CHECK(g.tag("red") == "a");
  REQUIRE(g.moves.size() == 3);
  CHECK(g.moves[0].captures == "d3-d4-e4");
  CHECK(g.moves[1].token == "R9");
  CHECK(g.moves[2].token == "a1");
  CHECK(g.moves[2].captures == "a1");
  CHECK(g.result == "0-1");
  REQUIRE(g.warnings.size() == 1);
  CHECK(g.warnings[0].find("line 3") != std::string::npos);
}

TEST_CASE("JSON-lines record: a settings line after moves starts the next game", "[web][record]") {
  auto games = parse_jsonl_records(
      "{\"options\":{\"Topology\":\"cylinder\"}}\n{\"move\":\"d3\"}\n{\"options\":{\"Topology\":\"torus\"}}\n"
      "{\"move\":\"e4\"}\n{\"move\":\"e5\"}\n");
  REQUIRE(games);
  REQUIRE(games->size() == 2);
  CHECK((*games)[0].rules.topology == inchworm::rodeffer::Topology::Cylinder);
  CHECK((*games)[0].moves.size() == 1);
  CHECK((*games)[1].rules.topology == inchworm::rodeffer::Topology::Torus);
  CHECK((*games)[1].moves.size() == 2);
}

TEST_CASE("a record's moves replay in the game model and its captures match the library's", "[web][record][R3.4]") {
  auto games = parse_game_records(std::string("[FEN \"") + kFigure4b +
                                  "\"]\n9... e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4 10. R9\n");
  REQUIRE(games);
  const GameRecord& g = games->front();
  GameModel model;
  REQUIRE_FALSE(model.reset(g.rules, g.base));
  for (const auto& m : g.moves) REQUIRE_FALSE(model.play(m.token));
  CHECK(model.plies()[0].record == "e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4");
  CHECK(inchworm::rodeffer::format_squares(model.plies()[0].captured) == g.moves[0].captures);
  CHECK(model.position().score(inchworm::rodeffer::BLUE) == 9);
}
