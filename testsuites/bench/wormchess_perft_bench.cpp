// Times Inchworm Chess / Long Worm Chess perft on a fixed suite
// (testsuites/positions/wormchess-bench-perft.txt): leaves per second per line, median of N runs. Used
// by scripts/bench-perft-wormchess; checks every node count the suite gives.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "wormchess/perft.h"
#include "wormchess/position_string.h"

using namespace inchworm::wormchess;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: wormchess-perft-bench SUITE [runs]\n");
    return 2;
  }
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  int bad = 0;
  std::printf("%-12s %-18s %5s %12s %10s %14s\n", "position", "game", "depth", "leaves", "median ms", "leaves/s");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string item; std::getline(ss, item, ';');) f.push_back(item);
    if (f.size() != 5) {
      std::fprintf(stderr, "bad suite line: %s\n", line.c_str());
      return 2;
    }
    const Variant variant{f[1] != "inchworm", f[1] == "longworm-relative"};
    auto pos = parse_position(f[2], variant);
    if (!pos) {
      std::fprintf(stderr, "%s: %s\n", f[0].c_str(), pos.error().c_str());
      return 2;
    }
    const int depth = std::stoi(f[3]);
    std::vector<double> times;
    std::uint64_t leaves = 0;
    for (int r = 0; r < runs; ++r) {
      // A run repeats a short count until 50 ms have passed, so that the clock's resolution and the
      // cache's warming do not dominate the small lines.
      Position p = *pos;
      int repeats = 0;
      double elapsed = 0;
      const auto start = std::chrono::steady_clock::now();
      do {
        leaves = perft(p, depth).value_or(0);
        ++repeats;
        elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      } while (elapsed < 0.05);
      times.push_back(elapsed / repeats);
    }
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    const bool ok = f[4] == "-" || leaves == std::stoull(f[4]);
    bad += !ok;
    std::printf("%-12s %-18s %5d %12llu %10.3f %14.0f%s\n", f[0].c_str(), f[1].c_str(), depth,
                static_cast<unsigned long long>(leaves), median * 1e3, double(leaves) / median,
                ok ? "" : "  WRONG COUNT");
  }
  return bad ? 1 : 0;
}
