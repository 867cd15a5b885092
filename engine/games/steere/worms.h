// Worms as S3 defines them, found by walking the board: each colour's stacks split into paths
// (S3.2), each with its head, tail and body (S3.3, S3.4). Clear rather than fast: the position's
// checks, diagrams and the evaluation use it; move generation walks worms its own faster way.
#pragma once

#include <vector>

#include "position.h"

namespace inchworm::steere {

struct Worm {
  std::vector<Cell> cells;  // from the tail to the head; a lone stack alone
  Cell head() const { return cells.back(); }
  Cell tail() const { return cells.front(); }  // the head itself for a lone stack
  bool is_lone() const { return cells.size() == 1; }
};

// S3.4: of a worm's two ends, the one further forward, then further right, in c's view. In the
// padded layout that is the larger cell for Red and the smaller for Blue.
constexpr Cell head_of_ends(Color c, Cell a, Cell b) { return (c == RED) == (a > b) ? a : b; }

// S3.2: colour c's stacks form simple paths (no stack with three connections, no loop). The error
// names a square at fault.
MaybeError check_worms(const Position& pos, Color c);

// Calls f(head, tail, stacks) for each of colour c's worms without building them (a lone stack: head ==
// tail, stacks == 1), in no fixed order. The stacks must obey S3.2.
template <typename F>
void for_each_worm(const Position& pos, Color c, F&& f);

// Colour c's worms, ordered by their lowest cell. The stacks must obey S3.2.
std::vector<Worm> find_worms(const Position& pos, Color c);

template <typename F>
void for_each_worm(const Position& pos, Color c, F&& f) {
  const Content own = stack_of(c);
  SquareSet far_ends;  // ends reached by a walk: their worm is done
  pos.stacks(c).for_each([&](Cell start) {
    const int links = pos.connections(start);
    if (links == 0) return f(start, start, 1);
    if (links != 1 || far_ends.test(start)) return;
    Cell previous = -1, current = start;
    int stacks = 1;
    do {
      for (int step : kSteps)
        if (current + step != previous && pos.content(current + step) == own) {
          previous = current;
          current += step;
          break;
        }
      ++stacks;
    } while (pos.connections(current) == 2);
    far_ends.set(current);
    const Cell head = head_of_ends(c, start, current);
    f(head, head == start ? current : start, stacks);
  });
}

}  // namespace inchworm::steere
