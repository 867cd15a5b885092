// The body of the session fuzz target: arbitrary command lines through a whole protocol session of one
// registered game. Shared by the libFuzzer binary (session_fuzzer.cpp) and the ordinary test that runs
// it over every game's seed corpus (corpus_test.cpp).
//
// Input: text, one command a line, handed to a session that starts with the game selected, as a host
// would send it. Every job (`go`, `bench`) is stopped right after the line that starts it, so no input
// runs long; the stop paths are fuzzed with it, and the read-only commands that follow (`isready`, `d`,
// `eval`, `query`, `help`) run while the stopped job ends. Two kinds of line are left out because they
// only measure the machine: a `Hash` above kMaxHashMib and `Threads` above kMaxThreads.
//
// Checked: nothing crashes or hangs (the sanitizers and libFuzzer's timeout watch); no output line holds
// a control byte; every other line (setoption, position, new games, unknown commands...) is answered by
// at most one `error` line and nothing else then, and a refused line leaves the engine's state as it
// was (its game, position, rules and player options, read from the engine between commands); a
// `setoption` or `position` taken is taken again with nothing changed, and a `position` taken leaves the
// position that replaying it from its base gives (the engine keeps the game's moves to read only the new
// ones of the next `position`: they must still be the board's). After the input (unless it quit) the session still
// answers as a host expects: `isready` with exactly `readyok`; `query p1turn`, `gameover`, `result` with exactly
// `response <word>` from the words a host knows, the result agreeing with gameover; `query fen` with a position string
// that `position fen` takes back unchanged.
#pragma once

#include <climits>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "options.h"
#include "registry.h"
#include "session.h"
#include "text.h"

namespace fuzz {

constexpr long long kMaxHashMib = 64;
constexpr long long kMaxThreads = 4;

// True for the lines left out: memory or threads beyond the limits above.
inline bool too_costly(const std::vector<std::string>& w) {
  if (w.empty() || w[0] != "setoption") return false;
  const std::size_t at = inchworm::find_word(w, "value", 2);
  const std::string name = inchworm::join_words(w, 2, at);
  const auto n = inchworm::parse_number<long long>(inchworm::join_words(w, at + 1, w.size()), 0, LLONG_MAX);
  if (!n) return false;  // not a number: refused by the engine, worth fuzzing
  return (inchworm::same_option_name(name, "Hash") && *n > kMaxHashMib) ||
         (inchworm::same_option_name(name, "Threads") && *n > kMaxThreads);
}

// The commands that run at once or only read, whose answers may mix with a stopped job's last lines.
inline bool unchecked_command(const std::string& cmd) {
  static const std::set<std::string> commands = {"go",      "bench", "stop", "ponderhit", "quit",
                                                 "isready", "d",     "eval", "query",     "help"};
  return commands.count(cmd) > 0;
}

// What a refused command must leave as it was: the game, its position and rules, the player options.
inline std::string engine_state(const inchworm::Engine& e) {
  const inchworm::PlayerSettings& p = e.player_settings();
  return e.game().id + "\n" + e.position_string() + "\n" + inchworm::rules_in_force(e.state()) + "\nplayer " +
         std::to_string(int(p.kind)) + " seed " + std::to_string(p.seed) + " hash " + std::to_string(p.hash_mib) +
         " threads " + std::to_string(p.threads) + " multipv " + std::to_string(p.multipv) + " overhead " +
         std::to_string(p.move_overhead_ms) + " ponder " + std::to_string(p.ponder);
}

// A fresh session of one game with a text buffer for what it prints.
class FuzzedSession {
 public:
  // The smallest table to start with: a fresh 16 MiB one (the default) for every input, cleared by every
  // new game, made up most of an execution's time. Inputs may still set any size up to kMaxHashMib.
  explicit FuzzedSession(const std::string& game) {
    run("setoption name Hash value 1");
    run("setoption name Game value " + game);
  }

