// uiw-tune's command line and the run's files: the trajectory (and what a kill leaves of it), batch
// claims, the values an iteration publishes.
#include <catch2/catch.hpp>
#include <fstream>

#include "batch.h"
#include "run_folder.h"
#include "trajectory.h"
#include "tune_run.h"
#include "tune_settings.h"

using namespace tune;

namespace files_test {
namespace {

std::vector<std::string> words(std::vector<std::string> tune_words, const std::vector<std::string>& more) {
  tune_words.insert(tune_words.end(), more.begin(), more.end());
  return tune_words;
}

const std::vector<std::string> kBasic = {"-param", "Skill, 20, 0, 100, 5, 0.08", "-iterations", "10", "-dir", "/tmp/x"};

}  // namespace

TEST_CASE("uiw-tune's command line: one engine is self-play and two a fixed opponent (errors name the word)",
          "[tune]") {
  auto self = parse_tune_command_line(words(kBasic, tune_test::skill_mock_match("mock")));
  REQUIRE(self);
  CHECK(self->self_play);
  CHECK(self->match.engines[0].name == "mock");
  CHECK(self->pairs == 8);
  CHECK(self->batch == 8);
  CHECK(self->schedule.total_pairs == 80);
  CHECK(self->schedule.A == Approx(8));
  CHECK(self->match.adjudication.max_plies == 40);

  auto versus = parse_tune_command_line(
      words(words(kBasic, tune_test::skill_mock_match("mock")),
            {"-engine", "cmd=/bin/cat", "name=other", "depth=2", "-pairs", "6", "-batch", "4", "-A", "3"}));
  REQUIRE(versus);
  CHECK(!versus->self_play);
  CHECK(versus->match.engines[1].name == "other");
  CHECK(versus->batches() == 2);
  CHECK(versus->batch_pairs(1) == 2);
  CHECK(versus->schedule.A == 3);

  CHECK(parse_tune_command_line(words(kBasic, {"-games", "4"})).error() == "-games is set by uiw-tune for every batch");
  CHECK(parse_tune_command_line({"-iterations", "3", "-dir", "d"}).error().find("no -param") != std::string::npos);
  CHECK(parse_tune_command_line(words(kBasic, {"-pairs", "x"})).error() == "-pairs: bad number 'x'");
  CHECK(parse_tune_command_line(words(kBasic, {"-pairs", "2.5"})).error() == "-pairs: '2.5' is not a whole number");
  CHECK(parse_tune_command_line(kBasic).error().find("no -engine") != std::string::npos);
  // The referee's parser reads the rest, and names the bad word.
  CHECK(parse_tune_command_line(words(kBasic, {"-engine", "cmd=x", "depth=1", "-maxplies", "many"})).error() ==
        "-maxplies: bad number 'many'");
  CHECK(parse_tune_command_line(words(kBasic, {"-engine", "cmd=x", "depth=1", "option.Skill=3"}))
            .error()
            .find("uiw-tune sets it") != std::string::npos);
  CHECK(parse_tune_command_line(words({"-param", "Game, 1, 0, 2, 1, 0.1", "-iterations", "1", "-dir", "d"},
                                      {"-engine", "cmd=x", "depth=1"}))
            .error()
            .find("-param: 'Game'") == 0);
}

TEST_CASE("uiw-tune's command line: -help and -version, with one dash or two (as help2man asks)", "[tune]") {
  for (const char* word : {"-help", "--help", "-h"}) {
    auto parsed = parse_tune_command_line({word});
    REQUIRE(parsed);
    CHECK(parsed->help);
    CHECK(!parsed->version);
  }
  for (const char* word : {"-version", "--version"}) {
    auto parsed = parse_tune_command_line({word});
    REQUIRE(parsed);
    CHECK(parsed->version);
    CHECK(!parsed->help);
  }
}

TEST_CASE("a trajectory survives a kill: a last line cut short is left out and other damage is an error", "[tune]") {
  const std::vector<Parameter> params = {parse_parameter("Skill, 20, 0, 100, 5, 0.08").value()};
  const std::string dir = tune_test::scratch_dir("trajectory");
  const std::string path = dir + "/trajectory.jsonl";
  TrajectoryPoint start, next;
  start.theta = {20};
  next.iteration = 1;
  next.pairs = 4;
  next.games = 8;
  next.wins = 5;
  next.losses = 2;
  next.draws = 1;
  next.result = 3;
  next.theta = {21.5};
  next.plus = {26};
  next.minus = {14};
  next.flip = {1};
  next.c = {6.1};
  REQUIRE(!append_line(path, trajectory_json_line(start, params)));
  REQUIRE(!append_line(path, trajectory_json_line(next, params)));
  bool cut = true;
  auto points = read_trajectory(path, params, cut);
  REQUIRE(points);
  CHECK(!cut);
  REQUIRE(points->size() == 2);
  CHECK((*points)[1].theta[0] == 21.5);
  CHECK((*points)[1].plus[0] == 26);
  CHECK((*points)[1].result == 3);
  CHECK(trajectory_csv(*points, params) ==
        "iteration,pairs,games,result,Skill,Skill_plus,Skill_minus\n0,0,0,0,20,,\n1,4,8,3,21.5,26,14\n");

  std::ofstream(path, std::ios::app) << trajectory_json_line(next, params).substr(0, 30);  // killed while writing
  points = read_trajectory(path, params, cut);
  REQUIRE(points);
  CHECK(cut);
  CHECK(points->size() == 2);
  REQUIRE(!drop_cut_line(path));
  CHECK(tune_test::lines_of(path).size() == 2);
  CHECK(tune_test::read_text(path).back() == '\n');

  std::ofstream(path, std::ios::app) << "{\"iteration\": 7}\n";
  points = read_trajectory(path, params, cut);
  REQUIRE(!points);
  CHECK(points.error().find(path + ":3: ") == 0);
}

TEST_CASE("a batch is claimed by one worker (the same worker may take it up again)", "[tune]") {
  const std::string dir = tune_test::scratch_dir("claims");
  const std::string path = dir + "/batch-000.claim";
  CHECK(claim_owner(path) == std::nullopt);
  CHECK(claim(path, "w1").value());
  CHECK(!claim(path, "w2").value());
  CHECK(claim(path, "w1").value());
  CHECK(claim_owner(path) == "w1");
  CHECK(!claim(dir + "/no/such/folder/batch.claim", "w1"));
}

TEST_CASE("an iteration's values go to the workers as JSON and come back the same", "[tune]") {
  const std::vector<Parameter> params = {parse_parameter("Skill, 20, 0, 100, 5, 0.08").value(),
                                         parse_parameter("Margin, 3, -10, 10, 1, 0.1").value()};
  const PlayedValues v{4, 24, {31, -2}, {19, 5}};
  CHECK(played_values_json(v, params) ==
        "{\"iteration\":4,\"pairs_before\":24,\"plus\":{\"Skill\":31,\"Margin\":-2},\"minus\":{\"Skill\":19,\"Margin\":"
        "5}}\n");
  CHECK(read_played_values(played_values_json(v, params), params).value() == v);
  CHECK(read_played_values("{\"iteration\":4}", params).error().find("missing") != std::string::npos);
}

TEST_CASE("a worker started with -worker auto takes its id from Slurm or Kubernetes", "[tune]") {
  auto with_worker = [](const std::string& id) {
    return words(words(kBasic, tune_test::skill_mock_match("mock")), {"-worker", id});
  };
  ::unsetenv("SLURM_ARRAY_TASK_ID");
  ::unsetenv("JOB_COMPLETION_INDEX");
  CHECK(parse_tune_command_line(with_worker("auto")).error().find("-worker auto: neither") == 0);
  ::setenv("JOB_COMPLETION_INDEX", "3", 1);
  CHECK(parse_tune_command_line(with_worker("auto")).value().worker_id == "k8s-3");
  ::setenv("SLURM_ARRAY_TASK_ID", "12", 1);
  CHECK(parse_tune_command_line(with_worker("auto")).value().worker_id == "slurm-12");
  ::unsetenv("SLURM_ARRAY_TASK_ID");
  ::unsetenv("JOB_COMPLETION_INDEX");
  const auto named = parse_tune_command_line(with_worker("node7"));
  CHECK(named.value().worker_id == "node7");
  CHECK(named.value().role == Role::Worker);
  CHECK(parse_tune_command_line(with_worker("a/b")).error() == "-worker: bad id 'a/b' (a word without '/')");
}

}  // namespace files_test
