// Basic types of Rodeffer's Inchworm: colours, squares, variant enums.
#pragma once

#include <cstdint>

namespace inchworm::rodeffer {

using Bitboard = std::uint64_t;

enum Color : std::uint8_t { RED = 0, BLUE = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Square index: rank * 8 + file, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
using Square = int;
constexpr int kFiles = 8;
constexpr int kRanks = 8;
constexpr int kSquares = 64;
constexpr int kMaxPieces = 25;  // R1.2: each side's full set

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }

// R7.1: how the board edges join.
enum class Topology : std::uint8_t { Plane, Cylinder, Torus };
// R3.2 (original) or R5 (modern).
enum class CaptureRule : std::uint8_t { Original, Modern };

}  // namespace inchworm::rodeffer
