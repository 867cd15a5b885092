// Move ordering: picking the moves one by one as a search reaches them gives the order of a full sort
// (best guess first, ties in generation order), however many of them the search takes.
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "scored_move.h"

using namespace inchworm;

namespace scored_move_test {
namespace {

using Scored = ScoredMoveOf<int>;  // the move: its place in the generated list

std::vector<Scored> random_list(std::mt19937& rng, std::size_t size, int spread) {
  std::uniform_int_distribution<int> order(0, spread);
  std::vector<Scored> moves;
  for (std::size_t i = 0; i < size; ++i) moves.push_back({int(i), order(rng)});
  return moves;
}

}  // namespace

TEST_CASE("scored moves: a hand-checked list picked in order, ties in generation order", "[scored_move]") {
  // Guesses by generated move: 0:5, 1:9, 2:5, 3:1, 4:9, 5:7, 6:5; best first, equal guesses in generation order.
  std::vector<Scored> moves = {{0, 5}, {1, 9}, {2, 5}, {3, 1}, {4, 9}, {5, 7}, {6, 5}};
  number_for_picking(moves);
  CHECK(moves.front().move == 1);
  std::vector<int> picked;
  for (std::size_t i = 0; i < moves.size(); ++i) picked.push_back(pick_in_order(moves, i).move);
  CHECK(picked == std::vector<int>{1, 4, 5, 0, 2, 6, 3});
}

TEST_CASE("scored moves: picking equals number_and_sort's order for any list and any stopping point", "[scored_move]") {
  std::mt19937 rng(20261130);
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t size = std::size_t(trial % 60);
    const int spread = trial % 3 == 0 ? 3 : 1000;  // many ties, or few
    std::vector<Scored> sorted = random_list(rng, size, spread), picked = sorted;
    number_and_sort(sorted);
    number_for_picking(picked);
    const std::size_t stop = size == 0 ? 0 : std::size_t(rng() % (size + 1));
    for (std::size_t i = 0; i < stop; ++i) {
      INFO("trial " << trial << ", move " << i << " of " << size);
      const Scored& m = pick_in_order(picked, i);
      REQUIRE(m.move == sorted[i].move);
      REQUIRE(m.order == sorted[i].order);
    }
  }
}

}  // namespace scored_move_test
