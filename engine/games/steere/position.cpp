#include "position.h"

#include <algorithm>
#include <cassert>

#include "worms.h"
#include "zobrist.h"

namespace inchworm::steere {

Position::Position(int rows, int columns, Advance advance)
    : rows_(std::uint8_t(rows)), columns_(std::uint8_t(columns)), advance_(advance) {
  content_.fill(WALL);
  for (int r = 0; r < rows; ++r)
    for (int f = 0; f < columns; ++f) content_[std::size_t(make_cell(f, r))] = EMPTY;
}

Position Position::start(const Rules& rules) {
  Position p(rules.start_rows, rules.start_columns, rules.advance);
  // S1.3: a1 is Red; colours alternate like a checkerboard.
  for (int r = 0; r < rules.start_rows; ++r)
    for (int f = 0; f < rules.start_columns; ++f) p.occupy(make_cell(f, r), (f + r) % 2 == 0 ? RED : BLUE);
  p.on_board_[RED] = p.on_board_[BLUE] = p.checkers_per_side();
  p.key_ = p.compute_key();
  assert(p.is_ok());
  return p;
}

Expected<Position> Position::create(const Rules& rules, const Setup& s) {
  if (auto bad = check_board_size(s.rows, s.columns)) return Error{"bad board field: " + bad->message};
  Position p(s.rows, s.columns, rules.advance);
  const int per_side = p.checkers_per_side();
  long long on_board[2] = {0, 0};
  for (int r = 0; r < s.rows; ++r)
    for (int f = 0; f < s.columns; ++f) {
      const std::size_t i = std::size_t(r * s.columns + f);
      if (s.height[i] == 0) continue;
      const Color c = s.colour[i];
      on_board[c] += s.height[i];
      if (on_board[c] > per_side)
        return Error{std::string("bad board field: more than ") + std::to_string(per_side) +
                     (c == RED ? " Red" : " Blue") + " checkers on the board (S1.3: each side has Rows x Columns / 2)"};
      p.occupy(make_cell(f, r), c);
      p.height_[std::size_t(make_cell(f, r))] = std::uint8_t(s.height[i]);
    }
  for (Color c : {RED, BLUE}) {
    const char* name = c == RED ? "Red" : "Blue";
    if (on_board[c] + s.off[c] != per_side)
      return Error{std::string("bad offRed/offBlue field: ") + name + " has " + std::to_string(on_board[c]) +
                   " on the board and " + std::to_string(s.off[c]) + " borne off, not " + std::to_string(per_side) +
                   " in all (S8.4)"};
    p.on_board_[c] = int(on_board[c]);
  }
  for (Color c : {RED, BLUE})
    if (auto bad = check_worms(p, c)) return Error{"bad board field: " + bad->message};
  if (on_board[RED] == 0 && on_board[BLUE] == 0)
    return Error{"bad board field: no checker on the board (S8.4: at least one side has some)"};
  if (s.move_number < 1 || s.move_number > kMaxMoveNumber)
    return Error{"bad moveno field: " + std::to_string(s.move_number) + " out of range (1.." +
                 std::to_string(kMaxMoveNumber) + ")"};
  p.side_ = s.side;
  p.move_number_ = std::uint32_t(s.move_number);
  p.key_ = p.compute_key();
  assert(p.is_ok());
  return p;
}

void Position::occupy(Cell cell, Color c) {
  const std::uint8_t own = stack_of(c);
  content_[std::size_t(cell)] = own;
  height_[std::size_t(cell)] = 1;
  stacks_[c].set(cell);
  for (int step : kSteps)
    if (content_[std::size_t(cell + step)] == own) {
      ++connections_[std::size_t(cell + step)];
      ++connections_[std::size_t(cell)];
    }
}

void Position::vacate(Cell cell) {
  const std::uint8_t own = content_[std::size_t(cell)];
  for (int step : kSteps)
    if (content_[std::size_t(cell + step)] == own) --connections_[std::size_t(cell + step)];
  stacks_[own - 1].reset(cell);
  content_[std::size_t(cell)] = EMPTY;
  height_[std::size_t(cell)] = 0;
  connections_[std::size_t(cell)] = 0;
}

std::uint64_t Position::compute_key() const {
  const auto& k = zobrist::keys();
  std::uint64_t key = side_ == BLUE ? k.side : 0;
  for (Color c : {RED, BLUE}) stacks_[c].for_each([&](Cell s) { key ^= k.stack[c][height(s)][s]; });
  return key;
}

void Position::do_move(const Move& m, Undo& undo) {
  const auto& k = zobrist::keys();
  undo = {m, key_, move_number_};
  const Color us = side_;
  if (!m.is_pass()) {
    // S4: one checker leaves the top of a stack...
    const auto from = std::size_t(m.from);
    const int h = height_[from];
    key_ ^= k.stack[us][h][from] ^ k.stack[us][h - 1][from];
    if (h == 1)
      vacate(m.from);
    else
      height_[from] = std::uint8_t(h - 1);
    // ...and is borne off (S2.3), lands on the head (S4.1, S4.2) or on an empty square.
    const auto to = std::size_t(m.to);
    if (m.to == kOff) {
      --on_board_[us];
    } else if (content_[to] == EMPTY) {
      occupy(m.to, us);
      key_ ^= k.stack[us][1][to];
    } else {
      const int t = height_[to];
      key_ ^= k.stack[us][t][to] ^ k.stack[us][t + 1][to];
      height_[to] = std::uint8_t(t + 1);
    }
  }
  if (us == BLUE) move_number_ = std::uint32_t(std::min<long long>(move_number_ + 1, kMaxMoveNumber));
  side_ = ~us;
  key_ ^= k.side;
  assert(is_ok());
}

void Position::undo_move(const Undo& undo) {
  const Move& m = undo.move;
  side_ = ~side_;
  if (!m.is_pass()) {
    const Color us = side_;
    if (m.to == kOff) {
      ++on_board_[us];
    } else if (height_[std::size_t(m.to)] == 1) {
      vacate(m.to);
    } else {
      --height_[std::size_t(m.to)];
    }
    if (content_[std::size_t(m.from)] == EMPTY)
      occupy(m.from, us);
    else
      ++height_[std::size_t(m.from)];
  }
  key_ = undo.key;
  move_number_ = undo.move_number;
  assert(is_ok());
}

bool Position::is_ok() const {
  if (check_board_size(rows_, columns_)) return false;
  // Raw pointers: the debug build checks every std::array access, and this runs after every move.
  const std::uint8_t *content = content_.data(), *height = height_.data(), *links = connections_.data();
  int on_board[2] = {0, 0};
  SquareSet stacks[2];
  for (Cell cell = 0; cell < kCells; ++cell) {
    const int r = rank_of(cell), f = file_of(cell);
    const bool inside = r >= 0 && r < rows_ && f < columns_;
    if (inside != (content[cell] != WALL)) return false;
    if (content[cell] == WALL || content[cell] == EMPTY) {
      if (height[cell] != 0 || links[cell] != 0) return false;
      continue;
    }
    const Color c = Color(content[cell] - 1);
    if (height[cell] < 1 || height[cell] > checkers_per_side()) return false;
    on_board[c] += height[cell];
    stacks[c].set(cell);
    int same = 0;
    for (int step : kSteps) same += content[cell + step] == content[cell];
    if (same != links[cell]) return false;
  }
  for (Color c : {RED, BLUE})
    if (on_board[c] != on_board_[c] || !(stacks[c] == stacks_[c]) || check_worms(*this, c)) return false;
  if (on_board[RED] == 0 && on_board[BLUE] == 0) return false;
  if (side_ > BLUE || move_number_ < 1 || move_number_ > kMaxMoveNumber) return false;
  return key_ == compute_key();
}

bool Position::operator==(const Position& o) const {
  return content_ == o.content_ && height_ == o.height_ && connections_ == o.connections_ &&
         stacks_[0] == o.stacks_[0] && stacks_[1] == o.stacks_[1] && on_board_[0] == o.on_board_[0] &&
         on_board_[1] == o.on_board_[1] && rows_ == o.rows_ && columns_ == o.columns_ && advance_ == o.advance_ &&
         side_ == o.side_ && move_number_ == o.move_number_ && key_ == o.key_;
}

}  // namespace inchworm::steere
