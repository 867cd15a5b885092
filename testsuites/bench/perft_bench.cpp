// Times perft on a fixed suite (testsuites/positions/bench-perft.txt): leaves per second per position and
// in total, median of N runs. Used by scripts/bench-perft; checks every node count it knows.
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

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: perft-bench SUITE [runs]\n");
    return 2;
  }
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  const PerftBulk bulk = argc > 3 && std::string(argv[3]) == "one-ply" ? PerftBulk::OnePly : PerftBulk::TwoPlies;
  std::ifstream in(argv[1]);
  std::string line;
  double total_seconds = 0;
  std::uint64_t total_leaves = 0;
  int bad = 0;
  std::printf("%-10s %5s %12s %10s %14s\n", "position", "depth", "leaves", "median ms", "leaves/s");
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
    std::vector<double> times;
    std::uint64_t leaves = 0;
    for (int r = 0; r < runs; ++r) {
      Position p = *pos;
      Perft perft(nullptr, kDefaultDistributionBudget, bulk);
      const auto start = std::chrono::steady_clock::now();
      leaves = perft.count(p, depth).value_or(0);
      times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    const bool ok = expected == 0 || leaves == expected;
    bad += !ok;
    std::printf("%-10s %5d %12llu %10.3f %14.0f%s\n", f[0].c_str(), depth, static_cast<unsigned long long>(leaves),
                median * 1e3, double(leaves) / median, ok ? "" : "  WRONG COUNT");
    total_seconds += median;
    total_leaves += leaves;
  }
  std::printf("%-10s %5s %12llu %10.3f %14.0f\n", "total", "", static_cast<unsigned long long>(total_leaves),
              total_seconds * 1e3, double(total_leaves) / total_seconds);
  return bad ? 1 : 0;
}
