#include "tt.h"

namespace inchworm::rodeffer {

// packed: bits 0-15 score (signed), 16-18 move type, 19-24 from, 25-30 to, 31 has move,
// 32-39 depth, 40-41 bound, 42-47 generation, 48-50 dir, 51 valid.
std::uint64_t TranspositionTable::pack(const TTEntry& e, std::uint8_t generation) {
  std::uint64_t p = std::uint64_t(std::uint16_t(std::int16_t(e.score)));
  p |= std::uint64_t(e.move.type) << 16;
  p |= std::uint64_t(e.move.from & 63) << 19;
  p |= std::uint64_t(e.move.to & 63) << 25;
  p |= std::uint64_t(e.has_move) << 31;
  p |= std::uint64_t(std::uint8_t(e.depth)) << 32;
  p |= std::uint64_t(e.bound) << 40;
  p |= std::uint64_t(generation & 63) << 42;
  p |= std::uint64_t(e.move.dir & 7) << 48;
  p |= std::uint64_t(1) << 51;
  return p;
}

TTEntry TranspositionTable::unpack(std::uint64_t squares, std::uint64_t p) {
  TTEntry e;
  e.score = std::int16_t(std::uint16_t(p & 0xFFFF));
  e.move.type = MoveType((p >> 16) & 7);
  e.move.from = std::uint8_t((p >> 19) & 63);
  e.move.to = std::uint8_t((p >> 25) & 63);
  e.has_move = (p >> 31) & 1;
  e.depth = int((p >> 32) & 0xFF);
  e.bound = Bound((p >> 40) & 3);
  e.move.dir = std::uint8_t((p >> 48) & 7);
  e.move.squares = squares;
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
    slots_[i].squares.store(0, std::memory_order_relaxed);
    slots_[i].packed.store(0, std::memory_order_relaxed);
  }
  generation_ = 0;
}

std::optional<TTEntry> TranspositionTable::probe(std::uint64_t key) const {
  const std::size_t base = std::size_t(key) & (count_ - 2);  // two slots per bucket
  for (std::size_t i = base; i < base + 2; ++i) {
    const std::uint64_t squares = slots_[i].squares.load(std::memory_order_relaxed);
    const std::uint64_t packed = slots_[i].packed.load(std::memory_order_relaxed);
    const std::uint64_t check = slots_[i].check.load(std::memory_order_relaxed);
    if (packed && (check ^ squares ^ packed) == key) return unpack(squares, packed);
  }
  return std::nullopt;
}

int TranspositionTable::choose_slot(const SlotView (&bucket)[2], std::uint64_t key, const TTEntry& entry,
                                    std::uint8_t generation) {
  for (int i = 0; i < 2; ++i) {
    const SlotView& s = bucket[i];
    if (s.used && s.key == key) {
      // Keep a deeper entry of the same key unless the new one is exact.
      if (s.depth > entry.depth + 2 && entry.bound != Bound::Exact && s.generation == generation) return -1;
      return i;
    }
  }
  int victim = 0, victim_worth = 1 << 30;
  for (int i = 0; i < 2; ++i) {
    const SlotView& s = bucket[i];
    const int worth = s.used ? s.depth + (s.generation == generation ? 256 : 0) : -1;
    if (worth < victim_worth) {
      victim_worth = worth;
      victim = i;
    }
  }
  return victim;
}

void TranspositionTable::store(std::uint64_t key, const TTEntry& entry) {
  const std::size_t base = std::size_t(key) & (count_ - 2);
  SlotView bucket[2];
  for (std::size_t i = 0; i < 2; ++i) {
    const Slot& slot = slots_[base + i];
    const std::uint64_t squares = slot.squares.load(std::memory_order_relaxed);
    const std::uint64_t packed = slot.packed.load(std::memory_order_relaxed);
    const std::uint64_t check = slot.check.load(std::memory_order_relaxed);
    bucket[i] = {packed != 0, check ^ squares ^ packed, depth_of(packed), generation_of(packed)};
  }
  const int chosen = choose_slot(bucket, key, entry, generation_);
  if (chosen < 0) return;
  const std::size_t victim = base + std::size_t(chosen);
  TTEntry e = entry;
  if (!e.has_move) e.move = Move{};
  const std::uint64_t packed = pack(e, generation_);
  slots_[victim].squares.store(e.move.squares, std::memory_order_relaxed);
  slots_[victim].packed.store(packed, std::memory_order_relaxed);
  slots_[victim].check.store(key ^ e.move.squares ^ packed, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  const std::size_t sample = count_ < 1000 ? count_ : 1000;
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i) {
    const std::uint64_t packed = slots_[i].packed.load(std::memory_order_relaxed);
    if (packed && generation_of(packed) == generation_) ++used;
  }
  return int(used * 1000 / sample);
}

}  // namespace inchworm::rodeffer
