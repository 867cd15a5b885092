#include "bench.h"

#include <iterator>

#include "bench_run.h"
#include "notation.h"
#include "player.h"

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

Expected<BenchTotals> run_bench(Player& player, int depth, const SearchListener& listener,
                                const std::atomic<bool>& stop) {
  auto case_at = [](int index) -> Expected<BenchCase<Position>> {
    const BenchPosition& bp = kPositions[index - 1];
    Rules rules;
    rules.advance = bp.advance;
    auto pos = parse_position(bp.position, rules);
    if (!pos) return Error{pos.error()};
    return BenchCase<Position>{*pos, {pos->key()}, describe(pos->rules())};
  };
  return run_bench_cases(player, int(std::size(kPositions)), case_at, depth > 0 ? depth : kBenchDepth, listener, stop,
                         [](const Position&, const Move& m) { return format_move(m); });
}

}  // namespace inchworm::steere
