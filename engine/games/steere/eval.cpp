#include "eval.h"

#include <algorithm>
#include <array>

#include "movegen.h"
#include "worms.h"

namespace inchworm::steere {
namespace {

// Steps from every cell to colour c's far or right edge, through cells the opponent does not hold
// (0 on the edge itself); 255 where no such path exists.
std::array<std::uint8_t, kCells> exit_distances(const Position& pos, Color c) {
  std::array<std::uint8_t, kCells> dist;
  dist.fill(255);
  std::array<Cell, kCells> queue;
  int head = 0, tail = 0;
  const Content theirs = stack_of(~c);
  const int far_rank = c == RED ? pos.rows() - 1 : 0, right_file = c == RED ? pos.columns() - 1 : 0;
  for (int r = 0; r < pos.rows(); ++r)
    for (int f = 0; f < pos.columns(); ++f) {
      const Cell cell = make_cell(f, r);
      if ((r == far_rank || f == right_file) && pos.content(cell) != theirs) {
        dist[std::size_t(cell)] = 0;
        queue[std::size_t(tail++)] = cell;
      }
    }
  while (head < tail) {
    const Cell cell = queue[std::size_t(head++)];
    for (int step : kSteps) {
      const Cell n = cell + step;
      const Content content = pos.content(n);
      if (content == WALL || content == theirs || dist[std::size_t(n)] != 255) continue;
      dist[std::size_t(n)] = std::uint8_t(dist[std::size_t(cell)] + 1);
      queue[std::size_t(tail++)] = n;
    }
  }
  return dist;
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
  const auto dist = exit_distances(pos, c);
  parts.on_board[c] = pos.checkers_on_board(c);
  for_each_worm(pos, c, [&](Cell head, Cell, int) {
    const int d = dist[std::size_t(head)];
    parts.to_edges[c] += d != 255 ? d : edge_distance(pos, c, head) + weights.walled_in.value();
    ++parts.worms[c];
    parts.blocked[c] += is_blocked(pos, c, head);
  });
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
  p.race = kMoveValue * ((p.on_board[them] + p.to_edges[them]) - (p.on_board[us] + p.to_edges[us]));
  p.tempo = weights.tempo.value();
  p.blocking = weights.blocked_head.value() * (p.blocked[them] - p.blocked[us]);
  p.moves = weights.mobility_move.value() * (p.mobility[us] - p.mobility[them]);
  p.total = p.race + p.tempo + p.blocking + p.moves;
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
          ", tempo " + std::to_string(p.tempo) + ", blocking " + std::to_string(p.blocking) + ", mobility " +
          std::to_string(p.moves) + "\n";
  text += std::string("Total: ") + std::to_string(p.total) + " for " + mover + "\n";
  return text;
}

}  // namespace inchworm::steere
