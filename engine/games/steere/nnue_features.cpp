#include "nnue_features.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstring>

#include "worms.h"

namespace inchworm::steere {
namespace {

// The lowest count of each bucket: one by one while a race is short, then wider.
constexpr std::array<int, NnueFeatures::kCountBuckets> kCheckerCounts = {1, 2,  3,  4,  5,  6,  7,  8,
                                                                         9, 11, 13, 16, 20, 25, 32, 48};

}  // namespace

std::uint32_t NnueFeatures::place(int rows, int columns, Color c, Cell cell) {
  const int forward = c == RED ? rank_of(cell) : rows - 1 - rank_of(cell);
  const int right = c == RED ? file_of(cell) : columns - 1 - file_of(cell);
  return std::uint32_t((rows - 1 - forward) * kMaxSide + (columns - 1 - right));
}

std::uint32_t NnueFeatures::place(const Position& pos, Color c, Cell cell) {
  return place(pos.rows(), pos.columns(), c, cell);
}

std::uint32_t NnueFeatures::count_bucket(int checkers) {
  return std::uint32_t(std::max<long>(
      0, std::upper_bound(kCheckerCounts.begin(), kCheckerCounts.end(), checkers) - kCheckerCounts.begin() - 1));
}

namespace {

// Every feature of `pos`, each given as its index in Red's view and in Blue's. Every stack is placed by
// its own owner's exits: seen from either side, a stack of Red's is described the same way, only "own"
// and "opponent's" change places (the board turned by 180 degrees is the same game with the colours
// swapped, S1.3, S2.2), so the two indices differ only in the side's block.
template <class Add>
void for_each_feature(const Position& pos, Add&& add) {
  using F = NnueFeatures;
  for (const Color c : {RED, BLUE}) {
    const std::uint32_t red_side = c == RED ? 0 : 1, blue_side = 1 - red_side;
    pos.stacks(c).for_each([&](Cell cell) {
      const std::uint32_t bucket = std::uint32_t(std::min(pos.height(cell), int(F::kHeightBuckets))) - 1;
      const std::uint32_t place = F::place(pos, c, cell);
      add(F::stack_input(red_side, place, bucket), F::stack_input(blue_side, place, bucket));
    });
    for_each_worm(pos, c, [&](Cell head, Cell tail, int stacks) {
      const auto end = [&](Cell cell, F::Role role) {
        const std::uint32_t place = F::place(pos, c, cell);
        add(F::end_input(red_side, place, role), F::end_input(blue_side, place, role));
      };
      if (stacks == 1) return end(head, F::LONE);
      end(head, F::HEAD);
      end(tail, F::TAIL);
    });
    const std::uint32_t count = F::count_bucket(pos.checkers_on_board(c));
    add(F::count_input(red_side, count), F::count_input(blue_side, count));
  }
  const std::uint32_t rows = F::kRows + std::uint32_t(pos.rows() - kMinSide);
  const std::uint32_t columns = F::kColumns + std::uint32_t(pos.columns() - kMinSide);
  add(rows, rows);
  add(columns, columns);
  if (pos.advance() == Advance::Strict) add(F::kStrict, F::kStrict);
}

}  // namespace

namespace {

constexpr std::uint8_t kStack = 8, kBlue = 4, kBucketBits = 3, kRoleShift = 4;

// The first cell of the board, and one past the last of a board of `rows` rounded up to whole words of
// eight cells (the difference compares words; the padding cells between are always empty).
constexpr Cell first_cell() { return make_cell(0, 0); }
Cell end_cell(int rows) { return first_cell() + (make_cell(0, rows) - first_cell() + 7) / 8 * 8; }
static_assert(make_cell(0, kMaxSide) - make_cell(0, 0) + 7 <= kCells - make_cell(0, 0), "the words fit");

// The code of c's stack on `cell` without its end role.
std::uint8_t stack_code(const Position& pos, Color c, Cell cell) {
  return std::uint8_t(kStack | (c == RED ? 0 : kBlue) |
                      (std::min(pos.height(cell), int(NnueFeatures::kHeightBuckets)) - 1));
}

}  // namespace

void NnueFeatures::snapshot(const Position& pos, Snapshot& out) {
  out.rows = pos.rows();
  out.columns = pos.columns();
  std::fill(out.cells + first_cell(), out.cells + end_cell(out.rows), std::uint8_t(0));
  for (const Color c : {RED, BLUE}) {
    pos.stacks(c).for_each([&](Cell cell) { out.cells[cell] = stack_code(pos, c, cell); });
    for_each_worm(pos, c, [&](Cell head, Cell tail, int stacks) {
      if (stacks == 1) {
        out.cells[head] |= std::uint8_t((LONE + 1) << kRoleShift);
        return;
      }
      out.cells[head] |= std::uint8_t((HEAD + 1) << kRoleShift);
      out.cells[tail] |= std::uint8_t((TAIL + 1) << kRoleShift);
    });
    out.counts[c == RED ? 0 : 1] = std::uint8_t(count_bucket(pos.checkers_on_board(c)));
  }
}

namespace {

// Walks from `cell` (an end, a lone stack, or any stack when `previous` is -1: then one way) to the end
// of its worm away from `previous`, clearing the role bits of every stack passed (`cell` included) and
// marking it seen; returns that end.
Cell walk_to_end(const Position& pos, Content own, Cell previous, Cell cell, NnueFeatures::Snapshot& out,
                 SquareSet& seen) {
  for (;;) {
    out.cells[cell] &= std::uint8_t((1 << kRoleShift) - 1);
    seen.set(cell);
    Cell next = -1;
    for (const int step : kSteps)
      if (cell + step != previous && pos.content(cell + step) == own) {
        next = cell + step;
        break;
      }
    if (next < 0) return cell;
    previous = cell;
    cell = next;
  }
}

}  // namespace

void NnueFeatures::snapshot_after(const Snapshot& before, const Position& pos, const Move& move, Snapshot& out) {
  out = before;
  if (move.is_pass()) return;
  const Color c = ~pos.side_to_move();  // the mover: only his stacks changed (S5.3)
  const Content own = stack_of(c);
  const auto code = [&](Cell cell) { return pos.content(cell) == own ? stack_code(pos, c, cell) : std::uint8_t(0); };
  out.counts[c == RED ? 0 : 1] = std::uint8_t(count_bucket(pos.checkers_on_board(c)));
  // The worms to walk: the one of each cell the move changed, or of the stacks beside a cell it emptied.
  Cell seeds[6];
  int n = 0;
  out.cells[move.from] = code(move.from);
  if (out.cells[move.from]) {
    seeds[n++] = move.from;
  } else {
    for (const int step : kSteps)
      if (pos.content(move.from + step) == own) seeds[n++] = move.from + step;
  }
  if (move.to != kOff) {
    out.cells[move.to] = code(move.to);
    seeds[n++] = move.to;
  }
  SquareSet seen;
  for (int i = 0; i < n; ++i) {
    if (seen.test(seeds[i])) continue;
    const Cell one = walk_to_end(pos, own, -1, seeds[i], out, seen);
    const Cell other = walk_to_end(pos, own, -1, one, out, seen);
    if (one == other) {
      out.cells[one] |= std::uint8_t((LONE + 1) << kRoleShift);
      continue;
    }
    const Cell head = head_of_ends(c, one, other);
    out.cells[head] |= std::uint8_t((HEAD + 1) << kRoleShift);
    out.cells[head == one ? other : one] |= std::uint8_t((TAIL + 1) << kRoleShift);
  }
}

void NnueFeatures::difference(const Snapshot& from, const Snapshot& to, nnue::FeatureList added[2],
                              nnue::FeatureList removed[2]) {
  assert(from.rows == to.rows && from.columns == to.columns);
  // A code's stack or end as its index in Red's view and in Blue's: the same place, the sides swapped.
  const auto put = [&](nnue::FeatureList* lists, Cell cell, std::uint8_t code, bool end) {
    const Color c = code & kBlue ? BLUE : RED;
    const std::uint32_t red_side = c == RED ? 0 : 1, place = NnueFeatures::place(to.rows, to.columns, c, cell);
    const auto index = [&](std::uint32_t side) {
      return end ? end_input(side, place, std::uint32_t(code >> kRoleShift) - 1)
                 : stack_input(side, place, std::uint32_t(code & kBucketBits));
    };
    lists[0].add(index(red_side));
    lists[1].add(index(1 - red_side));
  };
  constexpr std::uint8_t kStackBits = kStack | kBlue | kBucketBits, kEndBits = kBlue | (3 << kRoleShift);
  // Eight cells at a time: a move changes a few cells of the board.
  for (Cell first = first_cell(); first < end_cell(to.rows); first += 8) {
    std::uint64_t a, b;
    std::memcpy(&a, from.cells + first, 8);
    std::memcpy(&b, to.cells + first, 8);
    for (std::uint64_t changed = a ^ b; changed;) {
      const int byte = std::countr_zero(changed) / 8;
      changed &= ~(std::uint64_t(0xFF) << (8 * byte));
      const Cell cell = first + byte;
      const std::uint8_t was = from.cells[cell], is = to.cells[cell];
      if ((was & kStackBits) != (is & kStackBits)) {
        if (was & kStack) put(removed, cell, was, false);
        if (is & kStack) put(added, cell, is, false);
      }
      if ((was & kEndBits) != (is & kEndBits)) {
        if (was >> kRoleShift) put(removed, cell, was, true);
        if (is >> kRoleShift) put(added, cell, is, true);
      }
    }
  }
  for (std::uint32_t side = 0; side < 2; ++side) {
    if (from.counts[side] == to.counts[side]) continue;
    for (std::uint32_t p = 0; p < 2; ++p) {
      const std::uint32_t view_side = p == 0 ? side : 1 - side;
      removed[p].add(count_input(view_side, from.counts[side]));
      added[p].add(count_input(view_side, to.counts[side]));
    }
  }
}

void NnueFeatures::collect(const Position& pos, int perspective, nnue::FeatureList& out) {
  for_each_feature(
      pos, [&](std::uint32_t red_view, std::uint32_t blue_view) { out.add(perspective == 0 ? red_view : blue_view); });
}

void NnueFeatures::collect_both(const Position& pos, nnue::FeatureList& red_view, nnue::FeatureList& blue_view) {
  for_each_feature(pos, [&](std::uint32_t red, std::uint32_t blue) {
    red_view.add(red);
    blue_view.add(blue);
  });
}

}  // namespace inchworm::steere
