// A search thread's cache of static evaluations, keyed by the position hash: iterative deepening visits
// most nodes of one iteration again in the next, and a game whose evaluation is costly (Rodeffer's
// danger terms play out fills) evaluates each of them once. Direct-mapped, one entry a slot; a newer
// position takes the slot. Only for a hash that covers everything the evaluation reads, with weights
// that stay the same while the cache lives (one search): then a hit returns what evaluating would.
// Rodeffer's search uses it: 13% more nodes a second in its bench, 7% on positions from games under
// the modern rule, none under the original (scripts/bench-speed). The chess games' and Steere's
// searches do not: there it measured no faster (their evaluations cost less, and the table probe and
// a first visit's cache miss cost about what a hit saves).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace inchworm {

class EvalCache {
 public:
  // 2^bits slots of 16 bytes.
  explicit EvalCache(int bits = 14) : slots_(std::size_t(1) << bits), mask_((std::uint64_t(1) << bits) - 1) {}

  std::optional<int> probe(std::uint64_t key) const {
    const Slot& s = slots_[key & mask_];
    if (s.used && s.key == key) return s.value;
    return std::nullopt;
  }
  void store(std::uint64_t key, int value) { slots_[key & mask_] = {key, value, true}; }

  // Evaluation through the cache: `evaluate()` runs on a miss.
  template <class Evaluate>
  int get(std::uint64_t key, Evaluate&& evaluate) {
    if (const auto hit = probe(key)) return *hit;
    const int value = evaluate();
    store(key, value);
    return value;
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    int value = 0;
    bool used = false;
  };
  std::vector<Slot> slots_;
  std::uint64_t mask_;
};

}  // namespace inchworm
