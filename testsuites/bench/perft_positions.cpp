// Makes mid-game positions for the perft suites (testsuites/positions/perft-bench-<game>.txt) by seeded
// random play through the registry's GameState: one position per seed, the first one after `--plies`
// plies that has what is asked for, printed as a suite line without its count (perft-bench counts it).
//   perft-positions --game GAME [--rules Name=value,...] [--plies N] [--seeds FIRST:COUNT]
//                   [--mark PREFIX:K] [--tall H:K] [--name PREFIX]
// --mark PREFIX:K   at least K points of the board carry a mark starting with PREFIX ("front:" is one
//                   per stretched chess piece, "half" a half piece)
// --tall H:K        Rodeffer's tall-stack class: at least K stacks of height H-1..H+1 that each touch
//                   another such stack (a king step), all other stacks singles; random play builds
//                   them by preferring drops onto its highest own stack lower than H
#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "registry.h"

using namespace inchworm;

namespace {

struct Wanted {
  std::string mark;
  int marks = 0;
  int tall = 0;  // height of the tall stacks; 0: not asked for
  int talls = 0;
};

int height_of(const BoardView::Point& p) { return p.owner < 0 || p.label.empty() ? 0 : std::atoi(p.label.c_str()); }

bool neighbours(const BoardView& b, std::size_t i, std::size_t j) {
  const int fi = int(i) % b.files, ri = int(i) / b.files, fj = int(j) % b.files, rj = int(j) / b.files;
  return i != j && std::abs(fi - fj) <= 1 && std::abs(ri - rj) <= 1;
}

bool has_wanted(const BoardView& b, const Wanted& w) {
  if (w.marks) {
    int n = 0;
    for (const auto& p : b.points)
      for (const auto& m : p.marks) n += m.rfind(w.mark, 0) == 0;
    if (n < w.marks) return false;
  }
  if (w.tall) {
    std::vector<std::size_t> tall;
    for (std::size_t i = 0; i < b.points.size(); ++i) {
      const int h = height_of(b.points[i]);
      if (h >= w.tall - 1 && h <= w.tall + 1)
        tall.push_back(i);
      else if (h > 1)
        return false;  // the class: tall stacks among singles only
    }
    int touching = 0;
    for (std::size_t i : tall)
      for (std::size_t j : tall)
        if (neighbours(b, i, j)) {
          ++touching;
          break;
        }
    if (touching < w.talls) return false;
  }
  return true;
}

// The board point a Rodeffer drop token ("d3") names, or -1.
int drop_point(const BoardView& b, const std::string& token) {
  if (token.size() < 2 || token[0] < 'a' || token[0] >= 'a' + b.files) return -1;
  for (std::size_t i = 1; i < token.size(); ++i)
    if (token[i] < '0' || token[i] > '9') return -1;
  const int rank = std::atoi(token.c_str() + 1) - 1;
  return rank < 0 || rank >= b.ranks ? -1 : rank * b.files + (token[0] - 'a');
}

// A random legal move; under --tall, usually a drop that raises one of the mover's own stacks below H.
std::string pick(const GameState& state, const std::vector<std::string>& moves, const Wanted& w, std::mt19937_64& rng) {
  if (w.tall && rng() % 10 < 7) {
    const BoardView b = state.board();
    const int us = state.first_player_to_move() ? 0 : 1;
    // Onto the highest such stack: stacks grow one at a time, few low ones are left about.
    std::vector<std::string> raising;
    int highest = 0;
    for (const std::string& m : moves) {
      const int at = drop_point(b, m);
      if (at < 0 || b.points[std::size_t(at)].owner != us) continue;
      const int h = height_of(b.points[std::size_t(at)]);
      if (h >= w.tall || h < highest) continue;
      if (h > highest) raising.clear(), highest = h;
      raising.push_back(m);
    }
    if (!raising.empty()) return raising[rng() % raising.size()];
  }
  return moves[rng() % moves.size()];
}

std::pair<std::string, int> split_at(const std::string& text, char by) {
  const auto at = text.find(by);
  return {text.substr(0, at), at == std::string::npos ? 0 : std::atoi(text.c_str() + at + 1)};
}

}  // namespace

int main(int argc, char** argv) {
  std::string game, rules_text = "-", name = "middle";
  int plies = 30, first_seed = 1, seeds = 1;
  Wanted wanted;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--game")
      game = value;
    else if (flag == "--rules")
      rules_text = value;
    else if (flag == "--plies")
      plies = std::atoi(value.c_str());
    else if (flag == "--name")
      name = value;
    else if (flag == "--seeds") {
      const auto [first, count] = split_at(value, ':');
      first_seed = std::atoi(first.c_str());
      seeds = count;
    } else if (flag == "--mark")
      std::tie(wanted.mark, wanted.marks) = split_at(value, ':');
    else if (flag == "--tall") {
      const auto [h, k] = split_at(value, ':');
      wanted.tall = std::atoi(h.c_str());
      wanted.talls = k;
    } else {
      std::fprintf(stderr, "perft-positions: unknown flag %s\n", flag.c_str());
      return 2;
    }
  }
  std::vector<std::pair<std::string, std::string>> rules;
  if (rules_text != "-") {
    std::stringstream ss(rules_text);
    for (std::string option; std::getline(ss, option, ',');) {
      const auto eq = option.find('=');
      rules.emplace_back(option.substr(0, eq), eq == std::string::npos ? "" : option.substr(eq + 1));
    }
  }
  for (int seed = first_seed; seed < first_seed + seeds; ++seed) {
    std::mt19937_64 rng{std::uint64_t(seed)};
    auto state = make_game_state(game, rules);
    if (!state) {
      std::fprintf(stderr, "perft-positions: %s\n", state.error().c_str());
      return 2;
    }
    GameState& s = **state;
    bool found = false;
    // Plays on past `plies` until the position has what is wanted (or the game ends, or 400 plies).
    for (int ply = 0; ply < 400 && !found && !s.is_over(); ++ply) {
      if (ply >= plies && has_wanted(s.board(), wanted)) {
        std::printf("%s-%d;%s;%s;DEPTH;-\n", name.c_str(), seed, rules_text.c_str(), s.position_string().c_str());
        found = true;
        break;
      }
      auto moves = s.legal_moves();
      if (!moves || moves->empty()) break;
      if (!s.play(pick(s, *moves, wanted, rng))) return 2;
    }
    if (!found) std::fprintf(stderr, "perft-positions: seed %d found nothing\n", seed);
  }
  return 0;
}
