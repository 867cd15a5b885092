// fastchess's spellings: the forms that mean the same as ours are accepted (`-pgnout file=... nodes=true`,
// `-jsonout file=`, `-log file= engine=true`, `-repeat`, `-srand`, `-recover`, engine keys `args=`,
// `plies=`), the options we do not have are refused by name.
#include <catch2/catch.hpp>
#include <filesystem>

#include "referee_run.h"

using namespace referee_test;

namespace fastchess_test {
namespace {

const std::string kBook = std::string(SOURCE_DIR) + "/testsuites/positions/selfplay-openings.txt";

std::vector<std::string> two_mocks() { return join(mock_engine("A"), mock_engine("B", "random", {"--seed", "2"})); }

}  // namespace

TEST_CASE("referee fastchess: key=value forms of the record and log files, -repeat, -srand, -recover",
          "[referee][fastchess]") {
  const std::string dir = scratch_dir("fastchess-forms");
  const Run run = run_referee_alone(dir, join(two_mocks(), {"-each",
                                                            "tc=20+0.1",
                                                            "plies=3",
                                                            "-maxplies",
                                                            "6",
                                                            "-repeat",
                                                            "-recover",
                                                            "-srand",
                                                            "7",
                                                            "-openings",
                                                            "file=" + kBook,
                                                            "order=random",
                                                            "-progress",
                                                            "never",
                                                            "-pgnout",
                                                            "file=" + dir + "/g.pgn",
                                                            "nodes=true",
                                                            "timeleft=true",
                                                            "latency=true",
                                                            "-jsonout",
                                                            "file=" + dir + "/g.jsonl",
                                                            "-log",
                                                            "file=" + dir + "/p.log",
                                                            "engine=true"}));
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK(count_lines(dir + "/g.jsonl") == 2);  // -repeat: two games
  CHECK_FALSE(std::filesystem::exists("file=" + dir + "/g.pgn"));
  const std::string pgn = read_text(dir + "/g.pgn");
  CHECK(pgn.find("[BlueTimeControl \"20+0.1 depth=3\"]") != std::string::npos);
  CHECK(pgn.find(" nodes=1 ") != std::string::npos);
  CHECK(pgn.find(" timeleft=") != std::string::npos);
  CHECK(pgn.find(" latency=") != std::string::npos);
  CHECK(read_text(dir + "/p.log").find(" < go ") != std::string::npos);
  CHECK(read_text(dir + "/p.log").find(" depth 3") != std::string::npos);  // plies=3

  // -srand 7 orders the book as -openings seed=7 does.
  auto second_opening = [](const std::string& jsonl) {
    const std::string text = read_text(jsonl);
    const std::size_t at = text.find("\"opening\":");
    return text.substr(at, text.find(',', at) - at);
  };
  const std::string seeded = scratch_dir("fastchess-seed");
  const Run by_seed = run_referee(seeded, join(two_mocks(), {"-each", "st=0.2", "-maxplies", "2", "-openings",
                                                             "file=" + kBook, "order=random", "seed=7"}));
  REQUIRE(by_seed.status == 0);
  CHECK(second_opening(by_seed.json_path) == second_opening(dir + "/g.jsonl"));
  const std::string other = scratch_dir("fastchess-other-seed");
  const Run by_other = run_referee(other, join(two_mocks(), {"-each", "st=0.2", "-maxplies", "2", "-openings",
                                                             "file=" + kBook, "order=random", "seed=8"}));
  REQUIRE(by_other.status == 0);
  CHECK(second_opening(by_other.json_path) != second_opening(dir + "/g.jsonl"));
}

TEST_CASE("referee fastchess: the options we do not have are refused by name", "[referee][fastchess]") {
  struct Case {
    std::vector<std::string> words;
    const char* message;
  };
  const Case cases[] = {
      {{"-noswap"}, "-noswap is a fastchess option that uiw-referee does not have: the two games of an opening"},
      {{"-maxmoves", "100"}, "use -maxplies N"},
      {{"-tb", "/syzygy"}, "-tb is a fastchess option"},
      {{"-pgnout", "file=x.pgn", "notation=san"}, "-pgnout: 'notation=san' is not supported"},
      {{"-pgnout", "file=x.pgn", "nodes=maybe"}, "'nodes=maybe' must be true or false"},
      {{"-pgnout", "nodes=true"}, "-pgnout needs a file"},
      {{"-jsonout", "file=x.jsonl", "min=true"}, "-jsonout: unknown setting 'min=true'"},
      {{"-log", "file=x.log", "level=trace"}, "-log: 'level=trace' is not supported"},
      {{"-repeat", "-games", "4"}, "-repeat means -games 2"},
      {{"-srand", "3", "-openings", "file=" + kBook, "order=random", "seed=4"},
       "-srand 3 and -openings seed=4 disagree"},
      {{"-engine", "cmd=x", "restart=maybe"}, "bad restart in 'restart=maybe'"},
  };
  for (const Case& c : cases) {
    INFO(c.words[0] + " " + (c.words.size() > 1 ? c.words[1] : ""));
    const Run run =
        run_referee_alone(scratch_dir("fastchess-refused"), join(join(two_mocks(), {"-each", "st=0.1"}), c.words));
    CHECK(run.status == 2);
    CHECK(run.output.find(c.message) != std::string::npos);
    CHECK(run.output.find("uiw-referee -help lists the options") != std::string::npos);
  }
}

}  // namespace fastchess_test
