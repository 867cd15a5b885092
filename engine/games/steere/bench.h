// The `bench` command's positions and limits: a fixed set of Steere positions searched to a fixed
// depth, single-threaded, each from a cleared table; the node total is the search's signature.
#pragma once

#include <atomic>

#include "expected.h"
#include "player.h"
#include "search_types.h"

namespace inchworm::steere {

constexpr int kBenchDepth = 7;

// `player`: a fresh engine player (make_engine_player) with the tunables to bench.
Expected<BenchTotals> run_bench(Player& player, int depth, const SearchListener& listener,
                                const std::atomic<bool>& stop);

}  // namespace inchworm::steere
