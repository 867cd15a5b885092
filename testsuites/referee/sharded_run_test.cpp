// A run split into shards and merged, end to end with real processes: a 12-game match of deterministic
// engines (our engine at depth 1 with one thread against the mock, whose moves depend only on the
// position) played whole, and as 3 shards run by GNU parallel, or by a Slurm array job on a one-node
// cluster started for the test (scripts/slurm), then merged with `uiw-referee -merge`: the same games
// move for move, and the same result table.
#include <sys/wait.h>
#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <map>

#include "referee_run.h"

using namespace referee_test;

namespace sharded_run_test {
namespace {

std::string quoted(const std::string& word) { return "'" + word + "'"; }

// Each game's moves, by its pair and first player.
std::map<std::pair<long long, std::string>, std::vector<std::string>> games_in(const std::vector<std::string>& files) {
  std::map<std::pair<long long, std::string>, std::vector<std::string>> games;
  for (const auto& file : files) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
      const boost::json::object o = boost::json::parse(line).as_object();
      std::vector<std::string> moves;
      for (const auto& m : o.at("moves").as_array()) moves.emplace_back(m.as_object().at("move").as_string());
      games[{o.at("pair").as_int64(), std::string(o.at("red").as_string())}] = moves;
    }
  }
  return games;
}

// The result table: from the first rule line to the last.
// The result table without the engines' speeds and times per move, which differ from run to run.
std::string table_of(const std::string& output) {
  const std::string rule = "--------------------------------------------------\n";
  const std::size_t from = output.find(rule), to = output.rfind(rule);
  if (from == std::string::npos || to == from) return "(no table)";
  std::string table = output.substr(from, to + rule.size() - from);
  const std::size_t speeds = table.find("Per engine"), lengths = table.find("Game length:");
  if (speeds != std::string::npos && lengths != std::string::npos) table.erase(speeds, lengths - speeds);
  return table;
}

const std::string kBook = std::string(SOURCE_DIR) + "/testsuites/positions/selfplay-openings.txt";

// The match, as words of the command line.
std::vector<std::string> match_words() {
  return {"-engine",
          std::string("cmd=") + ENGINE_BINARY,
          "name=engine",
          "depth=1",
          "option.Threads=1",
          "-engine",
          std::string("cmd=") + MOCK_ENGINE,
          "name=mock",
          "st=1",
          "-games",
          "12",
          "-maxplies",
          "30",
          "-openings",
          "file=" + kBook,
          "order=random",
          "seed=3",
          "-sprt",
          "elo0=0",
          "elo1=5"};
}

// Runs `command` with sh; its output.
std::string output_of(const std::string& command, int& status) {
  const std::string file = scratch_dir("command") + "/output.txt";
  const int raw = std::system((command + " > " + quoted(file) + " 2>&1").c_str());
  status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return read_text(file);
}

}  // namespace

