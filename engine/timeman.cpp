#include "timeman.h"

#include <algorithm>

namespace inchworm {

namespace {

// Moves a player still expects to make when the clock has no `movestogo`. Inchworm games run to a
// few hundred plies; assuming a horizon that shrinks slowly spends the clock evenly and, because
// each move takes only a fraction of what is left, can never run it out.
int expected_moves_left(int ply) { return std::max(20, 40 - ply / 20); }

}  // namespace

TimePlan plan_time(const SearchLimits& limits, int mover, long long overhead_ms, int ply) {
  TimePlan plan;
  if (limits.infinite) return plan;
  if (limits.move_time) {
    const long long t = std::max<long long>(1, *limits.move_time - overhead_ms);
    plan.soft_ms = t;
    plan.hard_ms = t;
    return plan;
  }
  if (!limits.time[mover]) return plan;
  // A clock that is already at or below zero still gets an answer, as fast as possible.
  const long long left = std::max<long long>(0, *limits.time[mover] - overhead_ms);
  const long long inc = std::max<long long>(0, limits.increment[mover].value_or(0));
  const int moves = limits.moves_to_go ? std::max(1, *limits.moves_to_go) : expected_moves_left(ply);
  // Never plan to use more than a share of what is left, so that the clock cannot fall to zero.
  const long long ceiling = moves == 1 ? left * 8 / 10 : left / 3;
  const long long base = left / moves + inc * 9 / 10;
  plan.soft_ms = std::max<long long>(1, std::min(base, ceiling));
  plan.hard_ms = std::max<long long>(1, std::min(base * 3, ceiling));
  return plan;
}

}  // namespace inchworm
