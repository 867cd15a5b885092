#include "bench.h"

#include "notation.h"
#include "player.h"
#include "timeman.h"

namespace inchworm::steere {
namespace {

struct BenchPosition {
  Advance advance;
  const char* position;
};

// The 6x7 start, positions from the rule examples and from engine games at several stages, and the
// 8x9 start.
constexpr BenchPosition kPositions[] = {
    {Advance::Literal, "b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r r 0/0 1"},
    {Advance::Literal, "r,b,x,r,b,b,r/b,b,x,b,r,b,x/b,r,b,r,b,r,b/r3,b,r,b,r,b,r/r,x2,r,b,r,b/b2,x3,r,b,r b 3/2 11"},
    {Advance::Literal, "r,x5,r2/x3,b,x,b2,b/b4,r,b,r,b,r,b/r4,x,r,b,r,b,r/x3,r,b,r,b/b2,b,x2,r,b,r b 4/2 18"},
    {Advance::Literal, "r,x5,r2/x,r,b,x2,b2,b/b4,b,r,r,b,r,b/r2,r,r,b,r,b,x/x3,r,b,r,b/x4,r,b,r r 5/5 23"},
    {Advance::Literal, "x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20"},
    {Advance::Strict, "x,r,r,r,r,r3,x/x6,b/x2,r,r,r,x2/x2,r,b2,r2,b,x/x3,b,b,b,r/b3,x6 r 7/11 47"},
    {Advance::Strict, "x,r3,r2,r,r,r,x/x7/x7/b,x6/x7/b4,x,b,b,b,b,b b 13/11 73"},
    {Advance::Literal,
     "b,r,b,r,b,r,b,r,b/r,b,r,b,r,b,r,b,r/b,r,b,r,b,r,b,r,b/r,b,r,b,r,b,r,b,r/b,r,b,r,b,r,b,r,b/"
     "r,b,r,b,r,b,r,b,r/b,r,b,r,b,r,b,r,b/r,b,r,b,r,b,r,b,r r 0/0 1"},
};

}  // namespace

Expected<BenchTotals> run_bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) {
  BenchTotals totals;
  double seconds = 0;
  int index = 0;
  // One player, its table cleared before each position (nothing learnt carries over); only the
  // searches are timed, not the clearing.
  auto player = make_engine_player();
  player->prepare(PlayerSettings{});
  for (const BenchPosition& bp : kPositions) {
    ++index;
    Rules rules;
    rules.advance = bp.advance;
    auto pos = parse_position(bp.position, rules);
    if (!pos) return Error{"bench position " + std::to_string(index) + ": " + pos.error()};
    SearchLimits limits;
    limits.depth = depth > 0 ? depth : kBenchDepth;
    StopCondition condition(limits, TimePlan{}, stop);
    const std::vector<std::uint64_t> history{pos->key()};
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
      listener.text("bench position " + std::to_string(index) + " (" + describe(pos->rules()) + "): nodes " +
                    std::to_string(r.nodes) + " bestmove " + (r.has_move ? format_move(r.best) : "(none)"));
  }
  totals.time_ms = (long long)(seconds * 1000);
  return totals;
}

}  // namespace inchworm::steere
