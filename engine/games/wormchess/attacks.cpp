#include "attacks.h"

#include <cstdlib>
#include <vector>

#include "rng.h"

namespace inchworm::wormchess {
namespace {

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

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

// Slider attacks walked square by square: the reference the magic tables are filled from.
Bitboard slow_slider_attacks(Square s, Bitboard occupied, bool orthogonal) {
  Bitboard attacks = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (is_orthogonal(d) != orthogonal) continue;
    int f = file_of(s) + kDirFile[d], r = rank_of(s) + kDirRank[d];
    for (; on_board(f, r); f += kDirFile[d], r += kDirRank[d]) {
      const Bitboard b = square_bb(make_square(f, r));
      attacks |= b;
      if (occupied & b) break;
    }
  }
  return attacks;
}

// Squares whose occupancy matters to a slider on s: its rays without their last square.
Bitboard relevant_mask(Square s, bool orthogonal) {
  Bitboard mask = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (is_orthogonal(d) != orthogonal) continue;
    int f = file_of(s) + kDirFile[d], r = rank_of(s) + kDirRank[d];
    for (; on_board(f + kDirFile[d], r + kDirRank[d]); f += kDirFile[d], r += kDirRank[d])
      mask |= square_bb(make_square(f, r));
  }
  return mask;
}

// 102,400 rook entries and 5,248 bishop entries: the sizes of the fancy magic scheme.
constexpr std::size_t kRookTableSize = 0x19000;
constexpr std::size_t kBishopTableSize = 0x1480;
Bitboard rook_table[kRookTableSize];
Bitboard bishop_table[kBishopTableSize];

// Finds, for every square, a multiplier that maps each relevant occupancy to a slot holding its
// attacks without a harmful collision. A fixed seed makes the search the same on every run (a few ms).
void init_magics(Magic magics[kSquares], Bitboard* table, bool orthogonal) {
  Rng rng(orthogonal ? 0x5EED0001ULL : 0x5EED0002ULL);
  std::vector<Bitboard> occupancy, reference;
  std::vector<int> epoch_of(4096, 0);
  int epoch = 0;
  Bitboard* next_table = table;
  for (Square s = 0; s < kSquares; ++s) {
    Magic& m = magics[s];
    m.mask = relevant_mask(s, orthogonal);
    m.shift = unsigned(64 - popcount(m.mask));
    m.table = next_table;
    occupancy.clear();
    reference.clear();
    Bitboard subset = 0;
    do {  // every subset of the mask (carry-rippler)
      occupancy.push_back(subset);
      reference.push_back(slow_slider_attacks(s, subset, orthogonal));
      subset = (subset - m.mask) & m.mask;
    } while (subset);
    const std::size_t size = occupancy.size();
    for (bool found = false; !found;) {
      do m.magic = rng.next() & rng.next() & rng.next();
      while (popcount((m.mask * m.magic) >> 56) < 6);
      ++epoch;
      found = true;
      for (std::size_t i = 0; i < size && found; ++i) {
        const unsigned slot = m.index(occupancy[i]);
        if (epoch_of[slot] != epoch) {
          epoch_of[slot] = epoch;
          next_table[slot] = reference[i];
        } else if (next_table[slot] != reference[i]) {
          found = false;
        }
      }
    }
    next_table += size;
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
  init_magics(t.rook, rook_table, true);
  init_magics(t.bishop, bishop_table, false);
  return t;
}

}  // namespace

const AttackTables kAttacks = build_tables();

int direction_between(Square a, Square b) {
  if (a == b || !kAttacks.line[a][b]) return -1;
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  for (int d = 0; d < kDirections; ++d)
    if ((df > 0) - (df < 0) == kDirFile[d] && (dr > 0) - (dr < 0) == kDirRank[d]) return d;
  return -1;
}

}  // namespace inchworm::wormchess
