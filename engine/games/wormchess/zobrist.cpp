#include "zobrist.h"

#include "rng.h"

namespace inchworm::wormchess::zobrist {
namespace {

Keys build() {
  Keys k{};
  Rng rng(0x1C4E5C4E55ULL);
  for (auto& colour : k.piece)
    for (auto& kind : colour)
      for (auto& key : kind) key = rng.next();
  for (auto& rear : k.stretch)
    for (auto& key : rear) key = rng.next();
  for (auto& key : k.retreated) key = rng.next();
  // Castling rights combine by xor, so a set of rights has the xor of its single rights' keys.
  std::uint64_t single[4];
  for (auto& key : single) key = rng.next();
  for (int rights = 0; rights < 16; ++rights)
    for (int i = 0; i < 4; ++i)
      if (rights >> i & 1) k.castling[rights] ^= single[i];
  for (auto& key : k.ep_file) key = rng.next();
  k.side = rng.next();
  return k;
}

}  // namespace

const Keys kKeys = build();

}  // namespace inchworm::wormchess::zobrist
