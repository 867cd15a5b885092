#include "distribution_pick.h"

#include <algorithm>
#include <array>

#include "flat_set.h"

namespace inchworm::rodeffer {
namespace {

// A depth-first search over king paths from one stack, with three prunings: the targets not covered
// yet must be reachable in the steps left; the squares still free around the path's end must be
// enough for the steps left; and a state (squares, end) is explored only once. Once every target is
// covered, one completion of the path is enough, so the search stops at the first.
class PathSearch {
 public:
  PathSearch(const Geometry& g, int height, Bitboard free, Bitboard targets, std::uint64_t budget, Rng* rng,
             const Interrupt* interrupt)
      : g_(g),
        height_(height),
        free_(free),
        targets_(targets),
        budget_(budget),
        rng_(rng),
        poll_(interrupt),
        seen_(seen_states()) {
    seen_.reset(256);
  }

  // Explores from (squares, end). Returns true when a completion was found below it after all
  // targets were covered (so the caller can stop trying other completions).
  bool explore(Bitboard squares, Square end, std::vector<Bitboard>& out, std::size_t max_results) {
    if (out.size() >= max_results || work_ >= budget_) return false;
    if (poll_()) {  // interrupted: as if the budget had run out
      work_ = budget_;
      return false;
    }
    ++work_;
    const int remaining = height_ - popcount(squares);
    const Bitboard uncovered = targets_ & ~squares;
    if (remaining == 0) {
      if (uncovered) return false;
      if (std::find(out.begin(), out.end(), squares) == out.end()) out.push_back(squares);
      return true;
    }
    const Bitboard avail = free_ & ~squares;
    if (popcount(uncovered) > remaining) return false;
    // Every target not covered yet must be reachable from the end in at most `remaining` steps.
    if (uncovered) {
      Bitboard reach = square_bb(end);
      for (int steps = 0; steps < remaining && (uncovered & ~reach); ++steps) {
        const Bitboard grown = reach | (g_.king_dilate(reach) & avail);
        if (grown == reach) break;
        reach = grown;
      }
      if (uncovered & ~reach) return false;
    }
    if (popcount(g_.king_flood(g_.king[end] & avail, avail)) < remaining) return false;
    if (!seen_.add_bits(squares, square_bb(end))) return false;
    // Next steps, best first: uncovered targets, then squares near them; at random when sampling.
    Bitboard next = g_.king[end] & avail;
    std::array<Square, 8> order{};
    std::array<int, 8> rank{};
    int n = 0;
    for (Bitboard b = next; b;) {
      const Square s = pop_lsb(b);
      order[std::size_t(n)] = s;
      rank[std::size_t(n)] = rng_ ? int(rng_->below(1000)) : step_rank(s, uncovered);
      ++n;
    }
    for (int i = 1; i < n; ++i)  // insertion sort of at most 8
      for (int j = i; j > 0 && rank[std::size_t(j)] < rank[std::size_t(j - 1)]; --j) {
        std::swap(rank[std::size_t(j)], rank[std::size_t(j - 1)]);
        std::swap(order[std::size_t(j)], order[std::size_t(j - 1)]);
      }
    for (int i = 0; i < n; ++i) {
      const Square s = order[std::size_t(i)];
      if (explore(squares | square_bb(s), s, out, max_results) && !uncovered) return true;
      if (out.size() >= max_results || work_ >= budget_) break;
    }
    return false;
  }

 private:
  // Lower is tried first: a target itself, then by king distance to the nearest target not covered.
  int step_rank(Square s, Bitboard uncovered) const {
    if (!uncovered) return popcount(g_.orth[s] & free_) > 0 ? 0 : 1;  // completions: keep a liberty
    if (uncovered & square_bb(s)) return 0;
    Bitboard around = square_bb(s);
    for (int d = 1; d < 8; ++d) {
      around = g_.king_dilate(around);
      if (around & uncovered) return d;
    }
    return 8;
  }

  const Geometry& g_;
  int height_;
  Bitboard free_;
  Bitboard targets_;
  std::uint64_t budget_;
  std::uint64_t work_ = 0;
  Rng* rng_;
  InterruptPoll poll_;
  FlatOrMap& seen_;

  // One table per thread, reused: searches call this at many nodes.
  static FlatOrMap& seen_states() {
    thread_local FlatOrMap table;
    return table;
  }
};

// Whether every target can be reached from `from` within `steps` king steps over `free`.
bool reachable(const Geometry& g, Square from, int steps, Bitboard free, Bitboard targets) {
  Bitboard reach = square_bb(from);
  for (int i = 0; i < steps && (targets & ~reach); ++i) {
    const Bitboard grown = reach | (g.king_dilate(reach) & free);
    if (grown == reach) break;
    reach = grown;
  }
  return !(targets & ~reach);
}

}  // namespace

int covering_distributions(const Geometry& g, Square from, int height, Bitboard free, Bitboard targets,
                           std::vector<Bitboard>& out, int max_results, std::uint64_t budget,
                           const Interrupt* interrupt) {
  if (height < 2 || max_results <= 0) return 0;
  free &= ~square_bb(from);
  if (targets & ~free) return 0;  // an occupied target can never be covered
  if (popcount(targets) >= height || !reachable(g, from, height - 1, free, targets)) return 0;
  std::vector<Bitboard> found;
  PathSearch search(g, height, free, targets, budget, nullptr, interrupt);
  search.explore(square_bb(from), from, found, std::size_t(max_results));
  int added = 0;
  for (Bitboard set : found)
    if (std::find(out.begin(), out.end(), set) == out.end()) out.push_back(set), ++added;
  return added;
}

Bitboard random_distribution(const Geometry& g, Square from, int height, Bitboard free, Rng& rng, std::uint64_t budget,
                             const Interrupt* interrupt) {
  if (height < 2) return 0;
  free &= ~square_bb(from);
  std::vector<Bitboard> found;
  PathSearch search(g, height, free, 0, budget, &rng, interrupt);
  search.explore(square_bb(from), from, found, 1);
  return found.empty() ? 0 : found.front();
}

}  // namespace inchworm::rodeffer
