// The evaluation's distances to the edges (a walk one ring of cells at a time, as sets) against a plain
// breadth-first walk square by square, written here from the definition in eval.h, on random positions
// of every shape, walled-in heads included.
#include <catch2/catch.hpp>

#include <array>
#include <random>

#include "eval.h"
#include "random_positions.h"
#include "test_support.h"
#include "worms.h"

using namespace steere_testing;

namespace eval_distance_test {
namespace {

// Steps from `from` to c's far rank or right file through squares the opponent does not hold; -1 when
// none is reachable.
int walk_to_edge(const Position& pos, Color c, Cell from) {
  const int far_rank = c == RED ? pos.rows() - 1 : 0, right_file = c == RED ? pos.columns() - 1 : 0;
  std::array<int, kCells> dist;
  dist.fill(-1);
  std::array<Cell, kCells> queue;
  int head = 0, tail = 0;
  dist[std::size_t(from)] = 0;
  queue[std::size_t(tail++)] = from;
  while (head < tail) {
    const Cell cell = queue[std::size_t(head++)];
    if (rank_of(cell) == far_rank || file_of(cell) == right_file) return dist[std::size_t(cell)];
    for (int step : kSteps) {
      const Cell n = cell + step;
      if (!pos.on_board(n) || pos.content(n) == stack_of(~c) || dist[std::size_t(n)] >= 0) continue;
      dist[std::size_t(n)] = dist[std::size_t(cell)] + 1;
      queue[std::size_t(tail++)] = n;
    }
  }
  return -1;
}

int expected_to_edges(const Position& pos, Color c, int& walled_in_heads) {
  int total = 0;
  for (const Worm& w : find_worms(pos, c)) {
    const int d = walk_to_edge(pos, c, w.head());
    if (d < 0) ++walled_in_heads;
    total += d >= 0 ? d : edge_distance(pos, c, w.head()) + kDefaultEval.walled_in.value();
  }
  return total;
}

}  // namespace

TEST_CASE("evaluation: distances to the edges equal a square-by-square walk on random positions", "[eval]") {
  std::mt19937_64 rng(20261126);
  int positions = 0, walled_in_heads = 0;
  const std::pair<int, int> sizes[] = {{2, 3}, {3, 4}, {5, 4}, {6, 7}, {8, 9}, {9, 10}, {16, 15}, {15, 16}};
  for (auto [rows, columns] : sizes)
    for (double density : {0.25, 0.45, 0.65, 0.85})
      for (int i = 0; i < 30; ++i) {
        const Position pos = random_position(rng, rows, columns, density, Advance::Literal);
        const EvalParts parts = evaluate_parts(pos);
        INFO(format_position(pos));
        for (Color c : {RED, BLUE}) CHECK(parts.to_edges[c] == expected_to_edges(pos, c, walled_in_heads));
        ++positions;
      }
  CHECK(positions == 8 * 4 * 30);
  CHECK(walled_in_heads > 0);  // the fallback is reached too
}

}  // namespace eval_distance_test
