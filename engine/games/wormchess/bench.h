// `bench`: the main engine searches a fixed set of positions of both games to a fixed depth,
// single-threaded, from a cleared hash table. The total node count is a signature of the search: any
// change to move generation, ordering, pruning or evaluation changes it, so a commit that changes it
// says so.
#pragma once

#include <atomic>

#include "expected.h"
#include "player.h"
#include "search_types.h"

namespace inchworm::wormchess {

constexpr int kBenchDepth = 8;

// `depth` 0 means kBenchDepth. Reports one `text` line per position.
// `player`: a fresh engine player (make_engine_player) with the tunables to bench.
Expected<BenchTotals> run_bench(Player& player, int depth, const SearchListener& listener,
                                const std::atomic<bool>& stop);

}  // namespace inchworm::wormchess
