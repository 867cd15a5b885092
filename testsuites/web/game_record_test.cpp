// Reading referee records (PGN-like and JSON lines) so the page can step through them.
#include <algorithm>
#include <catch2/catch.hpp>

#include "game_model.h"
#include "game_record.h"
#include "record_replay.h"

using namespace adapters::web;

namespace game_record_test {
namespace {

// The value a record gives to a rule option (names compare without regard to case), or empty.
std::string rule(const GameRecord& g, const std::string& name) {
  for (const auto& [n, v] : g.rules)
    if (inchworm::same_option_name(n, name)) return v;
  return {};
}

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
  CHECK(rule(g, "TargetScore") == "20");
  CHECK(g.result == "0-1");
  REQUIRE(g.moves.size() == 3);
  CHECK(g.moves[0].token == "e5-f4-e3-d2-c3-c4-d5-d6-d7");
  CHECK(g.moves[0].suffix == "d3-d4-e4");
  CHECK(g.moves[1].token == "R9");
  CHECK(g.moves[1].suffix.empty());
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
  CHECK(rule(first, "Topology") == "torus");
  CHECK(rule(first, "CaptureRule") == "modern");
  CHECK(rule(first, "PrisonerDrops") == "true");
  REQUIRE(first.moves.size() == 4);
  CHECK(first.moves[0].token == "d3");
  CHECK(first.moves[1].token == "e5");
  CHECK(first.moves[2].token == "d4");
  CHECK(first.moves[3].token == "e6");
  CHECK(first.result == "*");
  const GameRecord& second = (*games)[1];
  CHECK(second.tag("Round") == "2");
  CHECK(rule(second, "RedPieces") == "20");
  CHECK(rule(second, "Topology").empty());
  CHECK(second.moves.size() == 2);
  CHECK(second.result == "1-0");
}

TEST_CASE("PGN-like record: a bad option value is a note, not a failure", "[web][record]") {
  auto games = parse_pgn_records("[Topology \"sphere\"]\n[Variant \"Colour=green\"]\n1. d3\n");
  REQUIRE(games);
  CHECK(games->front().moves.size() == 1);
  auto replayed = replay_record(games->front());
  REQUIRE(replayed);
  REQUIRE(replayed->notes.size() == 2);
  CHECK(replayed->notes[0].find("sphere") != std::string::npos);
  CHECK(replayed->notes[1].find("Colour=green is not a rule of rodeffer") != std::string::npos);
  CHECK(replayed->game.plies().size() == 1);
}

TEST_CASE("the record's game: Game tag or field by id, numbers are old game counts", "[web][record]") {
  auto tagged = parse_game_records("[Game \"rodeffer\"]\n[Variant \"Game=rodeffer, TargetScore=7\"]\n1. d3\n");
  REQUIRE(tagged);
  CHECK(tagged->front().game_id == "rodeffer");
  CHECK(rule(tagged->front(), "TargetScore") == "7");
  auto counted = parse_game_records("[Game \"3\"]\n1. d3\n");
  REQUIRE(counted);
  CHECK(counted->front().game_id.empty());
  CHECK(counted->front().tag("Game") == "3");
  CHECK(record_game_id(counted->front()) == "rodeffer");
  auto json_line = parse_game_records(R"({"game":"rodeffer","variant":"TargetScore=9","red":"a","moves":["d3"]})");
  REQUIRE(json_line);
  CHECK(json_line->front().game_id == "rodeffer");
  CHECK(rule(json_line->front(), "TargetScore") == "9");
  auto unknown = parse_game_records(R"({"game":"go","moves":["d3"]})");
  REQUIRE(unknown);
  CHECK(unknown->front().game_id.empty());  // not a registered game: read as Rodeffer's
}

TEST_CASE("a record none of whose moves can be played is refused, not loaded empty", "[web][record]") {
  auto hello = parse_game_records("hello");
  REQUIRE(hello);
  auto replayed = replay_record(hello->front());
  REQUIRE_FALSE(replayed);
  CHECK(replayed.error().find("'hello'") != std::string::npos);
  CHECK(replayed.error().find("nothing loaded") != std::string::npos);
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
  CHECK(rule(g, "TargetScore") == "20");
  CHECK(g.tag("red") == "a");
  REQUIRE(g.moves.size() == 3);
  CHECK(g.moves[0].suffix == "d3-d4-e4");
  CHECK(g.moves[1].token == "R9");
  CHECK(g.moves[2].token == "a1");
  CHECK(g.moves[2].suffix == "a1");
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
  CHECK(rule((*games)[0], "Topology") == "cylinder");
  CHECK((*games)[0].moves.size() == 1);
  CHECK(rule((*games)[1], "Topology") == "torus");
  CHECK((*games)[1].moves.size() == 2);
}

TEST_CASE("a record's moves replay in the game model and its captures match the library's", "[web][record][R3.4]") {
  auto games = parse_game_records(std::string("[FEN \"") + kFigure4b +
                                  "\"]\n9... e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4 10. R9\n");
  REQUIRE(games);
  auto replayed = replay_record(games->front());
  REQUIRE(replayed);
  CHECK(replayed->notes.empty());
  const GameModel& model = replayed->game;
  CHECK(model.plies()[0].record == "e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4-e4");
  const auto counters = model.state().board().counters;
  const auto score = std::find_if(counters.begin(), counters.end(), [](const auto& c) { return c.name == "score"; });
  REQUIRE(score != counters.end());
  CHECK(score->values[1] == 9);
}

TEST_CASE("a record of another registered game, its moves in record notation or as tokens", "[web][record]") {
  auto games = parse_game_records(
      "[Game \"inchworm-chess\"]\n[White \"a\"]\n[Black \"b\"]\n\n"
      "1. e2-e4 c7-c6 2. Nb1-c3 g7g5 *\n");
  REQUIRE(games);
  CHECK(games->front().game_id == "inchworm-chess");
  CHECK(games->front().tag("White") == "a");
  auto replayed = replay_record(games->front());
  REQUIRE(replayed);
  CHECK(replayed->complete);
  CHECK(replayed->notes.empty());
  CHECK(replayed->game.game_id() == "inchworm-chess");
  CHECK(replayed->game.tokens() == std::vector<std::string>{"e2e4", "c7c6", "b1c3", "g7g5"});
  // A record without a game whose start is a chess position is read as the game that takes it.
  auto unnamed =
      parse_game_records("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1\"]\n1. e2e4\n");
  REQUIRE(unnamed);
  CHECK(record_game_id(unnamed->front()) == "inchworm-chess");
}

TEST_CASE("a record suffix in a game whose notation has none is noted and ignored", "[web][record]") {
  // Inchworm Chess's record notation writes nothing after a move (its RecordSuffix is empty): the
  // word after another game's marker is read apart, noted, and the moves still replay.
  auto games = parse_game_records("[Game \"inchworm-chess\"]\n\n1. e2-e4 X d5 c7-c6 *\n");
  REQUIRE(games);
  REQUIRE(games->front().moves.size() == 2);
  CHECK(games->front().moves[0].suffix == "d5");
  auto replayed = replay_record(games->front());
  REQUIRE(replayed);
  CHECK(replayed->complete);
  CHECK(replayed->game.tokens() == std::vector<std::string>{"e2e4", "c7c6"});
  REQUIRE(replayed->notes.size() == 1);
  CHECK(replayed->notes[0] ==
        "move 1 'e2-e4': the record writes 'd5' after the move, which this game's record "
        "notation never does: ignored");
}

}  // namespace game_record_test
