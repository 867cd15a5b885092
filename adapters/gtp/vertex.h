// GTP's words for colours and points, and the games' square names beside them.
//
// A GTP board is a square of `size` x `size` points (GoGui draws nothing else). Columns are lettered
// A, B, ..., H, J, K, ... (GTP never uses I), rows numbered 1..size from the bottom, so A1 is the
// bottom-left point. A game square (file f, rank r), counted from 0 at file a / rank 1, is the point in
// column f and row r: the games' a1 is GTP's A1, the ninth file `i` is column J, `j` is K, and so on.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

#include "expected.h"

namespace adapters::gtp {

// GoGui draws boards up to 25 columns with GTP letters (A..Z without I); more are not needed here.
constexpr int kMaxBoardSize = 25;

// One GTP move: a point of the board, or `pass`.
struct Click {
  int x = -1;  // column from the left, from 0; -1 for pass
  int y = -1;  // row from the bottom, from 0
  static constexpr Click pass() { return {}; }
  static constexpr Click at(int column, int row) { return {column, row}; }
  constexpr bool is_pass() const { return x < 0; }
  friend auto operator<=>(const Click&, const Click&) = default;
};

// Player colours of GTP. Black is `b`/`black`, white `w`/`white`, in any case.
enum class Colour { Black, White };
std::optional<Colour> parse_colour(std::string_view word);
const char* colour_word(Colour c);  // "black" / "white"
char colour_letter(Colour c);       // 'B' / 'W'
inline Colour other(Colour c) { return c == Colour::Black ? Colour::White : Colour::Black; }

// The letter of column x (0 -> 'A', 8 -> 'J').
char column_letter(int x);
// `A1` style, upper case, or `pass` (lower case, as GoGui expects in a list of legal moves).
std::string format_vertex(Click c);
// A vertex in any case (`c3`, `C3`, `PASS`). The error quotes the word and says why it is not a point
// of a board of this size.
inchworm::Expected<Click> parse_vertex(std::string_view word, int size);

// A game's square name (`a1`, `i5`, up to `y25`) as a point, and back.
std::optional<Click> parse_square(std::string_view name);
std::string square_name(Click c);

}  // namespace adapters::gtp
