// Time management: how long one move may take, from the clock the `go` command gives, and the
// running checks (stop flag, node limit, deadlines) every player polls while it thinks.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "search_types.h"

namespace inchworm {

// Milliseconds a move may take: `soft` is when no new iteration starts, `hard` when the search stops
// wherever it is. Absent: no time limit.
struct TimePlan {
  std::optional<long long> soft_ms;
  std::optional<long long> hard_ms;
};

// What a fixed move time (`go movetime`) keeps back for the answer to reach the host, at most (less when
// Move Overhead is less): measured with scripts/bench-latency (README, "Time").
inline constexpr long long kMoveTimeReserveMs = 3;

// `mover` is 0 for the first player, 1 for the second; `overhead_ms` is kept back for the transport
// (the Move Overhead option); `ply` is the game's ply count, which shapes the estimate of the moves left.
TimePlan plan_time(const SearchLimits& limits, int mover, long long overhead_ms, int ply);

class SearchClock {
 public:
  SearchClock() : start_(std::chrono::steady_clock::now()) {}
  explicit SearchClock(std::chrono::steady_clock::time_point start) : start_(start) {}
  long long elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
  }
  double elapsed_seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::chrono::steady_clock::time_point start_;
};

// The depth a search within `limits` stops at: `depth`, or for `go mate N` without any other limit
// 2N-1 plies; absent: none.
std::optional<int> depth_limit(const SearchLimits& limits, int mover);

// The limits of one search as seen from inside it. `poll` is cheap enough to call at every node: it
// reads the clock only every kClockEvery (16) calls. While the search ponders (SearchLimits::ponder points
// to true) the time limits are held; from ponderhit on they count from that moment.
class StopCondition {
 public:
  StopCondition(const SearchLimits& limits, const TimePlan& plan, const std::atomic<bool>& stop)
      : clock_(limits.asked_at.value_or(std::chrono::steady_clock::now())),
        plan_(plan),
        node_limit_(limits.nodes),
        stop_(stop),
        ponder_(limits.ponder) {}

  // True once the search must end: stop asked for, node limit reached, hard deadline passed.
  bool poll(std::uint64_t nodes) {
    if (stopped_) return true;
    if (node_limit_ && nodes >= *node_limit_) return stopped_ = true;
    if (++calls_ % kClockEvery == 0) refresh();
    return stopped_;
  }
  // Checks everything now (between iterations, before a costly step).
  bool check(std::uint64_t nodes) {
    if (node_limit_ && nodes >= *node_limit_) stopped_ = true;
    refresh();
    return stopped_;
  }
  // True when the soft deadline has passed: finish the iteration in hand, start no new one.
  // `scale` stretches the soft time (for unstable best moves); never beyond the hard limit.
  bool soft_expired(double scale = 1.0) const {
    if (!plan_.soft_ms || pondering()) return false;
    const double soft = double(*plan_.soft_ms) * scale;
    const double limit = plan_.hard_ms ? std::min(soft, double(*plan_.hard_ms)) : soft;
    return double(time_elapsed_ms()) >= limit;
  }
  bool stopped() const { return stopped_; }
  // Since the search began (for reports).
  const SearchClock& clock() const { return clock_; }
  const TimePlan& plan() const { return plan_; }

 private:
  static constexpr std::uint32_t kClockEvery = 16;
  // True while pondering; the first call that sees the ponderhit starts the time limits' clock.
  bool pondering() const {
    if (!ponder_ || released_) return false;
    if (ponder_->load(std::memory_order_relaxed)) return true;
    released_ = true;
    time_start_ms_ = clock_.elapsed_ms();
    return false;
  }
  long long time_elapsed_ms() const { return clock_.elapsed_ms() - time_start_ms_; }
  void refresh() {
    if (stop_.load(std::memory_order_relaxed)) stopped_ = true;
    if (plan_.hard_ms && !pondering() && time_elapsed_ms() >= *plan_.hard_ms) stopped_ = true;
  }
  SearchClock clock_;
  TimePlan plan_;
  std::optional<std::uint64_t> node_limit_;
  const std::atomic<bool>& stop_;
  const std::atomic<bool>* ponder_;
  mutable bool released_ = false;
  mutable long long time_start_ms_ = 0;
  std::uint32_t calls_ = 0;
  bool stopped_ = false;
};

}  // namespace inchworm