TEST_CASE("sharded run: 3 shards through GNU parallel, merged, equal the whole run", "[referee][shards][parallel]") {
  INFO("GNU parallel is needed: scripts/setup installs it (Debian package parallel)");
  REQUIRE(std::system("parallel --version > /dev/null 2>&1") == 0);
  const std::string dir = scratch_dir("sharded");
  const std::vector<std::string> match = match_words();
  const Run whole = run_referee(dir, match);
  INFO(whole.output);
  REQUIRE(whole.status == 0);
  REQUIRE(whole.games.size() == 12);

  std::string command = "cd " + quoted(dir) + " && parallel --will-cite --halt now,fail=1 " + quoted(REFEREE_BINARY);
  for (const auto& word : match) command += " " + quoted(word);
  command += " -shard {}/3 -jsonout shard{}.jsonl -pgnout shard{}.pgn -progress never '>' shard{}.txt '2>&1' ::: 1 2 3";
  REQUIRE(std::system(command.c_str()) == 0);
  const std::vector<std::string> shards = {dir + "/shard1.jsonl", dir + "/shard2.jsonl", dir + "/shard3.jsonl"};
  for (int i = 1; i <= 3; ++i)
    CHECK(read_text(dir + "/shard" + std::to_string(i) + ".txt").find("shard " + std::to_string(i) + "/3: 4 of") !=
          std::string::npos);

  const std::string merge = quoted(REFEREE_BINARY) + " -merge " + quoted(shards[0]) + " " + quoted(shards[1]) + " " +
                            quoted(shards[2]) + " -sprt elo0=0 elo1=5 > " + quoted(dir + "/merged.txt") + " 2>&1";
  REQUIRE(std::system(merge.c_str()) == 0);
  const std::string merged = read_text(dir + "/merged.txt");
  INFO(merged);
  CHECK(merged.find("warning") == std::string::npos);
  CHECK(merged.find(": 12 of 12 games from 3 file(s), shards 1/3, 2/3, 3/3") != std::string::npos);
  CHECK(table_of(merged) == table_of(whole.output));
  CHECK(merged.find("SPRT: continue (LLR ") != std::string::npos);

  const auto whole_games = games_in({whole.json_path});
  CHECK(whole_games.size() == 12);
  CHECK(games_in(shards) == whole_games);
}

TEST_CASE("sharded run: a Slurm array job on a one-node cluster, merged by its merge job", "[referee][shards][slurm]") {
  const std::string dir = scratch_dir("slurm");
  const std::string cluster = std::string(SOURCE_DIR) + "/testsuites/referee/single_node_slurm";
  int status = 0;
  const std::string started = output_of(quoted(cluster) + " start " + quoted(dir + "/cluster"), status);
  if (status == 3) {
    WARN("Slurm test skipped: no Slurm cluster can be started on this machine: " + started);
    return;
  }
  INFO(started);
  REQUIRE(status == 0);
  struct StopCluster {
    std::string command;
    ~StopCluster() { [[maybe_unused]] int s = std::system(command.c_str()); }
  } stop{quoted(cluster) + " stop " + quoted(dir + "/cluster")};
  const std::string conf = started.substr(0, started.find('\n'));

  // The match as a configuration file, the same for every shard and for the whole run.
  std::ofstream(dir + "/match.json") << R"({"engines": [{"name": "engine", "cmd": ")" << ENGINE_BINARY
                                     << R"(", "depth": 1, "options": {"Threads": 1}},
    {"name": "mock", "cmd": ")" << MOCK_ENGINE
                                     << R"(", "st": 1}],
    "games": 12, "maxplies": 30, "openings": {"file": ")"
                                     << kBook << R"(", "order": "random", "seed": 3}})";
  const std::string submit = "SLURM_CONF=" + quoted(conf) + " " +
                             quoted(std::string(SOURCE_DIR) + "/scripts/slurm/submit") + " --config " +
                             quoted(dir + "/match.json") + " --shards 3 --out " + quoted(dir + "/out") + " --referee " +
                             quoted(REFEREE_BINARY) + " --sprt 'elo0=0 elo1=5'";
  const std::string submitted = output_of(submit, status);
  INFO(submitted);
  REQUIRE(status == 0);
  CHECK(submitted.find("(3 tasks)") != std::string::npos);
  // The merge job writes the result table once all three shards have ended.
  CHECK(wait_for([&] { return read_text(dir + "/out/result.txt").find("SPRT: ") != std::string::npos; },
                 std::chrono::seconds(60)));
  const std::string result = read_text(dir + "/out/result.txt");
  INFO(result);
  CHECK(result.find(": 12 of 12 games from 3 file(s), shards 1/3, 2/3, 3/3") != std::string::npos);

  const Run whole = run_referee(dir, {"-config", dir + "/match.json", "-sprt", "elo0=0", "elo1=5"});
  REQUIRE(whole.status == 0);
  CHECK(table_of(result) == table_of(whole.output));
  CHECK(games_in({dir + "/out/shard-1.jsonl", dir + "/out/shard-2.jsonl", dir + "/out/shard-3.jsonl"}) ==
        games_in({whole.json_path}));
}

