// Text forms of positions (R6) and moves (R2, R3.4, R7): parsing returns errors that quote the bad
// token or name the bad field; formatting is canonical, so format(parse(s)) == s.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "movegen.h"
#include "position.h"

namespace inchworm::rodeffer {

constexpr std::string_view kStartPosition = "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1";

std::string square_name(Square s);
std::optional<Square> parse_square(std::string_view text);

std::string format_position(const Position& pos);
Expected<Position> parse_position(std::string_view text, const Rules& rules);

// The move's protocol token (R2): `d3`, `P@d3`, `e1=e4` (or `a1=h1=e1` when two runs share both
// ends, R7.1), the distribution's path by the fixed rule of distribution_path, `R9`, `pass`.
std::string format_move(const Position& pos, const Move& m);
// Reads a token and checks it is legal in `pos`. Any valid path is accepted for a distribution.
Expected<Move> parse_move(const Position& pos, std::string_view token);

// Captured squares as written after ` X ` (R3.4): file by file, rank by rank, joined by '-'.
std::string format_squares(Bitboard squares);
// The word of the record form before the squares a move captured (R3.4): `e5-f4 X d3-d4`.
inline constexpr std::string_view kCaptureMarker = "X";
// The record form: the token, then ` X <squares>` when the move captured anything.
std::string format_record_move(const Position& before, const Move& m, Bitboard captured);

}  // namespace inchworm::rodeffer
