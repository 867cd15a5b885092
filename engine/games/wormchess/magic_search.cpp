#include "magic_search.h"

#include <vector>

#include "attacks.h"
#include "rng.h"

namespace inchworm::wormchess {

Bitboard slow_slider_attacks(Square s, Bitboard occupied, bool orthogonal) {
  Bitboard attacks = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (is_orthogonal(d) != orthogonal) continue;
    for (int f = file_of(s) + kDirFile[d], r = rank_of(s) + kDirRank[d]; on_board(f, r);
         f += kDirFile[d], r += kDirRank[d]) {
      const Bitboard b = square_bb(make_square(f, r));
      attacks |= b;
      if (occupied & b) break;
    }
  }
  return attacks;
}

Bitboard relevant_mask(Square s, bool orthogonal) {
  Bitboard mask = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (is_orthogonal(d) != orthogonal) continue;
    for (int f = file_of(s) + kDirFile[d], r = rank_of(s) + kDirRank[d]; on_board(f + kDirFile[d], r + kDirRank[d]);
         f += kDirFile[d], r += kDirRank[d])
      mask |= square_bb(make_square(f, r));
  }
  return mask;
}

// Candidates are sparse random numbers (the and of three) whose product with the mask spreads into
// the top byte; each is tried against every occupancy of the square until one fits.
std::array<Bitboard, kSquares> find_magics(bool orthogonal, int squares) {
  std::array<Bitboard, kSquares> found{};
  Rng rng(orthogonal ? 0x5EED0001ULL : 0x5EED0002ULL);
  std::vector<Bitboard> occupancy, reference, slots(4096);
  std::vector<int> epoch_of(4096, 0);
  int epoch = 0;
  for (Square s = 0; s < squares; ++s) {
    const Bitboard mask = relevant_mask(s, orthogonal);
    const unsigned shift = unsigned(64 - popcount(mask));
    occupancy.clear();
    reference.clear();
    Bitboard subset = 0;
    do {  // every subset of the mask (carry-rippler)
      occupancy.push_back(subset);
      reference.push_back(slow_slider_attacks(s, subset, orthogonal));
      subset = (subset - mask) & mask;
    } while (subset);
    Bitboard magic = 0;
    for (bool fits = false; !fits;) {
      do magic = rng.next() & rng.next() & rng.next();
      while (popcount((mask * magic) >> 56) < 6);
      ++epoch;
      fits = true;
      for (std::size_t i = 0; i < occupancy.size() && fits; ++i) {
        const unsigned slot = unsigned((occupancy[i] * magic) >> shift);
        if (epoch_of[slot] != epoch) {
          epoch_of[slot] = epoch;
          slots[slot] = reference[i];
        } else if (slots[slot] != reference[i]) {
          fits = false;
        }
      }
    }
    found[std::size_t(s)] = magic;
  }
  return found;
}

}  // namespace inchworm::wormchess
