// A move with the search's guess of its worth before searching it, and the sort that puts the best
// guesses first.
#pragma once

#include <algorithm>
#include <array>
#include <vector>

namespace inchworm {

template <class Move>
struct ScoredMoveOf {
  Move move;
  int order = 0;
  int index = 0;  // position in the generated list: equal guesses keep generation order
};

// Whether a goes before b: the better guess first, equal guesses in `index` order.
template <class Move>
bool goes_before(const ScoredMoveOf<Move>& a, const ScoredMoveOf<Move>& b) {
  return a.order != b.order ? a.order > b.order : a.index < b.index;
}

// Best guess first, equal guesses in `index` order. (std::sort with the index as tie-break rather than
// std::stable_sort, which allocates a buffer at every node.)
template <class Move>
void sort_by_order(std::vector<ScoredMoveOf<Move>>& moves) {
  std::sort(moves.begin(), moves.end(), goes_before<Move>);
}

// A move that cut a node off becomes its ply's first killer, the first becoming the second.
template <class Move>
void add_killer(std::array<Move, 2>& killers, const Move& m) {
  if (killers[0] == m) return;
  killers[1] = killers[0];
  killers[0] = m;
}

// The same for moves listed in generation order, which numbers them first.
template <class Move>
void number_and_sort(std::vector<ScoredMoveOf<Move>>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) moves[i].index = int(i);
  sort_by_order(moves);
}

// Sorting only as far as a node's search gets: most nodes that are cut off stop after a move or two, and
// sorting all of a Rodeffer node's hundred moves took a quarter of its search time. number_for_picking numbers
// the moves (in generation order) and puts the best first; pick_in_order(moves, i), called for i = 0, 1, 2,
// ... in turn, gives the i-th: the first kPickedFirst placed by selection, the rest by one sort when the
// search reaches them. The order is number_and_sort's exactly (the index makes it a total order).
constexpr std::size_t kPickedFirst = 3;

template <class Move>
void place_in_order(std::vector<ScoredMoveOf<Move>>& moves, std::size_t i) {
  const auto at = moves.begin() + std::ptrdiff_t(i);
  if (i < kPickedFirst)
    std::iter_swap(at, std::min_element(at, moves.end(), goes_before<Move>));
  else if (i == kPickedFirst)
    std::sort(at, moves.end(), goes_before<Move>);
}

template <class Move>
void number_for_picking(std::vector<ScoredMoveOf<Move>>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) moves[i].index = int(i);
  if (!moves.empty()) place_in_order(moves, 0);
}

template <class Move>
const ScoredMoveOf<Move>& pick_in_order(std::vector<ScoredMoveOf<Move>>& moves, std::size_t i) {
  if (i > 0) place_in_order(moves, i);  // the first was placed by number_for_picking
  return moves[i];
}

}  // namespace inchworm
