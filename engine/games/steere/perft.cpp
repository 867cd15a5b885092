#include "perft.h"

#include "reply_count.h"

namespace inchworm::steere {
namespace {

struct Counter {
  const std::atomic<bool>* stop;
  bool stopped = false;

  std::uint64_t count(Position& pos, int depth) {
    if (depth == 0) return 1;
    if (depth == 1) return count_moves(pos);
    if (stop && stop->load(std::memory_order_relaxed)) stopped = true;
    if (stopped) return 0;
    if (depth == 2) return two_plies(pos);
    return children(pos, depth, [](const Move&, std::uint64_t) {});
  }

  // The replies to each move, counted without making the moves (reply_count.h).
  static std::uint64_t two_plies(const Position& pos) { return ReplyCounter(pos).total(); }

  // The leaves below each move of `pos`, reported, and their sum.
  template <typename Report>
  std::uint64_t children(Position& pos, int depth, Report&& report) {
    MoveList moves;
    generate_moves(pos, moves);
    std::uint64_t total = 0;
    Position::Undo undo;
    for (const Move& m : moves) {
      pos.do_move(m, undo);
      const std::uint64_t n = count(pos, depth - 1);
      pos.undo_move(undo);
      if (stopped) return 0;
      report(m, n);
      total += n;
    }
    return total;
  }
};

}  // namespace

std::optional<std::uint64_t> perft(Position& pos, int depth, const std::atomic<bool>* stop) {
  Counter counter{stop};
  const std::uint64_t n = counter.count(pos, depth);
  if (counter.stopped) return std::nullopt;
  return n;
}

std::optional<std::uint64_t> perft_divide(Position& pos, int depth,
                                          const std::function<void(const Move&, std::uint64_t)>& report,
                                          const std::atomic<bool>* stop) {
  if (depth < 1) return 1;
  Counter counter{stop};
  const std::uint64_t total = counter.children(pos, depth, report);
  if (counter.stopped) return std::nullopt;
  return total;
}

}  // namespace inchworm::steere
