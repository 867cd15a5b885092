#include "tt.h"

#include <new>

namespace inchworm::steere {

// data: bits 0-8 from, 9-17 to, 18-20 kind, 21-36 score (signed 16), 37-44 depth, 45-46 bound,
// 47-52 generation, 53 has move, 54 always set (so that a used slot is never 0).
std::uint64_t TranspositionTable::pack(const TTEntry& e, std::uint8_t generation) {
  std::uint64_t d = std::uint64_t(e.move.from & 0x1FF);
  d |= std::uint64_t(e.move.to & 0x1FF) << 9;
  d |= std::uint64_t(e.move.kind) << 18;
  d |= std::uint64_t(std::uint16_t(std::int16_t(e.score))) << 21;
  d |= std::uint64_t(std::uint8_t(e.depth)) << 37;
  d |= std::uint64_t(e.bound) << 45;
  d |= std::uint64_t(generation & 63) << 47;
  d |= std::uint64_t(e.has_move) << 53;
  return d | std::uint64_t(1) << 54;
}

TTEntry TranspositionTable::unpack(std::uint64_t d) {
  TTEntry e;
  e.move.from = std::uint16_t(d & 0x1FF);
  e.move.to = std::uint16_t((d >> 9) & 0x1FF);
  e.move.kind = MoveKind((d >> 18) & 7);
  e.score = std::int16_t(std::uint16_t((d >> 21) & 0xFFFF));
  e.depth = depth_of(d);
  e.bound = Bound((d >> 45) & 3);
  e.has_move = (d >> 53) & 1;
  return e;
}

bool TranspositionTable::resize(int mib) {
  const std::size_t bytes = std::size_t(mib) << 20;
  std::size_t count = 2;
  while (count * 2 * sizeof(Slot) <= bytes) count *= 2;
  try {
    slots_ = std::make_unique<Slot[]>(count);
  } catch (const std::bad_alloc&) {
    return false;
  }
  count_ = count;
  mib_ = mib;
  generation_ = 0;
  return true;
}

void TranspositionTable::clear() {
  for (std::size_t i = 0; i < count_; ++i) {
    slots_[i].check.store(0, std::memory_order_relaxed);
    slots_[i].data.store(0, std::memory_order_relaxed);
  }
  generation_ = 0;
}

std::optional<TTEntry> TranspositionTable::probe(std::uint64_t key) const {
  const std::size_t base = std::size_t(key) & (count_ - 2);  // two slots per bucket
  for (std::size_t i = base; i < base + 2; ++i) {
    const std::uint64_t data = slots_[i].data.load(std::memory_order_relaxed);
    const std::uint64_t check = slots_[i].check.load(std::memory_order_relaxed);
    if (data && (check ^ data) == key) return unpack(data);
  }
  return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, const TTEntry& entry) {
  const std::size_t base = std::size_t(key) & (count_ - 2);
  // The same key is replaced where it is (unless a much deeper entry of this search would be lost
  // to a bound), else the slot worth least: empty, then from an older search, then shallower.
  std::size_t victim = base;
  int victim_worth = 1 << 30;
  for (std::size_t i = base; i < base + 2; ++i) {
    const std::uint64_t data = slots_[i].data.load(std::memory_order_relaxed);
    const std::uint64_t check = slots_[i].check.load(std::memory_order_relaxed);
    if (data && (check ^ data) == key) {
      if (depth_of(data) > entry.depth + 2 && entry.bound != Bound::Exact && generation_of(data) == generation_) return;
      victim = i;
      break;
    }
    const int worth = data ? depth_of(data) + (generation_of(data) == generation_ ? 256 : 0) : -1;
    if (worth < victim_worth) {
      victim_worth = worth;
      victim = i;
    }
  }
  TTEntry e = entry;
  if (!e.has_move) e.move = Move{};
  const std::uint64_t data = pack(e, generation_);
  slots_[victim].data.store(data, std::memory_order_relaxed);
  slots_[victim].check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  const std::size_t sample = count_ < 1000 ? count_ : 1000;
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i) {
    const std::uint64_t data = slots_[i].data.load(std::memory_order_relaxed);
    if (data && generation_of(data) == generation_) ++used;
  }
  return int(used * 1000 / sample);
}

}  // namespace inchworm::steere
