// Attack tables: leapers (king, knight, pawn, crab), sliders by magic bitboards (no PEXT: the build
// targets x86-64-v2), lines between squares, and the reach of absolute halflings (L3.2).
#pragma once

#include "types.h"

namespace inchworm::wormchess {

// The eight directions; opposite directions differ in the lowest bit (d ^ 1).
enum Direction : int { EAST, WEST, NORTH, SOUTH, NORTH_EAST, SOUTH_WEST, NORTH_WEST, SOUTH_EAST };
constexpr int kDirections = 8;
constexpr int kDirFile[kDirections] = {1, -1, 0, 0, 1, -1, -1, 1};
constexpr int kDirRank[kDirections] = {0, 0, 1, -1, 1, -1, 1, -1};
constexpr bool is_orthogonal(int dir) { return dir < NORTH_EAST; }

struct Magic {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* table;
  unsigned shift;
  unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

struct AttackTables {
  Bitboard king[kSquares];
  Bitboard knight[kSquares];
  Bitboard pawn[2][kSquares];  // squares a pawn of that colour on s attacks (C3.1)
  Bitboard crab[2][kSquares];  // L3.4: narrow knight forward, wide knight backward
  Bitboard wazir[kSquares];    // orthogonal neighbours: what a relative half rook attacks
  Bitboard ferz[kSquares];     // diagonal neighbours: what a relative half bishop attacks
  // Squares within half the distance to the edge (rounded up) in each direction: the reach of an
  // absolute halfling on an empty board (L3.2), to be cut by blocking.
  Bitboard half_reach[kSquares];
  // The squares whose absolute halflings can reach s on an empty board: {h : s in half_reach[h]}.
  Bitboard half_reached_from[kSquares];
  // The first n squares from s in direction d (n = 0..7), for relative halflings.
  Bitboard ray_prefix[kSquares][kDirections][8];
  // Squares from s to the edge in direction d.
  int edge_distance[kSquares][kDirections];
  Bitboard between[kSquares][kSquares];  // strictly between two aligned squares, else 0
  Bitboard line[kSquares][kSquares];     // the whole line through two aligned squares, else 0
  Magic rook[kSquares];
  Magic bishop[kSquares];
};

// Built once, before main, by attacks.cpp (nothing may use it during static initialisation).
extern const AttackTables kAttacks;

inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const Magic& m = kAttacks.rook[s];
  return m.table[m.index(occupied)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const Magic& m = kAttacks.bishop[s];
  return m.table[m.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return rook_attacks(s, occupied) | bishop_attacks(s, occupied);
}

// Whole-board shifts, one step, dropping what leaves the board.
constexpr Bitboard shift_forward(Color c, Bitboard b) { return c == WHITE ? b << 8 : b >> 8; }
constexpr Bitboard shift_east(Bitboard b) { return (b << 1) & ~kFileA; }
constexpr Bitboard shift_west(Bitboard b) { return (b >> 1) & ~kFileH; }

}  // namespace inchworm::wormchess
