#include "tt.h"

namespace inchworm::wormchess {

// data: bits 0-15 score (signed), 16-21 from, 22-27 to, 28-30 move type, 31-34 promotion kind,
// 35 has move, 36-43 depth, 44-45 bound, 46-51 generation, 52 valid.
std::uint64_t TranspositionTable::pack(const TTEntry& e, std::uint8_t generation) {
  std::uint64_t d = std::uint64_t(std::uint16_t(std::int16_t(e.score)));
  if (e.has_move) {
    d |= std::uint64_t(e.move.from() & 63) << 16;
    d |= std::uint64_t(e.move.to() & 63) << 22;
    d |= std::uint64_t(e.move.type()) << 28;
    d |= std::uint64_t(e.move.promotion() & 15) << 31;
    d |= std::uint64_t(1) << 35;
  }
  d |= std::uint64_t(std::uint8_t(e.depth)) << 36;
  d |= std::uint64_t(e.bound) << 44;
  d |= std::uint64_t(generation & 63) << 46;
  d |= std::uint64_t(1) << 52;
  return d;
}

TTEntry TranspositionTable::unpack(std::uint64_t d) {
  TTEntry e;
  e.score = std::int16_t(std::uint16_t(d & 0xFFFF));
  e.has_move = (d >> 35) & 1;
  e.move = Move::make(MoveType((d >> 28) & 7), Square((d >> 16) & 63), Square((d >> 22) & 63), Kind((d >> 31) & 15));
  e.depth = depth_of(d);
  e.bound = Bound((d >> 44) & 3);
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

// The same key is replaced where it is (unless a much deeper entry of this search would give way
// to an inexact one), else an empty slot is taken, else the shallower entry, one from an older
// search first.
void TranspositionTable::store(std::uint64_t key, const TTEntry& entry) {
  const std::size_t base = std::size_t(key) & (count_ - 2);
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
  const std::uint64_t data = pack(entry, generation_);
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

}  // namespace inchworm::wormchess
