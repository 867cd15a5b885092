// Bitboards on the 8x8 board with optional wrapping (R7.1): shifts, dilation, flood fill.
#pragma once

#include <bit>

#include "types.h"

namespace inchworm::rodeffer {

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kAll = ~Bitboard(0);

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return std::countr_zero(b); }
inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}

// The eight king steps. Opposite directions differ in the lowest bit (d ^ 1).
enum Direction : int { EAST, WEST, NORTH, SOUTH, NORTH_EAST, SOUTH_WEST, NORTH_WEST, SOUTH_EAST };
constexpr int kDirections = 8;
constexpr int kDirFile[kDirections] = {1, -1, 0, 0, 1, -1, -1, 1};
constexpr int kDirRank[kDirections] = {0, 0, 1, -1, 1, -1, 1, -1};
// The four line directions a collect runs along (each with its opposite as d ^ 1).
constexpr Direction kLineDirections[4] = {EAST, NORTH, NORTH_EAST, NORTH_WEST};

// Everything the board shape decides. Wrapping is done branch-free with masks that are all ones
// on joined edges and zero otherwise, so one code path serves plane, cylinder and torus.
struct Geometry {
  Topology topology = Topology::Plane;
  Bitboard wrap_files = 0;  // all ones when file a joins file h
  Bitboard wrap_ranks = 0;  // all ones when rank 1 joins rank 8
  Bitboard king[kSquares] = {};
  Bitboard orth[kSquares] = {};

  Bitboard east(Bitboard b) const { return ((b << 1) & ~kFileA) | ((b >> 7) & kFileA & wrap_files); }
  Bitboard west(Bitboard b) const { return ((b >> 1) & ~kFileH) | ((b << 7) & kFileH & wrap_files); }
  Bitboard north(Bitboard b) const { return (b << 8) | ((b >> 56) & wrap_ranks); }
  Bitboard south(Bitboard b) const { return (b >> 8) | ((b << 56) & wrap_ranks); }

  Bitboard shift(Bitboard b, int dir) const {
    switch (dir) {
      case EAST:
        return east(b);
      case WEST:
        return west(b);
      case NORTH:
        return north(b);
      case SOUTH:
        return south(b);
      case NORTH_EAST:
        return north(east(b));
      case SOUTH_WEST:
        return south(west(b));
      case NORTH_WEST:
        return north(west(b));
      default:
        return south(east(b));
    }
  }
  // The square one step from s in direction dir, or -1 off the board.
  Square step(Square s, int dir) const {
    Bitboard b = shift(square_bb(s), dir);
    return b ? lsb(b) : -1;
  }
  // Squares orthogonally next to b (R3.1 adjacency), b itself not included unless it touches itself.
  Bitboard orth_neighbours(Bitboard b) const { return east(b) | west(b) | north(b) | south(b); }
  // b together with every square a king step away from it (R2.3 adjacency).
  Bitboard king_dilate(Bitboard b) const {
    Bitboard row = b | east(b) | west(b);
    return row | north(row) | south(row);
  }
  // The part of `mask` orthogonally connected to `seed` inside `mask`.
  Bitboard flood(Bitboard seed, Bitboard mask) const {
    Bitboard fill = seed & mask;
    for (;;) {
      Bitboard next = (fill | orth_neighbours(fill)) & mask;
      if (next == fill) return fill;
      fill = next;
    }
  }
  // The part of `mask` king-connected to `seed` inside `mask`.
  Bitboard king_flood(Bitboard seed, Bitboard mask) const {
    Bitboard fill = seed & mask;
    for (;;) {
      Bitboard next = king_dilate(fill) & mask;
      if (next == fill) return fill;
      fill = next;
    }
  }
};

// The three geometries, built once.
const Geometry& geometry(Topology t);

}  // namespace inchworm::rodeffer
