// perft's two-ply bulk count: the number of replies after each move of the side to move, without
// making the move. A move changes only the mover's stacks (S4, S5.3), so the other side's worms, heads,
// tails and big stacks stay as they are; what changes for the replies is which squares are empty:
// the move empties at most the square it leaves and fills at most the one it lands on. So the replies
// are counted once by landing square, and each move adds the count of the square it empties and takes
// away the count of the square it fills.
#pragma once

#include <cstdint>

#include "generator.h"

namespace inchworm::steere {

class ReplyCounter {
 public:
  // `pos` with the side to move whose moves are to be answered.
  explicit ReplyCounter(const Position& pos);

  // The sum of replies(m) over every legal move m of pos: perft(pos, 2), with no move listed.
  std::uint64_t total() const;

  // count_moves(pos after m) for a legal move m of pos (the pass included).
  std::uint64_t replies(const Move& m) const {
    if (m.is_pass()) return or_pass(now_);
    const Color us = pos_.side_to_move();
    if (m.to == kOff && pos_.checkers_on_board(us) == 1) return 0;  // S7.1: the mover has won
    std::uint64_t n = now_;
    if (pos_.height(m.from) == 1) n += table_.landing[std::size_t(m.from)];                   // emptied
    if (m.to != kOff && pos_.content(m.to) == EMPTY) n -= table_.landing[std::size_t(m.to)];  // filled
    return or_pass(n);
  }

 private:
  // S6.1: a side with no move passes (S6.2: the other side, the mover here, is never stuck then).
  static std::uint64_t or_pass(std::uint64_t n) { return n == 0 ? 1 : n; }

  const Position& pos_;
  detail::LandingTable table_;
  std::uint64_t now_ = 0;  // the other side's moves in pos, without the pass
};

}  // namespace inchworm::steere
