// Sharding a run (-shard I/N): the schedule's pairs, which shard plays which, the shard from the batch
// systems' environment, and the run id that ties a run's records together.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "command_line.h"
#include "schedule.h"

using namespace referee;

namespace shard_test {
namespace {

std::vector<GameSetup> schedule_of(const ScheduleShape& shape) {
  return build_schedule(shape, [](long long k) {
    Opening o;
    o.base = "opening-" + std::to_string(k);
    return o;
  });
}

}  // namespace

TEST_CASE("shards: every pair in exactly one shard, both its games, for N = 1..17 and any size", "[shards]") {
  for (Format format : {Format::RoundRobin, Format::Gauntlet})
    for (int engines : {2, 3, 4})
      for (int games = 1; games <= 7; ++games)
        for (int rounds : {1, 2, 3}) {
          const ScheduleShape shape{format, engines, games, rounds};
          const auto schedule = schedule_of(shape);
          INFO("engines " << engines << ", games " << games << ", rounds " << rounds);
          // Pairs are numbered 0..pair_count-1, each with the two games of one opening, colours swapped.
          std::map<long long, std::vector<const GameSetup*>> pairs;
          for (const auto& g : schedule) pairs[g.pair].push_back(&g);
          REQUIRE((long long)pairs.size() == pair_count(shape));
          CHECK(pairs.rbegin()->first == pair_count(shape) - 1);
          for (const auto& [pair, members] : pairs) {
            REQUIRE(members.size() <= 2);
            if (members.size() == 2) {
              CHECK(members[0]->engines[0] == members[1]->engines[1]);
              CHECK(members[0]->opening.base == members[1]->opening.base);
            }
          }
          for (int count = 1; count <= 17; ++count) {
            std::vector<int> owners(schedule.size(), 0);
            for (int index = 1; index <= count; ++index) {
              const Shard shard{index, count};
              for (const auto& g : schedule)
                if (shard.holds(g.pair)) ++owners[std::size_t(g.index)];
            }
            // Every game played once: the union of the shards is the run, and no game twice.
            CHECK(std::set<int>(owners.begin(), owners.end()) == std::set<int>{1});
          }
        }
}

TEST_CASE("shards: a pair keeps its number and its shard when the run grows", "[shards]") {
  for (int engines : {2, 3}) {
    const auto small = schedule_of({Format::RoundRobin, engines, 2, 1});
    const auto grown = schedule_of({Format::RoundRobin, engines, 2, 5});
    // The same game (engines and opening) has the same pair number in both.
    std::map<std::tuple<int, int, std::string>, long long> pair_of;
    for (const auto& g : grown) pair_of[{g.engines[0], g.engines[1], g.opening.base}] = g.pair;
    for (const auto& g : small) CHECK(pair_of.at({g.engines[0], g.engines[1], g.opening.base}) == g.pair);
  }
}

TEST_CASE("shards: I/N, and auto/N from Slurm's or Kubernetes' environment", "[shards]") {
  std::map<std::string, std::string> env;
  auto getenv = [&](const char* name) -> const char* {
    const auto at = env.find(name);
    return at == env.end() ? nullptr : at->second.c_str();
  };
  auto shard = [&](const std::string& text) { return parse_shard(text, getenv); };
  CHECK(shard("2/3")->index == 2);
  CHECK(shard("2/3")->count == 3);
  CHECK(shard("1/1")->whole());
  for (const char* bad : {"0/3", "4/3", "3", "/3", "a/3", "1/0", "1/x", "-1/3"}) {
    INFO(bad);
    CHECK_FALSE(shard(bad));
  }
  CHECK(shard("auto/3").error().find("neither SLURM_ARRAY_TASK_ID") != std::string::npos);
  // Slurm: an array of any start (--array=0-2 or 1-3), step 1.
  env = {{"SLURM_ARRAY_TASK_ID", "0"}, {"SLURM_ARRAY_TASK_MIN", "0"}, {"SLURM_ARRAY_TASK_COUNT", "3"}};
  CHECK(shard("auto/3")->index == 1);
  env = {{"SLURM_ARRAY_TASK_ID", "3"}, {"SLURM_ARRAY_TASK_MIN", "1"}, {"SLURM_ARRAY_TASK_COUNT", "3"}};
  CHECK(shard("auto/3")->index == 3);
  CHECK(shard("auto/4").error().find("the Slurm array has 3 tasks") != std::string::npos);
  env["SLURM_ARRAY_TASK_STEP"] = "2";
  CHECK(shard("auto/3").error().find("step 1") != std::string::npos);
  // Kubernetes: JOB_COMPLETION_INDEX counts from 0.
  env = {{"JOB_COMPLETION_INDEX", "0"}};
  CHECK(shard("auto/5")->index == 1);
  env = {{"JOB_COMPLETION_INDEX", "4"}};
  CHECK(shard("auto/5")->index == 5);
  CHECK_FALSE(shard("auto/4"));
}

TEST_CASE("run id: the same settings give the same id, the games' settings another", "[shards][run-id]") {
  const ScheduleFields fields = {{"tournament", "roundrobin"}, {"engines", "A, B"}, {"games", "2"}};
  // FNV-1a is fixed: this id is the same on every machine and in every build (records of one run
  // written by different builds of the referee merge). The value was computed apart, in Python, over
  // "uiw-referee match\0tournament\0roundrobin\0engines\0A, B\0" ("games" may differ within a run).
  CHECK(run_id("uiw-referee match", fields) == run_id("uiw-referee match", fields));
  CHECK(run_id("uiw-referee match", fields) == "82e0dc22127d1be3");
  CHECK(run_id("another event", fields) != run_id("uiw-referee match", fields));
  CHECK(run_id("e", {{"engines", "A, B"}}) != run_id("e", {{"engines", "A, C"}}));
  CHECK(run_id("e", {{"ab", "c"}}) != run_id("e", {{"a", "bc"}}));
  // The size and the book's file name do not change the run.
  CHECK(run_id("e", {{"engines", "A, B"}, {"games", "2"}, {"rounds", "1"}, {"openings file", "a.txt"}}) ==
        run_id("e", {{"engines", "A, B"}, {"games", "20"}, {"rounds", "3"}, {"openings file", "b.txt"}}));

  // From the command line: what decides the games is in the id, what does not is not.
  auto id_of = [](std::vector<std::string> extra) {
    std::vector<std::string> words = {"-engine", "cmd=/bin/a", "name=A", "-engine", "cmd=/bin/b",
                                      "name=B",  "-each",      "st=0.1", "-games",  "4"};
    words.insert(words.end(), extra.begin(), extra.end());
    auto cl = parse_command_line(words);
    REQUIRE(cl);
    return run_info(cl->settings).id;
  };
  const std::string base = id_of({});
  CHECK(id_of({"-concurrency", "2", "-jsonout", "x.jsonl", "-progress", "never"}) == base);
  CHECK(id_of({"-shard", "2/3", "-sprt", "elo0=0", "elo1=5", "-games", "40", "-rounds", "2"}) == base);
  CHECK(id_of({"-readytimeout", "900"}) == base);
  for (const std::vector<std::string>& other : {std::vector<std::string>{"-each", "st=0.2"},
                                                {"-each", "option.Hash=16"},
                                                {"-each", "arg=--fast"},
                                                {"-maxplies", "100"},
                                                {"-variant", "TargetScore=30"},
                                                {"-event", "other"},
                                                {"-tournament", "gauntlet"},
                                                {"-each", "proto=ugi"}}) {
    INFO(other[1]);
    CHECK(id_of(other) != base);
  }
}

}  // namespace shard_test
