// Text forms of positions (S8) and moves (S9). Parsing returns errors that quote the bad token or
// name the bad field; formatting is canonical, so format(parse(s)) == s for every canonical s.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "movegen.h"
#include "position.h"

namespace inchworm::steere {

// S9.1: the file letter and the rank number, "a1" ... "p16".
std::string square_name(Cell c);
// A square of a board of the given size, lower case only; nullopt for anything else.
std::optional<Cell> parse_square(std::string_view text, int rows, int columns);

std::string format_position(const Position& pos);
// S8: the board's size comes from the string, the Advance reading from `rules`.
Expected<Position> parse_position(std::string_view text, const Rules& rules = Rules{});

// S9.2: "c2-d2", "g5-off", "pass".
std::string format_move(const Move& m);
// Reads a token and checks that it names a legal move in `pos`; the error quotes the token and says
// why it is refused.
Expected<Move> parse_move(const Position& pos, std::string_view token);

}  // namespace inchworm::steere
