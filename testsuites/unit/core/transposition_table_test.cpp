// The shared transposition table: its replacement policy, entries found again with their moves
// (in the meta word and in extra words), torn entries refused, the generation's fill count, and where
// the buckets lie in memory.
#include <catch2/catch.hpp>

#include <cstdint>

#include "transposition_table.h"

using namespace inchworm;

namespace transposition_table_test {
namespace {

// A move of two numbers: `small` fits the meta word, `wide` needs a word of its own.
struct TwoPart {
  std::uint32_t small = 0;
  std::uint64_t wide = 0;
  bool operator==(const TwoPart&) const = default;
};

struct WideCodec {
  using Move = TwoPart;
  static constexpr int kExtraWords = 1;
  static std::uint32_t pack(const Move& m, std::uint64_t* extra) {
    extra[0] = m.wide;
    return m.small;
  }
  static Move unpack(std::uint32_t bits, const std::uint64_t* extra) { return {bits, extra[0]}; }
  static Move none() { return {7, 7}; }
};

struct NarrowCodec {
  using Move = std::uint32_t;
  static constexpr int kExtraWords = 0;
  static std::uint32_t pack(const Move& m, std::uint64_t*) { return m; }
  static Move unpack(std::uint32_t bits, const std::uint64_t*) { return bits; }
  static Move none() { return 0; }
};

template <class Codec>
TTEntryOf<Codec> entry(int depth, Bound bound = Bound::Lower) {
  TTEntryOf<Codec> e;
  e.depth = depth;
  e.bound = bound;
  return e;
}

}  // namespace

TEST_CASE("tt: a key is replaced where it is, never stored twice in a bucket", "[tt]") {
  const std::uint64_t key = 0x1234'5678'9ABC'DEF0ULL;
  // Slot 0 empty, slot 1 holding the key: the key's own slot, not the empty one.
  const TTSlotView empty_then_same[2] = {{}, {true, key, 3, 1}};
  CHECK(tt_choose_slot(empty_then_same, key, 4, Bound::Lower, 1) == 1);
  // Another key in slot 0: the empty slot 1.
  const TTSlotView other_then_empty[2] = {{true, key + 2, 9, 1}, {}};
  CHECK(tt_choose_slot(other_then_empty, key, 4, Bound::Lower, 1) == 1);
  // Both taken by other keys: the shallower, an older search's first.
  const TTSlotView others[2] = {{true, key + 2, 9, 1}, {true, key + 4, 2, 1}};
  CHECK(tt_choose_slot(others, key, 4, Bound::Lower, 1) == 1);
  const TTSlotView older[2] = {{true, key + 2, 9, 0}, {true, key + 4, 2, 1}};
  CHECK(tt_choose_slot(older, key, 4, Bound::Lower, 1) == 0);
  // A much deeper entry of the same key stays, unless the new one is exact or the old one is from
  // an older search.
  const TTSlotView deep[2] = {{true, key + 2, 1, 1}, {true, key, 12, 1}};
  CHECK(tt_choose_slot(deep, key, 4, Bound::Lower, 1) == -1);
  CHECK(tt_choose_slot(deep, key, 4, Bound::Exact, 1) == 1);
  CHECK(tt_choose_slot(deep, key, 4, Bound::Lower, 2) == 1);
}

TEST_CASE("tt: what is stored is found again, with its move in the meta word and in extra words", "[tt]") {
  TranspositionTableOf<WideCodec> tt;
  REQUIRE(tt.resize(1));
  CHECK(tt.size_mib() == 1);
  auto e = entry<WideCodec>(200, Bound::Exact);
  e.score = -32000;
  e.has_move = true;
  e.move = {(1u << 30) - 1, 0xFEDC'BA98'7654'3210ULL};
  tt.store(42, e);
  const auto found = tt.probe(42);
  REQUIRE(found);
  CHECK(found->score == -32000);
  CHECK(found->depth == 200);
  CHECK(found->bound == Bound::Exact);
  CHECK(found->has_move);
  CHECK(found->move == e.move);
  CHECK_FALSE(tt.probe(43));
  // Without a move, none() comes back.
  auto bare = entry<WideCodec>(3, Bound::Upper);
  bare.score = 17;
  tt.store(44, bare);
  const auto found_bare = tt.probe(44);
  REQUIRE(found_bare);
  CHECK_FALSE(found_bare->has_move);
  CHECK(found_bare->move == WideCodec::none());
  CHECK(found_bare->score == 17);
  tt.clear();
  CHECK_FALSE(tt.probe(42));
}

TEST_CASE("tt: keys of one bucket share it, a third key evicts the shallower", "[tt]") {
  TranspositionTableOf<NarrowCodec> tt;  // the smallest table: one bucket of two slots
  auto e = entry<NarrowCodec>(5);
  e.has_move = true;
  e.move = 99;
  tt.store(2, e);
  tt.store(4, entry<NarrowCodec>(1));
  REQUIRE(tt.probe(2));
  REQUIRE(tt.probe(4));
  CHECK(tt.probe(2)->move == 99u);
  tt.store(6, entry<NarrowCodec>(3));
  CHECK(tt.probe(2));
  CHECK_FALSE(tt.probe(4));
  CHECK(tt.probe(6));
  CHECK(tt.hashfull() == 1000);
  tt.new_search();
  CHECK(tt.hashfull() == 0);
}

TEST_CASE("tt: a fresh table is empty, and clear empties a table that was written", "[tt]") {
  TranspositionTableOf<NarrowCodec> table;
  REQUIRE(table.resize(1));
  CHECK_FALSE(table.probe(12345));
  CHECK(table.hashfull() == 0);
  table.clear();  // nothing stored yet: skipped, and still empty
  CHECK_FALSE(table.probe(12345));
  table.store(12345, entry<NarrowCodec>(5));
  table.store(99999, entry<NarrowCodec>(3));
  REQUIRE(table.probe(12345));
  table.clear();
  CHECK_FALSE(table.probe(12345));
  CHECK_FALSE(table.probe(99999));
  table.store(99999, entry<NarrowCodec>(4));  // written again after the clear: cleared again
  REQUIRE(table.probe(99999));
  table.clear();
  CHECK_FALSE(table.probe(99999));
  REQUIRE(table.resize(2));  // a new table starts empty
  CHECK_FALSE(table.probe(99999));
}

TEST_CASE(
    "tt: clear empties every part of a table: a small one zeroed by several threads, a large one given "
    "fresh pages",
    "[tt][threads]") {
  // Keys spread over every bucket, then the first and the last bucket's (a key's low bits pick it).
  std::vector<std::uint64_t> keys;
  for (std::uint64_t i = 1; i <= 100000; ++i) keys.push_back(i * 0x9E3779B97F4A7C15ULL);
  keys.push_back(0);
  keys.push_back(~std::uint64_t(0));
  // 4 MiB of slots: up to four parts of at least 1 MiB; 64 MiB: fresh pages.
  const std::pair<int, int> cases[] = {{5, 3}, {5, 4}, {5, 64}, {5, 1}, {64, 2}};
  for (const auto& [mib, threads] : cases) {
    INFO(mib << " MiB, " << threads << " threads");
    TranspositionTableOf<NarrowCodec> table;
    REQUIRE(table.resize(mib));
    for (int round = 0; round < 2; ++round) {
      for (const std::uint64_t key : keys) table.store(key, entry<NarrowCodec>(5));
      std::size_t found = 0;
      for (const std::uint64_t key : keys) found += table.probe(key).has_value();
      REQUIRE(found > keys.size() / 2);
      REQUIRE(table.probe(0));
      REQUIRE(table.probe(~std::uint64_t(0)));
      table.clear(threads);
      found = 0;
      for (const std::uint64_t key : keys) found += table.probe(key).has_value();
      CHECK(found == 0);
      CHECK(table.hashfull() == 0);
    }
  }
}

TEST_CASE(
    "tt: a bucket of two 16-byte slots lies in one cache line in every table size, and a large table starts on a "
    "huge page",
    "[tt]") {
  // Slots of the narrow codec are two words: a bucket is 32 bytes and starts on a 32-byte boundary of a
  // table that starts on a cache line. calloc promises only 16 bytes, which would put half the buckets
  // across two lines.
  std::vector<std::uint64_t> keys;
  for (std::uint64_t i = 0; i < 64; ++i) keys.push_back(i * 0x9E3779B97F4A7C15ULL + i);
  TranspositionTableOf<NarrowCodec> table;
  for (const int mib : {0, 1, 3, 16, 64}) {
    INFO(mib << " MiB");
    if (mib > 0) REQUIRE(table.resize(mib));
    for (const std::uint64_t key : keys) {
      const auto address = reinterpret_cast<std::uintptr_t>(table.bucket(key));
      CHECK(address % 64 + 32 <= 64);
    }
    table.store(keys[1], entry<NarrowCodec>(5));
    table.clear();  // a large written table takes fresh pages: aligned again
    for (const std::uint64_t key : keys) CHECK(reinterpret_cast<std::uintptr_t>(table.bucket(key)) % 32 == 0);
    CHECK(reinterpret_cast<std::uintptr_t>(table.bucket(0)) % 64 == 0);
#ifdef __linux__
    // From 2 MiB the table is mapped on a huge page's boundary (what huge pages back it is the system's call).
    if (mib >= 2) CHECK(reinterpret_cast<std::uintptr_t>(table.bucket(0)) % (std::uintptr_t(2) << 20) == 0);
#endif
  }
}

}  // namespace transposition_table_test
