#include "distribution_input.h"

#include <algorithm>

#include "flat_set.h"
#include "rodeffer/notation.h"

namespace adapters::web {

using inchworm::rodeffer::Bitboard;
using inchworm::rodeffer::Geometry;
using inchworm::rodeffer::Square;

namespace {

class PathSearch {
 public:
  PathSearch(const Geometry& g, std::uint64_t& budget) : g_(g), budget_(budget) { failed_.reset(256); }

  Reach extend(Square end, int more, Bitboard free) {
    if (more == 0) return Reach::Yes;
    const Bitboard steps = g_.king[end] & free;
    if (!steps) return Reach::No;
    // Every further square lies in the part of `free` king-connected to the end: too small, no path.
    if (inchworm::rodeffer::popcount(g_.king_flood(steps, free)) < more) return Reach::No;
    if (budget_ == 0) return Reach::Unknown;
    --budget_;
    // (free, end) decides the rest; one already failed need not be searched again. `free` shrinks
    // along a path, so a state in progress never comes back on the same path.
    if (!failed_.add_bits(free, inchworm::rodeffer::square_bb(end))) return Reach::No;
    // Squares with the fewest onward steps first (Warnsdorff's rule) find long paths quickly.
    Square order[8];
    int onward[8];
    int n = 0;
    for (Bitboard b = steps; b;) {
      const Square s = inchworm::rodeffer::pop_lsb(b);
      order[n] = s;
      onward[n++] = inchworm::rodeffer::popcount(g_.king[s] & free);
    }
    for (int i = 1; i < n; ++i)
      for (int j = i; j > 0 && onward[j] < onward[j - 1]; --j) {
        std::swap(onward[j], onward[j - 1]);
        std::swap(order[j], order[j - 1]);
      }
    bool unknown = false;
    for (int i = 0; i < n; ++i) {
      const Reach r = extend(order[i], more - 1, free & ~inchworm::rodeffer::square_bb(order[i]));
      if (r == Reach::Yes) return Reach::Yes;
      if (r == Reach::Unknown) unknown = true;
    }
    return unknown ? Reach::Unknown : Reach::No;
  }

 private:
  const Geometry& g_;
  std::uint64_t& budget_;
  inchworm::FlatOrMap failed_;
};

}  // namespace

Reach can_extend(const Geometry& g, Square end, int more, Bitboard free, std::uint64_t& budget) {
  return PathSearch(g, budget).extend(end, more, free);
}

inchworm::Expected<PathAnswer> distribution_continuations(const inchworm::rodeffer::Position& pos,
                                                          const std::vector<Square>& path, std::uint64_t budget) {
  using inchworm::Error;
  using inchworm::rodeffer::square_name;
  if (path.empty()) return Error{"a distribution path needs its stack's square"};
  if (pos.is_over()) return Error{"the game is over"};
  const Square from = path.front();
  if (from < 0 || from >= inchworm::rodeffer::kSquares) return Error{"square out of range"};
  const inchworm::rodeffer::Color us = pos.side_to_move();
  if (!(pos.stacks(us) & inchworm::rodeffer::square_bb(from))) return Error{"no own stack on " + square_name(from)};
  const int height = pos.height(from);
  if (height < 2) return Error{"the stack on " + square_name(from) + " is a single piece: nothing to distribute"};
  if (int(path.size()) > height)
    return Error{"the stack on " + square_name(from) + " has only " + std::to_string(height) + " pieces"};
  const Geometry& g = pos.geometry();
  for (Square s : path)
    if (s < 0 || s >= inchworm::rodeffer::kSquares) return Error{"square out of range"};
  if (path.size() >= 2 && !inchworm::rodeffer::is_distribution_path(g, path, pos.empty())) {
    // Name the first step at fault.
    Bitboard used = inchworm::rodeffer::square_bb(from);
    for (std::size_t i = 1; i < path.size(); ++i) {
      const Bitboard b = inchworm::rodeffer::square_bb(path[i]);
      if (!(g.king[path[i - 1]] & b))
        return Error{square_name(path[i]) + " is not a king step from " + square_name(path[i - 1])};
      if (used & b) return Error{square_name(path[i]) + " is already on the path"};
      if (!(pos.empty() & b)) return Error{square_name(path[i]) + " is not empty"};
      used |= b;
    }
  }
  PathAnswer answer;
  const int placed = int(path.size());
  if (placed == height) {
    answer.complete = true;
    return answer;
  }
  Bitboard free = pos.empty();
  for (Square s : path) free &= ~inchworm::rodeffer::square_bb(s);
  const int more_after_next = height - placed - 1;
  for (Bitboard b = g.king[path.back()] & free; b;) {
    const Square s = inchworm::rodeffer::pop_lsb(b);
    std::uint64_t work = budget;
    const Reach r = can_extend(g, s, more_after_next, free & ~inchworm::rodeffer::square_bb(s), work);
    if (r == Reach::No) continue;
    if (r == Reach::Unknown) answer.exact = false;
    answer.next.push_back(s);
  }
  return answer;
}

bool has_distribution(const inchworm::rodeffer::Position& pos, Square from, std::uint64_t budget) {
  auto answer = distribution_continuations(pos, {from}, budget);
  return answer.ok() && !answer->next.empty();
}

}  // namespace adapters::web
