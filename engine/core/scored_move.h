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

// Best guess first, equal guesses in `index` order. (std::sort with the index as tie-break rather than
// std::stable_sort, which allocates a buffer at every node.)
template <class Move>
void sort_by_order(std::vector<ScoredMoveOf<Move>>& moves) {
  std::sort(moves.begin(), moves.end(), [](const ScoredMoveOf<Move>& a, const ScoredMoveOf<Move>& b) {
    return a.order != b.order ? a.order > b.order : a.index < b.index;
  });
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

}  // namespace inchworm
