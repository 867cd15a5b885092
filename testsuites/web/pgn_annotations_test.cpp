// What a PGN record says beside its moves, in lichess's forms: [%eval] and [%clk] in comments, NAGs and
// suffix marks; read by the record parser and carried by the replay into the game's clocks, evaluations
// and marks. Malformed annotations are warnings naming them; the moves still load.
#include <catch2/catch.hpp>

#include "game_record.h"
#include "pgn_annotations.h"
#include "record_replay.h"

using namespace adapters::web;

namespace pgn_annotations_test {
namespace {

bool has_warning(const GameRecord& g, const std::string& part) {
  for (const auto& w : g.warnings)
    if (w.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("lichess's [%eval] values: pawns with decimals, mates in moves, malformed ones refused",
          "[web][record][pgn]") {
  CHECK(parse_eval_value("0.35")->units == 35);
  CHECK(parse_eval_value("-1.2")->units == -120);
  CHECK(parse_eval_value("+2")->units == 200);
  CHECK(parse_eval_value(".5")->units == 50);
  CHECK(parse_eval_value("#3")->mate);
  CHECK(parse_eval_value("#3")->moves == 3);
  CHECK(parse_eval_value("#-3")->moves == -3);
  for (const char* bad : {"", "abc", "0.3.5", "#", "#x", "1e5", "--1", "0,35", "#-"}) {
    INFO(bad);
    CHECK_FALSE(parse_eval_value(bad));
  }
}

TEST_CASE("lichess's [%clk] values: h:mm:ss, tenths, malformed ones refused", "[web][record][pgn]") {
  CHECK(parse_clock_value("0:04:58") == 298000);
  CHECK(parse_clock_value("1:02:03") == 3723000);
  CHECK(parse_clock_value("0:00:09.5") == 9500);
  CHECK(parse_clock_value("4:58") == 298000);
  for (const char* bad : {"", "5", "0:60:00", "0:00:60", "a:00:00", "0:00:-1", "1:2:3:4", "0::01", "0:00:1x"}) {
    INFO(bad);
    CHECK_FALSE(parse_clock_value(bad));
  }
}

TEST_CASE("PGN comments, NAGs and marks: evaluations, clocks and marks of the moves before them",
          "[web][record][pgn]") {
  const std::string text =
      "[Game \"inchworm-chess\"]\n[White \"a\"]\n[Black \"b\"]\n\n"
      "1. e2e4 { [%eval 0.35] [%clk 0:04:58] } 1... c7c6 $6 { [%eval 0.17,18] [%clk 0:04:59.5] some words }\n"
      "2. b1c3?? {a comment with [%clk 0:00:09.5] and text\n over [%eval #-3] two lines} g7g5 $2 $99 {no commands}\n"
      "3. d2d4 ?! { [%eval #2] } 3... d7d6 { [%eval abc] [%clk 1:xx] [%csl Gd4] } $x *\n";
  auto games = parse_game_records(text);
  REQUIRE(games);
  const GameRecord& g = games->front();
  REQUIRE(g.moves.size() == 6);
  const auto& m = g.moves;
  CHECK(m[0].token == "e2e4");
  REQUIRE(m[0].notes.eval);
  CHECK(m[0].notes.eval->units == 35);
  CHECK(m[0].notes.clock_ms == 298000);
  CHECK(m[0].notes.nag == 0);
  CHECK(m[1].notes.nag == 6);
  CHECK(m[1].notes.eval->units == 17);  // lichess's depth after the comma is not the value
  CHECK(m[1].notes.clock_ms == 299500);
  CHECK(m[2].token == "b1c3");  // the suffix is the mark, not the move
  CHECK(m[2].notes.nag == 4);
  CHECK(m[2].notes.clock_ms == 9500);
  REQUIRE(m[2].notes.eval);
  CHECK(m[2].notes.eval->mate);
  CHECK(m[2].notes.eval->moves == -3);
  CHECK(m[3].notes.nag == 2);  // $99 is no mark of ours: the $2 stands
  CHECK_FALSE(m[3].notes.eval);
  CHECK(m[4].notes.nag == 6);  // a mark written apart from its move
  CHECK(m[4].notes.eval->moves == 2);
  CHECK_FALSE(m[5].notes.eval);
  CHECK_FALSE(m[5].notes.clock_ms);
  // Each malformed annotation is one warning naming it; other commands ([%csl]) are passed over.
  CHECK(has_warning(g, "'[%eval abc]'"));
  CHECK(has_warning(g, "'[%clk 1:xx]'"));
  CHECK(has_warning(g, "'$x'"));
  CHECK(g.warnings.size() == 3);

  // The replay keeps every move and carries the annotations: the clocks into the plies, the evaluations
  // as the analysis' (from the first player's view: #N turned to plies by who is to move), the marks.
  auto replayed = replay_record(g);
  REQUIRE(replayed);
  CHECK(replayed->complete);
  CHECK(replayed->game.tokens().size() == 6);
  CHECK(replayed->game.plies()[0].clock_ms == 298000);
  CHECK(replayed->game.plies()[2].clock_ms == 9500);
  CHECK(replayed->game.plies()[5].clock_ms == -1);
  REQUIRE(replayed->evals.size() == 4);
  CHECK(replayed->evals[0].ply == 1);
  CHECK(replayed->evals[0].kind == "cp");
  CHECK(replayed->evals[0].first == 35);
  CHECK(replayed->evals[0].text == "+35");
  CHECK(replayed->evals[1].text == "+17");
  // After White's second move Black is to move: Black mates in 3 of its moves, 5 plies.
  CHECK(replayed->evals[2].ply == 3);
  CHECK(replayed->evals[2].kind == "loss");
  CHECK(replayed->evals[2].text == "loss 5");
  CHECK(replayed->evals[2].first == Approx(-1e9 + 5));
  // After White's third move Black is to move: White mates in 2 of its moves, 4 plies.
  CHECK(replayed->evals[3].text == "win 4");
  REQUIRE(replayed->marks.size() == 4);
  CHECK(replayed->marks[0].index == 1);
  CHECK(replayed->marks[0].mark == "?!");
  CHECK(replayed->marks[0].recorded);
  CHECK(replayed->marks[1].mark == "??");
  CHECK(replayed->marks[2].mark == "?");
  CHECK(replayed->marks[3].mark == "?!");
}

TEST_CASE("records without annotations and other tools' comments still load as before", "[web][record][pgn]") {
  // A comment before the first move, one never closed, a comment inside a variation: no annotation.
  auto games = parse_game_records(
      "[Game \"inchworm-chess\"]\n\n{ [%eval 9.99] before any move } 1. e2e4 (1. d2d4 { [%eval 5.00] }) c7c6 "
      "{ [%eval -0.50] [%clk 0:01:00] lichess's words\n");
  REQUIRE(games);
  const GameRecord& g = games->front();
  REQUIRE(g.moves.size() == 2);
  CHECK_FALSE(g.moves[0].notes.eval);
  CHECK(has_warning(g, "not closed"));
  auto replayed = replay_record(g);
  REQUIRE(replayed);
  CHECK(replayed->evals.empty());
  CHECK(replayed->marks.empty());
}

}  // namespace pgn_annotations_test
