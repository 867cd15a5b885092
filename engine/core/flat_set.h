// Open-addressing hash tables keyed by 64-bit masks, for the distribution enumerators. Far faster
// than std::unordered_* for millions of small keys; cleared and reused between calls.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace inchworm {

inline std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 32;
  x *= 0xD6E8FEB86659FD93ULL;
  x ^= x >> 32;
  return x;
}

// Linear probing over entries that know whether they are empty (`Entry::used()`).
template <typename Entry>
class OpenTable {
 public:
  // Makes the table empty with room for at least `expected` entries.
  void reset(std::size_t expected) {
    std::size_t cap = 16;
    while (cap < expected * 2) cap <<= 1;
    if (table_.size() < cap || table_.size() > cap * 8)
      table_.assign(cap, Entry{});
    else
      std::fill(table_.begin(), table_.end(), Entry{});
    mask_ = table_.size() - 1;
    size_ = 0;
  }
  std::size_t size() const { return size_; }

 protected:
  // The entry `same` accepts, or the empty one where it belongs (counted as used: fill it).
  template <typename Same>
  Entry& find(std::uint64_t hash, Same same) {
    if ((size_ + 1) * 2 > table_.size()) grow();
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
      Entry& e = table_[i];
      if (!e.used()) {
        ++size_;
        return e;
      }
      if (same(e)) return e;
    }
  }

 private:
  void grow() {
    std::vector<Entry> old;
    old.swap(table_);
    table_.assign(std::max<std::size_t>(16, old.size() * 2), Entry{});
    mask_ = table_.size() - 1;
    size_ = 0;
    for (const Entry& e : old)
      if (e.used()) find(e.hash(), [](const Entry&) { return false; }) = e;
  }
  std::vector<Entry> table_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

struct OrEntry {
  std::uint64_t key = 0;
  std::uint64_t value = 0;
  bool used() const { return key != 0; }
  std::uint64_t hash() const { return mix64(key); }
};

// Map from a non-zero key to a set of bits that grows with every insert.
class FlatOrMap : public OpenTable<OrEntry> {
 public:
  // Sets the bits of `value` under `key`; returns true when any of them was not set before.
  bool add_bits(std::uint64_t key, std::uint64_t value) {
    OrEntry& e = find(mix64(key), [key](const OrEntry& x) { return x.key == key; });
    const bool fresh = !e.used() || (value & ~e.value) != 0;
    e.key = key;
    e.value |= value;
    return fresh;
  }
};

struct PairEntry {
  std::uint64_t mask = 0;
  std::uint32_t tag = 0;
  bool used() const { return tag != 0; }
  std::uint64_t hash() const { return mix64(mask ^ (std::uint64_t(tag) << 40) ^ tag); }
};

// Set of (mask, tag) pairs with a non-zero tag.
class FlatPairSet : public OpenTable<PairEntry> {
 public:
  // True when the pair was not in the set before.
  bool insert(std::uint64_t mask, std::uint32_t tag) {
    const PairEntry wanted{mask, tag};
    PairEntry& e = find(wanted.hash(), [&](const PairEntry& x) { return x.mask == mask && x.tag == tag; });
    if (e.used()) return false;
    e = wanted;
    return true;
  }
};

}  // namespace inchworm
