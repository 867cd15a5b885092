// Which evaluation a game's engine player uses: the hand-written one, or the learned one (the `Evaluation`
// option) with the game's network (the built-in one, or the `EvalFile` option's). The engine keeps one per
// game and gives it to the game's searcher.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "nnue/network.h"

namespace inchworm::nnue {

// How a search's accumulators were computed (for tests and measurements): from an entry below (an
// update), afresh (a refresh), and afresh because the entry had been computed for another position (a
// move made without a push: out of step, which a correct search never is).
struct AccumulatorStatistics {
  std::atomic<std::uint64_t> updates{0}, refreshes{0}, out_of_step{0};
};

struct EvaluationChoice {
  std::shared_ptr<const Network> network;  // the game's network; none when it has none loaded
  bool use_network = false;                // Evaluation=network
  // For tests: every evaluation refreshes the accumulators in full (the same values, computed the slow
  // way), so that a search with it must match one with the incremental updates node for node.
  bool refresh_always = false;
  // When set, every search adds its accumulators' counts here as it ends.
  std::shared_ptr<AccumulatorStatistics> statistics;

  bool network_in_use() const { return use_network && network; }
};

}  // namespace inchworm::nnue
