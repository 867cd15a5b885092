// Times perft on a fixed suite (testsuites/positions/bench-perft.txt): leaves per second per position,
// for the positions named middle-* together (the mid-game suite) and in total, median of N runs, by the
// wall clock and by the CPU time of this thread (steadier on a machine shared with other work).
// Used by scripts/bench-perft; checks every node count it knows. Only counts are timed: no divide
// lines are printed here (scripts/bench-perft times that through the engine separately).
//   perft-bench SUITE [runs] [two-plies | one-ply | divide]
// one-ply: the plain generator's bulk count only; divide: the root moves' counts, each move also
// written in its protocol form (a distribution's path is searched for), as `go perft` does before printing.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "rodeffer/notation.h"
#include "rodeffer/perft.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

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

struct Sum {
  std::uint64_t leaves = 0;
  double wall = 0, cpu = 0;
  void add(std::uint64_t n, double w, double c) { leaves += n, wall += w, cpu += c; }
};

void print_row(const std::string& name, const std::string& depth, const Sum& s, const char* note = "") {
  std::printf("%-14s %5s %13llu %10.3f %10.3f %14.0f %14.0f%s\n", name.c_str(), depth.c_str(),
              static_cast<unsigned long long>(s.leaves), s.wall * 1e3, s.cpu * 1e3, double(s.leaves) / s.wall,
              double(s.leaves) / s.cpu, note);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: perft-bench SUITE [runs] [two-plies | one-ply]\n");
    return 2;
  }
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  const std::string mode = argc > 3 ? argv[3] : "two-plies";
  const PerftBulk bulk = mode == "one-ply" ? PerftBulk::OnePly : PerftBulk::TwoPlies;
  std::size_t written = 0;  // characters of the moves written in divide mode
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "perft-bench: cannot read %s\n", argv[1]);
    return 2;
  }
  std::string line;
  Sum total, middle;
  int bad = 0;
  std::printf("%-14s %5s %13s %10s %10s %14s %14s\n", "position", "depth", "leaves", "wall ms", "cpu ms",
              "leaves/s wall", "leaves/s cpu");
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string item; std::getline(ss, item, ';');) f.push_back(item);
    if (f.size() != 8) {
      std::fprintf(stderr, "bad suite line: %s\n", line.c_str());
      return 2;
    }
    Rules rules;
    set_rules_option(rules, "Topology", f[1]);
    set_rules_option(rules, "CaptureRule", f[2]);
    set_rules_option(rules, "TargetScore", f[3]);
    set_rules_option(rules, "PrisonerDrops", f[4] == "1" ? "true" : "false");
    auto pos = parse_position(f[5], rules);
    if (!pos) {
      std::fprintf(stderr, "%s: %s\n", f[0].c_str(), pos.error().c_str());
      return 2;
    }
    const int depth = std::stoi(f[6]);
    const std::uint64_t expected = std::stoull(f[7]);
    std::vector<double> wall, cpu;
    std::uint64_t leaves = 0;
    for (int r = 0; r < runs; ++r) {
      Position p = *pos;
      Perft perft(nullptr, kDefaultDistributionBudget, bulk);
      const auto start = std::chrono::steady_clock::now();
      const double cpu_start = thread_seconds();
      if (mode == "divide")
        leaves = perft.divide(p, depth, [&](const Move& m, std::uint64_t) { written += format_move(*pos, m).size(); })
                     .value_or(0);
      else
        leaves = perft.count(p, depth).value_or(0);
      cpu.push_back(thread_seconds() - cpu_start);
      wall.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    const bool ok = expected == 0 || leaves == expected;
    bad += !ok;
    Sum row;
    row.add(leaves, median(wall), median(cpu));
    print_row(f[0], f[6], row, ok ? "" : "  WRONG COUNT");
    total.add(row.leaves, row.wall, row.cpu);
    if (f[0].rfind("middle-", 0) == 0) middle.add(row.leaves, row.wall, row.cpu);
  }
  if (middle.leaves) print_row("mid-game suite", "", middle);
  print_row("total", "", total);
  if (written) std::printf("(divide: %zu characters of moves written)\n", written);
  return bad ? 1 : 0;
}
