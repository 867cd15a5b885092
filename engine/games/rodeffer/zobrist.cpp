#include "zobrist.h"

namespace inchworm::rodeffer::zobrist {
namespace {

std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

Keys build() {
  Keys k{};
  std::uint64_t state = 0x1A2B3C4D5E6F7081ULL;
  for (auto& colour : k.stack)
    for (auto& square : colour)
      for (auto& key : square) key = splitmix(state);
  for (auto& colour : k.stock)
    for (auto& key : colour) key = splitmix(state);
  for (auto& colour : k.prisoners)
    for (auto& key : colour) key = splitmix(state);
  k.side = splitmix(state);
  k.passes[0] = 0;
  k.passes[1] = splitmix(state);
  k.passes[2] = splitmix(state);
  return k;
}

const Keys kKeys = build();

}  // namespace

const Keys& keys() { return kKeys; }

std::uint64_t score(Color c, std::uint32_t points) {
  if (points == 0) return 0;
  std::uint64_t state = (std::uint64_t(points) << 1 | c) * 0xD6E8FEB86659FD93ULL;
  return splitmix(state);
}

}  // namespace inchworm::rodeffer::zobrist
