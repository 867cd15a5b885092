#include "distribute.h"

namespace inchworm {

bool DistributionCounter::build(const Geometry& g, Square from, int height, Bitboard free,
                                std::uint64_t budget) {
  free &= ~square_bb(from);
  int cur = 0;
  layers_[cur].reset(1);
  layers_[cur].insert_or(square_bb(from), square_bb(from));
  // Layer k holds every set of k+1 squares that a path from `from` covers, with the squares such a path
  // can end on. Extending by one square next to a possible end gives the next layer.
  for (int size = 2; size < height; ++size) {
    FlatOrMap& next = layers_[cur ^ 1];
    next.reset(layers_[cur].size() * 4);
    layers_[cur].for_each([&](Bitboard squares, Bitboard ends) {
      for (Bitboard step = g.king_dilate(ends) & free & ~squares; step;) {
        const Bitboard b = square_bb(pop_lsb(step));
        next.insert_or(squares | b, b);
      }
    });
    if (next.size() > budget) return false;
    cur ^= 1;
  }
  finals_.reset(layers_[cur].size() * 4);
  layers_[cur].for_each([&](Bitboard squares, Bitboard ends) {
    for (Bitboard step = g.king_dilate(ends) & free & ~squares; step;)
      finals_.insert_or(squares | square_bb(pop_lsb(step)), 0);
  });
  return finals_.size() <= budget;
}

std::optional<std::uint64_t> DistributionCounter::count(const Geometry& g, Square from, int height,
                                                        Bitboard free, std::uint64_t budget) {
  if (height < 2) return 0;
  if (height == 2) return popcount(g.king[from] & free & ~square_bb(from));
  if (!build(g, from, height, free, budget)) return std::nullopt;
  return finals_.size();
}

DistributionWalker::DistributionWalker(const Geometry& g, Square from, int height, Bitboard free)
    : g_(g), free_(free & ~square_bb(from)), height_(height) {
  seen_.reset(64);
  produced_.reset(64);
  if (height >= 2) stack_.push_back({square_bb(from), from, g.king[from] & free_});
}

Bitboard DistributionWalker::next() {
  while (!stack_.empty()) {
    Frame& f = stack_.back();
    if (!f.todo) {
      stack_.pop_back();
      continue;
    }
    const Square n = pop_lsb(f.todo);
    const Bitboard squares = f.squares | square_bb(n);
    ++work_;
    if (popcount(squares) == height_) {
      if (produced_.insert_or(squares, 0)) return squares;
      continue;
    }
    // A state (squares, end) explored once covers every path that reaches it.
    if (seen_.add_bits(squares, square_bb(n))) stack_.push_back({squares, n, g_.king[n] & free_ & ~squares});
  }
  return 0;
}

namespace {

bool extend_path(const Geometry& g, std::vector<Square>& path, Bitboard remaining) {
  if (!remaining) return true;
  const Square end = path.back();
  const Bitboard left = remaining | square_bb(end);
  if (g.king_flood(square_bb(end), left) != left) return false;  // cannot be covered any more
  for (Bitboard next = g.king[end] & remaining; next;) {
    const Square s = pop_lsb(next);
    path.push_back(s);
    if (extend_path(g, path, remaining & ~square_bb(s))) return true;
    path.pop_back();
  }
  return false;
}

}  // namespace

std::vector<Square> distribution_path(const Geometry& g, Square from, Bitboard squares) {
  std::vector<Square> path{from};
  if (!(squares & square_bb(from)) || !extend_path(g, path, squares & ~square_bb(from))) return {};
  return path;
}

bool is_distribution_path(const Geometry& g, const std::vector<Square>& path, Bitboard free) {
  if (path.size() < 2) return false;
  Bitboard used = square_bb(path[0]);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Bitboard b = square_bb(path[i]);
    if (!(free & b) || (used & b) || !(g.king[path[i - 1]] & b)) return false;
    used |= b;
  }
  return true;
}

}  // namespace inchworm
