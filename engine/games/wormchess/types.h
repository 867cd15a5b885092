// Basic types of Inchworm Chess and Long Worm Chess: colours, squares, piece kinds, the variant.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

namespace inchworm::wormchess {

using Bitboard = std::uint64_t;

enum Color : std::uint8_t { WHITE = 0, BLACK = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Square index: rank * 8 + file, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
using Square = int;
constexpr int kSquares = 64;
constexpr Square kNoSquare = 64;

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
inline std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }
// The rank as seen from c's side: 0 is c's back rank.
constexpr int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : 7 - rank_of(s); }

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kRank8 = kRank1 << 56;
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return std::countr_zero(b); }
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
inline bool more_than_one(Bitboard b) { return b & (b - 1); }

// The inchworm pieces (C1.2) and Long Worm's half pieces (L3). A stretched piece has one kind on both
// of its squares; half pieces are never stretched.
enum Kind : std::uint8_t {
  KING,
  QUEEN,
  ROOK,
  BISHOP,
  KNIGHT,
  PAWN,
  HALF_QUEEN,   // H
  HALF_ROOK,    // W
  HALF_BISHOP,  // F
  CRAB,         // C, the half knight
  kKinds
};
constexpr bool is_half(Kind k) { return k >= HALF_QUEEN; }
// L2: what stays of a cut piece. Kings and pawns are never cut (L4, L5).
constexpr Kind half_of(Kind k) {
  return k == QUEEN ? HALF_QUEEN : k == ROOK ? HALF_ROOK : k == BISHOP ? HALF_BISHOP : CRAB;
}

// N1.1: the letters of the kinds, upper case (White); Black writes them in lower case.
constexpr char kKindLetters[kKinds + 1] = "KQRBNPHWFC";
inline char piece_letter(Kind k, Color c) { return c == WHITE ? kKindLetters[k] : char(kKindLetters[k] + 32); }

// A piece on a square: kind and colour in one byte; kNoPiece on an empty square.
using Piece = std::uint8_t;
constexpr Piece kNoPiece = 0xFF;
constexpr Piece make_piece(Color c, Kind k) { return Piece(c << 4 | k); }
constexpr Kind kind_of(Piece p) { return Kind(p & 15); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }

// Which game is played (L1) and, for Long Worm, how far half pieces reach (L3.2).
struct Variant {
  bool longworm = false;
  bool relative_halflings = false;  // HalflingRange=relative; only meaningful in Long Worm
  bool operator==(const Variant&) const = default;
};

}  // namespace inchworm::wormchess
