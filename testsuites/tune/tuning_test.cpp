// Whole tuning runs of the real uiw-tune binary against the skill mock (testsuites/mock/skill_mock.cpp),
// whose best Skill is 70: it is found; a kill and -resume count every game once; workers sharing the
// run's folder play the batches, each batch once.
#include <signal.h>

#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <thread>

#include "records.h"
#include "run_folder.h"
#include "tune_run.h"

namespace tuning_test {
namespace {

namespace json = boost::json;
using tune_test::lines_of;

std::vector<std::string> tuning(const std::string& dir, const std::string& param, int iterations, int pairs,
                                const std::vector<std::string>& more = {},
                                const std::vector<std::string>& mock_args = {}) {
  std::vector<std::string> w = {
      "-param", param,   "-iterations", std::to_string(iterations), "-pairs", std::to_string(pairs), "-dir",
      dir,      "-poll", "0.05"};
  for (const auto& word : tune_test::skill_mock_match("mock", mock_args)) w.push_back(word);
  w.insert(w.end(), more.begin(), more.end());
  return w;
}

// Polls `ready` for at most a minute.
template <typename Ready>
bool wait_for(Ready ready) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!ready()) {
    if (std::chrono::steady_clock::now() > end) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

json::object line_object(const std::string& line) { return json::parse(line).as_object(); }

// The trajectory's last value of `name`.
double last_value(const std::string& dir, const std::string& name) {
  const auto lines = lines_of(dir + "/trajectory.jsonl");
  REQUIRE(!lines.empty());
  return line_object(lines.back()).at("theta").at(name).to_number<double>();
}

// Every batch's records: games by (iteration, batch, game number), each at most once, and their count.
long long recorded_games(const std::string& dir, int iterations, int batches) {
  long long games = 0;
  for (int it = 1; it <= iterations; ++it)
    for (int b = 0; b < batches; ++b) {
      auto recorded = referee::read_recorded_games(tune::batch_path(dir, it, b, "jsonl"));
      REQUIRE(recorded);
      std::set<long long> numbers;
      for (const auto& r : *recorded) {
        INFO("iteration " << it << ", batch " << b << ", game " << r.index + 1);
        CHECK(numbers.insert(r.index).second);  // no game recorded twice
      }
      games += (long long)numbers.size();
    }
  return games;
}

// The trajectory's iterations 0..N in order, and its games counted.
void check_trajectory(const std::string& dir, int iterations, int pairs) {
  const auto lines = lines_of(dir + "/trajectory.jsonl");
  REQUIRE(lines.size() == std::size_t(iterations + 1));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const json::object o = line_object(lines[i]);
    CHECK(o.at("iteration").to_number<long long>() == (long long)i);
    CHECK(o.at("games").to_number<long long>() == 2 * pairs * (long long)i);
  }
  CHECK(lines_of(dir + "/trajectory.csv").size() == std::size_t(iterations + 2));
}

}  // namespace

TEST_CASE("uiw-tune finds the skill mock's best Skill (70) from 20 in 400 games, moving the right way", "[tune]") {
  // Measured: 22 runs ended within 64.8..74.3 (and 40 seeds of a simulation of the mock's model within
  // 64.8..73.7); with the update's sign reversed the run ended at 0.8.
  // The mock's games are not reproducible (a random device), so a run that ends astray gets one more:
  // a correct SPSA then fails both about once in a thousand, a reversed one every time.
  std::string dir, output;
  double skill = 0, at_15 = 0;
  for (int attempt = 1; attempt <= 2; ++attempt) {
    dir = tune_test::scratch_dir("optimum-" + std::to_string(attempt));
    output.clear();
    const int status =
        tune_test::run_tune(tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 50, 4, {"-concurrency", "2"}), output);
    INFO(output);
    REQUIRE(status == 0);
    skill = last_value(dir, "Skill");
    at_15 = line_object(lines_of(dir + "/trajectory.jsonl").at(15)).at("theta").at("Skill").to_number<double>();
    if (skill > 62 && skill < 78 && at_15 > 30) break;
  }
  INFO(output);
  CHECK(skill > 62);
  CHECK(skill < 78);
  check_trajectory(dir, 50, 4);
  CHECK(recorded_games(dir, 50, 1) == 400);
  // The first iterations already move up: the update's sign is right (a reversed one goes to 0).
  CHECK(at_15 > 30);
  CHECK(output.find("Iteration 50/50: games 400") != std::string::npos);
  CHECK(output.find("Tuned after 50 iterations, 400 games: Skill ") != std::string::npos);
  if (std::filesystem::exists("/usr/bin/gnuplot"))
    CHECK(tune_test::read_text(dir + "/trajectory.svg").find("<svg") != std::string::npos);
}

