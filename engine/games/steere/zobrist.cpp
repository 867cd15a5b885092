#include "zobrist.h"

#include <memory>

#include "rng.h"

namespace inchworm::steere::zobrist {
namespace {

std::unique_ptr<Keys> build() {
  auto k = std::make_unique<Keys>();
  Rng rng(0x57EE2E1A2C4B3D5FULL);
  for (auto& colour : k->stack)
    for (int h = 0; h <= kMaxCheckers; ++h)
      for (auto& key : colour[h]) key = h == 0 ? 0 : rng.next();
  k->side = rng.next();
  return k;
}

}  // namespace

// Built on first use, so that positions made by other static initialisers find the keys ready.
const Keys& keys() {
  static const std::unique_ptr<Keys> built = build();
  return *built;
}

}  // namespace inchworm::steere::zobrist
