// -analyse: the recorded games of a match evaluated move by move by the project's engine, written as
// JSON lines in the record form and as annotated PGN, each game saying what its scale means; the loss of
// a move and its mark from the evaluations before and after it.
#include <catch2/catch.hpp>

#include "analysis.h"
#include "referee_run.h"
#include "version.h"

using namespace referee_test;

TEST_CASE("referee analysis: a move's loss and mark", "[referee][analysis]") {
  // Red (first) moves from 0 to -150: lost 150 (?); Blue from -150 to +200 (Red's view): lost 350 (??);
  // Red keeps +200: lost nothing.
  const auto losses = referee::move_losses({0, -150, 200, 200}, {true, false, true});
  REQUIRE(losses.size() == 3);
  CHECK(losses[0].loss == 150);
  CHECK(losses[0].mark == "?");
  CHECK(losses[1].loss == 350);
  CHECK(losses[1].mark == "??");
  CHECK(losses[2].loss == 0);
  CHECK(losses[2].mark.empty());
  // From 50 a move is an inaccuracy (?!); the thresholds are uiw-web's too (adapters/common/move_analysis.h).
  CHECK(referee::move_losses({0, -50}, {true})[0].mark == "?!");
  CHECK(referee::move_losses({0, -49}, {true})[0].mark.empty());
  CHECK(referee::move_losses({0, 99}, {false})[0].mark == "?!");
  CHECK(referee::move_losses({0, 100}, {false})[0].mark == "?");
  CHECK(referee::move_losses({0, -299}, {true})[0].mark == "?");
  CHECK(referee::move_losses({0, -300}, {true})[0].mark == "??");
  // An announced win counts as at most 10000.
  CHECK(referee::move_losses({1e9, -50}, {true})[0].loss == 10050);
}

TEST_CASE("referee analysis: a match's records annotated by the engine", "[referee][analysis]") {
  const std::string dir = scratch_dir("analysis");
  const Run run = run_referee(dir, join(join(mock_engine("A"), mock_engine("B", "random", {"--seed", "2"})),
                                        {"-each", "st=0.2", "-maxplies", "6", "-games", "2"}));
  REQUIRE(run.status == 0);
  const Run analysed = run_referee_alone(
      dir, {"-analyse", run.json_path, "-engine", std::string("cmd=") + ENGINE_BINARY, "name=judge", "depth=2",
            "option.Threads=1", "-jsonout", dir + "/annotated.jsonl", "-pgnout", dir + "/annotated.pgn"});
  INFO(analysed.output);
  REQUIRE(analysed.status == 0);
  CHECK(count_of(analysed.output, "Analysed ") == 2);
  CHECK(count_lines(dir + "/annotated.jsonl") == 2);
  const std::string json = read_text(dir + "/annotated.jsonl");
  CHECK(count_of(json, "\"eval\":") == 12);  // six moves a game
  CHECK(count_of(json, "\"best\":") == 12);
  CHECK(count_of(json, "\"depth\":2") == 12);
  CHECK(count_of(json, "\"scale\":\"evaluations are judge's, from Red's point of view") == 2);
  const std::string pgn = read_text(dir + "/annotated.pgn");
  CHECK(count_of(pgn, "[Annotator \"judge depth=2\"]") == 2);
  CHECK(count_of(pgn, "[EvaluationScale \"evaluations are judge's") == 2);
  CHECK(count_of(pgn, "[Red \"A\"]") == 1);
  CHECK(count_of(pgn, "/2 best ") == 12);
  // Who analysed: the engine's own name and the referee's version, in both.
  const std::string id_name = "Inchworm " + std::string(inchworm::version());
  const std::string referee = inchworm::version_line("uiw-referee");
  CHECK(count_of(json, "\"id_name\":\"" + id_name + "\"") == 2);
  CHECK(count_of(json, "\"referee\":\"" + referee + "\"}") == 2);  // the analysis object's, last in it
  CHECK(count_of(pgn, "[AnnotatorIdName \"" + id_name + "\"]") == 2);
  CHECK(count_of(pgn, "[Referee \"" + referee + "\"]") == 2);

  // Two engines, or none, are refused.
  const Run two = run_referee_alone(
      dir, join(join({"-analyse", run.json_path}, mock_engine("A")), join(mock_engine("B"), {"-each", "depth=1"})));
  CHECK(two.status == 2);
  CHECK(two.output.find("-analyse takes one engine") != std::string::npos);
}
