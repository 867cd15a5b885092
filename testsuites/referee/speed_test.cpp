// Fair clocks: each engine's bench speed measured at the start (-measure-speed), time controls scaled to
// a reference speed (-scale-nps), both written into every record; -merge warns about shards that ran at
// different speeds. The mock engine's `bench` reports the speed UIW_MOCK_NPS gives it.
#include <sys/wait.h>
#include <catch2/catch.hpp>

#include <cstdlib>

#include "referee_run.h"

using namespace referee_test;

namespace speed_test {
namespace {

std::string quoted(const std::string& word) { return "'" + word + "'"; }

// Runs `command` with sh, its output into DIR/output.txt; the exit status.
int shell(const std::string& dir, const std::string& command) {
  const int raw = std::system((command + " > " + quoted(dir + "/output.txt") + " 2>&1").c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

std::string mock_match(const std::string& extra) {
  return quoted(REFEREE_BINARY) + " -engine cmd=" + quoted(MOCK_ENGINE) + " name=A -engine cmd=" + quoted(MOCK_ENGINE) +
         " name=B arg=--seed arg=2 -each st=0.1 -maxplies 4 -games 4 -progress never -event speed " + extra;
}

}  // namespace

TEST_CASE("referee speed: -scale-nps scales the time controls to the reference speed", "[referee][speed]") {
  const std::string dir = scratch_dir("speed-scale");
  REQUIRE(shell(dir, "UIW_MOCK_NPS=50000 " + mock_match("-scale-nps 100000 -log " + dir + "/p.log -jsonout " + dir +
                                                        "/g.jsonl -pgnout " + dir + "/g.pgn")) == 0);
  const std::string output = read_text(dir + "/output.txt");
  INFO(output);
  CHECK(output.find("Speed (bench, nodes/s): A 50000, B 50000; time controls x2.000 (to 100000 nodes/s)") !=
        std::string::npos);
  const std::string log = read_text(dir + "/p.log");
  CHECK(log.find("< go movetime 200") != std::string::npos);  // st=0.1 on a machine half as fast
  CHECK(log.find("< go movetime 100") == std::string::npos);
  const std::string records = read_text(dir + "/g.jsonl");
  CHECK(records.find("\"speed\":{\"A\":50000,\"B\":50000},\"time_scale\":2") != std::string::npos);
  CHECK(read_text(dir + "/g.pgn").find("[TimeScale \"2.000\"]") != std::string::npos);
}

TEST_CASE("referee speed: shards through GNU parallel at two speeds, and -merge warns", "[referee][speed][parallel]") {
  INFO("GNU parallel is needed: scripts/setup installs it (Debian package parallel)");
  REQUIRE(std::system("parallel --version > /dev/null 2>&1") == 0);
  for (const std::string scale : {"", "-scale-nps 100000"}) {
    const std::string dir = scratch_dir("speed-shards");
    // Shard 1 on a "machine" of 100000 nodes/s, shard 2 on one of 200000.
    const std::string command = "cd " + quoted(dir) + " && parallel --will-cite --link 'UIW_MOCK_NPS={2} " +
                                mock_match("-measure-speed " + scale + " -shard {1}/2 -jsonout shard{1}.jsonl") +
                                "' ::: 1 2 ::: 100000 200000";
    REQUIRE(shell(dir, command) == 0);
    const std::string merge =
        quoted(REFEREE_BINARY) + " -merge " + quoted(dir + "/shard1.jsonl") + " " + quoted(dir + "/shard2.jsonl");
    REQUIRE(shell(dir, merge) == 0);
    const std::string merged = read_text(dir + "/output.txt");
    INFO(merged);
    CHECK(merged.find("4 of 4 games from 2 file(s)") != std::string::npos);
    CHECK(merged.find("warning: the shards' engines ran at speeds 100 % apart (more than 10 %; bench nodes/s by "
                      "shard: 1/2 100000, 2/2 200000)") != std::string::npos);
    CHECK(merged.find(scale.empty() ? "played at different effective time controls" : "were scaled") !=
          std::string::npos);
    // A spread allowed by -max-speed-spread: no warning.
    REQUIRE(shell(dir, merge + " -max-speed-spread 150") == 0);
    CHECK(read_text(dir + "/output.txt").find("warning") == std::string::npos);
  }
}

}  // namespace speed_test
