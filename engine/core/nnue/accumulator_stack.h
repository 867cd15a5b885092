// A search thread's accumulators, one entry per ply of the line being searched: each entry holds the
// position's two accumulators (one per perspective: the first player's view, the second's) and the
// lists of active features they were computed from, in the order the game's feature code gave them.
//
// A move pushes an entry that is not computed yet; taking it back pops it, so the entry below is exactly
// what it was (nothing is subtracted back). An entry is computed only when the position is evaluated
// (many positions never are: cut off by the table, or left by quiescence at once), from the nearest
// computed entry below it: the game's feature code lists the position's active features, the list is
// compared with that entry's (through a mark per input: no sorting), and the accumulator becomes the old
// one plus the rows of the features added minus those removed (int16 sums wrap, so their order does not
// change the result). When that would cost more row operations than summing the new list afresh (added
// + removed >= active), the accumulator is refreshed instead: a move that changes most of
// the features (the feature set's design says which do; e.g. a capture in Rodeffer's game that empties
// many squares), or an evaluation many plies above the last one.
//
// The feature code (`collect(perspective, FeatureList&)`, or `collect(first_view, second_view)` giving
// both lists in one pass) is the game's; the same lists feed the trainer (one source of truth). Lists
// need not come sorted; each feature at most once (asserted in debug builds).
//
// A game that can compare two positions directly (its feature set's `difference`: the chess games compare
// their piece bitboards) updates through `update(collect, difference, key)` instead: the difference lists
// the features added and removed since the base entry without listing every active one, so an update
// costs the few rows a move changes and no list of the whole position (listing and comparing the lists
// took 43% of Long Worm Chess's search time). Those entries keep the count of their active features, not
// the lists; a refresh lists them (`collect`), and debug builds list them to check every update.
//
// Each entry also keeps the key (the game's position hash) it was computed for, and an entry whose key
// is not the position's is computed again: an entry's accumulator always matches its own list, so any
// computed entry is a correct base, and a search whose pushes and pops fell out of step (a move made
// without a push) still gets the right values, only more slowly. Debug builds assert that it never
// happens, and that every entry computed from another equals a refresh.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "nnue/kernels.h"
#include "nnue/network.h"

namespace inchworm::nnue {

// Where a game's feature code writes the active features of one perspective.
class FeatureList {
 public:
  FeatureList(std::uint32_t* data, std::uint32_t capacity, std::uint32_t size = 0)
      : data_(data), capacity_(capacity), size_(size) {}
  void add(std::uint32_t feature) {
    assert(size_ < capacity_);
    data_[size_++] = feature;
  }
  std::uint32_t size() const { return size_; }
  const std::uint32_t* begin() const { return data_; }
  const std::uint32_t* end() const { return data_ + size_; }
  std::uint32_t* data() { return data_; }

 private:
  std::uint32_t* data_;
  [[maybe_unused]] std::uint32_t capacity_;  // read by asserts only
  std::uint32_t size_ = 0;
};

class AccumulatorStack {
 public:
  // `net` must outlive the stack; `max_active`: the feature set's bound; `capacity`: the deepest line.
  AccumulatorStack(const Network& net, std::uint32_t max_active, int capacity)
      : net_(net),
        hidden_(net.hidden),
        max_active_(max_active),
        capacity_(capacity),
        acc_(std::size_t(capacity) * 2 * hidden_),
        lists_(std::size_t(capacity) * 2 * max_active),
        sizes_(std::size_t(capacity) * 2),
        computed_(std::size_t(capacity)),
        keys_(std::size_t(capacity)),
        listed_(std::size_t(capacity)),
        scratch_(4 * std::size_t(max_active)),
        marks_(net.inputs, 0) {}

  // Every evaluation refreshes in full (for tests: the same values computed the slow way).
  void set_refresh_always(bool on) { refresh_always_ = on; }

  // The root: the bottom entry, computed afresh.
  template <class Collect>
  void reset(Collect&& collect, std::uint64_t key) {
    top_ = 0;
    computed_[0] = false;
    compute(collect, true, key);
  }
  // A move was made: the new position's entry, not computed yet.
  void push() {
    assert(top_ + 1 < capacity_);
    computed_[std::size_t(++top_)] = false;
  }
  // The move was taken back: the entry below, as it was.
  void pop() {
    assert(top_ > 0);
    --top_;
  }
  int depth() const { return top_; }
  // Whether the top entry is computed (for whichever position).
  bool computed() const { return computed_[std::size_t(top_)]; }

