// -compliance: the project's engine passes every step in every game; the mock engines, each misbehaving
// in its own way (testsuites/mock), fail at their step, and the walk stops there.
#include <catch2/catch.hpp>

#include "referee_run.h"
#include "registry.h"

using namespace referee_test;

namespace compliance_test {
namespace {

// The steps of each game, from "game options" to "unknown command".
constexpr std::size_t kStepsPerGame = 16;

Run compliance_of_mock(const std::string& name, const std::vector<std::string>& extra = {}) {
  return run_referee_alone(scratch_dir("compliance-" + name),
                           join({"-compliance", std::string("cmd=") + MOCK_ENGINE}, extra));
}

}  // namespace

TEST_CASE("referee compliance: the project's engine passes every step of every game", "[referee][compliance]") {
  const Run run =
      run_referee_alone(scratch_dir("compliance-engine"), {"-compliance", std::string("cmd=") + ENGINE_BINARY});
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK(count_of(run.output, "FAIL ") == 0);
  // The games the engine lists (its Game option), which must hold the four games.
  const std::size_t listed_at = run.output.find("; Game lists ");
  REQUIRE(listed_at != std::string::npos);
  const std::string listed = run.output.substr(listed_at + 13, run.output.find('\n', listed_at) - listed_at - 13);
  std::size_t games = 0;
  for (const auto& game : inchworm::game_registry()) {
    if (listed.find(game.id) == std::string::npos) continue;
    ++games;
    CHECK(count_of(run.output, "PASS " + game.id + ": ") == kStepsPerGame);
    CHECK(run.output.find("PASS " + game.id + ": ponderhit: bestmove ") != std::string::npos);
  }
  for (const char* game : {"rodeffer", "steere", "inchworm-chess", "longworm-chess"})
    CHECK(listed.find(game) != std::string::npos);
  CHECK(count_of(run.output, "PASS ") == 4 + kStepsPerGame * games + 1);
  CHECK(run.output.find("PASS quit: exited (exit code 0)") != std::string::npos);
  CHECK(run.output.find("Compliance: all " + std::to_string(4 + kStepsPerGame * games + 1) + " steps passed") !=
        std::string::npos);
}

TEST_CASE("referee compliance: a well-behaved mock passes, -variant and proto=ugi narrow the walk",
          "[referee][compliance]") {
  const Run all = compliance_of_mock("random");
  INFO(all.output);
  CHECK(all.status == 0);
  CHECK(count_of(all.output, "FAIL ") == 0);
  const Run steere = compliance_of_mock("steere", {"-variant", "Game=steere"});
  INFO(steere.output);
  CHECK(steere.status == 0);
  CHECK(count_of(steere.output, "PASS steere: ") == kStepsPerGame);
  CHECK(steere.output.find("rodeffer: ") == std::string::npos);
  const Run ugi = run_referee_alone(scratch_dir("compliance-ugi"), {"-compliance", std::string("cmd=") + MOCK_ENGINE,
                                                                    "proto=ugi", "-variant", "Game=inchworm-chess"});
  INFO(ugi.output);
  CHECK(ugi.status == 0);
  CHECK(ugi.output.find("PASS handshake: id name 'uiw_mock', ugiok after") != std::string::npos);
  CHECK(ugi.output.find("PASS inchworm-chess: new game: uginewgame, readyok") != std::string::npos);
  CHECK(count_of(ugi.output, "PASS inchworm-chess: ") == kStepsPerGame);
}

TEST_CASE("referee compliance: each misbehaving mock fails at its own step", "[referee][compliance]") {
  struct Case {
    const char* name;
    std::vector<std::string> mock_args;
    std::vector<std::string> extra;
    const char* step;    // the failing step
    const char* detail;  // a part of its verdict
  };
  const Case cases[] = {
      {"missing", {}, {}, "start", "cannot start"},
      {"slow-start",
       {"--mode", "slow-start", "--delay", "600"},
       {"-starttimeout", "200"},
       "handshake",
       "no uiwok within 200 ms"},
      {"crash", {"--mode", "crash-on-go"}, {}, "rodeffer: position startpos, go depth 1", "exited (exit code 3)"},
      {"illegal", {"--mode", "illegal"}, {}, "rodeffer: position startpos, go depth 1", "illegal move"},
      {"garbage", {"--mode", "garbage"}, {}, "rodeffer: position startpos, go depth 1", "which is not protocol"},
      {"stall",
       {"--mode", "stall", "--after", "2"},
       {},
       "rodeffer: position fen, go movetime 100",
       "no bestmove within 1100 ms"},
      {"early", {"--mode", "early-bestmove"}, {}, "rodeffer: go infinite", "before stop"},
      {"busy",
       {"--mode", "busy-search"},
       {"-readytimeout", "300"},
       "rodeffer: isready during a search",
       "no readyok within 300 ms"},
      {"ignore-stop", {"--mode", "ignore-stop"}, {}, "rodeffer: stop", "no bestmove within"},
      {"bad-input", {"--mode", "bad-input-crash"}, {}, "rodeffer: bad position string", "exited (exit code 5)"},
      {"ignore-quit",
       {"--mode", "ignore-quit"},
       {"-variant", "Game=steere"},
       "quit",
       "still running 1000 ms after quit"},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      std::vector<std::string> args = {
          "-compliance",
          std::string("cmd=") + (c.name == std::string("missing") ? "/nonexistent/engine" : MOCK_ENGINE)};
      for (const auto& a : c.mock_args) args.push_back("arg=" + a);
      const Run run = run_referee_alone(scratch_dir(std::string("compliance-") + c.name), join(args, c.extra));
      INFO(run.output);
      CHECK(run.status == 1);
      CHECK(count_of(run.output, "FAIL ") == 1);
      CHECK(run.output.find("FAIL " + std::string(c.step) + ": ") != std::string::npos);
      CHECK(run.output.find(c.detail) != std::string::npos);
      CHECK(run.output.find("Compliance: failed at '" + std::string(c.step) + "'") != std::string::npos);
    }
  }
}

}  // namespace compliance_test
