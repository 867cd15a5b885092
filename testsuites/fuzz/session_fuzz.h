// The body of the session fuzz target: arbitrary command lines through a whole protocol session, for
// every registered game. Shared by the libFuzzer binary (session_fuzzer.cpp) and the unit test that runs
// it over its seed corpus (testsuites/unit/protocol/session_fuzz_corpus_test.cpp).
//
// Input: the first byte picks the game (its value modulo the number of games); the rest is text, one
// command a line, handed to the session as a host would send it. Every job (`go`, `bench`) is stopped
// right after the line that starts it, so no input runs long; the stop paths are fuzzed with it. Two
// kinds of line are left out because they only measure the machine: a `Hash` above kMaxHashMib and
// `Threads` above kMaxThreads.
//
// Checked: nothing crashes or hangs (the sanitizers and libFuzzer's timeout watch), no output line holds
// a control byte, and after the input (unless it quit) the session still answers as a host expects:
// `isready` with exactly `readyok`; `query p1turn`, `gameover`, `result` with exactly `response <word>`
// from the words a host knows, the result agreeing with gameover; `query fen` with a position string
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

// A fresh session with a text buffer for what it prints.
class FuzzedSession {
 public:
  // The smallest table to start with: a fresh 16 MiB one (the default) for every input, cleared by every
  // new game, made up most of an execution's time. Inputs may still set any size up to kMaxHashMib.
  explicit FuzzedSession(const std::string& game) {
    run("setoption name Hash value 1");
    run("setoption name Game value " + game);
  }

  // Hands `line` over; false once the session has quit.
  bool send(std::string_view line) {
    const auto words = inchworm::split_words(line);
    if (too_costly(words)) return true;
    if (!session_.handle(line)) return false;
    if (!words.empty() && (words[0] == "go" || words[0] == "bench")) session_.handle("stop");
    return true;
  }
  // Runs `line` to its end and returns what it printed.
  std::string run(const std::string& line) {
    session_.finish();
    const std::size_t before = text_.str().size();
    session_.handle(line);
    session_.finish();
    return text_.str().substr(before);
  }
  std::string output() {
    session_.finish();
    return text_.str();
  }

 private:
  std::ostringstream text_;  // written only under Output's lock, read after finish()
  uiw::Output out_{text_};
  uiw::Session session_{inchworm::make_engine(), out_};
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

// Runs one input; returns the first problem found, or "".
inline std::string check_session(std::string_view input) {
  if (input.empty()) return {};
  const auto& games = inchworm::game_registry();
  FuzzedSession s(games[static_cast<unsigned char>(input[0]) % games.size()].id);
  bool quit = false;
  std::istringstream lines{std::string(input.substr(1))};
  for (std::string line; !quit && std::getline(lines, line);) quit = !s.send(line);
  const std::string out = s.output();
  for (const char c : out)
    if ((static_cast<unsigned char>(c) < 0x20 && c != '\n') || c == 0x7F)
      return "a control byte in the output: " + uiw::printable(out, 2000);
  return quit ? std::string() : check_answers(s);
}

}  // namespace fuzz
