#include "bench.h"

#include "notation.h"
#include "player.h"
#include "timeman.h"

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

Expected<BenchTotals> run_bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) {
  BenchTotals totals;
  double seconds = 0;
  int index = 0;
  // One player, its table cleared before each position (so nothing learnt carries over); only the
  // searches are timed, not the clearing.
  auto player = make_engine_player();
  player->prepare(PlayerSettings{});
  for (const BenchPosition& bp : kPositions) {
    ++index;
    Rules rules;
    const std::string spec = bp.rules;
    const auto space = spec.find(' ');
    if (auto e = set_rules_option(rules, "Topology", spec.substr(0, space))) return *e;
    if (auto e = set_rules_option(rules, "CaptureRule", spec.substr(space + 1))) return *e;
    auto pos = parse_position(bp.position, rules);
    if (!pos) return Error{"bench position " + std::to_string(index) + ": " + pos.error()};
    SearchLimits limits;
    limits.depth = depth > 0 ? depth : kBenchDepth;
    StopCondition condition(limits, TimePlan{}, stop);
    const std::vector<std::uint64_t> history;
    const SearchListener quiet;  // the positions' own info lines would drown the totals
    ThinkRequest request;
    request.root = &*pos;
    request.history = &history;
    request.limits = limits;
    request.stop = &condition;
    request.listener = &quiet;
    player->clear();
    const SearchClock clock;
    const ThinkResult r = player->think(request);
    seconds += clock.elapsed_seconds();
    if (stop.load()) return Error{"bench stopped"};
    totals.nodes += r.nodes;
    if (listener.text)
      listener.text("bench position " + std::to_string(index) + " (" + bp.rules + "): nodes " +
                    std::to_string(r.nodes) + " bestmove " + (r.has_move ? format_move(*pos, r.best) : "(none)"));
  }
  totals.time_ms = (long long)(seconds * 1000);
  return totals;
}

}  // namespace inchworm::rodeffer
