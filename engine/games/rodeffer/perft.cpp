#include "perft.h"

namespace inchworm::rodeffer {

DistributionCounter& Perft::thread_counter() {
  thread_local DistributionCounter counter;
  return counter;
}

std::uint64_t Perft::recurse(Position& pos, int depth, int ply) {
  if (failed_) return 0;
  if (depth == 0) return 1;
  if (depth == 1) {
    auto n = count_moves(pos, counter_, budget_);
    if (!n) failed_ = true;
    return n.value_or(0);
  }
  if (stopped()) {
    failed_ = true;
    return 0;
  }
  if (depth == 2 && bulk_ == PerftBulk::TwoPlies) {
    auto n = two_ply_.count(pos, counter_, budget_);
    if (!n) failed_ = true;
    return n.value_or(0);
  }
  MoveList& moves = lists_[std::size_t(ply)];
  moves.clear();
  if (!generate_all(pos, moves, counter_, budget_)) {
    failed_ = true;
    return 0;
  }
  std::uint64_t total = 0;
  Position::Undo undo;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    pos.do_move(moves[i], undo);
    total += recurse(pos, depth - 1, ply + 1);
    pos.undo_move(undo);
  }
  return total;
}

std::optional<std::uint64_t> Perft::count(Position& pos, int depth) {
  failed_ = false;
  counter_.forget();
  if (lists_.size() < std::size_t(depth) + 1) lists_.resize(std::size_t(depth) + 1);
  const std::uint64_t n = recurse(pos, depth, 0);
  if (failed_) return std::nullopt;
  return n;
}

std::optional<std::uint64_t> Perft::divide(Position& pos, int depth,
                                           const std::function<void(const Move&, std::uint64_t)>& report) {
  failed_ = false;
  counter_.forget();
  if (depth < 1) return 1;
  if (lists_.size() < std::size_t(depth) + 1) lists_.resize(std::size_t(depth) + 1);
  MoveList moves;
  const Interrupt stopped_now = [this] { return stopped(); };
  if (!generate_sorted(pos, moves, budget_, nullptr, &stopped_now)) return std::nullopt;
  std::uint64_t total = 0;
  Position::Undo undo;
  for (const Move& m : moves) {
    // The root is checked too: one stack alone can give a million root moves at depth 1.
    if (stopped()) return std::nullopt;
    pos.do_move(m, undo);
    const std::uint64_t n = recurse(pos, depth - 1, 1);
    pos.undo_move(undo);
    if (failed_) return std::nullopt;
    report(m, n);
    total += n;
  }
  return total;
}

}  // namespace inchworm::rodeffer
