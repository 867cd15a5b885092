// perft: the number of move sequences of a given length (leaf nodes), with per-move "divide".
// Leaves are counted in bulk: at depth 1 the moves are counted, not made, and at depth 2 each move's
// replies are counted from what the move changes (two_ply.h), unless the plain way is asked for.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "movegen.h"
#include "two_ply.h"

namespace inchworm::rodeffer {

// How many plies at the bottom are counted without making the moves: 1 (the plain generator's
// bulk count) or 2 (the default).
enum class PerftBulk { OnePly, TwoPlies };

class Perft {
 public:
  // `stop`, when given and set, makes the count give up (returns nullopt).
  explicit Perft(const std::atomic<bool>* stop = nullptr, std::uint64_t budget = kDefaultDistributionBudget,
                 PerftBulk bulk = PerftBulk::TwoPlies)
      : stop_(stop), budget_(budget), bulk_(bulk), counter_(thread_counter()) {}

  // Leaves below `pos` at `depth`; nullopt when stopped or when a distribution list is over budget.
  std::optional<std::uint64_t> count(Position& pos, int depth);
  // The same, reporting each root move's count in the fixed move order.
  std::optional<std::uint64_t> divide(Position& pos, int depth,
                                      const std::function<void(const Move&, std::uint64_t)>& report);

 private:
  static DistributionCounter& thread_counter();
  std::uint64_t recurse(Position& pos, int depth, int ply);
  bool stopped() const { return stop_ && stop_->load(std::memory_order_relaxed); }
  const std::atomic<bool>* stop_;
  std::uint64_t budget_;
  PerftBulk bulk_;
  bool failed_ = false;
  TwoPlyCounter two_ply_;
  DistributionCounter& counter_;  // per thread, so its buffers are reused from one count to the next
  std::vector<MoveList> lists_;
};

}  // namespace inchworm::rodeffer
