// Rodeffer's transposition table: the shared table (transposition_table.h) with a codec for its
// moves, whose collected or distributed squares take a word of their own.
#pragma once

#include "move.h"
#include "transposition_table.h"

namespace inchworm::rodeffer {

struct MoveCodec {
  using Move = rodeffer::Move;
  static constexpr int kExtraWords = 1;  // the squares
  // bits 0-2 type, 3-8 from, 9-14 to, 15-17 dir.
  static std::uint32_t pack(const Move& m, std::uint64_t* extra) {
    extra[0] = m.squares;
    return std::uint32_t(m.type) | std::uint32_t(m.from & 63) << 3 | std::uint32_t(m.to & 63) << 9 |
           std::uint32_t(m.dir & 7) << 15;
  }
  static Move unpack(std::uint32_t bits, const std::uint64_t* extra) {
    Move m;
    m.squares = extra[0];
    m.type = MoveType(bits & 7);
    m.from = std::uint8_t((bits >> 3) & 63);
    m.to = std::uint8_t((bits >> 9) & 63);
    m.dir = std::uint8_t((bits >> 15) & 7);
    return m;
  }
  static Move none() { return Move{}; }
};

using TTEntry = TTEntryOf<MoveCodec>;
using TranspositionTable = TranspositionTableOf<MoveCodec>;

}  // namespace inchworm::rodeffer
