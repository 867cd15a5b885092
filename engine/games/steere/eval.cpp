#include "eval.h"

#include <algorithm>
#include <array>
#include <bit>

#include "movegen.h"
#include "worms.h"

namespace inchworm::steere {
namespace {

// The board as its first N words of cells (SquareSet's layout): a board of r rows needs
// make_cell(columns - 1, rows - 1) / 64 + 1 of them, two for 6x7.
template <int N>
using Words = std::array<std::uint64_t, N>;

// The cells one step from a member of `a` (walls included: the caller masks them out).
template <int N>
Words<N> neighbours(const Words<N>& a) {
  constexpr int kBack = 64 - kStride;
  Words<N> r;
  for (std::size_t i = 0; i < std::size_t(N); ++i) {
    // The neighbouring words, 0 past the ends (the indices clamped, for the compiler's bounds checks).
    const std::uint64_t below = i > 0 ? a[i - (i > 0)] : 0;
    const std::uint64_t above = i + 1 < std::size_t(N) ? a[std::min(i + 1, std::size_t(N - 1))] : 0;
    r[i] = a[i] << 1 | below >> 63 | a[i] >> 1 | above << 63 | a[i] << kStride | below >> kBack | a[i] >> kStride |
           above << kBack;
  }
  return r;
}

template <int N>
Words<N> words_of(const SquareSet& s) {
  Words<N> w;
  for (int i = 0; i < N; ++i) w[std::size_t(i)] = s.word(i);
  return w;
}

// The squares of a board size, and each colour's far rank and right file.
struct BoardMasks {
  SquareSet board;
  SquareSet edges[2];
};

// Those of the size last asked for by this thread (a search keeps one size).
const BoardMasks& board_masks(int rows, int columns) {
  thread_local int cached_rows = 0, cached_columns = 0;
  thread_local BoardMasks masks;
  if (rows != cached_rows || columns != cached_columns) {
    masks = {};
    for (int r = 0; r < rows; ++r)
      for (int f = 0; f < columns; ++f) {
        const Cell cell = make_cell(f, r);
        masks.board.set(cell);
        if (r == rows - 1 || f == columns - 1) masks.edges[RED].set(cell);
        if (r == 0 || f == 0) masks.edges[BLUE].set(cell);
      }
    cached_rows = rows;
    cached_columns = columns;
  }
  return masks;
}

// The sum over `heads` of the steps from each to colour c's far or right edge, through cells the
// opponent does not hold (0 on the edge itself); the heads no such path reaches are left in `heads`.
// A breadth-first walk from the edges, one ring of cells at a time as a set, that stops once every head
// is reached.
template <int N>
int exit_distances(const Position& pos, Color c, Words<N>& heads) {
  const BoardMasks& masks = board_masks(pos.rows(), pos.columns());
  const Words<N> board = words_of<N>(masks.board), edges = words_of<N>(masks.edges[c]);
  const Words<N> theirs = words_of<N>(pos.stacks(~c));
  Words<N> open, ring, reached;
  std::uint64_t any_ring = 0, any_head = 0;
  for (std::size_t i = 0; i < std::size_t(N); ++i) {
    open[i] = board[i] & ~theirs[i];
    reached[i] = ring[i] = edges[i] & open[i];
    any_ring |= ring[i];
    any_head |= heads[i];
  }
  int total = 0;
  for (int d = 0; any_head && any_ring; ++d) {
    const Words<N> next = neighbours<N>(ring);
    any_ring = any_head = 0;
    for (std::size_t i = 0; i < std::size_t(N); ++i) {
      total += d * std::popcount(ring[i] & heads[i]);
      heads[i] &= ~ring[i];
      any_head |= heads[i];
      ring[i] = next[i] & open[i] & ~reached[i];
      reached[i] |= ring[i];
      any_ring |= ring[i];
    }
  }
  return total;
}

// exit_distances for every head of `heads` (a set of c's cells), the walled-in ones counted by their
// distance to the edge plus the weight walled_in.
template <int N>
int heads_to_edges(const Position& pos, Color c, const SquareSet& heads, const EvalParams& weights) {
  Words<N> left = words_of<N>(heads);
  int total = exit_distances<N>(pos, c, left);
  for (int i = 0; i < N; ++i)
    for (std::uint64_t w = left[std::size_t(i)]; w; w &= w - 1)
      total += edge_distance(pos, c, Cell(i * 64 + std::countr_zero(w))) + weights.walled_in.value();
  return total;
}

int to_edges(const Position& pos, Color c, const SquareSet& heads, const EvalParams& weights) {
  switch (make_cell(pos.columns() - 1, pos.rows() - 1) / 64 + 1) {
    case 1:
      return heads_to_edges<1>(pos, c, heads, weights);
    case 2:
      return heads_to_edges<2>(pos, c, heads, weights);
    case 3:
      return heads_to_edges<3>(pos, c, heads, weights);
    case 4:
      return heads_to_edges<4>(pos, c, heads, weights);
    default:
      return heads_to_edges<SquareSet::kWords>(pos, c, heads, weights);
  }
}

// Whether a head can go nowhere forward or right: neither an empty square nor the edge there.
bool is_blocked(const Position& pos, Color c, Cell head) {
  for (int step : {forward_step(c), right_step(c)}) {
    const Content content = pos.content(head + step);
    if (content == WALL || content == EMPTY) return false;
  }
  return true;
}

void add_side(const Position& pos, Color c, const EvalParams& weights, EvalParts& parts) {
  parts.on_board[c] = pos.checkers_on_board(c);
  SquareSet heads;
  for_each_worm(pos, c, [&](Cell head, Cell, int) {
    heads.set(head);
    ++parts.worms[c];
    parts.blocked[c] += is_blocked(pos, c, head);
  });
  parts.to_edges[c] += to_edges(pos, c, heads, weights);
  parts.mobility[c] = int(std::min<std::uint64_t>(mobility(pos, c), std::uint64_t(weights.mobility_cap.value())));
}

}  // namespace

int edge_distance(const Position& pos, Color c, Cell cell) {
  const int forward = c == RED ? rank_of(cell) : pos.rows() - 1 - rank_of(cell);
  const int right = c == RED ? file_of(cell) : pos.columns() - 1 - file_of(cell);
  return std::min(pos.rows() - 1 - forward, pos.columns() - 1 - right);
}

int moves_needed(const Position& pos, Color c) {
  EvalParts parts;
  add_side(pos, c, kDefaultEval, parts);
  return parts.on_board[c] + parts.to_edges[c];
}

EvalParts evaluate_parts(const Position& pos, const EvalParams& weights) {
  EvalParts p;
  const Color us = pos.side_to_move(), them = ~us;
  add_side(pos, us, weights, p);
  add_side(pos, them, weights, p);
  p.race = weights.race_checker.value() * (p.on_board[them] - p.on_board[us]) +
           weights.race_step.value() * (p.to_edges[them] - p.to_edges[us]);
  p.worm_count = weights.worm_cost.value() * (p.worms[them] - p.worms[us]);
  p.tempo = weights.tempo.value();
  p.blocking = weights.blocked_head.value() * (p.blocked[them] - p.blocked[us]);
  p.moves = weights.mobility_move.value() * (p.mobility[us] - p.mobility[them]);
  p.total = p.race + p.worm_count + p.tempo + p.blocking + p.moves;
  return p;
}

std::string describe_evaluation(const Position& pos, const EvalParams& weights) {
  const EvalParts p = evaluate_parts(pos, weights);
  auto row = [&](const char* name, const int(&v)[2]) {
    std::string line = name;
    line.resize(22, ' ');
    const std::string red = std::to_string(v[RED]), blue = std::to_string(v[BLUE]);
    return line + std::string(6 - std::min<std::size_t>(red.size(), 6), ' ') + red +
           std::string(7 - std::min<std::size_t>(blue.size(), 7), ' ') + blue + "\n";
  };
  const int need[2] = {p.on_board[RED] + p.to_edges[RED], p.on_board[BLUE] + p.to_edges[BLUE]};
  std::string text = "                         Red   Blue\n";
  text += row("checkers to bear off", p.on_board);
  text += row("moves to the edges", p.to_edges);
  text += row("moves needed", need);
  text += row("worms", p.worms);
  text += row("blocked heads", p.blocked);
  text += row("mobility (capped)", p.mobility);
  const char* mover = pos.side_to_move() == RED ? "Red" : "Blue";
  text += std::string("Terms for ") + mover + " (to move), in hundredths of a move: race " + std::to_string(p.race) +
          ", worms " + std::to_string(p.worm_count) + ", tempo " + std::to_string(p.tempo) + ", blocking " +
          std::to_string(p.blocking) + ", mobility " + std::to_string(p.moves) + "\n";
  text += std::string("Total: ") + std::to_string(p.total) + " for " + mover + "\n";
  return text;
}

}  // namespace inchworm::steere
