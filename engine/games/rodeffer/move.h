// One move of Rodeffer's Inchworm (R2, R7.2). Text forms live in notation.h.
#pragma once

#include "types.h"

namespace inchworm::rodeffer {

enum class MoveType : std::uint8_t { Drop, PrisonerDrop, Collect, Distribute, Rescue, Pass };

struct Move {
  // Collect: the squares of the run. Distribute: every square the stack ends on, its own square
  // included (R2.3: two paths over the same squares are the same move). Otherwise 0.
  Bitboard squares = 0;
  MoveType type = MoveType::Pass;
  std::uint8_t from = 0;  // Drop, PrisonerDrop: the square. Collect: first square. Distribute: the stack.
  std::uint8_t to = 0;    // Collect: the last square, where the combined stack stands.
  std::uint8_t dir = 0;   // Collect: the step direction from first towards last.

  bool operator==(const Move&) const = default;

  static Move drop(Square s) { return {0, MoveType::Drop, std::uint8_t(s), 0, 0}; }
  static Move prisoner_drop(Square s) { return {0, MoveType::PrisonerDrop, std::uint8_t(s), 0, 0}; }
  static Move collect(Square first, Square last, int dir, Bitboard run) {
    return {run, MoveType::Collect, std::uint8_t(first), std::uint8_t(last), std::uint8_t(dir)};
  }
  static Move distribute(Square from, Bitboard squares) {
    return {squares, MoveType::Distribute, std::uint8_t(from), 0, 0};
  }
  static Move rescue() { return {0, MoveType::Rescue, 0, 0, 0}; }
  static Move pass() { return {}; }
  // Moves that change the board, and after which captures are looked for (R3.2).
  bool changes_board() const { return type != MoveType::Rescue && type != MoveType::Pass; }
};

}  // namespace inchworm::rodeffer
