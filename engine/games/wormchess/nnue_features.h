// The learned evaluation's inputs for Inchworm Chess and Long Worm Chess (design: nnue.md in this
// folder): one input per (own or enemy piece, its kind and the part of it standing there, square), from
// each side's view with the ranks mirrored for Black, and one for Long Worm's relative halflings.
#pragma once

#include <cstdint>

#include "nnue/accumulator_stack.h"
#include "nnue/network.h"
#include "position.h"

namespace inchworm::wormchess {

struct NnueFeatures {
  using Position = wormchess::Position;

  // A piece's kind and what part of it stands on the square: each inchworm kind consolidated, as the
  // rear or as the front of a stretched piece (3 x 6), then the four half pieces (always consolidated).
  static constexpr std::uint32_t kPieceParts = 3 * 6 + 4;
  static constexpr std::uint32_t kPerSide = kPieceParts * 64;
  static constexpr std::uint32_t kRelativeHalflings = 2 * kPerSide;  // HalflingRange=relative (Long Worm)
  static constexpr std::uint32_t kInputs = kRelativeHalflings + 1;
  static constexpr std::uint32_t kMaxActive = 64 + 1;

  static nnue::FeatureSetSpec spec() { return {"wormchess-pieces", 1, kInputs, kMaxActive}; }
  // perspective 0: White's view, 1: Black's.
  static void collect(const Position& pos, int perspective, nnue::FeatureList& out);
  static int side_to_move(const Position& pos) { return pos.side_to_move() == WHITE ? 0 : 1; }

  // What the inputs are read from: each colour's squares of each kind and part, and Long Worm's relative
  // halflings. The search compares two of them (a move changes two to six of the 44 sets) instead of
  // listing every piece of the position.
  struct Snapshot {
    Bitboard parts[2][kPieceParts];
    bool relative_halflings;
  };
  static void snapshot(const Position& pos, Snapshot& out);
  // Per perspective, the inputs on in `to` and not in `from` (added) and the reverse (removed).
  static void difference(const Snapshot& from, const Snapshot& to, nnue::FeatureList added[2],
                         nnue::FeatureList removed[2]);

  // The input of `part` (0 consolidated, 1 rear, 2 front) of a piece of `kind` and colour `c` on `s`, seen
  // by `perspective`.
  static std::uint32_t index(int perspective, Color c, Kind kind, int part, Square s);
};

}  // namespace inchworm::wormchess
