// rules_engine: a small uiw engine for every game of the registry that plays seeded random legal
// moves (through the game's GameState, no search), and misbehaves on request. uiw-gtp's tests use it
// where they need moves that do not depend on the real engine's search, for games that have no
// searcher yet, and for failures of the engine process.
//
//   rules_engine [--seed N] [--crash-after N] [--stall-after N] [--exit-after N] [--log FILE]
//
// --log FILE: every line received is appended to FILE (to see what a client sent).
// --crash-after N: exits with status 3 on the `go` after N answered ones (in this process);
// --stall-after N: from that `go` on, reads its input and answers nothing;
// --exit-after N: exits with status 0 right after answering the N-th `go` (between moves).
// Options it does not know (other than Game, the game's rule options and the usual engine options
// Threads, Hash, Seed, Player, MultiPV, Ponder, Move Overhead) are refused with an `error` line.
// Commands: uiw, isready, setoption name Game|<rule option> value V (others ignored), uiwnewgame,
// position startpos|fen <position> [moves ...], go ... (one `info` line, then `bestmove`), d, eval, quit.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <string>

#include "registry.h"
#include "text.h"

namespace {

using inchworm::GameState;

struct Settings {
  unsigned long long seed = 1;
  long long crash_after = -1, stall_after = -1, exit_after = -1;
  std::string log;
};

class RulesEngine {
 public:
  explicit RulesEngine(const Settings& s) : s_(s), rng_(s.seed) { select("rodeffer"); }

  // False to quit.
  bool handle(const std::string& line) {
    const auto w = inchworm::split_words(line);
    if (w.empty()) return true;
    const std::string& cmd = w[0];
    if (cmd == "uiw") {
      say("id name rules_engine");
      say("id author the Inchworm team (test engine)");
      say("uiwok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "setoption") {
      setoption(w);
    } else if (cmd == "uiwnewgame") {
      game_ = start_->clone();
    } else if (cmd == "position") {
      position(w);
    } else if (cmd == "go") {
      return go();
    } else if (cmd == "d") {
      say(game_->describe());
    } else if (cmd == "eval") {
      say("eval: 0 (rules_engine does not evaluate)");
    } else if (cmd == "quit") {
      return false;
    } else {
      say("error unknown command: " + cmd);
    }
    return true;
  }

  bool stalled() const { return stalled_; }

 private:
  static void say(const std::string& line) { std::cout << line << std::endl; }

  void select(const std::string& game) {
    auto state = inchworm::make_game_state(game);
    if (!state) return say("error " + state.error());
    start_ = std::move(state).value();
    game_ = start_->clone();
  }

  void setoption(const std::vector<std::string>& w) {
    const std::size_t value_at = inchworm::find_word(w, "value");
    if (w.size() < 3 || w[1] != "name" || value_at + 1 >= w.size()) return;
    const std::string name = inchworm::join_words(w, 2, value_at);
    const std::string value = inchworm::join_words(w, value_at + 1, w.size());
    if (name == "Game") return select(value);
    if (!inchworm::find_option(start_->rule_options(), name)) {
      for (const char* known : {"Threads", "Hash", "Seed", "Player", "MultiPV", "Ponder", "Move Overhead"})
        if (name == known) return;  // nothing to do for a random mover
      return say("error unknown option: " + name);
    }
    if (auto e = start_->set_rule_option(name, value)) return say("error " + e->message);
    game_ = start_->clone();
  }

  void position(const std::vector<std::string>& w) {
    auto game = start_->clone();
    const std::size_t moves_at = inchworm::find_word(w, "moves");
    if (w.size() >= 2 && w[1] == "fen") {
      if (auto e = game->set_position(inchworm::join_words(w, 2, moves_at))) return say("error " + e->message);
    } else if (w.size() < 2 || w[1] != "startpos") {
      return say("error position needs startpos or fen");
    }
    for (std::size_t i = moves_at + 1; i < w.size(); ++i)
      if (auto played = game->play(w[i]); !played) return say("error " + played.error());
    game_ = std::move(game);
  }

  bool go() {
    if (answered_ == s_.crash_after) std::exit(3);
    if (answered_ == s_.stall_after) {
      stalled_ = true;
      return true;
    }
    ++answered_;
    if (game_->is_over()) return say("bestmove (none)"), true;
    auto moves = game_->legal_moves();
    if (!moves || moves->empty()) return say("error no legal moves to choose from"), true;
    const std::string move = (*moves)[rng_() % moves->size()];
    say("info depth 1 score cp 0 nodes " + std::to_string(moves->size()) + " pv " + move);
    say("bestmove " + move);
    if (answered_ == s_.exit_after) std::exit(0);
    return true;
  }

  Settings s_;
  std::mt19937_64 rng_;
  std::unique_ptr<GameState> start_, game_;
  long long answered_ = 0;
  bool stalled_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    const long long value = std::atoll(argv[i + 1]);
    if (key == "--log") s.log = argv[i + 1];
    if (key == "--seed") s.seed = static_cast<unsigned long long>(value);
    if (key == "--crash-after") s.crash_after = value;
    if (key == "--stall-after") s.stall_after = value;
    if (key == "--exit-after") s.exit_after = value;
  }
  RulesEngine engine(s);
  std::ofstream log;
  if (!s.log.empty()) log.open(s.log, std::ios::app);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (log.is_open()) log << line << std::endl;
    if (engine.stalled()) continue;
    if (!engine.handle(line)) return 0;
  }
  return 0;
}