  // Hands `line` over and checks it as the header says; false once the session has quit or a problem
  // was found (problem()).
  bool send(std::string_view line) {
    const auto words = inchworm::split_words(line);
    if (too_costly(words)) return true;
    const std::string cmd = words.empty() ? "" : words[0];
    if (unchecked_command(cmd)) {
      if (!hand(line)) return false;
      if (cmd == "go" || cmd == "bench") hand("stop");
      return true;
    }
    const std::string before = state();
    const std::string out = run(std::string(line));
    const std::string after = state();
    if (out.find("\nerror") != std::string::npos || out.rfind("error", 0) == 0) {
      if (out.rfind("error", 0) != 0 || out.find('\n') != out.size() - 1)
        return fail("'" + std::string(line) + "' is answered by more than its one error line: " + out);
      if (after != before) return fail("'" + std::string(line) + "' is refused but changed the state");
      return true;
    }
    if (cmd != "setoption" && cmd != "position") return true;
    // Taken again, nothing changes.
    run(std::string(line));
    if (state() != after) return fail("'" + std::string(line) + "' given twice changed the state");
    if (cmd == "position") {
      // The board is the one its base and moves give when played afresh.
      const std::size_t moves_at = inchworm::find_word(words, "moves", 1);
      if (moves_at < words.size()) {
        run(inchworm::join_words(words, 0, moves_at));
        run(std::string(line));
        if (const std::string replayed = state(); replayed != after)
          return fail("after '" + std::string(line) + "' the state is\n" + after + "\nbut played afresh it is\n" +
                      replayed);
      }
    }
    return true;
  }
  // Runs `line` to its end and returns what it printed.
  std::string run(const std::string& line) {
    settle();
    const std::size_t before = text_.str().size();
    hand(line);
    settle();
    return text_.str().substr(before);
  }
  std::string output() {
    settle();
    return text_.str();
  }
  const std::string& problem() const { return problem_; }

 private:
  // The engine's state once every command handed over is done (the session's threads then wait).
  std::string state() {
    settle();
    return engine_state(*engine_);
  }
  bool hand(std::string_view line) {
    busy_ = true;
    return session_.handle(line);
  }
  // Waits for what was handed over, if anything was since the last wait (each wait is a round trip
  // through the session's threads, most of a run's time on a loaded machine).
  void settle() {
    if (busy_) session_.finish();
    busy_ = false;
  }
  std::unique_ptr<inchworm::Engine> make_engine() {
    auto made = inchworm::make_engine();
    engine_ = made.get();
    return made;
  }

  bool fail(const std::string& what) {
    problem_ = what;
    return false;
  }

  std::ostringstream text_;  // written only under Output's lock, read after finish()
  uiw::Output out_{text_};
  inchworm::Engine* engine_ = nullptr;  // the session's
  uiw::Session session_{make_engine(), out_};
  std::string problem_;
  bool busy_ = false;  // a line was handed over since the session last finished
};

// The question's one-word answer, or a problem when the answer is not exactly `response <word>`.
inline std::string answer_word(FuzzedSession& s, const std::string& question, std::string& problem) {
  const std::string out = s.run(question);
  const auto w = inchworm::split_words(out);
  if (out.empty() || out.back() != '\n' || out.find('\n') != out.size() - 1 || out.find(' ') != 8 || w.size() != 2 ||
      w[0] != "response")
    problem = question + " is answered '" + out + "', not exactly 'response <word>'";
  return w.size() == 2 ? w[1] : "";
}

// What a host relies on after any input; returns the first problem or "".
inline std::string check_answers(FuzzedSession& s) {
  std::string problem;
  if (const std::string ready = s.run("isready"); ready != "readyok\n") return "isready is answered '" + ready + "'";
  const std::set<std::string> truth = {"true", "false"}, results = {"p1win", "p2win", "draw", "none"};
  const std::string p1turn = answer_word(s, "query p1turn", problem);
  const std::string over = answer_word(s, "query gameover", problem);
  const std::string result = answer_word(s, "query result", problem);
  if (!problem.empty()) return problem;
  if (!truth.count(p1turn) || !truth.count(over) || !results.count(result))
    return "unexpected answers: p1turn " + p1turn + ", gameover " + over + ", result " + result;
  if ((result != "none") != (over == "true")) return "result " + result + " but gameover " + over;
  const std::string fen = s.run("query fen");
  if (fen.rfind("response ", 0) != 0) return "query fen is answered '" + fen + "'";
  const std::string position = fen.substr(9, fen.size() - 10);
  if (const std::string out = s.run("position fen " + position); !out.empty())
    return "the engine's own position string is refused: " + position + ": " + out;
  if (const std::string again = s.run("query fen"); again != fen) return "position fen changed " + fen + " to " + again;
  return {};
}

// Runs one input in a session of `game`; returns the first problem found (naming the game), or "".
inline std::string check_session(const std::string& game, std::string_view input) {
  FuzzedSession s(game);
  bool open = true;
  std::istringstream lines{std::string(input)};
  for (std::string line; open && std::getline(lines, line);) open = s.send(line);
  if (!s.problem().empty()) return game + ": " + s.problem();
  const std::string out = s.output();
  for (const char c : out)
    if ((static_cast<unsigned char>(c) < 0x20 && c != '\n') || c == 0x7F)
      return game + ": a control byte in the output: " + uiw::printable(out, 2000);
  const std::string problem = open ? check_answers(s) : std::string();
  return problem.empty() ? problem : game + ": " + problem;
}

}  // namespace fuzz
