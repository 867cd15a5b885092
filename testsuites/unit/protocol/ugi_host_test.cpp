// A UGI match as cutegames (kz04px/cutegames, the generic UGI match runner) plays it, for every
// registered game: its commands in its order, and every answer read the way it reads them.
//
// What cutegames does (src/match/play.cpp, src/engine/engine_ugi.cpp at 409ac9f): `ugi`, then waits for
// a line that is exactly `ugiok`; `setoption name <name> value <value>` with the names of its
// configuration verbatim; `isready`/`readyok`. Each game: `isready` and `uginewgame` to both engines;
// engine 1 gets `position` + `query p1turn` to learn who starts, then before every ply again, and its
// answer alone decides who moves; the mover gets `isready`, `position`, `position` + `query gameover`,
// then `go` in one of four forms. Every `position` carries the whole game from the start. A `bestmove`
// or `response` line counts only when it has exactly two words (split on spaces); a longer one is skipped
// and cutegames waits for ever, so here the first such line must be the answer. `true` is the only
// true word. At the end both engines are asked `query gameover` and `query result`, which must agree.
// It has no move limit; this test stops after kPlyCap plies and asks the closing questions anyway.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "session_harness.h"

namespace ugi_host_test {
namespace {

using session_test::Harness;
using session_test::Millis;

// cutegames waits for ever; the test fails instead, generously for the sanitizer builds.
constexpr Millis kAnswerLimit{120'000};
constexpr int kPlyCap = 120;
constexpr int kRefusedPlies = 12;  // plies played by the host in a game without a searcher

// Words as cutegames splits a line: on the space character only, empty words dropped.
std::vector<std::string> space_words(const std::string& line) {
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string w; std::getline(in, w, ' ');)
    if (!w.empty()) words.push_back(w);
  return words;
}

// One engine as cutegames drives it: the lines sent and the answers it waits for.
class UgiEngine {
 public:
  void send(const std::string& line) { h_.session.handle(line); }

  // cutegames' wait_for("text"): every other line is skipped.
  void wait_for_line(const std::string& text) {
    INFO("waiting for " << text);
    REQUIRE(h_.next_line([&](const std::string& l) { return l == text; }, kAnswerLimit));
  }

  // The second word of the first line that begins with `head`, which must have exactly two words.
  std::string two_word_answer(const std::string& head) {
    const auto line = h_.next_line(
        [&](const std::string& l) {
          const auto w = space_words(l);
          return !w.empty() && w[0] == head;
        },
        kAnswerLimit);
    REQUIRE(line);
    INFO("answer: " << *line);
    REQUIRE(space_words(*line).size() == 2);
    return space_words(*line)[1];
  }

  // `ugi` and the option lines of the handshake, up to `ugiok`.
  std::vector<std::string> handshake() {
    send("ugi");
    std::vector<std::string> lines;
    REQUIRE(h_.next_line(
        [&](const std::string& l) {
          lines.push_back(l);
          return l == "ugiok";
        },
        kAnswerLimit));
    return lines;
  }

  void isready() {
    send("isready");
    wait_for_line("readyok");
  }
  void position(const std::vector<std::string>& history) {
    std::string line = "position startpos";
    if (!history.empty()) line += " moves";
    for (const auto& m : history) line += " " + m;
    send(line);
  }
  std::string query(const std::string& what) {
    send("query " + what);
    return two_word_answer("response");
  }
  bool query_true(const std::string& what) {
    const std::string answer = query(what);
    CHECK((answer == "true" || answer == "false"));
    return answer == "true";
  }
  std::string go(const std::string& command) {
    send(command);
    return two_word_answer("bestmove");
  }
  // The first `bestmove` or `error` line after `command`.
  std::string refused_go(const std::string& command) {
    send(command);
    const auto line = h_.next_line(
        [](const std::string& l) { return l.rfind("bestmove", 0) == 0 || l.rfind("error", 0) == 0; }, kAnswerLimit);
    REQUIRE(line);
    return *line;
  }

  std::string output() { return h_.output(); }

