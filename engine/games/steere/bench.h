// The `bench` command's positions and limits: a fixed set of Steere positions searched to a fixed
// depth, single-threaded, each from a cleared table; the node total is the search's signature.
#pragma once

#include <atomic>

#include "expected.h"
#include "search_types.h"

namespace inchworm::steere {

constexpr int kBenchDepth = 7;

Expected<BenchTotals> run_bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop);

}  // namespace inchworm::steere
