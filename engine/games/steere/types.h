// Basic types of Mark Steere's Inchworm: colours, the padded board layout, moves.
#pragma once

#include <cstdint>

namespace inchworm::steere {

enum Color : std::uint8_t { RED = 0, BLUE = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }
// A side's name for people: "Red", "Blue".
constexpr const char* side_name(Color c) { return c == RED ? "Red" : "Blue"; }

// S1.2: each side of the board runs from 2 to 16 squares.
constexpr int kMinSide = 2;
constexpr int kMaxSide = 16;
// The most checkers one side can own: half of the largest board (16 x 15).
constexpr int kMaxCheckers = kMaxSide * (kMaxSide - 1) / 2;

// The board lives in a padded array ("mailbox") so that every step to a neighbour is one addition
// and lands on a wall cell when it leaves the board: cell = (rank + 1) * kStride + file. Column 16
// of each row is a wall that serves as the right border of its row and the left border of the
// next; row 0 and the row above rank 16 are walls too. Files and ranks beyond the board's size
// are walls as well, so one layout serves every size from 2x3 to 16x15.
using Cell = int;
constexpr int kStride = kMaxSide + 1;
constexpr int kCells = (kMaxSide + 2) * kStride;
constexpr Cell make_cell(int file, int rank) { return (rank + 1) * kStride + file; }
constexpr int file_of(Cell c) { return c % kStride; }
constexpr int rank_of(Cell c) { return c / kStride - 1; }
// Orthogonal steps (S2.1).
constexpr int kSteps[4] = {1, -1, kStride, -kStride};

// What a cell holds: the two colours' codes are the colour plus one.
enum Content : std::uint8_t { EMPTY = 0, RED_STACK = 1, BLUE_STACK = 2, WALL = 3 };
constexpr Content stack_of(Color c) { return Content(c + 1); }

// S2.2: one step forward and one step right, in the mover's own view.
constexpr int forward_step(Color c) { return c == RED ? kStride : -kStride; }
constexpr int right_step(Color c) { return c == RED ? 1 : -1; }

// S10.2: how a spawn or a leap must lie relative to the tail.
enum class Advance : std::uint8_t { Literal, Strict };

// The six kinds of move of S4 (bearing off is a destination, not a kind: a lone step, a spawn or a
// leap may go off the board) and the forced pass of S6.
enum class MoveKind : std::uint8_t { Feed, TailIn, LoneStep, Spawn, Leap, Pass };

// The destination of a move that bears a checker off (S2.3): a wall cell no move can land on.
constexpr Cell kOff = 0;

struct Move {
  std::uint16_t from = 0;
  std::uint16_t to = kOff;
  MoveKind kind = MoveKind::Pass;

  bool operator==(const Move&) const = default;
  bool bears_off() const { return to == kOff && kind != MoveKind::Pass; }
  bool is_pass() const { return kind == MoveKind::Pass; }
  static Move pass() { return {}; }
};

}  // namespace inchworm::steere
