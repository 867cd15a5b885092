// A position of Steere's Inchworm: stacks on a padded board with their heights, colours and
// same-colour neighbour counts, the checkers each side still has on the board, the side to move,
// the move number and the hash, all kept up to date by do_move/undo_move (S1, S4, S8).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "expected.h"
#include "rules.h"
#include "square_set.h"
#include "types.h"

namespace inchworm::steere {

// The largest move number (S8.2 sets no bound): far beyond any game. Play stays at it once there, so
// every position the engine writes reads back.
constexpr long long kMaxMoveNumber = 1'000'000'000;

// A position as read from a position string (S8), before it is checked.
struct Setup {
  int rows = 0;
  int columns = 0;
  std::vector<int> height;  // index rank * columns + file; 0: empty
  std::vector<Color> colour;
  long long off[2] = {0, 0};
  Color side = RED;
  long long move_number = 1;
};

class Position {
 public:
  // What undo_move needs besides the board: the move and what it cannot recompute.
  struct Undo {
    Move move;
    std::uint64_t key = 0;
    std::uint32_t move_number = 1;
  };

  // S1.3: the full checkered board of the rules' size, Red to move.
  static Position start(const Rules& rules);
  // Checks S8.4; the error names the field at fault. The size comes from `setup`, the rest of the
  // rules (Advance) from `rules`.
  static Expected<Position> create(const Rules& rules, const Setup& setup);

  int rows() const { return rows_; }
  int columns() const { return columns_; }
  Advance advance() const { return advance_; }
  // The rules of this position: its size (as Rows, Columns and the start size alike) and its Advance
  // reading.
  Rules rules() const { return {rows_, columns_, advance_, rows_, columns_}; }
  int checkers_per_side() const { return rows_ * columns_ / 2; }
  bool on_board(Cell c) const { return content_[std::size_t(c)] != WALL; }

  Content content(Cell c) const { return Content(content_[std::size_t(c)]); }
  int height(Cell c) const { return height_[std::size_t(c)]; }
  // Same-colour orthogonal neighbours of the stack on c (S3.1); 0 for an empty cell.
  int connections(Cell c) const { return connections_[std::size_t(c)]; }
  const SquareSet& stacks(Color c) const { return stacks_[c]; }
  int checkers_on_board(Color c) const { return on_board_[c]; }
  int borne_off(Color c) const { return checkers_per_side() - on_board_[c]; }
  Color side_to_move() const { return side_; }
  std::uint32_t move_number() const { return move_number_; }
  std::uint64_t key() const { return key_; }

  // S7.2: a side has no checker left on the board; it has won.
  bool is_finished() const { return on_board_[RED] == 0 || on_board_[BLUE] == 0; }
  Color winner() const { return on_board_[RED] == 0 ? RED : BLUE; }

  // Plays a legal move (or the forced pass).
  void do_move(const Move& m, Undo& undo);
  void undo_move(const Undo& undo);

  // Recomputes everything kept incrementally and checks S3.2 and S8.4; asserted after every change
  // in debug builds.
  bool is_ok() const;

  // Same board, side, move number and rules (and so the same key).
  bool operator==(const Position& o) const;

 private:
  Position(int rows, int columns, Advance advance);
  void occupy(Cell cell, Color c);
  void vacate(Cell cell);
  std::uint64_t compute_key() const;

  std::array<std::uint8_t, kCells> content_{};
  std::array<std::uint8_t, kCells> height_{};
  std::array<std::uint8_t, kCells> connections_{};
  SquareSet stacks_[2];
  int on_board_[2] = {0, 0};
  std::uint8_t rows_ = 0;
  std::uint8_t columns_ = 0;
  Advance advance_ = Advance::Literal;
  Color side_ = RED;
  std::uint32_t move_number_ = 1;
  std::uint64_t key_ = 0;
};

}  // namespace inchworm::steere
