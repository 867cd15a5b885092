// `stop` ends every job, at once and in the same words: `go perft` (also inside its root loop, where one
// stack can give a million moves) and `bench` end with `info string <job> stopped`, never an error.
#include <algorithm>
#include <catch2/catch.hpp>
#include <thread>

#include "session_harness.h"

namespace stop_jobs_test {
namespace {

using session_test::Harness;
using session_test::Millis;

// Blue's 12-stack on b7 has 1,345,000 distributions: perft 1 lists that many root moves.
const char* kMillionRootMoves = "position fen b,b,x6/b12,r,x6/x,b,x6/x8/x8/x8/x8/x8 b 24/10 0/0 0/0 0 1";
// Figure 4b: 134,871 root moves, perft 2 counts 481,095,087 leaves (many seconds).
const char* kFigure4b = "position fen x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

long count_lines(const std::string& text) { return long(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("stop ends go perft inside its root loop", "[protocol][stop][threads]") {
  Harness h;
  h.session.handle(kFigure4b);
  h.session.handle("go perft 2");
  // Generous: the sanitizer builds list the moves slowly. A root move's count is printed: the loop runs.
  REQUIRE(h.wait_for(": ", Millis(120'000)));
  h.session.handle("stop");
  h.session.finish();
  const std::string out = h.output();
  CHECK(out.find("Nodes searched") == std::string::npos);
  CHECK(out.find("error") == std::string::npos);
  CHECK(out.substr(out.rfind('\n', out.size() - 2) + 1) == "info string perft stopped\n");
  CHECK(count_lines(out) < 134'871);
}

TEST_CASE("a stop piped right behind go perft answers before any root move, also while they are listed",
          "[protocol][stop][threads]") {
  Harness h;
  h.session.handle(kMillionRootMoves);
  h.session.handle("go perft 1");
  h.session.handle("stop");
  h.session.finish();
  CHECK(h.output() == "info string perft stopped\n");
}

TEST_CASE("each of several piped stops stops the job just before it", "[protocol][stop][threads]") {
  // All read before the first job starts: each `stop` is remembered for its own job.
  Harness h;
  for (const char* line : {kMillionRootMoves, "go perft 1", "stop", "bench 64", "stop", "go perft 1", "stop"})
    h.session.handle(line);
  h.session.finish();
  CHECK(h.output() == "info string perft stopped\ninfo string bench stopped\ninfo string perft stopped\n");
}

TEST_CASE("stop ends bench with the same note as perft, not an error", "[protocol][stop][threads]") {
  SECTION("piped right behind it") {
    Harness h;
    h.session.handle("bench");
    h.session.handle("stop");
    h.session.finish();
    CHECK(h.output().find("error") == std::string::npos);
    CHECK(h.output().find("Nodes searched") == std::string::npos);
    CHECK_THAT(h.output(), Catch::EndsWith("info string bench stopped\n"));
  }
  SECTION("while it runs") {
    Harness h;
    h.session.handle("bench 64");  // its first position alone takes far longer than the pause below
    std::this_thread::sleep_for(Millis(200));
    h.session.handle("stop");
    h.session.finish();
    CHECK(h.output() == "info string bench stopped\n");
  }
}

}  // namespace stop_jobs_test
