// Pictures of a position: a text diagram for people and the board as points for GUIs, both showing
// each worm's head and tail (S3).
#include "movegen.h"
#include "notation.h"
#include "state.h"
#include "worms.h"

namespace inchworm::steere {
namespace {

// Each stack's role in its worm: "head", "tail", "body" or "lone", by cell.
std::array<const char*, kCells> roles(const Position& pos) {
  std::array<const char*, kCells> role{};
  for (Color c : {RED, BLUE})
    for (const Worm& w : find_worms(pos, c)) {
      for (Cell cell : w.cells) role[std::size_t(cell)] = "body";
      role[std::size_t(w.tail())] = "tail";
      role[std::size_t(w.head())] = w.is_lone() ? "lone" : "head";
    }
  return role;
}

std::string path_text(const Worm& w) {
  std::string text;
  for (Cell cell : w.cells) text += (text.empty() ? "" : "-") + square_name(cell);
  return text;
}

// "Red worms: b2-c2-d2 (tail b2, head d2); lone f4 g6".
std::string worms_line(const Position& pos, Color c) {
  std::string worms, lone;
  for (const Worm& w : find_worms(pos, c)) {
    if (w.is_lone()) {
      lone += " " + square_name(w.head());
      continue;
    }
    worms += (worms.empty() ? " " : "; ") + path_text(w) + " (tail " + square_name(w.tail()) + ", head " +
             square_name(w.head()) + ")";
  }
  if (!lone.empty()) worms += (worms.empty() ? " lone" : "; lone") + lone;
  return std::string(side_name(c)) + " worms:" + (worms.empty() ? " none" : worms);
}

}  // namespace

std::string describe_position(const Position& pos) {
  const auto role = roles(pos);
  // Every square is a field of five characters, the stack's colour letter under the file's letter.
  auto field = [](std::string entry) {
    return " " + entry + std::string(entry.size() < 4 ? 4 - entry.size() : 0, ' ');
  };
  std::string files = "   ";
  for (int f = 0; f < pos.columns(); ++f) files += field(std::string(1, char('a' + f)));
  std::string text = files + "\n";
  for (int r = pos.rows() - 1; r >= 0; --r) {
    text += (r + 1 < 10 ? "  " : " ") + std::to_string(r + 1);
    for (int f = 0; f < pos.columns(); ++f) {
      const Cell cell = make_cell(f, r);
      if (pos.content(cell) == EMPTY) {
        text += field(".");
        continue;
      }
      const std::string what = role[std::size_t(cell)];
      text += field(std::string(1, pos.content(cell) == RED_STACK ? 'r' : 'b') + std::to_string(pos.height(cell)) +
                    (what == "head"   ? "h"
                     : what == "tail" ? "t"
                                      : ""));
    }
    text += " " + std::to_string(r + 1) + "\n";
  }
  text += files + "\n";
  text += "(r Red, b Blue, the number is the stack's height; h head, t tail of a worm of two or more)\n";
  const Color side = pos.side_to_move();
  text += std::string(side_name(side)) + " to move, move " + std::to_string(pos.move_number()) + "\n";
  text += "Borne off: Red " + std::to_string(pos.borne_off(RED)) + ", Blue " + std::to_string(pos.borne_off(BLUE)) +
          " (of " + std::to_string(pos.checkers_per_side()) + " each)\n";
  text += worms_line(pos, RED) + "\n" + worms_line(pos, BLUE) + "\n";
  text += "Position: " + format_position(pos) + "\n";
  MoveList moves;
  generate_moves(pos, moves);
  text += "Legal moves: " + std::to_string(moves.size()) + "\n";
  return text;
}

BoardView board_view(const Position& pos) {
  const auto role = roles(pos);
  BoardView view;
  view.files = pos.columns();
  view.ranks = pos.rows();
  for (int r = 0; r < pos.rows(); ++r)
    for (int f = 0; f < pos.columns(); ++f) {
      const Cell cell = make_cell(f, r);
      BoardView::Point point;
      if (pos.content(cell) != EMPTY) {
        point.owner = pos.content(cell) == RED_STACK ? 0 : 1;
        point.label = std::to_string(pos.height(cell));
        point.marks.push_back(role[std::size_t(cell)]);
      }
      view.points.push_back(std::move(point));
    }
  for (Color c : {RED, BLUE})
    view.notes.push_back(std::string(side_name(c)) + " has borne off " + std::to_string(pos.borne_off(c)) + " of " +
                         std::to_string(pos.checkers_per_side()));
  view.turn = std::string(side_name(pos.side_to_move())) + " to move";
  view.counters = {{"borne off", {pos.borne_off(RED), pos.borne_off(BLUE)}},
                   {"checkers", {pos.checkers_per_side(), pos.checkers_per_side()}}};
  return view;
}

}  // namespace inchworm::steere
