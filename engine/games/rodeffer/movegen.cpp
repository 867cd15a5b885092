#include "movegen.h"

#include <algorithm>

namespace inchworm::rodeffer {
namespace {

constexpr int kMaxRun = 8;  // R7.1: a collect line never uses a square twice

// Starts of runs of `len` own stacks in direction `dir`, given the starts of runs of len-1 (`shorter`):
// s starts a run of len when s and the square after it both start runs of len-1.
Bitboard longer_runs(const Geometry& g, Bitboard shorter, int dir) { return shorter & g.shift(shorter, dir ^ 1); }

}  // namespace

RunCounts count_runs(const Geometry& g, Bitboard own) {
  RunCounts runs{};
  for (Direction d : kLineDirections) {
    Bitboard starts = own;
    for (int len = 2; len <= kMaxRun && starts; ++len) {
      starts = longer_runs(g, starts, d);
      runs[std::size_t(len)] += std::uint64_t(popcount(starts));
    }
  }
  return runs;
}

std::uint64_t count_collects(const Geometry& g, Bitboard own) {
  std::uint64_t n = 0;
  for (std::uint64_t runs : count_runs(g, own)) n += 2 * runs;  // each run collected onto either end
  return n;
}

std::uint64_t count_collects(const Position& pos) {
  return count_collects(pos.geometry(), pos.stacks(pos.side_to_move()));
}

void generate_simple(const Position& pos, MoveList& moves, unsigned kinds) {
  if (pos.is_over()) return;
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard empty = pos.empty();
  if ((kinds & kDrops) && pos.stock(us) > 0)
    for (Bitboard b = empty | pos.stacks(us); b;) moves.push_back(Move::drop(pop_lsb(b)));
  if ((kinds & kPrisonerDrops) && pos.rules().prisoner_drops && pos.prisoners(us) > 0)
    for (Bitboard b = empty; b;) moves.push_back(Move::prisoner_drop(pop_lsb(b)));
  if (kinds & kCollects) {
    const Geometry& g = pos.geometry();
    const Bitboard own = pos.stacks(us);
    for (Direction d : kLineDirections) {
      Bitboard starts = own;
      for (int len = 2; len <= kMaxRun && starts; ++len) {
        starts = longer_runs(g, starts, d);
        for (Bitboard b = starts; b;) {
          const Square first = pop_lsb(b);
          Bitboard run = square_bb(first);
          Square last = first;
          for (int i = 1; i < len; ++i) {
            last = g.step(last, d);
            run |= square_bb(last);
          }
          moves.push_back(Move::collect(first, last, d, run));
          moves.push_back(Move::collect(last, first, d ^ 1, run));
        }
      }
    }
  }
  if ((kinds & kRescue) && pos.prisoners(them) > 0) moves.push_back(Move::rescue());
}

bool generate_all(const Position& pos, MoveList& moves, DistributionCounter& counter, std::uint64_t budget,
                  Square* over_budget, const Interrupt* interrupt) {
  if (pos.is_over()) return true;
  const std::size_t before = moves.size();
  generate_simple(pos, moves);
  const Color us = pos.side_to_move();
  const Bitboard empty = pos.empty();
  for (Bitboard b = pos.stacks(us); b;) {
    const Square s = pop_lsb(b);
    if (pos.height(s) < 2) continue;
    const bool complete = counter.enumerate(
        pos.geometry(), s, pos.height(s), empty, budget,
        [&](Bitboard set) { moves.push_back(Move::distribute(s, set)); }, interrupt);
    if (!complete) {
      if (over_budget) *over_budget = s;
      return false;
    }
  }
  if (moves.size() == before) moves.push_back(Move::pass());
  return true;
}

bool move_order(const Move& a, const Move& b) {
  if (a.type != b.type) return a.type < b.type;
  if (a.from != b.from) return a.from < b.from;
  if (a.to != b.to) return a.to < b.to;
  if (a.dir != b.dir) return a.dir < b.dir;
  return a.squares < b.squares;
}

bool generate_sorted(const Position& pos, MoveList& moves, std::uint64_t budget, Square* over_budget,
                     const Interrupt* interrupt) {
  DistributionCounter counter;
  const std::size_t before = moves.size();
  if (!generate_all(pos, moves, counter, budget, over_budget, interrupt)) return false;
  if (interrupt && (*interrupt)()) return false;  // a million moves take a while to sort
  std::sort(moves.begin() + std::ptrdiff_t(before), moves.end(), move_order);
  return true;
}

std::optional<std::uint64_t> count_moves(const Position& pos, DistributionCounter& counter, std::uint64_t budget) {
  if (pos.is_over()) return 0;
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard empty = pos.empty(), own = pos.stacks(us);
  std::uint64_t n = count_collects(pos);
  if (pos.stock(us) > 0) n += std::uint64_t(popcount(empty | own));
  if (pos.rules().prisoner_drops && pos.prisoners(us) > 0) n += std::uint64_t(popcount(empty));
  if (pos.prisoners(them) > 0) ++n;
  for (Bitboard b = own; b;) {
    const Square s = pop_lsb(b);
    if (pos.height(s) < 2) continue;
    const auto d = counter.count(pos.geometry(), s, pos.height(s), empty, budget);
    if (!d) return std::nullopt;
    n += *d;
  }
  return n ? n : 1;  // R2.5: a pass when nothing else is legal
}

bool has_non_pass_move(const Position& pos) {
  if (pos.is_over()) return false;
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard empty = pos.empty(), own = pos.stacks(us);
  if (pos.stock(us) > 0 || pos.prisoners(them) > 0) return true;
  if (pos.rules().prisoner_drops && pos.prisoners(us) > 0 && empty) return true;
  const Geometry& g = pos.geometry();
  // Two own stacks a king step apart form a collect of two.
  for (Bitboard b = own; b;)
    if (g.king[pop_lsb(b)] & own) return true;
  for (Bitboard b = own; b;) {
    const Square s = pop_lsb(b);
    if (pos.height(s) >= 2 && *find_distribution(g, s, pos.height(s), empty)) return true;
  }
  return false;
}

bool is_legal(const Position& pos, const Move& m) {
  if (pos.is_over()) return false;
  const Color us = pos.side_to_move(), them = ~us;
  const Geometry& g = pos.geometry();
  const Bitboard empty = pos.empty(), own = pos.stacks(us);
  switch (m.type) {
    case MoveType::Drop:
      return m.from < kSquares && pos.stock(us) > 0 && ((empty | own) & square_bb(m.from));
    case MoveType::PrisonerDrop:
      return m.from < kSquares && pos.rules().prisoner_drops && pos.prisoners(us) > 0 && (empty & square_bb(m.from));
    case MoveType::Collect: {
      if (m.dir >= kDirections || (m.squares & ~own) || popcount(m.squares) < 2) return false;
      Square s = m.from;
      Bitboard run = square_bb(s);
      while (s != m.to) {
        s = g.step(s, m.dir);
        if (s < 0 || (run & square_bb(s)) || popcount(run) >= kMaxRun) return false;
        run |= square_bb(s);
      }
      return run == m.squares;
    }
    case MoveType::Distribute:
      return (own & square_bb(m.from)) && popcount(m.squares) == pos.height(m.from) && pos.height(m.from) >= 2 &&
             (m.squares & square_bb(m.from)) && !(m.squares & ~empty & ~square_bb(m.from)) &&
             !distribution_path(g, m.from, m.squares).empty();
    case MoveType::Rescue:
      return pos.prisoners(them) > 0;
    case MoveType::Pass:
      return !has_non_pass_move(pos);
  }
  return false;
}

}  // namespace inchworm::rodeffer
