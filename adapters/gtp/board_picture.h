// The board as GoGui shows it: a square of points, each with a stone (or none, or not part of the
// game), a label, one marker and a field colour, and a line for the status bar. Written out as the
// answers of `gogui-rules_board` (the stones) and `gogui-rules_board_gfx` (everything else).
#pragma once

#include <string>
#include <vector>

#include "game_state.h"
#include "vertex.h"

namespace adapters::gtp {

struct PointPicture {
  char stone = '.';    // 'X' black, 'O' white, '.' empty, '?' not part of the game
  std::string label;   // short text on the point
  std::string marker;  // a gfx marker: "TRIANGLE", "SQUARE", "CIRCLE", "MARK", or empty
  std::string field;   // the field's background (a gfx colour such as "#b0b0b0"), or empty
};

// Field colours, named for what they show.
inline constexpr const char* kUnusedField = "#8c8c8c";     // points outside the game's board
inline constexpr const char* kMarginField = "#c8c8c8";     // points that show counts (stock, prisoners)
inline constexpr const char* kEnteredField = "#ffb347";    // clicks of the move being entered
inline constexpr const char* kNextField = "#b8e0a0";       // where the move being entered may go on
inline constexpr const char* kStretchedField = "#7aa9f0";  // both squares of a stretched chess piece

struct Picture {
  explicit Picture(int board_size) : size(board_size), points(std::size_t(board_size * board_size)) {}
  int size;
  std::vector<PointPicture> points;  // index y * size + x
  std::string status;                // the status bar's text

  PointPicture& at(Click c) { return points[std::size_t(c.y * size + c.x)]; }
  const PointPicture& at(Click c) const { return points[std::size_t(c.y * size + c.x)]; }
};

// The stone of each colour: the first player's pieces are black stones unless the game shows them light
// (Presentation::first_side_light: White in chess), so that White's pieces show as white stones.
bool first_player_is_black(const inchworm::GameState& state);

// The game's board in the lower-left corner of a square of `size` points; the points beyond it are
// marked as not part of the game. Labels and marks of the game's BoardView become labels and markers
// (a worm's head a triangle, its tail a square; a half piece a circle; a stretched piece's two
// squares a blue field, its front a triangle). The BoardView's notes make the status line.
Picture picture_of(const inchworm::GameState& state, const inchworm::BoardView& view, int size);

// Clears the labels "1": on games of stacks a stone without a number is a single piece.
void unlabel_singles(Picture& picture);

// `gogui-rules_board`: rows from the top, `X O . ?` separated by spaces.
std::string board_text(const Picture& picture);
// `gogui-rules_board_gfx`: one gfx command per line (COLOR, LABEL, markers, TEXT).
std::string gfx_text(const Picture& picture);

}  // namespace adapters::gtp