  // Whether the top entry is computed, for the position `key`.
  bool ready(std::uint64_t key) const {
    const std::size_t t = std::size_t(top_);
    return computed_[t] && keys_[t] == key;
  }
  // Computes the top entry for the position `key` when it is not yet.
  template <class Collect>
  void update(Collect&& collect, std::uint64_t key) {
    if (ready(key)) return;
    const bool stale = check_stale();
    compute(collect, refresh_always_ || stale, key);
  }
  // The same through the game's direct comparison: `difference(base, added, removed)` fills added[p] with
  // the features of perspective p that the top position has and entry `base`'s has not, removed[p] with
  // the reverse (each at most max_active long).
  template <class Collect, class Difference>
  void update(Collect&& collect, Difference&& difference, std::uint64_t key) {
    if (ready(key)) return;
    const bool stale = check_stale();
    computed_[std::size_t(top_)] = false;
    if (!refresh_always_ && !stale && apply_game_difference(difference)) {
      finish(collect, key);
      return;
    }
    compute(collect, true, key);
  }
  // The evaluation of the top entry (computed) with `side_to_move` (0 first player, 1 second) to move.
  int output(int side_to_move) const {
    return network_output(net_, accumulator(top_, side_to_move), accumulator(top_, 1 - side_to_move));
  }

  // The top entry's accumulator and active features of `perspective` (computed; the features sorted, from
  // an entry that listed them: computed by `update(collect, key)`, or afresh).
  const std::int16_t* accumulator(int perspective) const { return accumulator(top_, perspective); }
  std::vector<std::uint32_t> active(int perspective) const {
    assert(listed_[std::size_t(top_)]);
    const std::uint32_t* list = list_of(top_, perspective);
    std::vector<std::uint32_t> sorted(list, list + sizes_[slot(top_, perspective)]);
    std::sort(sorted.begin(), sorted.end());
    return sorted;
  }

  // How entries were computed so far: from an entry below, or afresh.
  std::uint64_t updates() const { return updates_; }
  std::uint64_t refreshes() const { return refreshes_; }
  // Entries computed again because they had been computed for another position (a missing push).
  std::uint64_t out_of_step() const { return out_of_step_; }

 private:
  std::size_t slot(int entry, int perspective) const { return std::size_t(entry) * 2 + std::size_t(perspective); }
  std::int16_t* accumulator(int entry, int perspective) { return acc_.data() + slot(entry, perspective) * hidden_; }
  const std::int16_t* accumulator(int entry, int perspective) const {
    return acc_.data() + slot(entry, perspective) * hidden_;
  }
  std::uint32_t* list_of(int entry, int perspective) { return lists_.data() + slot(entry, perspective) * max_active_; }
  const std::uint32_t* list_of(int entry, int perspective) const {
    return lists_.data() + slot(entry, perspective) * max_active_;
  }

  // Whether the top entry (not ready) was computed for another position: a move made without a push
  // (asserted in debug builds, counted in release builds).
  bool check_stale() {
    const bool stale = computed_[std::size_t(top_)];
    assert(!stale && "a move was made without a push");
    if (stale) ++out_of_step_;
    return stale;
  }

  // The nearest computed entry below the top, or -1.
  int base_entry() const {
    int base = top_ - 1;
    while (base >= 0 && !computed_[std::size_t(base)]) --base;
    return base;
  }

  // Lists the top position's active features into the top entry's lists.
  template <class Collect>
  void list_top(Collect& collect) {
    FeatureList lists[2] = {FeatureList(list_of(top_, 0), max_active_), FeatureList(list_of(top_, 1), max_active_)};
    if constexpr (std::is_invocable_v<Collect&, FeatureList&, FeatureList&>)
      collect(lists[0], lists[1]);
    else
      for (int p = 0; p < 2; ++p) collect(p, lists[p]);
    for (int p = 0; p < 2; ++p) sizes_[slot(top_, p)] = lists[p].size();
    listed_[std::size_t(top_)] = true;
  }

  template <class Collect>
  void compute(Collect& collect, bool afresh, std::uint64_t key) {
    computed_[std::size_t(top_)] = false;
    const int base = base_entry();
    list_top(collect);
    for (int p = 0; p < 2; ++p) {
      const FeatureList list(list_of(top_, p), max_active_, sizes_[slot(top_, p)]);
      if (afresh || base < 0 || !apply_difference(base, p, list)) {
        refresh_rows(accumulator(top_, p), net_, list.begin(), list.size());
        ++refreshes_;
      }
    }
    finish(collect, key);
  }

