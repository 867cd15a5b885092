#include "timeman.h"

#include <algorithm>

namespace inchworm {

namespace {

// Moves a player still expects to make when the clock has no `movestogo`. Inchworm games often run to
// several hundred plies; a horizon that shrinks slowly spends the clock evenly.
int expected_moves_left(int ply) { return std::max(25, 50 - ply / 20); }

}  // namespace

// What plan_time makes a hard limit of, and the limits the players count themselves.
bool search_ends_by_itself(const SearchLimits& limits, bool first_player_to_move) {
  if (limits.infinite || (limits.ponder && limits.ponder->load())) return false;
  return limits.depth || limits.nodes || limits.move_time || limits.mate || limits.time[first_player_to_move ? 0 : 1];
}

std::optional<int> depth_limit(const SearchLimits& limits, int mover) {
  if (limits.depth) return limits.depth;
  if (!limits.mate) return std::nullopt;
  SearchLimits others = limits;
  others.mate.reset();
  others.infinite = false;
  others.ponder = nullptr;
  if (search_ends_by_itself(others, mover == 0)) return std::nullopt;
  return 2 * std::max(1, *limits.mate) - 1;
}

TimePlan plan_time(const SearchLimits& limits, int mover, long long overhead_ms, int ply) {
  TimePlan plan;
  if (limits.infinite) return plan;
  if (limits.move_time) {
    // A fixed move time is the host's promise of the whole time: only the engine's own delay between
    // deciding and the host reading `bestmove` is kept back (scripts/bench-latency measures it), not
    // Move Overhead, which guards a clock that a late answer would run down.
    const long long t = std::max<long long>(1, *limits.move_time - std::min(overhead_ms, kMoveTimeReserveMs));
    plan.soft_ms = t;
    plan.hard_ms = t;
    return plan;
  }
  if (!limits.time[mover]) return plan;
  // Move Overhead is the worst delay between the engine's answer and the clock stopping: it is never
  // planned away. A third of it is charged to every move as the typical delay.
  const long long available = std::max<long long>(0, *limits.time[mover] - overhead_ms);
  const long long latency = overhead_ms / 3;
  const long long inc = std::max<long long>(0, limits.increment[mover].value_or(0));
  const int moves = limits.moves_to_go ? std::max(1, *limits.moves_to_go) : expected_moves_left(ply);
  if (moves == 1) {  // the last move before the time control: most of what is left
    plan.soft_ms = plan.hard_ms = std::max<long long>(1, available * 8 / 10 - latency);
    return plan;
  }
  // Without a time control ahead, a reserve is kept: with an increment the clock then settles well
  // above zero instead of at a few milliseconds, where one slow reply from the operating system
  // would lose the game. Below the reserve the engine plays fast until the increments refill it.
  const long long reserve = limits.moves_to_go ? 0 : 100 + 10 * inc;
  long long base, ceiling;
  if (available <= reserve) {
    base = std::min(inc / 2, available / 20) - latency;
    ceiling = available / 10;
  } else {
    const long long spendable = available - reserve;
    base = spendable / moves + inc * 9 / 10 - latency;
    // Never more than a share of what is left, so the clock cannot fall to zero.
    ceiling = std::min(available / 2, spendable / 3 + inc * 9 / 10);
  }
  ceiling = std::max<long long>(1, ceiling);
  plan.soft_ms = std::clamp<long long>(base, 1, ceiling);
  plan.hard_ms = std::clamp<long long>(2 * base, 1, ceiling);
  return plan;
}

}  // namespace inchworm
