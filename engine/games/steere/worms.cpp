#include "worms.h"

#include <algorithm>

#include "notation.h"

namespace inchworm::steere {
namespace {

// Walks from the end (or lone stack) `start` to the other end, calling visit(cell) on every stack
// passed (`seen` gets them too).
template <typename Visit>
void walk(const Position& pos, Cell start, SquareSet& seen, Visit&& visit) {
  const Content own = pos.content(start);
  for (Cell previous = -1, current = start; current >= 0;) {
    visit(current);
    seen.set(current);
    Cell next = -1;
    for (int step : kSteps) {
      const Cell n = current + step;
      if (n != previous && pos.content(n) == own && !seen.test(n)) next = n;
    }
    previous = current;
    current = next;
  }
}

}  // namespace

MaybeError check_worms(const Position& pos, Color c) {
  const char* name = c == RED ? "Red" : "Blue";
  std::optional<Cell> crowded;
  pos.stacks(c).for_each([&](Cell s) {
    if (!crowded && pos.connections(s) > 2) crowded = s;
  });
  if (crowded)
    return Error{std::string(name) + "'s stack on " + square_name(*crowded) +
                 " has more than two connections (S3.2: every worm is a simple path)"};
  // With at most two connections each, a group is a path exactly when it has an end: walking from
  // every end and lone stack must reach every stack, and what is left over closes a loop.
  SquareSet seen;
  pos.stacks(c).for_each([&](Cell s) {
    if (pos.connections(s) <= 1 && !seen.test(s)) walk(pos, s, seen, [](Cell) {});
  });
  std::optional<Cell> looped;
  pos.stacks(c).for_each([&](Cell s) {
    if (!looped && !seen.test(s)) looped = s;
  });
  if (looped)
    return Error{std::string(name) + "'s stack on " + square_name(*looped) +
                 " is part of a loop (S3.2: every worm is a simple path)"};
  return std::nullopt;
}

std::vector<Worm> find_worms(const Position& pos, Color c) {
  std::vector<Worm> worms;
  SquareSet seen;
  pos.stacks(c).for_each([&](Cell s) {
    if (pos.connections(s) > 1 || seen.test(s)) return;
    Worm w;
    walk(pos, s, seen, [&](Cell cell) { w.cells.push_back(cell); });
    if (w.cells.size() > 1 && head_of_ends(c, w.cells.front(), w.cells.back()) != w.cells.back())
      std::reverse(w.cells.begin(), w.cells.end());
    worms.push_back(std::move(w));
  });
  std::sort(worms.begin(), worms.end(), [](const Worm& a, const Worm& b) {
    return *std::min_element(a.cells.begin(), a.cells.end()) < *std::min_element(b.cells.begin(), b.cells.end());
  });
  return worms;
}

}  // namespace inchworm::steere
