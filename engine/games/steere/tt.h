// Steere's transposition table: the shared table (transposition_table.h) with a codec for its moves.
#pragma once

#include "transposition_table.h"
#include "types.h"

namespace inchworm::steere {

struct MoveCodec {
  using Move = steere::Move;
  static constexpr int kExtraWords = 0;
  // bits 0-8 from, 9-17 to, 18-20 kind.
  static std::uint32_t pack(const Move& m, std::uint64_t*) {
    return std::uint32_t(m.from & 0x1FF) | std::uint32_t(m.to & 0x1FF) << 9 | std::uint32_t(m.kind) << 18;
  }
  static Move unpack(std::uint32_t bits, const std::uint64_t*) {
    Move m;
    m.from = std::uint16_t(bits & 0x1FF);
    m.to = std::uint16_t((bits >> 9) & 0x1FF);
    m.kind = MoveKind((bits >> 18) & 7);
    return m;
  }
  static Move none() { return Move{}; }
};

using TTEntry = TTEntryOf<MoveCodec>;
using TranspositionTable = TranspositionTableOf<MoveCodec>;

}  // namespace inchworm::steere