TEST_CASE("uiw-tune killed (SIGKILL) and resumed counts every game once and refuses to start over", "[tune]") {
  const std::string dir = tune_test::scratch_dir("resume");
  const auto args = tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 12, 6);
  auto resumed = args;
  resumed.push_back("-resume");
  for (int kill = 0; kill < 3; ++kill) {
    auto p = tune_test::start_tune(kill == 0 ? args : resumed, dir + "/../resume.log");
    // Killed in the middle of iteration 3, 6 or 9: once some of its games are recorded, if it sees them.
    const std::string batch = tune::batch_path(dir, 3 * (kill + 1), 0, "jsonl");
    CHECK(wait_for([&] { return !lines_of(batch).empty(); }));
    ::kill(p.pid, SIGKILL);
    CHECK(p.wait(std::chrono::seconds(10)) == 128 + SIGKILL);
  }
  std::string output;
  CHECK(tune_test::run_tune(args, output) == 1);
  CHECK(output.find("holds this tuning run already: -resume continues it") != std::string::npos);
  REQUIRE(tune_test::run_tune(resumed, output) == 0);
  INFO(output);
  CHECK(output.find("Resuming after iteration ") != std::string::npos);
  check_trajectory(dir, 12, 6);
  CHECK(recorded_games(dir, 12, 1) == 144);
  // At least one kill came in the middle of a batch: the referee resumed it with the games it had.
  int resumed_batches = 0;
  for (int it = 1; it <= 12; ++it)
    resumed_batches +=
        tune_test::read_text(tune::batch_path(dir, it, 0, "log")).find("games already played") != std::string::npos;
  CHECK(resumed_batches >= 1);
  // Another run's settings in the same folder are refused, naming what differs.
  CHECK(tune_test::run_tune(tuning(dir, "Skill, 30, 0, 100, 5, 0.08", 12, 6, {"-resume"}), output) == 1);
  CHECK(output.find("holds another tuning run (parameters was 'Skill, 20, 0, 100, 5, 0.08'") != std::string::npos);
}

TEST_CASE("workers share the run's folder: every batch played once by the worker that claimed it", "[tune]") {
  const std::string dir = tune_test::scratch_dir("workers");
  const auto args = tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 6, 4, {"-batch", "1"});
  auto with = [&](std::vector<std::string> more) {
    auto a = args;
    a.insert(a.end(), more.begin(), more.end());
    return a;
  };
  // Workers first: they wait for the coordinator to make the folder.
  auto w1 = tune_test::start_tune(with({"-worker", "w1"}), dir + "/../w1.log");
  auto w2 = tune_test::start_tune(with({"-worker", "w2"}), dir + "/../w2.log");
  std::string output;
  const int status = tune_test::run_tune(with({"-coordinator"}), output);
  INFO(output << "\nw1:\n" << w1.output() << "\nw2:\n" << w2.output());
  REQUIRE(status == 0);
  CHECK(w1.wait(std::chrono::seconds(20)) == 0);
  CHECK(w2.wait(std::chrono::seconds(20)) == 0);
  check_trajectory(dir, 6, 4);
  CHECK(recorded_games(dir, 6, 4) == 48);
  std::map<std::string, int> batches_of;
  for (int it = 1; it <= 6; ++it)
    for (int b = 0; b < 4; ++b) ++batches_of[tune::claim_owner(tune::batch_path(dir, it, b, "claim")).value_or("none")];
  CHECK(batches_of["w1"] + batches_of["w2"] == 24);
  CHECK(batches_of["w1"] > 0);
  CHECK(batches_of["w2"] > 0);
  CHECK(w1.output().find("Worker w1: iteration 1, batch ") != std::string::npos);
}

