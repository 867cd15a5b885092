// Times perft on one game's suite (testsuites/positions/perft-bench-<game>.txt): leaves per second of
// each position, by the wall clock and by the CPU time of this thread (steadier on a machine shared
// with other work), median of N runs, and the suite's total. Only bulk counts are timed: no move is
// formatted and nothing is printed inside the timing. A run repeats a short count until it has taken
// `--min-ms` (the clock's resolution and the cache's warming must not dominate Steere's tiny counts).
// Rules and positions are set through the registry's GameState; the count is the game's own perft,
// reached through a small per-game hook (perft_bench_games.h). Every count the suite gives is checked.
// Used by scripts/bench-perft.
//   perft-bench --game GAME --suite FILE [--runs N] [--min-ms M]
// Suite lines: name;rule options (Name=value,... or -);position;depth;leaves (- when not checked).
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "perft_bench_games.h"
#include "registry.h"

using namespace inchworm;

namespace {

double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

std::vector<std::string> split(const std::string& text, char by) {
  std::vector<std::string> parts;
  std::stringstream ss(text);
  for (std::string item; std::getline(ss, item, by);) parts.push_back(item);
  return parts;
}

struct Line {
  std::string name;
  std::vector<std::pair<std::string, std::string>> rules;
  std::string position;
  int depth = 0;
  std::string leaves;  // "-" when not checked
};

Expected<Line> parse_line(const std::string& text) {
  const auto f = split(text, ';');
  if (f.size() != 5) return Error{"bad suite line (want name;rules;position;depth;leaves): " + text};
  Line line{f[0], {}, f[2], std::atoi(f[3].c_str()), f[4]};
  if (f[1] != "-")
    for (const std::string& option : split(f[1], ',')) {
      const auto eq = option.find('=');
      if (eq == std::string::npos) return Error{"bad rule option '" + option + "' in: " + text};
      line.rules.emplace_back(option.substr(0, eq), option.substr(eq + 1));
    }
  if (line.depth < 1) return Error{"bad depth in: " + text};
  return line;
}

struct Timing {
  double wall = 0;
  double cpu = 0;
};

// One run: the count repeated until `min_seconds` have passed; seconds per count.
Timing time_run(const PerftCount& count, double min_seconds, std::optional<std::uint64_t>& leaves) {
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = thread_seconds();
  int repeats = 0;
  double wall = 0;
  do {
    leaves = count();
    ++repeats;
    wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (wall < min_seconds && leaves);
  return {wall / repeats, (thread_seconds() - cpu_start) / repeats};
}

void print_row(const std::string& name, const std::string& depth, std::uint64_t leaves, Timing t, const char* note) {
  std::printf("%-24s %5s %14llu %12.4f %12.4f %14.0f %14.0f%s\n", name.c_str(), depth.c_str(),
              static_cast<unsigned long long>(leaves), t.wall * 1e3, t.cpu * 1e3, double(leaves) / t.wall,
              double(leaves) / t.cpu, note);
}

int usage() {
  std::fprintf(stderr, "usage: perft-bench --game GAME --suite FILE [--runs N] [--min-ms M]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string game, suite;
  int runs = 5;
  double min_ms = 50;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--game")
      game = value;
    else if (flag == "--suite")
      suite = value;
    else if (flag == "--runs")
      runs = std::max(1, std::atoi(value.c_str()));
    else if (flag == "--min-ms")
      min_ms = std::max(0.0, std::atof(value.c_str()));
    else
      return usage();
  }
  if (game.empty() || suite.empty() || argc % 2 == 0) return usage();
  // A game without a bulk-counting hook is counted through its GameState's perft (every game has one).
  const PerftHook* hook = find_perft_hook(game);
  if (!hook && !make_game_state(game, {})) {
    std::fprintf(stderr, "perft-bench: no game '%s' (games: %s)\n", game.c_str(), game_ids().c_str());
    return 2;
  }
  std::ifstream in(suite);
  if (!in) {
    std::fprintf(stderr, "perft-bench: cannot read %s\n", suite.c_str());
    return 2;
  }
  int bad = 0;
  std::uint64_t total_leaves = 0;
  Timing total;
  std::printf("%-24s %5s %14s %12s %12s %14s %14s\n", "position", "depth", "leaves", "wall ms", "cpu ms",
              "leaves/s wall", "leaves/s cpu");
  for (std::string text; std::getline(in, text);) {
    if (text.empty() || text[0] == '#') continue;
    auto line = parse_line(text);
    if (!line) {
      std::fprintf(stderr, "perft-bench: %s\n", line.error().c_str());
      return 2;
    }
    auto state = make_game_state(game, line->rules);
    if (!state) {
      std::fprintf(stderr, "perft-bench: %s: %s\n", line->name.c_str(), state.error().c_str());
      return 2;
    }
    if (auto error = (*state)->set_position(line->position)) {
      std::fprintf(stderr, "perft-bench: %s: %s\n", line->name.c_str(), error->message.c_str());
      return 2;
    }
    auto count = hook ? (*hook)(**state, line->depth) : state_perft_count(**state, line->depth);
    if (!count) {
      std::fprintf(stderr, "perft-bench: %s: %s\n", line->name.c_str(), count.error().c_str());
      return 2;
    }
    std::vector<double> wall, cpu;
    std::optional<std::uint64_t> leaves;
    for (int r = 0; r < runs; ++r) {
      const Timing t = time_run(*count, min_ms * 1e-3, leaves);
      wall.push_back(t.wall);
      cpu.push_back(t.cpu);
    }
    const bool ok = leaves && (line->leaves == "-" || std::to_string(*leaves) == line->leaves);
    bad += !ok;
    const Timing row{median(wall), median(cpu)};
    print_row(line->name, std::to_string(line->depth), leaves.value_or(0), row,
              !leaves ? "  GAVE UP"
              : ok    ? ""
                      : "  WRONG COUNT");
    total_leaves += leaves.value_or(0);
    total.wall += row.wall;
    total.cpu += row.cpu;
  }
  print_row("total", "-", total_leaves, total, "");
  return bad ? 1 : 0;
}
