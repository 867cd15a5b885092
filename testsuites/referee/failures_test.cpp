// Every engine failure, caused by a real misbehaving process (testsuites/mock), ends the game with its
// own reason and a win for the other engine; the failing engine is started afresh and the match
// completes. An engine that cannot be started at all stops the match instead. Games are kept short with
// -maxplies.
#include <catch2/catch.hpp>

#include "referee_run.h"

using namespace referee_test;

namespace failures_test {
namespace {

// "Bad" fails in each of its games with `reason`, whatever its colour; "Good" wins them all.
void check_bad_engine_loses(const Run& run, const std::string& reason, std::size_t games) {
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == games);
  for (const auto& g : run.games) {
    CHECK(g.termination == reason);
    CHECK(g.result == (g.players[0] == "Bad" ? "0-1" : "1-0"));
  }
}

Run match_against(const std::string& name, const std::vector<std::string>& bad,
                  const std::vector<std::string>& extra = {}) {
  const std::vector<std::string> common = {"-each",     "st=0.2", "timemargin=100", "-games", "2",
                                           "-maxplies", "30",     "-readytimeout",  "500"};
  return run_referee(scratch_dir(name), join(join(join(bad, mock_engine("Good")), common), extra));
}

}  // namespace

TEST_CASE("referee failures: each misbehaviour has its own reason", "[referee][failures]") {
  struct Case {
    const char* name;
    const char* mode;
    std::vector<std::string> mock_args;
    const char* reason;
    const char* detail;  // a part of the game line's explanation
  };
  const Case cases[] = {
      {"crash", "crash-on-go", {"--after", "2"}, "crash", "exited during its move (exit code 3)"},
      {"exit", "exit-midgame", {"--after", "1"}, "crash", "exited"},
      {"stall", "stall", {"--after", "2"}, "stall", "no readyok within 500 ms"},
      {"illegal", "illegal", {"--after", "3"}, "illegal move", "illegal move"},
      {"garbage", "garbage", {"--after", "1"}, "garbage output", "this is not a protocol line"},
      {"slow", "slow", {"--after", "1", "--delay", "450"}, "time forfeit", "no move within 300 ms"},
      {"double", "double-bestmove", {"--after", "2"}, "garbage output", "sent a second bestmove"},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      const Run run = match_against(c.name, mock_engine("Bad", c.mode, c.mock_args));
      check_bad_engine_loses(run, c.reason, 2);
      CHECK(run.output.find(c.detail) != std::string::npos);
    }
  }
}

TEST_CASE("referee failures: time forfeit on a clock", "[referee][failures]") {
  // 0.3 s for the game: the third move of 200 ms runs the clock out.
  const std::vector<std::string> args = join(join(mock_engine("Bad", "slow", {"--delay", "200"}), mock_engine("Good")),
                                             {"-each", "tc=0.3", "timemargin=20", "-games", "2", "-maxplies", "30"});
  const Run run = run_referee(scratch_dir("clock"), args);
  check_bad_engine_loses(run, "time forfeit", 2);
}

TEST_CASE("referee failures: slow start within the limit is fine, beyond it the match stops", "[referee][failures]") {
  const Run fine = match_against("slowstart", mock_engine("Bad", "slow-start", {"--delay", "300"}));
  INFO(fine.output);
  CHECK(fine.status == 0);
  REQUIRE(fine.games.size() == 2);
  for (const auto& g : fine.games) CHECK(g.termination == "max plies");

  // No uiwok at the first start: the engine never played, so it is a setup error, not two lost games.
  const Run late =
      match_against("latestart", mock_engine("Bad", "slow-start", {"--delay", "400"}), {"-starttimeout", "150"});
  INFO(late.output);
  CHECK(late.status == 1);
  CHECK(late.games.empty());
  CHECK(late.output.find("engine Bad cannot be started (command: " + std::string(MOCK_ENGINE) +
                         " --mode slow-start --delay 400): stall: no uiwok within 150 ms") != std::string::npos);
}

TEST_CASE("referee failures: an engine that cannot be started stops the match, finished games kept",
          "[referee][failures]") {
  // Round robin: A-B is played first, then A meets the missing program and the match stops there.
  const std::string dir = scratch_dir("missing");
  const Run run = run_referee(dir, join(join(join(mock_engine("A"), mock_engine("B")),
                                             {"-engine", "cmd=/nonexistent/engine", "arg=--fast", "name=Gone"}),
                                        {"-each", "st=0.2", "-maxplies", "6", "-games", "2"}));
  INFO(run.output);
  CHECK(run.status == 1);
  CHECK(run.output.find("uiw-referee: engine Gone cannot be started (command: /nonexistent/engine --fast): crash: "
                        "cannot start /nonexistent/engine") != std::string::npos);
  REQUIRE(run.games.size() == 2);
  for (const auto& g : run.games) CHECK((g.players[0] != "Gone" && g.players[1] != "Gone"));
  CHECK(count_lines(run.pgn_path) > 0);
  CHECK(run.output.find("Results of A vs B") != std::string::npos);  // the games played are shown
}

TEST_CASE("referee failures: an engine that started once and then cannot restart loses its games",
          "[referee][failures]") {
  // The first process exits after its first move (a crash); every later start exits at once.
  const std::string dir = scratch_dir("start-once");
  const Run run = match_against("start-once-run", mock_engine("Bad", "start-once", {"--marker", dir + "/started"}),
                                {"-games", "4"});
  check_bad_engine_loses(run, "crash", 4);
}

}  // namespace failures_test
