// The transposition table every game's search uses: what the search learnt about positions it met,
// keyed by the position hash. A game supplies a codec that packs its Move into a few bits of the entry
// (and into whole extra words where a move needs them: Rodeffer's collected squares).
//
// Each slot is a check word, a meta word and the codec's extra words, written and read with relaxed
// atomics. The check word holds the key xor-ed with all the others, so an entry torn by two threads
// writing at once fails its check and is ignored: lock-free, and free of data races for Threads > 1.
// Two slots per bucket.
//
// The slots come zeroed from calloc, which for a large table maps fresh pages without writing them, and
// clear() skips a table nothing was stored in: a process that never searches (perft, a quick `quit`)
// never touches the table's memory, which for the default 16 MiB is most of a process's start-up.
// A host waits for `readyok` after a new game, and one thread zeroing a 4 GiB table took 6-9 s on a
// loaded 2-core machine, most of it the first write to pages that the searches had never touched. So a
// large written table takes fresh zeroed pages from calloc instead (what it costs is in proportion to
// what was written: the old pages go back to the system), and a small one, or a large one when no
// fresh memory is to be had, is zeroed by as many threads as the search may use (the Threads option,
// as Stockfish does), each a part.
// The words are plain integers accessed through std::atomic_ref, so that calloc's memory holds them.
// The slots start on a cache line (calloc's block is moved up to one), so that a bucket of two 16-byte
// slots is one line: a probe costs one miss, not two. The search asks for a child's bucket with
// prefetch() as soon as it has made the move, so the line is on its way while the move's bookkeeping runs.
//
// A codec has: `using Move`; `static constexpr int kExtraWords` (0 or more);
// `static std::uint32_t pack(const Move&, std::uint64_t* extra)` returning at most kMoveBits bits;
// `static Move unpack(std::uint32_t bits, const std::uint64_t* extra)`; `static Move none()`.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <thread>
#include <vector>

namespace inchworm {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

template <class Codec>
struct TTEntryOf {
  typename Codec::Move move = Codec::none();
  bool has_move = false;
  int score = 0;  // within int16
  int depth = 0;  // 0..255
  Bound bound = Bound::None;
};

// What the replacement policy sees of one slot of a bucket.
struct TTSlotView {
  bool used = false;
  std::uint64_t key = 0;
  int depth = 0;
  std::uint8_t generation = 0;
};

// The replacement policy: which slot of the bucket a new entry for `key` (of `depth` and `bound`)
// goes to, or -1 to keep what is there. The same key is replaced wherever it is (a key is never in
// both slots) unless a much deeper entry of this search would give way to an inexact one; else an
// empty slot is taken, else the shallower entry, one from an older search first.
inline int tt_choose_slot(const TTSlotView (&bucket)[2], std::uint64_t key, int depth, Bound bound,
                          std::uint8_t generation) {
  for (int i = 0; i < 2; ++i) {
    const TTSlotView& s = bucket[i];
    if (s.used && s.key == key)
      return s.depth > depth + 2 && bound != Bound::Exact && s.generation == generation ? -1 : i;
  }
  int victim = 0, victim_worth = 1 << 30;
  for (int i = 0; i < 2; ++i) {
    const TTSlotView& s = bucket[i];
    const int worth = s.used ? s.depth + (s.generation == generation ? 256 : 0) : -1;
    if (worth < victim_worth) {
      victim_worth = worth;
      victim = i;
    }
  }
  return victim;
}

template <class Codec>
class TranspositionTableOf {
 public:
  using Entry = TTEntryOf<Codec>;
  static constexpr int kMoveBits = 30;

  // The smallest table, until resize asks for more.
  TranspositionTableOf() : slots_(allocate(2)), count_(2) {
    if (!slots_) throw std::bad_alloc();
  }

  // A table of `mib` MiB (cleared); false when it cannot be allocated: the table stays as it was.
  bool resize(int mib) {
    const std::size_t bytes = std::size_t(mib) << 20;
    std::size_t count = 2;
    while (count * 2 * sizeof(Slot) <= bytes) count *= 2;
    SlotArray fresh = allocate(count);
    if (!fresh) return false;
    slots_ = std::move(fresh);
    written_.store(false, std::memory_order_relaxed);
    count_ = count;
    mib_ = mib;
    generation_ = 0;
    return true;
  }

  // Not while a search runs. `threads`: how many threads may zero the table in place (each at least
  // kMinClearBytes of it; the caller's thread is one of them).
  void clear(int threads = 1) {
    if (written_.load(std::memory_order_relaxed)) {
      SlotArray fresh = count_ * sizeof(Slot) >= kFreshPagesBytes ? allocate(count_) : SlotArray{};
      if (fresh)
        slots_ = std::move(fresh);
      else
        zero(threads);
    }
    written_.store(false, std::memory_order_relaxed);
    generation_ = 0;
  }

  // A new search: older entries become preferred victims.
  void new_search() { generation_ = std::uint8_t((generation_ + 1) & 63); }

  // Where `key`'s bucket is in memory.
  const void* bucket(std::uint64_t key) const { return &slots_[std::size_t(key) & (count_ - 2)]; }
  // Asks the processor to bring `key`'s bucket into the cache (a hint: nothing changes if it does not).
  void prefetch(std::uint64_t key) const { __builtin_prefetch(bucket(key)); }

  std::optional<Entry> probe(std::uint64_t key) const {
    const std::size_t base = std::size_t(key) & (count_ - 2);
    for (std::size_t i = base; i < base + 2; ++i) {
      const Words w = slots_[i].load();
      if (w[1] && stored_key(w) == key) return unpack(w);
    }
    return std::nullopt;
  }

