#include "path_entry.h"

#include "distribute.h"
#include "notation.h"

namespace inchworm::rodeffer {

std::optional<bool> has_distribution(const Geometry& g, Square from, int height, Bitboard free,
                                     const Interrupt* interrupt) {
  const auto found = find_distribution(g, from, height, free, interrupt);
  if (!found) return std::nullopt;
  return *found != 0;
}

Expected<PathAnswer> distribution_continuations(const Position& pos, const std::vector<Square>& path,
                                                std::chrono::milliseconds time) {
  if (path.empty()) return Error{"a distribution path needs its stack's square"};
  if (pos.is_over()) return Error{"the game is over"};
  for (Square s : path)
    if (s < 0 || s >= kSquares) return Error{"square out of range"};
  const Square from = path.front();
  if (!(pos.stacks(pos.side_to_move()) & square_bb(from))) return Error{"no own stack on " + square_name(from)};
  const int height = pos.height(from);
  if (height < 2) return Error{"the stack on " + square_name(from) + " is a single piece: nothing to distribute"};
  if (int(path.size()) > height)
    return Error{"the stack on " + square_name(from) + " has only " + std::to_string(height) + " pieces"};
  const Geometry& g = pos.geometry();
  // Name the first step at fault.
  Bitboard used = square_bb(from);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Bitboard b = square_bb(path[i]);
    if (!(g.king[path[i - 1]] & b))
      return Error{square_name(path[i]) + " is not a king step from " + square_name(path[i - 1])};
    if (used & b) return Error{square_name(path[i]) + " is already on the path"};
    if (!(pos.empty() & b)) return Error{square_name(path[i]) + " is not empty"};
    used |= b;
  }
  PathAnswer answer;
  const int placed = int(path.size());
  if (placed == height) {
    answer.complete = true;
    return answer;
  }
  const Bitboard free = pos.empty() & ~used;
  const int after_next = height - placed - 1;  // pieces still to place beyond the next square
  const Deadline deadline(time);
  for (Bitboard b = g.king[path.back()] & free; b;) {
    const Square s = pop_lsb(b);
    // The path goes on through s when a stack of after_next + 1 on s could spread over what is left.
    const auto through =
        after_next == 0 ? std::optional<bool>(true) : has_distribution(g, s, after_next + 1, free, &deadline.interrupt);
    if (through && !*through) continue;
    if (!through) answer.exact = false;
    answer.next.push_back(s);
  }
  return answer;
}

}  // namespace inchworm::rodeffer
