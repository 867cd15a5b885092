// `go` through a whole session: bestmove for each player, (none) when the game is over, pass when it
// is forced, movetime answered in time, stop and isready during a search.
#include <catch2/catch.hpp>
#include <chrono>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "session.h"

namespace {

// A stream buffer that keeps what is written and can be read from another thread.
class SharedText : public std::streambuf {
 public:
  std::string snapshot() {
    std::lock_guard<std::mutex> lock(mutex_);
    return text_;
  }

 protected:
  int_type overflow(int_type c) override {
    if (c != traits_type::eof()) {
      std::lock_guard<std::mutex> lock(mutex_);
      text_.push_back(char(c));
    }
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::lock_guard<std::mutex> lock(mutex_);
    text_.append(s, std::size_t(n));
    return n;
  }

 private:
  std::mutex mutex_;
  std::string text_;
};

// A session whose output can be read while its search thread writes.
struct Harness {
  SharedText buffer;
  std::ostream stream{&buffer};
  uiw::Output out{stream};
  uiw::Session session{inchworm::make_inchworm_game(), out};

  std::string output() { return buffer.snapshot(); }
  // Waits (polling) until the output holds `what`; false after `limit`.
  bool wait_for(const std::string& what, std::chrono::milliseconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < until) {
      if (output().find(what) != std::string::npos) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return output().find(what) != std::string::npos;
  }
};

std::string last_line_starting(const std::string& text, const std::string& prefix) {
  std::istringstream in(text);
  std::string line, found;
  while (std::getline(in, line))
    if (line.rfind(prefix, 0) == 0) found = line;
  return found;
}

}  // namespace

TEST_CASE("every player answers go with a legal bestmove and info lines", "[protocol][go]") {
  for (const char* player : {"engine", "uct", "greedy", "random"}) {
    Harness h;
    h.session.handle(std::string("setoption name Player value ") + player);
    h.session.handle("position startpos moves d4 e5 e4");
    h.session.handle("go nodes 300");
    h.session.finish();
    const std::string out = h.output();
    INFO(player << "\n" << out);
    CHECK(out.find("info depth ") != std::string::npos);
    const std::string best = last_line_starting(out, "bestmove ");
    REQUIRE(!best.empty());
    // The move is legal: it can be played.
    h.session.handle("position startpos moves d4 e5 e4 " + best.substr(9));
    CHECK(h.output().find("error") == std::string::npos);
  }
}

TEST_CASE("bestmove (none) when the game is over, pass when it is forced", "[protocol][go]") {
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
  CHECK(last_line_starting(p.output(), "bestmove") == "bestmove pass");
}

TEST_CASE("go movetime answers within its time plus a margin", "[protocol][go]") {
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

TEST_CASE("stop ends an infinite search with a bestmove; isready is answered during it", "[protocol][go]") {
  Harness h;
  h.session.handle("position startpos");
  h.session.handle("go infinite");
  h.session.handle("isready");
  CHECK(h.wait_for("readyok", std::chrono::milliseconds(500)));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(h.output().find("bestmove") == std::string::npos);  // infinite: no answer before stop
  h.session.handle("ponderhit");                            // accepted, changes nothing
  h.session.handle("stop");                                 // waits for the search thread
  CHECK(!last_line_starting(h.output(), "bestmove ").empty());
}

TEST_CASE("eval and bench answer", "[protocol][go]") {
  Harness h;
  h.session.handle("position startpos moves d4");
  h.session.handle("eval");
  CHECK(h.output().find("total") != std::string::npos);
  h.session.handle("bench 1");
  h.session.finish();
  CHECK(h.output().find("Nodes searched: ") != std::string::npos);
  CHECK(h.output().find("Nodes/second: ") != std::string::npos);
  h.session.handle("bench x");
  CHECK(h.output().find("error bad bench depth: x") != std::string::npos);
}
