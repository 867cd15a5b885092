// Records written by the referee (adapters/referee) read back and replayed: its PGN-like text and its
// JSON lines, first from a fixed sample of its format, then from a real uiw-referee run when built.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "file_text.h"
#include "record_replay.h"

using namespace adapters::web;

namespace referee_record_test {
namespace {

std::string rule(const GameRecord& g, const std::string& name) {
  for (const auto& [n, v] : g.rules)
    if (inchworm::same_option_name(n, name)) return v;
  return {};
}

// The value of a rule option in the replayed game.
std::string rule_in_force(const GameModel& game, const std::string& name) {
  for (const auto& [n, v] : game.rules())
    if (n == name) return v;
  return {};
}

// The referee's layout: tags (the rules as inchworm::rodeffer::describe writes them), moves with {comments}.
const char* kRefereePgn = R"([Event "uiw-referee match"]
[Site "uiw-referee"]
[Round "1"]
[Game "1"]
[Red "A"]
[Blue "B"]
[Result "0-1"]
[Variant "topology cylinder, capture original, target 10, prisoner drops off, pieces 20/25"]
[FEN "x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/0 0/0 0 1"]
[Opening "startpos"]
[FinalFEN "x8/x8/x8/x8/x8/x8/x8/b,r,x6 r 19/24 0/0 0/0 2 2"]

1. b1 {+0/1 0.000s} a1 {-12/1 0.008s} {a comment at the end} *

)";

const char* kRefereeJson =
    R"({"event":"m","game":0,"red":"A","blue":"B","result":"0-1","variant":"topology torus, capture modern, target 10, prisoner drops on",)"
    R"("start":"x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1","final":"x","score":[0,10],)"
    R"("moves":[{"move":"a1","cp":0,"depth":1},{"move":"b1","record":"b1"}]})";

}  // namespace

TEST_CASE("the referee's PGN layout: rules from Variant, start from FEN, final position checked", "[web][record][R7]") {
  auto games = parse_game_records(kRefereePgn);
  REQUIRE(games);
  REQUIRE(games->size() == 1);
  const GameRecord& g = games->front();
  CHECK(rule(g, "Topology") == "cylinder");
  CHECK(rule(g, "TargetScore") == "10");
  CHECK(rule(g, "RedPieces") == "20");
  CHECK(rule(g, "PrisonerDrops") == "false");
  CHECK(g.warnings.empty());
  REQUIRE(g.moves.size() == 2);
  auto replayed = replay_record(g);
  REQUIRE(replayed);
  CHECK(replayed->complete);
  CHECK(replayed->notes.empty());
  CHECK(rule_in_force(replayed->game, "BluePieces") == "25");
  CHECK(rule_in_force(replayed->game, "TargetScore") == "10");
}

TEST_CASE("the referee's JSON lines: one game per line with a moves list", "[web][record][R5][R7]") {
  auto games = parse_game_records(std::string(kRefereeJson) + "\n" + kRefereeJson + "\n");
  REQUIRE(games);
  REQUIRE(games->size() == 2);
  const GameRecord& g = games->front();
  CHECK(rule(g, "Topology") == "torus");
  CHECK(rule(g, "CaptureRule") == "modern");
  CHECK(rule(g, "PrisonerDrops") == "true");
  CHECK(g.tag("red") == "A");
  CHECK(g.result == "0-1");
  REQUIRE(g.moves.size() == 2);
  CHECK(g.moves[1].token == "b1");
  auto replayed = replay_record(g);
  REQUIRE(replayed);
  // "final":"x" is not the replayed position: said so.
  REQUIRE(replayed->notes.size() == 1);
  CHECK(replayed->notes[0].find("final position") != std::string::npos);
}

TEST_CASE("a record move the rules refuse ends the replay with a note", "[web][record]") {
  auto games = parse_game_records("1. d3 d3 2. e4\n");
  REQUIRE(games);
  auto replayed = replay_record(games->front());
  REQUIRE(replayed);
  CHECK_FALSE(replayed->complete);
  CHECK(replayed->game.plies().size() == 1);
  REQUIRE(replayed->notes.size() == 1);
  CHECK(replayed->notes[0].find("move 2 'd3' was refused") != std::string::npos);
}

TEST_CASE("captures that differ from the rules' are noted", "[web][record][R3.4]") {
  auto games = parse_game_records(
      "[FEN \"x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9\"]\n"
      "9... e5-f4-e3-d2-c3-c4-d5-d6-d7 X d3-d4 10. R9\n");
  REQUIRE(games);
  auto replayed = replay_record(games->front());
  REQUIRE(replayed);
  REQUIRE(replayed->notes.size() == 1);
  CHECK(replayed->notes[0].find("the record writes X d3-d4, the rules' record X d3-d4-e4") != std::string::npos);
}

#if defined(REFEREE_BIN) && defined(MOCK_BIN) && defined(ENGINE_BIN)
TEST_CASE("records of a real uiw-referee match replay to their final positions", "[web][record][referee]") {
  const auto dir = std::filesystem::temp_directory_path() / ("uiw-web-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto pgn = dir / "games.pgn", jsonl = dir / "games.jsonl";
  const std::string cmd = std::string(REFEREE_BIN) + " -engine cmd=" + MOCK_BIN +
                          " name=mock -engine cmd=" + ENGINE_BIN +
                          " name=inchworm -each st=0.01 timemargin=2000 -games 2" +
                          " -variant TargetScore=8 Topology=cylinder -maxplies 150 -progress never -pgnout " +
                          pgn.string() + " -jsonout " + jsonl.string() + " > " + (dir / "out.txt").string() + " 2>&1";
  REQUIRE(std::system(cmd.c_str()) == 0);
  for (const auto& file : {pgn, jsonl}) {
    const std::string text = testing_support::read_text(file);
    INFO(file.string() << ":\n" << text);  // on a failure, the records themselves (how each game ended)
    auto games = parse_game_records(text);
    REQUIRE(games);
    REQUIRE(games->size() == 2);
    for (const auto& g : *games) {
      CHECK(inchworm::same_option_name(rule(g, "Topology"), "cylinder"));
      CHECK(rule(g, "TargetScore") == "8");
      CHECK_FALSE(g.final_fen.empty());
      CHECK_FALSE(g.moves.empty());
      auto replayed = replay_record(g);
      REQUIRE(replayed);
      CHECK(replayed->complete);
      for (const auto& n : replayed->notes) FAIL_CHECK(n);
      CHECK(replayed->game.state().position_string() == g.final_fen);
    }
  }
  std::filesystem::remove_all(dir);
}
#endif

}  // namespace referee_record_test