 private:
  Harness h_;
};

// An option line's name (the words between `name` and `type`) and its default value ("" if none).
std::pair<std::string, std::string> option_name_and_default(const std::string& line) {
  const std::string prefix = "option name ";
  const auto type_at = line.find(" type ");
  const std::string name = line.substr(prefix.size(), type_at - prefix.size());
  const auto words = space_words(line.substr(type_at));
  std::string value;
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "default") value = words[i + 1] == "<empty>" ? "" : words[i + 1];
  return {name, value};
}

// The four forms of `go` cutegames sends, in turn.
std::string go_command(int ply) {
  switch (ply % 4) {
    case 0:
      return "go p1time 2000 p2time 2000 p1inc 20 p2inc 20";
    case 1:
      return "go movetime 20";
    case 2:
      return "go depth 2";
    default:
      return "go nodes 300";
  }
}

}  // namespace

TEST_CASE("a cutegames match runs for every game: exact answers, whole histories, options verbatim",
          "[protocol][ugi][threads]") {
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    INFO("game " << game.id);
    UgiEngine engines[2];
    for (UgiEngine& e : engines) {
      const auto lines = e.handshake();
      e.send("setoption name Game value " + game.id);
      // Every option by the name the handshake printed, as a configuration would copy it.
      for (const std::string& line : lines) {
        if (line.rfind("option name ", 0) != 0 || line.find(" type button") != std::string::npos) continue;
        const auto [name, value] = option_name_and_default(line);
        if (name == "Game" || name == "UCI_Variant") continue;
        e.send("setoption name " + name + " value " + value);
      }
      e.send("setoption name Seed value " + std::to_string(&e - engines + 1));
      e.isready();
    }
    UgiEngine &one = engines[0], &two = engines[1];
    one.isready();
    two.isready();
    one.send("uginewgame");
    two.send("uginewgame");

    // The game's own rules, to check what the engines say.
    auto rules = game.make_state();
    std::vector<std::string> history;
    one.position(history);
    CHECK(one.query_true("p1turn") == rules->first_player_to_move());
    bool over = false;
    for (int ply = 0; ply <= kPlyCap; ++ply) {
      INFO("ply " << ply);
      one.position(history);
      const bool p1turn = one.query_true("p1turn");
      CHECK(p1turn == rules->first_player_to_move());
      UgiEngine& us = p1turn ? one : two;
      us.isready();
      us.position(history);
      us.position(history);
      over = us.query_true("gameover");
      CHECK(over == rules->is_over());
      if (over || ply == kPlyCap) break;
      std::string move;
      if (game.make_searcher) {
        move = us.go(go_command(ply));
      } else {
        // No searcher yet (the chess games on main): `go` is refused with the documented error, which
        // cutegames would skip, waiting for ever. The host plays a random legal move instead, for
        // kRefusedPlies plies, so that the rest of the dialogue is still checked on a game with history.
        CHECK(us.refused_go(go_command(ply)) == "error the game " + game.id + " has no search yet");
        if (ply == kRefusedPlies) break;
        const auto legal = rules->legal_moves();
        REQUIRE(legal);
        REQUIRE_FALSE(legal->empty());
        move = (*legal)[(ply * 7919) % legal->size()];
      }
      REQUIRE(rules->play(move));  // a legal move, in the game's own notation
      history.push_back(move);
    }

    // The closing questions, engine 1 then engine 2: both must give the same exact answers.
    std::string result[2];
    bool gameover[2];
    for (int i = 0; i < 2; ++i) {
      engines[i].isready();
      engines[i].position(history);
      engines[i].position(history);
      gameover[i] = engines[i].query_true("gameover");
      engines[i].position(history);
      result[i] = engines[i].query("result");
    }
    CHECK(gameover[0] == gameover[1]);
    CHECK(result[0] == result[1]);
    const std::set<std::string> results = {"p1win", "p2win", "draw", "none"};
    CHECK(results.count(result[0]) == 1);
    CHECK((result[0] != "none") == over);
    // Nothing went wrong on the way: cutegames never reads an error line (but the refused `go`s).
    for (UgiEngine& e : engines) {
      std::string out = e.output();
      for (std::size_t at;
           (at = out.find("\nerror the game " + game.id + " has no search yet\n")) != std::string::npos;)
        out.erase(at, out.find('\n', at + 1) - at);
      CHECK(out.find("\nerror") == std::string::npos);
    }
  }
}

}  // namespace ugi_host_test