  void store(std::uint64_t key, const Entry& entry) {
    const std::size_t base = std::size_t(key) & (count_ - 2);
    TTSlotView bucket[2];
    for (std::size_t i = 0; i < 2; ++i) {
      const Words w = slots_[base + i].load();
      bucket[i] = {w[1] != 0, stored_key(w), depth_of(w[1]), generation_of(w[1])};
    }
    const int chosen = tt_choose_slot(bucket, key, entry.depth, entry.bound, generation_);
    if (chosen < 0) return;
    if (!written_.load(std::memory_order_relaxed)) written_.store(true, std::memory_order_relaxed);
    Words w = pack(entry);
    w[0] = key;
    for (std::size_t i = 1; i < w.size(); ++i) w[0] ^= w[i];
    slots_[base + std::size_t(chosen)].save(w);
  }

  // Per mille of entries written in the current search (sampled).
  int hashfull() const {
    const std::size_t sample = count_ < 1000 ? count_ : 1000;
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
      const std::uint64_t meta = slots_[i].word(1);
      if (meta && generation_of(meta) == generation_) ++used;
    }
    return int(used * 1000 / sample);
  }

  int size_mib() const { return mib_; }

 private:
  // check, meta, then the codec's extra words. meta: bits 0-15 score (signed), 16-23 depth, 24-25
  // bound, 26-31 generation, 32 has move, 33 always set (a used slot is never 0), 34-63 the move.
  using Words = std::array<std::uint64_t, 2 + Codec::kExtraWords>;
  struct Slot {
    Words words;
    std::uint64_t word(std::size_t i) const {
      return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(words[i])).load(std::memory_order_relaxed);
    }
    Words load() const {
      Words w;
      for (std::size_t i = 0; i < w.size(); ++i) w[i] = word(i);
      return w;
    }
    void save(const Words& w) {
      for (std::size_t i = w.size(); i-- > 0;)
        std::atomic_ref<std::uint64_t>(words[i]).store(w[i], std::memory_order_relaxed);
    }
  };
  static constexpr std::uintptr_t kCacheLine = 64;
  struct FreeMemory {
    void operator()(void* memory) const { std::free(memory); }
  };
  // calloc's block (a cache line longer than the slots) and the first slot, on a cache line in it.
  struct SlotArray {
    std::unique_ptr<void, FreeMemory> memory;
    Slot* slots = nullptr;
    explicit operator bool() const { return slots != nullptr; }
    Slot& operator[](std::size_t i) const { return slots[i]; }
    Slot* get() const { return slots; }
  };
  static SlotArray allocate(std::size_t count) {
    SlotArray array;
    array.memory.reset(std::calloc(count * sizeof(Slot) + kCacheLine, 1));
    if (array.memory) {
      const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(array.memory.get());
      array.slots = reinterpret_cast<Slot*>((address + kCacheLine - 1) & ~(kCacheLine - 1));
    }
    return array;
  }

  // A part smaller than this is not worth a thread of its own.
  static constexpr std::size_t kMinClearBytes = std::size_t(1) << 20;
  // From this size calloc maps fresh pages (glibc's threshold for that is at most 32 MiB).
  static constexpr std::size_t kFreshPagesBytes = std::size_t(64) << 20;

  // Zeroes every slot, `threads` parts side by side (fewer for a small table).
  void zero(int threads) {
    const std::size_t most = std::max<std::size_t>(1, count_ * sizeof(Slot) / kMinClearBytes);
    const std::size_t parts = std::min<std::size_t>(std::size_t(std::max(threads, 1)), most);
    const std::size_t per_part = (count_ + parts - 1) / parts;
    auto zero_part = [this, per_part](std::size_t part) {
      const std::size_t first = part * per_part;
      const std::size_t count = std::min(per_part, count_ - std::min(first, count_));
      std::memset(static_cast<void*>(slots_.get() + first), 0, count * sizeof(Slot));
    };
    std::vector<std::thread> helpers;
    for (std::size_t part = 1; part < parts; ++part) helpers.emplace_back(zero_part, part);
    zero_part(0);
    for (std::thread& helper : helpers) helper.join();
  }

  static std::uint64_t stored_key(const Words& w) {
    std::uint64_t key = w[0];
    for (std::size_t i = 1; i < w.size(); ++i) key ^= w[i];
    return key;
  }
  static int depth_of(std::uint64_t meta) { return int((meta >> 16) & 0xFF); }
  static std::uint8_t generation_of(std::uint64_t meta) { return std::uint8_t((meta >> 26) & 63); }

  Words pack(const Entry& e) const {
    Words w{};
    std::uint64_t meta = std::uint64_t(std::uint16_t(std::int16_t(e.score)));
    meta |= std::uint64_t(std::uint8_t(e.depth)) << 16;
    meta |= std::uint64_t(e.bound) << 24;
    meta |= std::uint64_t(generation_ & 63) << 26;
    meta |= std::uint64_t(1) << 33;
    if (e.has_move) {
      const std::uint32_t bits = Codec::pack(e.move, w.data() + 2);
      meta |= std::uint64_t(1) << 32 | std::uint64_t(bits & ((1u << kMoveBits) - 1)) << 34;
    }
    w[1] = meta;
    return w;
  }

  static Entry unpack(const Words& w) {
    Entry e;
    const std::uint64_t meta = w[1];
    e.score = std::int16_t(std::uint16_t(meta & 0xFFFF));
    e.depth = depth_of(meta);
    e.bound = Bound((meta >> 24) & 3);
    e.has_move = (meta >> 32) & 1;
    if (e.has_move) e.move = Codec::unpack(std::uint32_t(meta >> 34), w.data() + 2);
    return e;
  }

  SlotArray slots_;
  std::atomic<bool> written_{false};  // something was stored since the table was last zeroed
  std::size_t count_ = 0;             // a power of two, at least 2
  int mib_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace inchworm
