#include "attacks.h"

#include <cassert>
#include <vector>

#include "magic_search.h"
#include "magics.h"

namespace inchworm::wormchess {
namespace {

// The square (file + df, rank + dr) from s, as a bitboard; 0 off the board.
Bitboard offset_bb(Square s, int df, int dr) {
  const int f = file_of(s) + df, r = rank_of(s) + dr;
  return on_board(f, r) ? square_bb(make_square(f, r)) : 0;
}

Bitboard offsets_bb(Square s, const int (*offsets)[2], int n) {
  Bitboard b = 0;
  for (int i = 0; i < n; ++i) b |= offset_bb(s, offsets[i][0], offsets[i][1]);
  return b;
}

// 102,400 rook entries and 5,248 bishop entries: the sizes of the fancy magic scheme.
constexpr std::size_t kRookTableSize = 0x19000;
constexpr std::size_t kBishopTableSize = 0x1480;
Bitboard rook_table[kRookTableSize];
Bitboard bishop_table[kBishopTableSize];

// A slider's attacks from s along its four directions, from the rays already in `t`: each ray up to
// and including its first occupied square. The start-up fill computes 107,648 of these, so it uses
// this rather than walking square by square (slow_slider_attacks, which the magics test compares with).
Bitboard ray_attacks(const AttackTables& t, Square s, Bitboard occupied, bool orthogonal) {
  Bitboard attacks = 0;
  for (int d = orthogonal ? EAST : NORTH_EAST; d < (orthogonal ? NORTH_EAST : kDirections); ++d) {
    const Bitboard ray = t.ray_prefix[s][d][7], blockers = ray & occupied;
    if (!blockers) {
      attacks |= ray;
      continue;
    }
    const bool upward = kDirFile[d] + kDirRank[d] * 8 > 0;
    const Square first = upward ? lsb(blockers) : 63 - std::countl_zero(blockers);
    attacks |= ray & ~t.ray_prefix[first][d][7];
  }
  return attacks;
}

// Fills each square's slice of `table` through its embedded multiplier. The multipliers were found
// by find_magics; a test checks every occupancy against the slow attacks, and debug builds check here
// that no two occupancies with different attacks share a slot.
void init_magics(const AttackTables& t, Magic magics[kSquares], const Bitboard multipliers[kSquares], Bitboard* table,
                 bool orthogonal) {
  Bitboard* next_table = table;
  for (Square s = 0; s < kSquares; ++s) {
    Magic& m = magics[s];
    m.mask = relevant_mask(s, orthogonal);
    m.magic = multipliers[s];
    m.shift = unsigned(64 - popcount(m.mask));
    m.table = next_table;
    [[maybe_unused]] std::vector<bool> written(std::size_t(1) << popcount(m.mask));
    Bitboard subset = 0;
    do {  // every subset of the mask (carry-rippler)
      const Bitboard attacks = ray_attacks(t, s, subset, orthogonal);
      const unsigned slot = m.index(subset);
      assert(!written[slot] || next_table[slot] == attacks);
      written[slot] = true;
      next_table[slot] = attacks;
      subset = (subset - m.mask) & m.mask;
    } while (subset);
    next_table += std::size_t(1) << popcount(m.mask);
  }
}

AttackTables build_tables() {
  AttackTables t{};
  static const int kKingSteps[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};
  static const int kKnightLeaps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  // L3.4, for White; Black's crab is the same turned round.
  static const int kCrabLeaps[4][2] = {{1, 2}, {-1, 2}, {2, -1}, {-2, -1}};
  for (Square s = 0; s < kSquares; ++s) {
    t.king[s] = offsets_bb(s, kKingSteps, 8);
    t.knight[s] = offsets_bb(s, kKnightLeaps, 8);
    t.wazir[s] = offsets_bb(s, kKingSteps, 4);
    t.ferz[s] = t.king[s] & ~t.wazir[s];
    t.pawn[WHITE][s] = offset_bb(s, 1, 1) | offset_bb(s, -1, 1);
    t.pawn[BLACK][s] = offset_bb(s, 1, -1) | offset_bb(s, -1, -1);
    for (const auto& leap : kCrabLeaps) {
      t.crab[WHITE][s] |= offset_bb(s, leap[0], leap[1]);
      t.crab[BLACK][s] |= offset_bb(s, leap[0], -leap[1]);
    }
    for (int d = 0; d < kDirections; ++d) {
      int n = 0;
      Bitboard prefix = 0;
      for (int f = file_of(s) + kDirFile[d], r = rank_of(s) + kDirRank[d]; on_board(f, r);
           f += kDirFile[d], r += kDirRank[d]) {
        t.ray_prefix[s][d][n++] = prefix;
        prefix |= square_bb(make_square(f, r));
      }
      for (int k = n; k < 8; ++k) t.ray_prefix[s][d][k] = prefix;
      t.edge_distance[s][d] = n;
      t.half_reach[s] |= t.ray_prefix[s][d][(n + 1) / 2];
    }
  }
  for (Square h = 0; h < kSquares; ++h)
    for (Bitboard b = t.half_reach[h]; b;) t.half_reached_from[pop_lsb(b)] |= square_bb(h);
  for (Square a = 0; a < kSquares; ++a)
    for (int d = 0; d < kDirections; ++d) {
      Bitboard between = 0;
      const Bitboard full_line = t.ray_prefix[a][d][7] | t.ray_prefix[a][d ^ 1][7] | square_bb(a);
      for (int f = file_of(a) + kDirFile[d], r = rank_of(a) + kDirRank[d]; on_board(f, r);
           f += kDirFile[d], r += kDirRank[d]) {
        const Square b = make_square(f, r);
        t.between[a][b] = between;
        t.line[a][b] = full_line;
        between |= square_bb(b);
      }
    }
  init_magics(t, t.rook, kRookMagics, rook_table, true);
  init_magics(t, t.bishop, kBishopMagics, bishop_table, false);
  return t;
}

}  // namespace

const AttackTables kAttacks = build_tables();

}  // namespace inchworm::wormchess