TEST_CASE("sharded run: a shard run again resumes or replaces its games, never doubles them",
          "[referee][shards][resume]") {
  const std::string dir = scratch_dir("shard-again");
  const auto match = join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=1", "-maxplies", "4", "-games", "8"});
  // Both shards into one file, one after the other.
  REQUIRE(run_referee(dir, join(match, {"-shard", "1/2"})).status == 0);
  REQUIRE(run_referee(dir, join(match, {"-shard", "2/2"})).status == 0);
  const std::string records = dir + "/games.jsonl";
  REQUIRE(count_lines(records) == 8);
  // Shard 1 again with -resume: its 4 games are there, the other shard's are left alone.
  const Run resumed = run_referee(dir, join(match, {"-shard", "1/2", "-resume"}));
  INFO(resumed.output);
  CHECK(resumed.status == 0);
  CHECK(resumed.output.find("Resuming: 4 games of other shards of this run in " + records + " are left as they are") !=
        std::string::npos);
  CHECK(resumed.output.find("Resuming: 4 of 4 games already played") != std::string::npos);
  CHECK(count_lines(records) == 8);
  // Shard 2 again without -resume: its games are appended; the merge counts each game once, the later
  // record of it.
  REQUIRE(run_referee(dir, join(match, {"-shard", "2/2"})).status == 0);
  CHECK(count_lines(records) == 12);
  int status = 0;
  const std::string merged = output_of(quoted(REFEREE_BINARY) + " -merge " + quoted(records), status);
  INFO(merged);
  CHECK(status == 0);
  CHECK(merged.find("4 game(s) recorded more than once (a shard run again?)") != std::string::npos);
  CHECK(merged.find(": 8 of 8 games from 1 file(s), shards 1/2, 2/2") != std::string::npos);
  CHECK(merged.find("Games: 8,") != std::string::npos);
}

TEST_CASE("sharded run: scripts/versus-parallel plays the shards, merges, and stops them once the SPRT decides",
          "[referee][shards][parallel]") {
  const std::string dir = scratch_dir("versus-parallel");
  const std::string script = "cd " + quoted(SOURCE_DIR) + " && ENGINE_A=" + quoted(ENGINE_BINARY) +
                             " ENGINE_B=" + quoted(MOCK_ENGINE) + " REFEREE=" + quoted(REFEREE_BINARY) +
                             " scripts/versus-parallel --jobs 2 --check 1 --out " + quoted(dir + "/out");
  int status = 0;
  // A whole run in 3 shards: the merged table at the end.
  const std::string whole =
      output_of(script + " --shards 3 HEAD HEAD -each depth=1 -games 12 -maxplies 30 -sprt elo0=0 elo1=5", status);
  INFO(whole);
  CHECK(status == 0);
  CHECK(whole.find(": 12 of 12 games from 3 file(s), shards 1/3, 2/3, 3/3") != std::string::npos);
  CHECK(whole.find("SPRT: continue (LLR ") != std::string::npos);
  // A long run whose SPRT decides early: the shards are stopped, the finished games merged.
  const std::string stopped = output_of(script +
                                            "/long --shards 2 HEAD HEAD -each depth=1 tc=inf -games 4000 "
                                            "-maxplies 20 -sprt elo0=0 elo1=100",
                                        status);
  INFO(stopped);
  CHECK(status == 0);
  CHECK(stopped.find("versus-parallel: the SPRT has decided: stopping the shards") != std::string::npos);
  CHECK(stopped.find("SPRT: H1 accepted") != std::string::npos);
  CHECK(count_lines(dir + "/out/long/shard-1.jsonl") + count_lines(dir + "/out/long/shard-2.jsonl") < 4000);
}

}  // namespace sharded_run_test
