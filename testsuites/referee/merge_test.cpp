// -merge: the records of a run's shards read together give the run's result table; duplicates are
// counted once (the later record kept), missing games reported, records of other runs refused, and the
// SPRT on the merged counts is the SPRT of the whole run.
#include <catch2/catch.hpp>
#include <fstream>

#include "merge.h"
#include "records.h"
#include "referee_run.h"

using namespace referee;

namespace merge_test {
namespace {

// A run of two engines, A and B, with `games` games per pairing, as a match would record it.
RunInfo test_run(int games, const std::string& event = "merge test") {
  RunInfo run;
  run.event = event;
  run.engines = {{"A", "st=0.1"}, {"B", "st=0.1"}};
  run.fields = {{"tournament", "roundrobin"},        {"engines", "A, B"},
                {"time controls", "st=0.1, st=0.1"}, {"game", "rodeffer"},
                {"games", std::to_string(games)},    {"rounds", "1"}};
  run.id = run_id(run.event, run.fields);
  return run;
}

// Game `g` of the schedule with the first player's result from a fixed pseudo-random sequence.
GameRecord recorded_game(const GameSetup& setup, unsigned seed) {
  GameRecord g;
  g.setup = setup;
  g.game_id = "rodeffer";
  g.sides = {"Red", "Blue"};
  g.names[0] = setup.engines[0] == 0 ? "A" : "B";
  g.names[1] = setup.engines[1] == 0 ? "A" : "B";
  const unsigned r = (unsigned(setup.index) * 2654435761u + seed) >> 7;
  g.result = r % 5 < 2   ? inchworm::Outcome::FirstPlayerWins
             : r % 5 < 4 ? inchworm::Outcome::SecondPlayerWins
                         : inchworm::Outcome::Draw;
  g.termination = Termination::Rules;
  g.detail = "test";
  return g;
}

std::vector<GameSetup> schedule_of(int games) {
  return build_schedule({Format::RoundRobin, 2, games, 1}, [](long long) { return Opening{}; });
}

// Writes the games of `run` that `keep` accepts into `path`, as shard `shard`.
void write_records(const std::string& path, RunInfo run, const Shard& shard, int games, unsigned seed,
                   bool append = false) {
  run.shard = shard;
  std::ofstream out(path, append ? std::ios::app : std::ios::trunc);
  for (const auto& setup : schedule_of(games))
    if (shard.holds(setup.pair)) out << json_line(recorded_game(setup, seed), run) << "\n";
}

// The pentanomial of the whole run computed from the games directly, from A's point of view.
Pentanomial direct_pentanomial(int games, unsigned seed) {
  Pentanomial p;
  const auto schedule = schedule_of(games);
  for (std::size_t i = 0; i + 1 < schedule.size(); i += 2) {
    double points[2];
    for (std::size_t k = 0; k < 2; ++k) {
      const GameRecord g = recorded_game(schedule[i + k], seed);
      points[k] = g.points_of(0);
    }
    p.add_pair(points[0], points[1]);
  }
  return p;
}

}  // namespace

TEST_CASE("merge: the shards of a run add up to the whole run's table", "[merge]") {
  const std::string dir = referee_test::scratch_dir("merge-sums");
  const int games = 40;
  const RunInfo run = test_run(games);
  write_records(dir + "/whole.jsonl", run, {1, 1}, games, 7);
  std::vector<std::string> shards;
  for (int i = 1; i <= 3; ++i) {
    shards.push_back(dir + "/shard" + std::to_string(i) + ".jsonl");
    write_records(shards.back(), run, {i, 3}, games, 7);
  }
  SprtSettings sprt;
  sprt.elo0 = 0;
  sprt.elo1 = 50;
  auto whole = merge_records({dir + "/whole.jsonl"}, sprt);
  auto merged = merge_records(shards, sprt);
  REQUIRE(whole);
  REQUIRE(merged);
  CHECK(merged->games == games);
  CHECK(merged->scheduled == games);
  CHECK(merged->notes.empty());
  CHECK(merged->run_id == run.id);
  CHECK(merged->header.find("40 of 40 games from 3 file(s), shards 1/3, 2/3, 3/3") != std::string::npos);
  // The same table, and the SPRT of the merged counts is the SPRT of the whole run's pairs.
  CHECK(merged->standings->summary() == whole->standings->summary());
  const Pentanomial direct = direct_pentanomial(games, 7);
  const Encounter& e = merged->standings->encounters().front();
  CHECK(e.pairs.counts == direct.counts);
  CHECK(e.games.games() == games);
  CHECK(merged->standings->llr() == Approx(sprt_llr(direct, sprt)).epsilon(1e-12));
  CHECK(merged->sprt_state == whole->sprt_state);
}

TEST_CASE("merge: a whole run's SPRT keeps the decision it took when the game in flight moves the totals back",
          "[merge]") {
  const std::string dir = referee_test::scratch_dir("merge-in-flight");
  const int games = 400;
  RunInfo run = test_run(games);
  run.shard = {1, 1};
  SprtSettings sprt;
  sprt.elo0 = 0;
  sprt.elo1 = 50;
  // A (engine 0) scores 2, 1 or 1.5 points in its pairs by turns until the LLR first reaches the upper
  // bound, then loses both games of one more pair: the totals fall back inside the bounds.
  const auto schedule = schedule_of(games);
  Pentanomial counts;
  std::ofstream out(dir + "/run.jsonl");
  int crossed_at = 0, written = 0;
  for (std::size_t i = 0; i + 1 < schedule.size(); i += 2) {
    if (crossed_at && written == crossed_at + 2) break;
    const std::size_t pair = i / 2;
    double a_points[2] = {1, 1};
    if (crossed_at)
      a_points[0] = a_points[1] = 0;
    else if (pair % 3 == 1)
      a_points[1] = 0;
    else if (pair % 3 == 2)
      a_points[1] = 0.5;
    for (int k = 0; k < 2; ++k) {
      GameRecord g = recorded_game(schedule[i + std::size_t(k)], 0);
      const bool a_first = g.setup.engines[0] == 0;
      const double first = a_first ? a_points[k] : 1 - a_points[k];
      g.result = first == 1   ? inchworm::Outcome::FirstPlayerWins
                 : first == 0 ? inchworm::Outcome::SecondPlayerWins
                              : inchworm::Outcome::Draw;
      out << json_line(g, run) << "\n";
      ++written;
    }
    counts.add_pair(a_points[0], a_points[1]);
    if (!crossed_at && sprt_llr(counts, sprt) >= sprt.upper_bound()) crossed_at = written;
  }
  out.close();
  REQUIRE(crossed_at > 0);
  const double total = sprt_llr(counts, sprt);
  REQUIRE(total < sprt.upper_bound());  // the last pair took the totals back inside
  REQUIRE(total > sprt.lower_bound());
  auto merged = merge_records({dir + "/run.jsonl"}, sprt);
  REQUIRE(merged);
  CHECK(merged->games == crossed_at + 2);
  CHECK(!merged->standings->decision());
  CHECK(merged->sprt_state.rfind(
            "H1 accepted when game " + std::to_string(crossed_at) + " of the record finished (LLR ", 0) == 0);
  CHECK(merged->sprt_state.find("the 2 game(s) in flight then give LLR " + format_number(total, "%.2f")) !=
        std::string::npos);
}

TEST_CASE("merge: a shard run again replaces its games, the later record counted", "[merge]") {
  const std::string dir = referee_test::scratch_dir("merge-duplicates");
  const RunInfo run = test_run(12);
  write_records(dir + "/s1.jsonl", run, {1, 2}, 12, 1);
  write_records(dir + "/s2.jsonl", run, {2, 2}, 12, 1);
  // Shard 2 again, appended to its file, with other results (a node failed; the games were replayed).
  write_records(dir + "/s2.jsonl", run, {2, 2}, 12, 99, true);
  auto merged = merge_records({dir + "/s1.jsonl", dir + "/s2.jsonl"}, std::nullopt);
  REQUIRE(merged);
  CHECK(merged->games == 12);
  CHECK(merged->duplicates == 6);
  REQUIRE(merged->notes.size() == 1);
  CHECK(merged->notes[0].find("6 game(s) recorded more than once") != std::string::npos);
  CHECK(merged->notes[0].find(dir + "/s2.jsonl:1 by " + dir + "/s2.jsonl:7") != std::string::npos);
  // The table is the one of shard 1 with the replayed shard 2.
  write_records(dir + "/s2-replayed.jsonl", run, {2, 2}, 12, 99);
  auto expected = merge_records({dir + "/s1.jsonl", dir + "/s2-replayed.jsonl"}, std::nullopt);
  REQUIRE(expected);
  CHECK(merged->standings->summary() == expected->standings->summary());
}

TEST_CASE("merge: missing shards and games are reported, the SPRT works on partial results", "[merge]") {
  const std::string dir = referee_test::scratch_dir("merge-partial");
  const RunInfo run = test_run(30);
  write_records(dir + "/s1.jsonl", run, {1, 3}, 30, 3);
  write_records(dir + "/s3.jsonl", run, {3, 3}, 30, 3);
  SprtSettings sprt;
  auto merged = merge_records({dir + "/s1.jsonl", dir + "/s2.jsonl", dir + "/s3.jsonl"}, sprt);
  REQUIRE(merged);
  CHECK(merged->games == 20);
  REQUIRE(merged->notes.size() == 3);
  CHECK(merged->notes[0] == dir + "/s2.jsonl: no such file (a shard that has not started?): nothing from it");
  CHECK(merged->notes[1].find("10 of the run's 30 games are missing, in pairs 1, 4, 7, 10, 13") != std::string::npos);
  CHECK(merged->notes[2] == "no record of shard(s) 2 of 3");
  CHECK(merged->standings->encounters().front().pairs.pairs() == 10);
  CHECK(merged->sprt_state.rfind("continue (LLR ", 0) == 0);
  CHECK(merged->sprt_state.find("10 complete pairs") != std::string::npos);
}

TEST_CASE("merge: records of different runs, older records and unreadable lines are refused", "[merge]") {
  const std::string dir = referee_test::scratch_dir("merge-refused");
  write_records(dir + "/a.jsonl", test_run(4), {1, 1}, 4, 1);
  RunInfo other = test_run(4);
  other.fields[2].second = "st=0.2, st=0.2";
  other.id = run_id(other.event, other.fields);
  write_records(dir + "/b.jsonl", other, {1, 1}, 4, 1);
  auto mixed = merge_records({dir + "/a.jsonl", dir + "/b.jsonl"}, std::nullopt);
  REQUIRE_FALSE(mixed);
  CHECK(mixed.error().find("mixed runs: " + dir + "/a.jsonl:1 is run " + test_run(4).id + ", " + dir +
                           "/b.jsonl:1 is run " + other.id +
                           " (time controls 'st=0.1, st=0.1' against 'st=0.2, st=0.2')") != std::string::npos);
  write_records(dir + "/c.jsonl", test_run(4, "another event"), {1, 1}, 4, 1);
  auto events = merge_records({dir + "/a.jsonl", dir + "/c.jsonl"}, std::nullopt);
  REQUIRE_FALSE(events);
  CHECK(events.error().find("event 'merge test' against 'another event'") != std::string::npos);

  std::ofstream(dir + "/old.jsonl") << R"({"game":"rodeffer","number":1,"red":"A","blue":"B","result":"1-0"})"
                                    << "\n";
  auto old = merge_records({dir + "/old.jsonl"}, std::nullopt);
  REQUIRE_FALSE(old);
  CHECK(old.error().find("old.jsonl:1: a record without a run id") != std::string::npos);

  std::ofstream(dir + "/a.jsonl", std::ios::app) << "{\"run\": cut\n"
                                                 << json_line(recorded_game(schedule_of(4)[0], 1), test_run(4)) << "\n";
  auto broken = merge_records({dir + "/a.jsonl"}, std::nullopt);
  REQUIRE_FALSE(broken);
  CHECK(broken.error().find(dir + "/a.jsonl:5: cannot be read") != std::string::npos);
  CHECK_FALSE(merge_records({dir + "/none.jsonl"}, std::nullopt));
  SprtSettings sprt;
  RunInfo three = test_run(2);
  three.engines.push_back({"C", "st=0.1"});
  three.id = "x";
  write_records(dir + "/three.jsonl", three, {1, 1}, 2, 1);
  CHECK(merge_records({dir + "/three.jsonl"}, sprt).error().find("-sprt needs a run of exactly two engines") !=
        std::string::npos);
}

}  // namespace merge_test
