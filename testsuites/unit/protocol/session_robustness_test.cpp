// Bad input through a whole session: every bad command gets one `error` line naming the bad token and
// leaves the position as it was; random garbage never silences the engine.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <sstream>

#include "registry.h"
#include "session.h"

namespace session_robustness_test {
namespace {

struct Harness {
  std::ostringstream text;
  uiw::Output out{text};
  uiw::Session session{inchworm::make_engine(), out};

  // Runs one line to the end and returns what it printed.
  std::string run(const std::string& line) {
    text.str("");
    session.handle(line);
    session.finish();
    return text.str();
  }
};

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

}  // namespace

TEST_CASE("bad commands print one error line naming the bad token and keep the position", "[protocol][R6.5][threads]") {
  Harness h;
  CHECK(h.run(std::string("position fen ") + kFigure4b + " moves e5-f4-e3-d2-c3-c4-d5-d6-d7").empty());
  const std::string fen = h.run("query fen");
  REQUIRE(fen.rfind("response ", 0) == 0);
  struct Bad {
    const char *line, *named;
  };
  const Bad cases[] = {
      {"position fen x8/x8 r 25/25 0/0 0/0 0 1", "board"},
      {"position fen x8/x8/x8/x8/x8/x8/x8/x8 g 25/25 0/0 0/0 0 1", "'g'"},
      {"position fen x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 0", "move number"},
      {"position startpos moves d3 e5 e5", "'e5'"},
      {"position startpos moves d3 e5 d3=d4", "'d3=d4'"},
      {"position startpos moves q9", "'q9'"},
      {"position startpos trailing", "trailing"},
      {"position sideways", "sideways"},
      {"position fen", "position string"},
      {"setoption name Colour value red", "Colour"},
      {"setoption name Topology value klein", "klein"},
      {"setoption name TargetScore value many", "many"},
      {"go perft deep", "deep"},
      {"go perft 1 2", "2"},
      {"query colour", "colour"},
      {"query fen now", "now"},
      {"fly", "fly"},
  };
  for (const Bad& bad : cases) {
    INFO(bad.line);
    const std::string out = h.run(bad.line);
    CHECK(out.rfind("error ", 0) == 0);
    CHECK(std::count(out.begin(), out.end(), '\n') == 1);
    CHECK_THAT(out, Catch::Contains(bad.named));
    CHECK(h.run("query fen") == fen);
  }
}

TEST_CASE("random garbage lines never crash or silence the session", "[protocol][threads]") {
  const char* words[] = {"position",
                         "startpos",
                         "fen",
                         "moves",
                         "setoption",
                         "name",
                         "value",
                         "Topology",
                         "torus",
                         "cylinder",
                         "CaptureRule",
                         "modern",
                         "PrisonerDrops",
                         "true",
                         "TargetScore",
                         "3",
                         "query",
                         "moves",
                         "fen",
                         "gameover",
                         "result",
                         "p1turn",
                         "isready",
                         "uiwnewgame",
                         "d3",
                         "e5",
                         "d3=d4",
                         "a1-b2",
                         "P@c3",
                         "R2",
                         "pass",
                         "x8/x8/x8/x8/x8/x8/x8/x8",
                         "r",
                         "b",
                         "25/25",
                         "0/0",
                         "0",
                         "1",
                         "r,x7",
                         "x4,b9,x3",
                         "",
                         "\t",
                         "=",
                         "-",
                         "@",
                         "\xff",
                         "uiw",
                         "ugi",
                         "ponderhit",
                         "stop"};
  std::mt19937 rng(99);
  Harness h;
  for (int line = 0; line < 1500; ++line) {
    std::string text;
    const int n = int(rng() % 9);
    for (int i = 0; i < n; ++i) text += std::string(words[rng() % std::size(words)]) + (rng() % 5 ? " " : "");
    INFO("line " << line << ": " << text);
    h.run(text);
    if (line % 50 == 0) {
      CHECK(h.run("isready") == "readyok\n");
      CHECK(h.run("query fen").rfind("response ", 0) == 0);
    }
  }
  CHECK(h.run("position startpos moves d3") == "");
  CHECK(h.run("query p1turn") == "response false\n");
}

TEST_CASE("error lines show control bytes as escapes and cut overlong input", "[protocol][threads]") {
  Harness h;
  const std::string nul = h.run(std::string("isr\0eady\x1b", 9));
  CHECK(nul == "error unknown command: isr\\x00eady\\x1B\n");
  const std::string huge = h.run(std::string(1'000'000, 'z'));
  CHECK(huge.rfind("error unknown command: zzz", 0) == 0);
  CHECK(huge.size() < 500);
  CHECK(huge.substr(huge.size() - 4) == "...\n");
  CHECK(std::count(huge.begin(), huge.end(), '\n') == 1);
  CHECK(h.run("isready") == "readyok\n");
}

}  // namespace session_robustness_test
