#include "bench.h"

#include <iterator>

#include "bench_run.h"
#include "notation.h"
#include "player.h"

namespace inchworm::rodeffer {
namespace {

struct BenchPosition {
  const char* rules;  // "topology capture": the variant it is searched under
  const char* position;
};

// The start, the seed's figures, and positions from engine games under each variant.
constexpr BenchPosition kPositions[] = {
    {"plane original", "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1"},
    {"plane original", "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9"},
    {"plane original",
     "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30"},
    {"plane modern",
     "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30"},
    {"torus original", "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9"},
};

}  // namespace

Expected<BenchTotals> run_bench(Player& player, int depth, const SearchListener& listener,
                                const std::atomic<bool>& stop) {
  auto case_at = [](int index) -> Expected<BenchCase<Position>> {
    const BenchPosition& bp = kPositions[index - 1];
    Rules rules;
    const std::string spec = bp.rules;
    const auto space = spec.find(' ');
    if (auto e = set_rules_option(rules, "Topology", spec.substr(0, space))) return *e;
    if (auto e = set_rules_option(rules, "CaptureRule", spec.substr(space + 1))) return *e;
    auto pos = parse_position(bp.position, rules);
    if (!pos) return Error{pos.error()};
    return BenchCase<Position>{*pos, {}, bp.rules};
  };
  return run_bench_cases(player, int(std::size(kPositions)), case_at, depth > 0 ? depth : kBenchDepth, listener, stop,
                         [](const Position& pos, const Move& m) { return format_move(pos, m); });
}

}  // namespace inchworm::rodeffer