TEST_CASE("uiw-tune against a fixed opponent: each copy plays it on the same openings and Skill rises to the optimum",
          "[tune]") {
  // Measured: 26 runs from 20 against Skill 40 ended within 53.3..78.7 (480 games each); a 27th, in a
  // sanitizer build, was thrown to the range's floor by its first noisy iterations and ended at 0.02.
  // The mock's games are not reproducible (its blunders draw from a random device), so an end astray
  // gets one more run: a correct SPSA then fails about once in 700 runs, an inverted one every time.
  std::string dir, output;
  double ended = 0;
  for (int attempt = 1; attempt <= 2; ++attempt) {
    dir = tune_test::scratch_dir("opponent-" + std::to_string(attempt));
    output.clear();
    const int status = tune_test::run_tune(tuning(dir, "Skill, 20, 0, 100, 5, 0.15", 30, 4,
                                                  {"-engine", std::string("cmd=") + SKILL_MOCK, "name=fixed",
                                                   "option.Skill=40", "depth=1", "-concurrency", "2"}),
                                           output);
    INFO(output);
    REQUIRE(status == 0);
    ended = last_value(dir, "Skill");
    if (ended > 45 && ended < 90) break;
  }
  INFO(output);
  CHECK(output.find("Iteration 30/30: games 480") != std::string::npos);
  check_trajectory(dir, 30, 8);  // 4 games a pair: the opponent against each copy, both colours
  CHECK(ended > 45);
  CHECK(ended < 90);
  for (int it = 1; it <= 30; ++it) {
    auto recorded = referee::read_recorded_games(tune::batch_path(dir, it, 0, "jsonl"));
    REQUIRE(recorded);
    REQUIRE(recorded->size() == 16);
    std::map<std::string, std::set<std::string>> openings_of;  // copy -> openings against the opponent
    for (const auto& r : *recorded) {
      const bool fixed_first = r.players[0] == "fixed";
      CHECK((fixed_first || r.players[1] == "fixed"));
      openings_of[r.players[fixed_first ? 1 : 0]].insert(r.opening);
    }
    CHECK(openings_of.size() == 2);
    CHECK(openings_of["mock+"] == openings_of["mock-"]);
  }
}

TEST_CASE("a worker killed in the middle of its batch takes it up again when restarted with its id", "[tune]") {
  const std::string dir = tune_test::scratch_dir("worker-restart");
  // Moves of 3 ms: a batch lasts long enough to be killed in its middle.
  const auto args = tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 4, 6, {"-worker", "w1"}, {"--move-ms", "3"});
  auto coordinator = args;
  coordinator.resize(coordinator.size() - 2);
  coordinator.push_back("-coordinator");
  auto c = tune_test::start_tune(coordinator, dir + "/../restart-coordinator.log");
  auto w = tune_test::start_tune(args, dir + "/../restart-w1.log");
  // Killed once iteration 2's only batch has some of its games.
  const std::string batch = tune::batch_path(dir, 2, 0, "jsonl");
  REQUIRE(wait_for([&] { return !lines_of(batch).empty(); }));
  ::kill(w.pid, SIGKILL);
  CHECK(w.wait(std::chrono::seconds(10)) == 128 + SIGKILL);
  const std::size_t recorded = lines_of(batch).size();
  REQUIRE(recorded < 12);
  // Nobody else may play it: the run waits for w1.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(lines_of(batch).size() == recorded);
  CHECK(lines_of(dir + "/trajectory.jsonl").size() == 2);
  auto again = tune_test::start_tune(args, dir + "/../restart-w1.log");
  CHECK(c.wait(std::chrono::seconds(60)) == 0);
  CHECK(again.wait(std::chrono::seconds(20)) == 0);
  INFO(c.output() << "\n" << again.output());
  check_trajectory(dir, 4, 6);
  CHECK(recorded_games(dir, 4, 1) == 48);
  CHECK(tune_test::read_text(tune::batch_path(dir, 2, 0, "log"))
            .find(std::to_string(recorded) + " of 12 games already played") != std::string::npos);
}