  // The top entry computed for `key`. The one consistency check (DEVELOPERS.md), in debug builds: each
  // feature listed once, and an entry computed from another equals a refresh of the position's list.
  template <class Collect>
  void finish([[maybe_unused]] Collect& collect, std::uint64_t key) {
    computed_[std::size_t(top_)] = true;
    keys_[std::size_t(top_)] = key;
#ifndef NDEBUG
    const bool listed = listed_[std::size_t(top_)];
    std::uint32_t counted[2] = {sizes_[slot(top_, 0)], sizes_[slot(top_, 1)]};
    if (!listed) list_top(collect);
    std::vector<std::int16_t> fresh(hidden_);
    for (int p = 0; p < 2; ++p) {
      const std::uint32_t* list = list_of(top_, p);
      std::vector<std::uint32_t> sorted(list, list + sizes_[slot(top_, p)]);
      std::sort(sorted.begin(), sorted.end());
      assert(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
      assert(sizes_[slot(top_, p)] == counted[p]);
      refresh_rows(fresh.data(), net_, list, sizes_[slot(top_, p)]);
      assert(std::equal(fresh.begin(), fresh.end(), accumulator(top_, p)));
    }
    listed_[std::size_t(top_)] = listed;
#endif
  }

  // The top entry from the nearest computed entry below and the game's difference, both perspectives;
  // false (nothing done) when there is no such entry or a refresh costs less.
  template <class Difference>
  bool apply_game_difference(Difference& difference) {
    const int base = base_entry();
    if (base < 0) return false;
    std::uint32_t* area = scratch_.data();
    const std::uint32_t m = max_active_;
    FeatureList added[2] = {FeatureList(area, m), FeatureList(area + m, m)};
    FeatureList removed[2] = {FeatureList(area + 2 * m, m), FeatureList(area + 3 * m, m)};
    difference(base, added, removed);
    std::uint32_t size[2];
    for (int p = 0; p < 2; ++p) {
      size[p] = sizes_[slot(base, p)] + added[p].size() - removed[p].size();
      if (added[p].size() + removed[p].size() >= size[p]) return false;
    }
    for (int p = 0; p < 2; ++p) {
      add_and_remove_rows(accumulator(top_, p), accumulator(base, p), net_, added[p].begin(), added[p].size(),
                          removed[p].begin(), removed[p].size());
      sizes_[slot(top_, p)] = size[p];
      ++updates_;
    }
    listed_[std::size_t(top_)] = false;
    return true;
  }

  // The top entry's accumulator of perspective `p` from entry `base`'s and the two lists' difference;
  // false (nothing done) when a refresh costs less. The base's features are marked with a fresh stamp;
  // a new feature that finds the stamp is common to both (and is marked one higher), one that does not
  // is added; a base feature still at the stamp is removed.
  bool apply_difference(int base, int p, const FeatureList& now) {
    assert(listed_[std::size_t(base)] && "an entry without its lists as the base of a list comparison");
    const std::uint32_t* old = list_of(base, p);
    const std::uint32_t old_size = sizes_[slot(base, p)];
    if (now.size() == 0) return false;  // the bias alone
    if (stamp_ >= 0xFFFFFFF0u) {        // the stamps wrap: start again from a clean slate
      std::fill(marks_.begin(), marks_.end(), 0);
      stamp_ = 0;
    }
    stamp_ += 2;
    const std::uint32_t in_base = stamp_, in_both = stamp_ + 1;
    for (std::uint32_t i = 0; i < old_size; ++i) marks_[old[i]] = in_base;
    std::uint32_t* added = scratch_.data();
    std::uint32_t* removed = added + max_active_;
    std::uint32_t added_count = 0, removed_count = 0;
    for (const std::uint32_t f : now) {
      if (marks_[f] == in_base)
        marks_[f] = in_both;
      else
        added[added_count++] = f;
    }
    if (added_count >= now.size()) return false;
    for (std::uint32_t i = 0; i < old_size; ++i) {
      if (marks_[old[i]] != in_base) continue;
      removed[removed_count++] = old[i];
      if (added_count + removed_count >= now.size()) return false;
    }
    add_and_remove_rows(accumulator(top_, p), accumulator(base, p), net_, added, added_count, removed, removed_count);
    ++updates_;
    return true;
  }

  const Network& net_;
  const std::size_t hidden_;
  const std::uint32_t max_active_;
  [[maybe_unused]] const int capacity_;  // read by asserts only
  std::vector<std::int16_t> acc_;
  std::vector<std::uint32_t> lists_;
  std::vector<std::uint32_t> sizes_;
  std::vector<bool> computed_;
  std::vector<std::uint64_t> keys_;
  std::vector<bool> listed_;  // per entry: its lists hold its features (else only their counts)
  std::vector<std::uint32_t> scratch_;
  std::vector<std::uint32_t> marks_;  // per input: the stamp of the last difference that saw it
  std::uint32_t stamp_ = 0;
  int top_ = 0;
  bool refresh_always_ = false;
  std::uint64_t updates_ = 0, refreshes_ = 0, out_of_step_ = 0;
};

}  // namespace inchworm::nnue
