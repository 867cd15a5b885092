// -analyse: the recorded games of a match evaluated move by move by the project's engine, written as
// JSON lines in the record form and as annotated PGN, each game saying what its scale means; the loss of
// a move and its mark from the evaluations before and after it.
#include <catch2/catch.hpp>

#include "analysis.h"
#include "referee_run.h"
#include "version.h"

using namespace referee_test;

namespace analysis_test {

TEST_CASE("referee analysis: a move's loss and mark by the score's units", "[referee][analysis]") {
  // The best move scored +100 for the mover; the played move, searched alone: +50 lost 50 (?!), -150
  // lost 250 (?), -200 lost 300 (??). Without a scale (K 0) the units decide.
  const auto judged = [](double played) { return adapters::judge_move(100, played, 0); };
  CHECK(judged(51).mark.empty());
  CHECK(judged(50).mark == "?!");
  CHECK(judged(50).loss == 50);
  CHECK(judged(1).mark == "?!");
  CHECK(judged(0).mark == "?");
  CHECK(judged(-199).mark == "?");
  CHECK(judged(-200).mark == "??");
  CHECK(judged(-200).loss == 300);
  CHECK(judged(-200).chances == 0);
  // The played move is the best one (nothing to compare): it lost nothing.
  const auto best = adapters::judge_move(100, std::nullopt, 0);
  CHECK(best.loss == 0);
  CHECK(best.mark.empty());
  // Searched alone the played move may score above the first search's best: it lost nothing.
  CHECK(judged(130).loss == 0);
  CHECK(judged(130).mark.empty());
  // An announced win counts as at most 10000.
  CHECK(adapters::judge_move(1e9, -50, 0).loss == 10050);
}

TEST_CASE("referee analysis: a move's mark by winning chances", "[referee][analysis]") {
  // lichess's curve: 2 / (1 + e^(-K cp)) - 1; at K 0.004 +100 is 0.197, -100 is -0.197.
  const double k = 0.004;
  CHECK(adapters::winning_chances(0, k) == 0);
  CHECK(adapters::winning_chances(100, k) == Approx(0.1974).margin(1e-4));
  CHECK(adapters::winning_chances(-100, k) == Approx(-0.1974).margin(1e-4));
  CHECK(adapters::winning_chances(1e9, k) == 1);
  CHECK(adapters::winning_chances(-1e9, k) == -1);
  // From 0 to -49: 0.098 of the chances lost, no mark; to -51: 0.1016, ?!; -102: 0.201, ?; -155: 0.300, ??.
  CHECK(adapters::judge_move(0, -49, k).mark.empty());
  CHECK(adapters::judge_move(0, -51, k).mark == "?!");
  CHECK(adapters::judge_move(0, -51, k).chances == Approx(0.1016).margin(1e-4));
  CHECK(adapters::judge_move(0, -102, k).mark == "?");
  CHECK(adapters::judge_move(0, -155, k).mark == "??");
  // The same 400 units lost where the game is decided anyway cost little of the chances.
  CHECK(adapters::judge_move(1400, 1000, k).mark.empty());
  CHECK(adapters::judge_move(200, -200, k).mark == "??");
  // A win thrown away: all of the chances and more.
  CHECK(adapters::judge_move(1e9, 0, k).mark == "??");
  CHECK(adapters::judge_move(1e9, 0, k).chances == 1);
  // A slower win loses nothing.
  CHECK(adapters::judge_move(1e9 - 3, 1e9 - 9, k).mark.empty());
}

TEST_CASE("referee analysis: the played move's search, to the depth the best move's reached", "[referee][analysis]") {
  CHECK(adapters::AnalysisLimit{5, 0, 0}.go() == "go depth 5");
  CHECK(adapters::played_move_go({5, 0, 0}, 5, "e2e4") == "go depth 5 searchmoves e2e4");
  // A time or node limit: the depth the first search reached, with the time kept as a bound.
  CHECK(adapters::played_move_go({0, 300, 0}, 7, "d4=d5") == "go depth 7 movetime 300 searchmoves d4=d5");
  CHECK(adapters::played_move_go({0, 0, 5000}, 6, "a6-off") == "go depth 6 searchmoves a6-off");
  // No depth reported (or none reached): the first search's own limit.
  CHECK(adapters::played_move_go({0, 0, 5000}, std::nullopt, "pass") == "go nodes 5000 searchmoves pass");
  CHECK(adapters::played_move_go({0, 200, 0}, 0, "pass") == "go movetime 200 searchmoves pass");
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

}  // namespace analysis_test
