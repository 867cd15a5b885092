// The chess games' transposition table: the shared table (transposition_table.h) with a codec for
// their moves.
#pragma once

#include "move.h"
#include "transposition_table.h"

namespace inchworm::wormchess {

struct MoveCodec {
  using Move = wormchess::Move;
  static constexpr int kExtraWords = 0;
  // bits 0-5 from, 6-11 to, 12-14 move type, 15-18 promotion kind.
  static std::uint32_t pack(const Move& m, std::uint64_t*) {
    return std::uint32_t(m.from() & 63) | std::uint32_t(m.to() & 63) << 6 | std::uint32_t(m.type()) << 12 |
           std::uint32_t(m.promotion() & 15) << 15;
  }
  static Move unpack(std::uint32_t bits, const std::uint64_t*) {
    return Move::make(MoveType((bits >> 12) & 7), Square(bits & 63), Square((bits >> 6) & 63), Kind((bits >> 15) & 15));
  }
  static Move none() { return Move::make(MoveType::Stretch, 0, 0); }
};

using TTEntry = TTEntryOf<MoveCodec>;
using TranspositionTable = TranspositionTableOf<MoveCodec>;

}  // namespace inchworm::wormchess
