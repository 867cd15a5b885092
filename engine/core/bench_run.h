// The `bench` loop every game's searcher runs: a fixed set of positions, each searched to a fixed depth
// by one engine player whose table is cleared before each (so nothing learnt carries over), single
// threaded; the node total is the search's signature. Only the searches are timed, not the clearing.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "expected.h"
#include "game_player.h"
#include "search_types.h"
#include "timeman.h"

namespace inchworm {

// One bench position: where it starts, the game keys ThinkRequest::history wants for it, and how its
// report line names it.
template <class Position>
struct BenchCase {
  Position position;
  std::vector<std::uint64_t> history;
  std::string label;
};

// Searches `count` cases (`case_at(i)` for i in 1..count gives an Expected<BenchCase>) to `depth`, with
// one `text` line per case (its label, nodes and best move, written by `format(position, move)`).
template <class Position, class Move, class CaseAt, class Format>
Expected<BenchTotals> run_bench_cases(PlayerOf<Position, Move>& player, int count, CaseAt case_at, int depth,
                                      const SearchListener& listener, const std::atomic<bool>& stop, Format format) {
  if (auto e = player.prepare(PlayerSettings{})) return *e;
  BenchTotals totals;
  double seconds = 0;
  for (int index = 1; index <= count; ++index) {
    Expected<BenchCase<Position>> bench_case = case_at(index);
    if (!bench_case) return Error{"bench position " + std::to_string(index) + ": " + bench_case.error()};
    const Position& pos = bench_case->position;
    SearchLimits limits;
    limits.depth = depth;
    StopCondition condition(limits, TimePlan{}, stop);
    const SearchListener quiet;  // the positions' own info lines would drown the totals
    ThinkRequestOf<Position, Move> request;
    request.root = &pos;
    request.history = &bench_case->history;
    request.limits = limits;
    request.stop = &condition;
    request.listener = &quiet;
    player.clear();
    const SearchClock clock;
    const ThinkResultOf<Move> r = player.think(request);
    seconds += clock.elapsed_seconds();
    if (stop.load()) return Error{"bench stopped"};
    totals.nodes += r.nodes;
    if (listener.text)
      listener.text("bench position " + std::to_string(index) + " (" + bench_case->label + "): nodes " +
                    std::to_string(r.nodes) + " bestmove " + (r.has_move ? format(pos, r.best) : "(none)"));
  }
  totals.time_ms = (long long)(seconds * 1000);
  return totals;
}

}  // namespace inchworm
