// `go` through a whole session: bestmove for each player, (none) when the game is over, pass when it
// is forced, movetime answered in time, stop and isready during a search.
#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>
#include <thread>

#include "session_harness.h"

namespace go_session_test {
namespace {

using session_test::Harness;

std::string last_line_starting(const std::string& text, const std::string& prefix) {
  std::istringstream in(text);
  std::string line, found;
  while (std::getline(in, line))
    if (line.rfind(prefix, 0) == 0) found = line;
  return found;
}

// The move of the last `bestmove` line (its second word), or empty.
std::string best_move(const std::string& text) {
  std::istringstream words(last_line_starting(text, "bestmove "));
  std::string head, move;
  words >> head >> move;
  return move;
}

}  // namespace

TEST_CASE("every player answers go with a legal bestmove and info lines", "[protocol][go][threads]") {
  for (const char* player : {"engine", "uct", "greedy", "random"}) {
    Harness h;
    h.session.handle(std::string("setoption name Player value ") + player);
    h.session.handle("position startpos moves d4 e5 e4");
    h.session.handle("go nodes 300");
    h.session.finish();
    const std::string out = h.output();
    INFO(player << "\n" << out);
    CHECK(out.find("info depth ") != std::string::npos);
    const std::string best = best_move(out);
    REQUIRE(!best.empty());
    // The move is legal: it can be played.
    h.session.handle("position startpos moves d4 e5 e4 " + best);
    h.session.finish();
    CHECK(h.output().find("error") == std::string::npos);
  }
}

TEST_CASE("bestmove (none) when the game is over, pass when it is forced", "[protocol][go][threads]") {
  Harness h;
  // Red has reached the target score: the game is over (R4.1).
  h.session.handle("position fen x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 60/0 0 1");
  h.session.handle("go depth 3");
  h.session.finish();
  CHECK(last_line_starting(h.output(), "bestmove") == "bestmove (none)");
  // Red has no stock, no prisoners to rescue and one single piece: a pass is its only move (R2.5).
  Harness p;
  p.session.handle("position fen x8/x8/x8/x8/x8/x8/x8/r,x7 r 0/25 0/0 0/0 0 1");
  p.session.handle("go depth 3");
  p.session.finish();
  CHECK(best_move(p.output()) == "pass");
}

TEST_CASE("go movetime answers within its time plus a margin", "[protocol][go][threads]") {
  // The start, Figure 4b (134,871 legal moves) and a 20-stack on an open board (astronomically many
  // distributions): none may hold the answer up.
  for (const char* position :
       {"startpos moves d4 e5 e4 d5", "fen x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9",
        "fen x8/x8/x8/x3,r20,x4/x8/x8/x8/x8 r 5/25 0/0 0/0 0 1"}) {
    INFO(position);
    Harness h;
    h.session.handle(std::string("position ") + position);
    const auto start = std::chrono::steady_clock::now();
    h.session.handle("go movetime 100");
    // Generous margin: sanitizer builds and a loaded machine; a hang fails.
    REQUIRE(h.wait_for("bestmove", std::chrono::milliseconds(2000)));
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(took < std::chrono::milliseconds(2000));
    h.session.finish();
  }
}

TEST_CASE("stop ends an infinite search with a bestmove, isready is answered during it", "[protocol][go][threads]") {
  Harness h;
  h.session.handle("position startpos");
  h.session.handle("go infinite");
  h.session.handle("isready");
  CHECK(h.wait_for("readyok", std::chrono::milliseconds(500)));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(h.output().find("bestmove") == std::string::npos);  // infinite: no answer before stop
  h.session.handle("ponderhit");                            // accepted: not pondering, changes nothing
  CHECK(h.output().find("bestmove") == std::string::npos);
  h.session.handle("stop");
  CHECK(h.wait_for("bestmove ", std::chrono::milliseconds(2000)));
}

TEST_CASE("stop is read while a command waits for a bounded search", "[protocol][go][threads]") {
  // `position` during `go depth 40` waits for the search (a GUI waits for bestmove); the reader must
  // still see `stop`, after which the position is set and isready answered.
  Harness h;
  h.session.handle("position startpos moves d4");
  h.session.handle("go depth 40");
  h.session.handle("position startpos moves e5");
  h.session.handle("isready");
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  CHECK(h.output().find("readyok") == std::string::npos);  // behind the position, which waits
  h.session.handle("stop");
  CHECK(h.wait_for("readyok", std::chrono::milliseconds(3000)));
  CHECK(h.output().find("bestmove ") < h.output().find("readyok"));
  h.session.handle("query fen");
  CHECK(h.wait_for("response x8/x8/x8/x4,r,x3/x8/x8/x8/x8 b 24/25", std::chrono::milliseconds(2000)));
  h.session.finish();
}

TEST_CASE("a clock for the side not to move does not bound a search", "[protocol][go][threads]") {
  // Blue to move with only Red's clock given: nothing limits Blue's search, so it runs until stopped, and a
  // new position stops it instead of waiting forever.
  Harness h;
  h.session.handle("position startpos moves d4");
  h.session.handle("go wtime 1000 winc 10");
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  h.session.handle("position startpos");
  h.session.handle("isready");
  CHECK(h.wait_for("readyok", std::chrono::milliseconds(3000)));
  CHECK(h.output().find("bestmove ") != std::string::npos);
  h.session.finish();
}

TEST_CASE("a stop that arrives before its go has started still stops it", "[protocol][go][threads]") {
  Harness h;
  // Piped together: the search starts after `stop` has been read, and must end at once.
  h.session.handle("position startpos");
  h.session.handle("go infinite");
  h.session.handle("stop");
  CHECK(h.wait_for("bestmove ", std::chrono::milliseconds(3000)));
  h.session.finish();
}

TEST_CASE("end of input lets a bounded job finish, quit stops it", "[protocol][go][threads]") {
  Harness h;
  h.session.handle("position startpos");
  h.session.handle("go perft 3");
  h.session.finish();
  CHECK(h.output().find("Nodes searched: 254016") != std::string::npos);
  Harness q;
  q.session.handle("position startpos");
  q.session.handle("go depth 60");
  const auto start = std::chrono::steady_clock::now();
  CHECK_FALSE(q.session.handle("quit"));
  q.session.finish();
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
  CHECK(q.output().find("bestmove ") != std::string::npos);
  CHECK_FALSE(q.session.handle("isready"));  // after quit nothing more is taken
}

TEST_CASE("go ponder holds its limits and its answer until ponderhit", "[protocol][go][threads]") {
  Harness h;
  h.session.handle("position startpos moves d4");
  h.session.handle("go ponder movetime 50");
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  CHECK(h.output().find("bestmove") == std::string::npos);  // movetime does not run while pondering
  h.session.handle("ponderhit");
  CHECK(h.wait_for("bestmove ", std::chrono::milliseconds(3000)));
  h.session.finish();
  // stop while pondering also answers.
  Harness s;
  s.session.handle("position startpos moves d4");
  s.session.handle("go ponder wtime 5000 btime 5000");
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  CHECK(s.output().find("bestmove") == std::string::npos);
  s.session.handle("stop");
  CHECK(s.wait_for("bestmove ", std::chrono::milliseconds(3000)));
}

TEST_CASE("go searchmoves restricts the root, a bad move is an error that names it", "[protocol][go][threads]") {
  for (const char* player : {"engine", "uct", "greedy", "random"}) {
    INFO(player);
    Harness h;
    h.session.handle(std::string("setoption name Player value ") + player);
    h.session.handle("position startpos moves d4");
    h.session.handle("go nodes 2000 searchmoves a1 h8");
    h.session.finish();
    const std::string best = best_move(h.output());
    CHECK((best == "a1" || best == "h8"));
  }
  Harness h;
  h.session.handle("position startpos moves d4");
  h.session.handle("go depth 2 searchmoves a1 d4=d5");
  h.session.finish();
  CHECK_THAT(h.output(), Catch::Contains("error go searchmoves:") && Catch::Contains("d4=d5"));
  CHECK(h.output().find("bestmove") == std::string::npos);
}

TEST_CASE("go mate finds a win and stops", "[protocol][go][threads]") {
  // TargetScore 1: Blue's a1 has one liberty, b1; Red's drop there captures it and wins (R3.2, R4.1).
  Harness h;
  h.session.handle("setoption name TargetScore value 1");
  h.session.handle("position fen x8/x8/x8/x8/x8/x8/r,x7/b,x7 r 24/24 0/0 0/0 0 2");
  h.session.handle("go mate 1");
  h.session.finish();
  CHECK_THAT(h.output(), Catch::Contains("score win 1"));
  CHECK(best_move(h.output()) == "b1");
}

TEST_CASE("eval and bench answer", "[protocol][go][threads]") {
  Harness h;
  h.session.handle("position startpos moves d4");
  h.session.handle("eval");
  CHECK(h.wait_for("total", std::chrono::milliseconds(2000)));
  h.session.handle("bench 1");
  h.session.finish();
  CHECK(h.output().find("Nodes searched: ") != std::string::npos);
  CHECK(h.output().find("Nodes/second: ") != std::string::npos);
  h.session.handle("bench x");
  CHECK(h.wait_for("error bad bench depth: x", std::chrono::milliseconds(2000)));
}

TEST_CASE("bestmove names the expected reply when the Ponder option is on", "[protocol][go][threads]") {
  Harness h;
  h.session.handle("setoption name Ponder value true");
  h.session.handle("position startpos moves d4 e5");
  h.session.handle("go depth 3");
  h.session.finish();
  std::istringstream words(last_line_starting(h.output(), "bestmove "));
  std::string head, move, ponder, reply;
  words >> head >> move >> ponder >> reply;
  REQUIRE(ponder == "ponder");
  // The reply is the second move of the last principal line, and legal after the best move.
  CHECK_THAT(last_line_starting(h.output(), "info depth "), Catch::Contains(" pv " + move + " " + reply));
  h.session.handle("position startpos moves d4 e5 " + move + " " + reply);
  h.session.finish();
  CHECK(h.output().find("error") == std::string::npos);
}

TEST_CASE("bestmove is two words when the Ponder option is off, its default, in both dialects",
          "[protocol][go][ugi][threads]") {
  // cutegames takes only a line of exactly two words `bestmove <move>` and waits for ever otherwise.
  for (const char* hello : {"ugi", "uiw"}) {
    for (const char* ponder : {"", "setoption name Ponder value false"}) {
      INFO(hello << " / " << ponder);
      Harness h;
      h.session.handle(hello);
      h.session.handle(ponder);
      h.session.handle("position startpos moves d4 e5");
      h.session.handle("go depth 3");
      h.session.finish();
      const std::string best = last_line_starting(h.output(), "bestmove");
      // The search has a line to show, so a reply would have been printed.
      CHECK_THAT(last_line_starting(h.output(), "info depth 3"), Catch::Contains(" pv " + best_move(h.output()) + " "));
      CHECK(best == "bestmove " + best_move(h.output()));
    }
  }
}

}  // namespace go_session_test
