// The transposition table every game's search uses: what the search learnt about positions it met,
// keyed by the position hash. A game supplies a codec that packs its Move into a few bits of the entry
// (and into whole extra words where a move needs them: Rodeffer's collected squares).
//
// Each slot is a check word, a meta word and the codec's extra words, written and read with relaxed
// atomics. The check word holds the key xor-ed with all the others, so an entry torn by two threads
// writing at once fails its check and is ignored: lock-free, and free of data races for Threads > 1.
// Two slots per bucket.
//
// The slots come zeroed from fresh pages (mmap, or calloc for a table under 2 MiB: allocate()) that
// nothing writes until a search does, and clear() skips a table nothing was stored in: a process that
// never searches (perft, a quick `quit`) never touches the table's memory, which for the default 16 MiB
// is most of a process's start-up. A host waits for `readyok` after a new game, and one thread zeroing a
// 4 GiB table took 6-9 s on a loaded 2-core machine, most of it the first write to pages that the
// searches had never touched. So a large written table takes fresh zeroed pages instead (what it costs
// is in proportion to what was written: the old pages go back to the system), and a small one, or a
// large one when no fresh memory is to be had, is zeroed by as many threads as the search may use (the
// Threads option, as Stockfish does), each a part.
// The words are plain integers accessed through std::atomic_ref, so that such memory holds them.
// The slots start on a cache line, so that a bucket of two 16-byte slots is one line (a probe costs one
// miss, not two), and a table of 2 MiB or more on a huge page, asked to be backed by huge pages where
// Linux has them. The search asks for a child's bucket with prefetch() as soon as it has made the move,
// so the line is on its way while the move's bookkeeping runs.
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

#ifdef __linux__
#include <sys/mman.h>
#endif

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
  static constexpr std::uintptr_t kHugePage = std::uintptr_t(2) << 20;
  static std::uintptr_t align_up(void* p, std::uintptr_t alignment) {
    return (reinterpret_cast<std::uintptr_t>(p) + alignment - 1) & ~(alignment - 1);
  }
  // Gives back calloc's block, or (mapped_bytes > 0) the pages mapped for a large table.
  struct Release {
    std::size_t mapped_bytes = 0;
    void operator()(void* memory) const {
#ifdef __linux__
      if (mapped_bytes) {
        munmap(memory, mapped_bytes);
        return;
      }
#endif
      std::free(memory);
    }
  };
  // The memory and the first slot in it: on a cache line, and for a large table on a huge page.
  struct SlotArray {
    std::unique_ptr<void, Release> memory;
    Slot* slots = nullptr;
    explicit operator bool() const { return slots != nullptr; }
    Slot& operator[](std::size_t i) const { return slots[i]; }
    Slot* get() const { return slots; }
  };
  // A small table from calloc (a cache line longer than the slots). On Linux a table of 2 MiB or more
  // is mapped afresh (zeroed pages, as calloc's would be) and asked to be backed by transparent huge
  // pages: a probe lands anywhere in the table, and with 4 KiB pages most probes of a table of some MiB
  // also miss the address translation cache (8 huge pages cover the default 16 MiB). Where the system
  // has no huge pages the advice changes nothing.
  static SlotArray allocate(std::size_t count) {
    const std::size_t bytes = count * sizeof(Slot);
    SlotArray array;
#ifdef __linux__
    if (bytes >= kHugePage) {
      const std::size_t mapped = bytes + kHugePage;
      void* memory = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (memory == MAP_FAILED) return array;
      array.memory = std::unique_ptr<void, Release>(memory, Release{mapped});
      array.slots = reinterpret_cast<Slot*>(align_up(memory, kHugePage));
      madvise(array.slots, bytes, MADV_HUGEPAGE);
      return array;
    }
#endif
    array.memory.reset(std::calloc(bytes + kCacheLine, 1));
    if (array.memory) array.slots = reinterpret_cast<Slot*>(align_up(array.memory.get(), kCacheLine));
    return array;
  }

  // A part smaller than this is not worth a thread of its own.
  static constexpr std::size_t kMinClearBytes = std::size_t(1) << 20;
  // From this size clear() takes fresh pages rather than zeroing the old ones.
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
