#include "nnue_features.h"

namespace inchworm::wormchess {
namespace {

// Black's view mirrors the ranks: a8 becomes a1 (the bytes of a bitboard reversed).
Bitboard seen_by(int perspective, Bitboard b) { return perspective == 0 ? b : __builtin_bswap64(b); }

// Adds the squares of `b` (already seen by the perspective) at `base` + square, in increasing order.
void add_squares(nnue::FeatureList& out, std::uint32_t base, Bitboard b) {
  while (b) out.add(base + std::uint32_t(pop_lsb(b)));
}

}  // namespace

std::uint32_t NnueFeatures::index(int perspective, Color c, Kind kind, int part, Square s) {
  const std::uint32_t side = int(c) == perspective ? 0 : kPerSide;
  const std::uint32_t piece_part = is_half(kind) ? 18 + (kind - HALF_QUEEN) : 3 * kind + std::uint32_t(part);
  const Square seen = perspective == 0 ? s : s ^ 56;
  return side + piece_part * 64 + std::uint32_t(seen);
}

void NnueFeatures::collect(const Position& pos, int perspective, nnue::FeatureList& out) {
  // In the order of the inputs (own pieces first, kinds and parts in order, squares rising), so that the
  // list comes sorted: the snapshot's sets are in that order.
  Snapshot snap;
  snapshot(pos, snap);
  const Color own = Color(perspective);
  for (const Color c : {own, ~own}) {
    const std::uint32_t side = c == own ? 0 : kPerSide;
    for (std::uint32_t part = 0; part < kPieceParts; ++part)
      add_squares(out, side + part * 64, seen_by(perspective, snap.parts[c][part]));
  }
  if (snap.relative_halflings) out.add(kRelativeHalflings);
}

void NnueFeatures::snapshot(const Position& pos, Snapshot& out) {
  const Bitboard rears = pos.stretched() & ~pos.fronts();
  for (const Color c : {WHITE, BLACK}) {
    for (int k = KING; k <= PAWN; ++k) {
      const Bitboard b = pos.pieces(c, Kind(k));
      out.parts[c][3 * k] = b & ~pos.stretched();
      out.parts[c][3 * k + 1] = b & rears;
      out.parts[c][3 * k + 2] = b & pos.fronts();
    }
    for (int k = HALF_QUEEN; k <= CRAB; ++k) out.parts[c][18 + (k - HALF_QUEEN)] = pos.pieces(c, Kind(k));
  }
  out.relative_halflings = pos.variant().longworm && pos.variant().relative_halflings;
}

void NnueFeatures::difference(const Snapshot& from, const Snapshot& to, nnue::FeatureList added[2],
                              nnue::FeatureList removed[2]) {
  // Square s of colour c's part seen by White is side(c) + part * 64 + s; by Black, the other side and s ^ 56.
  for (const Color c : {WHITE, BLACK}) {
    const std::uint32_t white_side = c == WHITE ? 0 : kPerSide, black_side = kPerSide - white_side;
    for (std::uint32_t part = 0; part < kPieceParts; ++part) {
      const Bitboard changed = from.parts[c][part] ^ to.parts[c][part];
      if (!changed) continue;
      for (Bitboard b = changed; b;) {
        const Square s = pop_lsb(b);
        nnue::FeatureList* lists = (to.parts[c][part] >> s) & 1 ? added : removed;
        lists[0].add(white_side + part * 64 + std::uint32_t(s));
        lists[1].add(black_side + part * 64 + std::uint32_t(s ^ 56));
      }
    }
  }
  if (from.relative_halflings != to.relative_halflings)
    for (int p = 0; p < 2; ++p) (to.relative_halflings ? added : removed)[p].add(kRelativeHalflings);
}

}  // namespace inchworm::wormchess
