// Times Steere perft on the deepest line of each position of the public perft files
// (testsuites/positions/steere-perft-public.txt, and -strict- under Advance=strict): leaves per
// second per line and in total, median of N runs. A line's leaves take microseconds to count, so
// each run repeats the count until it has taken at least 0.2 s and divides by the repetitions.
// Used by scripts/bench-perft-steere; checks every count against the file.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "notation.h"
#include "perft.h"

using namespace inchworm::steere;

namespace {

struct Line {
  std::string position;
  int depth = 0;
  std::uint64_t count = 0;
  bool strict = false;
};

// The deepest line of each position in `path`, in file order.
std::vector<Line> deepest_lines(const std::string& path, bool strict) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    std::exit(2);
  }
  std::vector<Line> lines;
  for (std::string text; std::getline(in, text);) {
    if (text.empty() || text[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(text);
    for (std::string item; std::getline(ss, item, ';');) f.push_back(item);
    if (f.size() != 3) {
      std::fprintf(stderr, "bad line: %s\n", text.c_str());
      std::exit(2);
    }
    const Line line{f[0], std::stoi(f[1]), std::stoull(f[2]), strict};
    auto same = std::find_if(lines.begin(), lines.end(), [&](const Line& l) { return l.position == line.position; });
    if (same == lines.end())
      lines.push_back(line);
    else if (line.depth > same->depth)
      *same = line;
  }
  return lines;
}

// Seconds for one count of `line` (repeated until 0.2 s have passed); `leaves` gets the count.
double time_one(const Position& start, int depth, std::uint64_t& leaves) {
  using clock = std::chrono::steady_clock;
  const auto begin = clock::now();
  int repetitions = 0;
  double elapsed = 0;
  do {
    Position pos = start;
    leaves = perft(pos, depth).value_or(0);
    ++repetitions;
    elapsed = std::chrono::duration<double>(clock::now() - begin).count();
  } while (elapsed < 0.2);
  return elapsed / repetitions;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: steere-perft-bench POSITIONS_DIR [runs]\n");
    return 2;
  }
  const std::string dir = argv[1];
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  auto lines = deepest_lines(dir + "/steere-perft-public.txt", false);
  for (const Line& l : deepest_lines(dir + "/steere-perft-strict-public.txt", true)) lines.push_back(l);
  double total_seconds = 0;
  std::uint64_t total_leaves = 0;
  int bad = 0;
  std::printf("%-6s %-5s %5s %10s %12s %14s\n", "line", "size", "depth", "leaves", "median us", "leaves/s");
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line& l = lines[i];
    Rules rules;
    rules.advance = l.strict ? Advance::Strict : Advance::Literal;
    const auto pos = parse_position(l.position, rules);
    if (!pos) {
      std::fprintf(stderr, "%s: %s\n", l.position.c_str(), pos.error().c_str());
      return 2;
    }
    std::vector<double> times;
    std::uint64_t leaves = 0;
    for (int r = 0; r < runs; ++r) times.push_back(time_one(*pos, l.depth, leaves));
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    const bool ok = leaves == l.count;
    bad += !ok;
    const std::string size = std::to_string(pos->rows()) + "x" + std::to_string(pos->columns());
    std::printf("%-6s %-5s %5d %10llu %12.1f %14.0f%s\n", (std::to_string(i + 1) + (l.strict ? "s" : "")).c_str(),
                size.c_str(), l.depth, static_cast<unsigned long long>(leaves), median * 1e6,
                leaves ? double(leaves) / median : 0.0, ok ? "" : "  WRONG COUNT");
    total_seconds += median;
    total_leaves += leaves;
  }
  std::printf("%-6s %-5s %5s %10llu %12.1f %14.0f\n", "total", "", "", static_cast<unsigned long long>(total_leaves),
              total_seconds * 1e6, double(total_leaves) / total_seconds);
  return bad ? 1 : 0;
}
