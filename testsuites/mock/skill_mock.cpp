// uiw_skill_mock: a uiw engine whose strength depends on one option, `Skill`, with a known optimum, for
// testing uiw-tune with real processes and games that take milliseconds.
//
//   uiw_skill_mock [--optimum V] [--width W] [--base P] [--scale P] [--move-ms MS]
//
// It plays random legal moves of any registered game (it follows the `Game` and rule options it is
// sent, through the engine library's GameState). Before each move it "blunders" with probability
//   b(Skill) = base + scale * ((Skill - optimum) / width)^2   (clipped to [0, 1])
// and a blunder is reported as a lost position (`score cp -1000`), which the referee's resign
// adjudication (`-resign movecount=1 score=500`) turns into a loss. Otherwise it reports `score cp 0`.
// So the side with the lower blunder rate wins more often, the expected score is a smooth function
// of both sides' Skill, and the best Skill is `optimum` (default 70; base 0.02, scale 1, width 100).
// --move-ms MS: every move takes that long (games that last a while, for tests that kill in the middle).
// Each process draws its blunders from its own random seed: games are not reproducible, as real
// engines' games at a clock are not.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "mock_game.h"
#include "text.h"

using namespace inchworm;

namespace {

struct Model {
  double optimum = 70;
  double width = 100;
  double base = 0.02;
  double scale = 1.0;
  double move_ms = 0;
};

void say(const std::string& line) { std::cout << line << std::endl; }

class SkillMock {
 public:
  explicit SkillMock(Model m) : m_(m), game_("rodeffer"), random_(std::random_device{}()) {}

  // Returns false to quit.
  bool handle(const std::string& line) {
    const auto w = split_words(line);
    if (w.empty()) return true;
    const std::string& cmd = w[0];
    if (cmd == "uiw" || cmd == "ugi") {
      say("id name uiw_skill_mock");
      say("id author the Inchworm team (mock)");
      say("option name Game type combo default rodeffer" + mock::MockGame::game_choices());
      say("option name Skill type spin default 50 min -1000 max 1000");
      say(cmd == "uiw" ? "uiwok" : "ugiok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "setoption") {
      set_option(w);
    } else if (cmd == "uiwnewgame" || cmd == "uginewgame") {
      game_.new_game();
    } else if (cmd == "position") {
      set_position(w);
    } else if (cmd == "go") {
      go();
    } else if (cmd == "quit") {
      return false;
    }
    return true;
  }

 private:
  void set_option(const std::vector<std::string>& w) {
    const std::size_t value_at = find_word(w, "value");
    if (w.size() < 3 || w[1] != "name") return;
    const std::string name = join_words(w, 2, value_at);
    const std::string value = join_words(w, value_at + 1, w.size());
    if (same_option_name(name, "Skill")) {
      const auto skill = parse_number<long long>(value, -1000, 1000);
      if (!skill) return say("error Skill: bad value '" + value + "'");
      skill_ = double(*skill);
      return;
    }
    if (const auto error = game_.set_option(name, value)) say("error " + *error);
  }

  void set_position(const std::vector<std::string>& w) {
    if (const auto error = game_.set_position(w)) say("error " + *error);
  }

  double blunder_rate() const {
    const double d = (skill_ - m_.optimum) / m_.width;
    return std::clamp(m_.base + m_.scale * d * d, 0.0, 1.0);
  }

  void go() {
    std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(m_.move_ms));
    const auto moves = game_.state().legal_moves();
    if (game_.state().is_over() || !moves || moves->empty()) return say("bestmove (none)");
    const std::string move = (*moves)[std::uniform_int_distribution<std::size_t>(0, moves->size() - 1)(random_)];
    const bool blunder = std::bernoulli_distribution(blunder_rate())(random_);
    say("info depth 1 score cp " + std::string(blunder ? "-1000" : "0") + " nodes 1 time 0 pv " + move);
    say("bestmove " + move);
  }

  Model m_;
  mock::MockGame game_;
  std::mt19937_64 random_;
  double skill_ = 50;
};

}  // namespace

int main(int argc, char** argv) {
  Model m;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    const double value = std::atof(argv[i + 1]);
    if (key == "--optimum")
      m.optimum = value;
    else if (key == "--width")
      m.width = value;
    else if (key == "--base")
      m.base = value;
    else if (key == "--scale")
      m.scale = value;
    else if (key == "--move-ms")
      m.move_ms = value;
  }
  SkillMock mock(m);
  std::string line;
  while (std::getline(std::cin, line))
    if (!mock.handle(line)) return 0;
  return 0;
}
