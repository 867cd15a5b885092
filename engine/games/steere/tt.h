// The transposition table: what the search learnt about positions, keyed by the position hash. Each
// slot is two 64-bit words written and read with relaxed atomics, the first holding the key xor-ed
// with the second, so an entry torn by two threads writing at once fails its check and is ignored
// (lock-free, free of data races for Threads > 1). Two slots per bucket.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

#include "types.h"

namespace inchworm::steere {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
  Move move;
  bool has_move = false;
  int score = 0;  // within int16
  int depth = 0;  // 0..255
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  // The smallest table, until resize asks for more.
  TranspositionTable() : slots_(std::make_unique<Slot[]>(2)), count_(2) {}
  // A table of `mib` MiB (cleared); false when it cannot be allocated: the table stays as it was.
  bool resize(int mib);
  void clear();
  // A new search: entries of older searches become the preferred victims.
  void new_search() { generation_ = std::uint8_t((generation_ + 1) & 63); }

  std::optional<TTEntry> probe(std::uint64_t key) const;
  void store(std::uint64_t key, const TTEntry& entry);

  // Per mille of the entries written in the current search (sampled).
  int hashfull() const;
  int size_mib() const { return mib_; }

 private:
  struct Slot {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};   // 0: empty
  };
  static std::uint64_t pack(const TTEntry& e, std::uint8_t generation);
  static TTEntry unpack(std::uint64_t data);
  static int depth_of(std::uint64_t data) { return int((data >> 37) & 0xFF); }
  static std::uint8_t generation_of(std::uint64_t data) { return std::uint8_t((data >> 47) & 63); }

  std::unique_ptr<Slot[]> slots_;
  std::size_t count_ = 0;  // a power of two, at least 2
  int mib_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace inchworm::steere
