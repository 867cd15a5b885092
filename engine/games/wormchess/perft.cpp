#include "perft.h"

namespace inchworm::wormchess {
namespace {

class Counter {
 public:
  explicit Counter(const std::atomic<bool>* stop) : stop_(stop) {}

  std::uint64_t count(Position& pos, int depth) {
    if (depth == 0) return 1;
    if (depth == 1) return count_legal(pos);
    std::uint64_t total = 0;
    each_move(pos, depth, [&](Move, std::uint64_t n) { total += n; });
    return total;
  }

  // Makes each legal move of pos in turn and reports the count below it.
  template <class Report>
  void each_move(Position& pos, int depth, const Report& report) {
    if (stopped()) return;
    MoveList moves;
    generate_legal(pos, moves);
    Position::Undo undo;
    for (Move m : moves) {
      pos.do_move(m, undo);
      const std::uint64_t n = count(pos, depth - 1);
      pos.undo_move(undo);
      if (stopped_) return;
      report(m, n);
    }
  }

  bool stopped() {
    if (stop_ && stop_->load(std::memory_order_relaxed)) stopped_ = true;
    return stopped_;
  }

 private:
  const std::atomic<bool>* stop_;
  bool stopped_ = false;
};

}  // namespace

std::optional<std::uint64_t> perft(Position& pos, int depth, const std::atomic<bool>* stop) {
  Counter counter(stop);
  const std::uint64_t n = counter.count(pos, depth);
  if (counter.stopped()) return std::nullopt;
  return n;
}

std::optional<std::uint64_t> perft_divide(Position& pos, int depth,
                                          const std::function<void(Move, std::uint64_t)>& report,
                                          const std::atomic<bool>* stop) {
  if (depth < 1) return 1;
  Counter counter(stop);
  std::uint64_t total = 0;
  counter.each_move(pos, depth, [&](Move m, std::uint64_t n) {
    report(m, n);
    total += n;
  });
  if (counter.stopped()) return std::nullopt;
  return total;
}

}  // namespace inchworm::wormchess