TEST_CASE("without gnuplot uiw-tune says so and writes the trajectory and an engine that cannot start stops it",
          "[tune]") {
  const std::string dir = tune_test::scratch_dir("no-gnuplot");
  std::string output;
  const std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
  ::setenv("PATH", "/nonexistent", 1);
  const int status = tune_test::run_tune(tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 2, 2), output);
  ::setenv("PATH", path.c_str(), 1);
  INFO(output);
  CHECK(status == 0);
  CHECK(output.find("uiw-tune: gnuplot is not installed (Debian: gnuplot-nox; scripts/setup installs it): no picture "
                    "(the trajectory is in " +
                    dir + "/trajectory.csv)") != std::string::npos);
  CHECK(lines_of(dir + "/trajectory.csv").size() == 4);
  CHECK(!std::filesystem::exists(dir + "/trajectory.svg"));

  const std::string gone = tune_test::scratch_dir("engine-gone");
  auto args = tuning(gone, "Skill, 20, 0, 100, 5, 0.08", 2, 2);
  args.insert(args.end(), {"-engine", "cmd=/nonexistent/engine", "name=gone", "depth=1"});
  CHECK(tune_test::run_tune(args, output) == 1);
  CHECK(output.find("uiw-tune: iteration 1, batch 0: engine gone cannot be started (command: /nonexistent/engine)") !=
        std::string::npos);
}

TEST_CASE("an opponent that crashes loses those games, as in the referee, and the tuning goes on", "[tune]") {
  const std::string dir = tune_test::scratch_dir("crashes");
  auto args = tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 2, 2);
  // The misbehaving mock: each of its processes exits on its third `go`.
  args.insert(args.end(), {"-engine", std::string("cmd=") + MOCK_ENGINE, "name=crasher", "arg=--mode",
                           "arg=crash-on-go", "arg=--after", "arg=2", "depth=1"});
  std::string output;
  REQUIRE(tune_test::run_tune(args, output) == 0);
  INFO(output);
  check_trajectory(dir, 2, 4);
  long long crashes = 0;
  for (int it = 1; it <= 2; ++it) {
    auto recorded = referee::read_recorded_games(tune::batch_path(dir, it, 0, "jsonl"));
    REQUIRE(recorded);
    for (const auto& r : *recorded)
      if (r.termination == "crash") {
        ++crashes;
        CHECK(r.result == (r.players[0] == "crasher" ? "0-1" : "1-0"));
      }
  }
  CHECK(crashes > 0);
}

TEST_CASE("the book's openings follow on from one iteration to the next, each played with both colours", "[tune]") {
  const std::string dir = tune_test::scratch_dir("openings");
  const std::string book = dir + "/../book5.txt";
  std::ofstream(book) << "e2e4\nd2d4\nc2c4\ng1f3\nb1c3\n";
  std::string output;
  REQUIRE(tune_test::run_tune(tuning(dir, "Skill, 20, 0, 100, 5, 0.08", 3, 2, {"-openings", "file=" + book}), output) ==
          0);
  const std::vector<std::vector<std::string>> expected = {
      {"e2e4", "e2e4", "d2d4", "d2d4"}, {"c2c4", "c2c4", "g1f3", "g1f3"}, {"b1c3", "b1c3", "e2e4", "e2e4"}};
  for (int it = 1; it <= 3; ++it) {
    auto recorded = referee::read_recorded_games(tune::batch_path(dir, it, 0, "jsonl"));
    REQUIRE(recorded);
    std::map<long long, std::string> by_number;
    for (const auto& r : *recorded) by_number[r.index] = r.opening;
    std::vector<std::string> openings;
    for (const auto& [number, opening] : by_number) openings.push_back(opening.substr(opening.rfind(' ') + 1));
    CHECK(openings == expected[std::size_t(it - 1)]);
  }
}

}  // namespace tuning_test
