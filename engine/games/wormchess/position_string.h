// The position string (N1): `<board> <stretched> <retreated> <side> <castling> <ep> <halfmove>
// <fullmove>`, read with errors that name the bad field and written canonically (N1.7).
#pragma once

#include <string>
#include <string_view>

#include "expected.h"
#include "position.h"

namespace inchworm::wormchess {

// N1.5.
constexpr const char* kStartPosition = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1";

Expected<Position> parse_position(std::string_view text, Variant variant);
std::string format_position(const Position& pos);
// The first six fields: what makes two positions the same for repetitions (C8.3).
std::string format_identity(const Position& pos);

// A square such as "e4"; kNoSquare when the text is not one.
Square parse_square(std::string_view text);

}  // namespace inchworm::wormchess
