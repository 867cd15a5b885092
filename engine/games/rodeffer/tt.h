// The transposition table: what the search learnt about positions it met, keyed by the position hash.
// Each entry is three 64-bit words written and read with relaxed atomics; the first word holds the
// key xor-ed with the other two, so an entry torn by two threads writing at once fails its check
// and is ignored (lock-free, and free of data races for Threads > 1).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

#include "move.h"

namespace inchworm::rodeffer {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
  Move move;  // Pass with no squares: none stored
  int score = 0;
  int depth = 0;
  Bound bound = Bound::None;
  bool has_move = false;
};

class TranspositionTable {
 public:
  // The smallest table, until resize asks for more.
  TranspositionTable() : slots_(std::make_unique<Slot[]>(2)), count_(2) {}
  // A table of `mib` MiB (cleared); false when it cannot be allocated: the table stays as it was.
  bool resize(int mib);
  void clear();
  // A new search: older entries become preferred victims.
  void new_search() { generation_ = std::uint8_t((generation_ + 1) & 63); }

  std::optional<TTEntry> probe(std::uint64_t key) const;
  void store(std::uint64_t key, const TTEntry& entry);

  // What store sees of one slot of a bucket.
  struct SlotView {
    bool used = false;
    std::uint64_t key = 0;
    int depth = 0;
    std::uint8_t generation = 0;
  };
  // The replacement policy: which slot of the bucket a new entry for `key` goes to, or -1 to keep
  // what is there. The same key is replaced wherever it is (a key is never in both slots), else an
  // empty slot is taken, else the shallower entry, preferring one from an older search.
  static int choose_slot(const SlotView (&bucket)[2], std::uint64_t key, const TTEntry& entry, std::uint8_t generation);
  // Per mille of entries written in the current search (sampled).
  int hashfull() const;
  int size_mib() const { return mib_; }

 private:
  struct Slot {
    std::atomic<std::uint64_t> check{0};  // key ^ squares ^ packed
    std::atomic<std::uint64_t> squares{0};
    std::atomic<std::uint64_t> packed{0};
  };
  static std::uint64_t pack(const TTEntry& e, std::uint8_t generation);
  static TTEntry unpack(std::uint64_t squares, std::uint64_t packed);
  static int depth_of(std::uint64_t packed) { return int((packed >> 32) & 0xFF); }
  static std::uint8_t generation_of(std::uint64_t packed) { return std::uint8_t((packed >> 42) & 63); }

  std::unique_ptr<Slot[]> slots_;
  std::size_t count_ = 0;  // a power of two, at least 2
  int mib_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace inchworm::rodeffer
