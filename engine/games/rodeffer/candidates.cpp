#include "candidates.h"

#include <algorithm>

#include "distribution_pick.h"

namespace inchworm::rodeffer {
namespace {

bool contains(const MoveList& moves, std::size_t from, const Move& m) {
  return std::find(moves.begin() + std::ptrdiff_t(from), moves.end(), m) != moves.end();
}

}  // namespace

void generate_capturing_distributions(const Position& pos, Square from, MoveList& moves,
                                      const CandidateLimits& limits) {
  const Geometry& g = pos.geometry();
  const int height = pos.height(from);
  const Bitboard empty = pos.empty();
  std::vector<Bitboard> sets;
  // Groups of both colours: covering an enemy group's liberties captures it; covering one's own is
  // a sacrifice that, under the modern rule (R5), can take a touching enemy group with it.
  for (Color c : {~pos.side_to_move(), pos.side_to_move()}) {
    for (Bitboard rest = pos.stacks(c); rest;) {
      const Bitboard group = g.flood(square_bb(lsb(rest)), pos.stacks(c));
      rest &= ~group;
      const Bitboard libs = g.orth_neighbours(group) & empty;
      const int n = popcount(libs);
      if (n == 0 || n >= height || n > limits.max_group_liberties) continue;
      if (c == pos.side_to_move() && pos.rules().capture == CaptureRule::Original) continue;
      covering_distributions(g, from, height, empty, libs, sets, limits.covers_per_group, limits.cover_budget,
                             limits.interrupt);
    }
  }
  const std::size_t start = moves.size();
  for (Bitboard set : sets) {
    const Move m = Move::distribute(from, set);
    if (!contains(moves, start, m)) moves.push_back(m);
  }
}

bool generate_candidates(const Position& pos, MoveList& moves, const CandidateLimits& limits, Rng& rng) {
  if (pos.is_over()) return true;
  const std::size_t before = moves.size();
  generate_simple(pos, moves);
  const Geometry& g = pos.geometry();
  const Bitboard empty = pos.empty();
  bool complete = true;
  for (Bitboard b = pos.stacks(pos.side_to_move()); b;) {
    const Square s = pop_lsb(b);
    const int h = pos.height(s);
    if (h < 2) continue;
    // Few distributions: take them all. The walker yields distinct sets one at a time.
    DistributionWalker walker(g, s, h, empty, limits.walk_budget, limits.interrupt);
    const std::size_t stack_start = moves.size();
    bool exhausted = false;
    for (int i = 0; i <= limits.enumerate_up_to; ++i) {
      const Bitboard set = walker.next();
      if (!set) {
        exhausted = !walker.gave_up();
        break;
      }
      moves.push_back(Move::distribute(s, set));
    }
    if (exhausted) continue;
    complete = false;
    if (walker.interrupted()) break;
    // Many (or too costly to list): keep the captures and a few random ones instead.
    if (!walker.gave_up()) moves.resize(stack_start);
    generate_capturing_distributions(pos, s, moves, limits);
    for (int i = 0; i < limits.random_per_stack; ++i) {
      const Bitboard set = random_distribution(g, s, h, empty, rng, 2000, limits.interrupt);
      if (set && !contains(moves, stack_start, Move::distribute(s, set))) moves.push_back(Move::distribute(s, set));
    }
  }
  if (moves.size() == before) {
    // No candidate: an exact search decides whether some stack has a distribution or the pass is forced.
    const Interrupt* interrupt = limits.legal_when_interrupted ? nullptr : limits.interrupt;
    for (Bitboard b = pos.stacks(pos.side_to_move()); b && moves.size() == before;) {
      const Square s = pop_lsb(b);
      if (pos.height(s) < 2) continue;
      const auto set = find_distribution(g, s, pos.height(s), empty, interrupt);
      if (!set) break;  // interrupted: the caller gives up, a pass stands in
      if (*set) moves.push_back(Move::distribute(s, *set));
    }
    if (moves.size() == before) moves.push_back(Move::pass());
  }
  return complete;
}

}  // namespace inchworm::rodeffer
