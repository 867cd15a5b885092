#include "distribute.h"

#include <algorithm>
#include <array>
#include <bit>

namespace inchworm::rodeffer {

namespace {

constexpr std::size_t kBucketTarget = 1024;    // candidates per bucket: its table stays in L1/L2 cache
constexpr std::size_t kMemorySlots = 1 << 14;  // remembered counts (16 bytes each)

// Complements are tested for stacks at least this high, with at most this many squares to spare and
// at most this many ways to choose them.
constexpr int kComplementMinHeight = 8;
constexpr int kComplementMaxSpare = 8;
constexpr std::uint64_t kComplementMaxSets = 300'000;

std::uint64_t binomial(int n, int k) {
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * std::uint64_t(n - k + i) / std::uint64_t(i);
  return r;
}

// Cheap necessary conditions for a path ending on `end` to add `k` more squares from `region` (the
// free squares its end still reaches): there are enough of them, and no more squares with a single
// neighbour left than can be left out (such a square can only be the path's last).
bool may_complete(const Geometry& g, Square end, Bitboard region, int k) {
  const int n = popcount(region);
  if (n < k) return false;
  const Bitboard around = region | square_bb(end);
  int dead_ends = 0;
  for (Bitboard b = region; b;)
    if (popcount(g.king[pop_lsb(b)] & around) <= 1) ++dead_ends;
  return dead_ends - 1 <= n - k;
}

// Fibonacci hashing: one multiply; the top bits choose the bucket, the bits below them the slot.
inline std::uint64_t spread(Bitboard squares) { return squares * 0x9E3779B97F4A7C15ULL; }

}  // namespace

void DistributionCounter::merge_candidates() {
  layer_.clear();
  const std::size_t n = candidates_.size();
  int bits = 0;
  while ((n >> bits) > kBucketTarget) ++bits;
  const std::size_t buckets = std::size_t(1) << bits;
  // Scatter the candidates by the top bits of their hash: a counting sort, two sequential passes.
  const std::vector<Entry>* source = &candidates_;
  if (bits) {
    bucket_start_.assign(buckets + 1, 0);
    for (const Entry& e : candidates_) ++bucket_start_[(spread(e.squares) >> (64 - bits)) + 1];
    for (std::size_t i = 0; i < buckets; ++i) bucket_start_[i + 1] += bucket_start_[i];
    scattered_.resize(n);
    fill_.assign(bucket_start_.begin(), bucket_start_.end() - 1);
    for (const Entry& e : candidates_) scattered_[fill_[spread(e.squares) >> (64 - bits)]++] = e;
    source = &scattered_;
  } else {
    bucket_start_.assign({0, std::uint32_t(n)});
  }
  // Deduplicate each bucket in a small table; a new stamp per bucket empties it without clearing.
  std::size_t largest = 0;
  for (std::size_t i = 0; i < buckets; ++i)
    largest = std::max<std::size_t>(largest, bucket_start_[i + 1] - bucket_start_[i]);
  std::size_t table = 16;
  while (table < 2 * largest) table <<= 1;
  if (slots_.size() < table) slots_.assign(table, Slot{}), stamp_ = 0;
  table = slots_.size();
  const std::size_t mask = table - 1;
  const int slot_shift = 64 - bits - std::countr_zero(table);
  for (std::size_t bucket = 0; bucket < buckets; ++bucket) {
    if (++stamp_ == 0) slots_.assign(table, Slot{}), stamp_ = 1;
    const std::uint32_t end = bucket_start_[bucket + 1];
    for (std::uint32_t i = bucket_start_[bucket]; i < end; ++i) {
      const Entry& e = (*source)[i];
      for (std::size_t at = (spread(e.squares) >> slot_shift) & mask;; at = (at + 1) & mask) {
        Slot& slot = slots_[at];
        if (slot.stamp != stamp_) {
          slot = {stamp_, std::uint32_t(layer_.size())};
          layer_.push_back(e);
          break;
        }
        if (layer_[slot.index].squares == e.squares) {
          layer_[slot.index].ends |= e.ends;
          break;
        }
      }
    }
  }
}

bool DistributionCounter::build(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget,
                                const Interrupt* interrupt) {
  InterruptPoll poll(interrupt);
  free &= ~square_bb(from);
  // Only the squares king-connected to the stack can be covered. When they are few more than the
  // stack needs, its sets are few (at most C(n - 1, spare)) while the layers on the way to them can
  // be far more numerous: test the complements instead.
  const Bitboard region = g.king_flood(g.king[from] & free, free) | square_bb(from);
  const int spare = popcount(region) - height;
  if (spare < 0) {
    layer_.clear();
    return true;
  }
  if (height >= kComplementMinHeight && spare <= kComplementMaxSpare &&
      binomial(popcount(region) - 1, spare) <= std::min<std::uint64_t>(budget, kComplementMaxSets)) {
    return build_by_complements(g, from, region, spare, poll);
  }
  layer_.assign({{square_bb(from), square_bb(from)}});
  // Layer k holds every set of k+1 squares that a path from `from` covers, with the squares such a path
  // can end on. Extending by one square next to a possible end gives the next layer.
  for (int size = 2; size <= height; ++size) {
    candidates_.clear();
    for (const Entry& e : layer_) {
      if (poll()) return false;
      for (Bitboard step = g.king_dilate(e.ends) & free & ~e.squares; step;) {
        const Bitboard b = square_bb(pop_lsb(step));
        candidates_.push_back({e.squares | b, b});
      }
      if (candidates_.size() > 4 * budget) return false;  // bounds memory as well as time
    }
    merge_candidates();
    if (layer_.size() > budget) return false;
  }
  return true;
}

bool DistributionCounter::build_by_complements(const Geometry& g, Square from, Bitboard region, int spare,
                                               InterruptPoll& poll) {
  layer_.clear();
  std::array<Square, kSquares> others{};
  int n = 0;
  for (Bitboard b = region & ~square_bb(from); b;) others[std::size_t(n++)] = pop_lsb(b);
  // Every choice of `spare` squares to leave out, by their indices in `others`.
  std::array<int, kSquares> pick{};
  for (int i = 0; i < spare; ++i) pick[std::size_t(i)] = i;
  for (;;) {
    if (poll()) return false;
    Bitboard set = region;
    for (int i = 0; i < spare; ++i) set &= ~square_bb(others[std::size_t(pick[std::size_t(i)])]);
    if (!distribution_path(g, from, set).empty()) layer_.push_back({set, 0});
    int i = spare - 1;
    while (i >= 0 && pick[std::size_t(i)] == n - spare + i) --i;
    if (i < 0) return true;
    ++pick[std::size_t(i)];
    for (int j = i + 1; j < spare; ++j) pick[std::size_t(j)] = pick[std::size_t(j - 1)] + 1;
  }
}

std::optional<std::uint64_t> DistributionCounter::count(const Geometry& g, Square from, int height, Bitboard free,
                                                        std::uint64_t budget, const Interrupt* interrupt) {
  if (height < 2) return 0;
  if (height == 2) return popcount(g.king[from] & free & ~square_bb(from));
  // Remembered by the region alone: squares out of the stack's reach, or walled off from it, differ
  // from one position to the next without changing the count.
  const Bitboard local_free = distribution_region(g, from, height, free);
  const std::uint32_t shape = std::uint32_t(from) << 16 | std::uint32_t(height) << 8 | (int(g.topology) + 1);
  if (memory_.empty()) memory_.resize(kMemorySlots);
  Remembered& slot = memory_[mix64(local_free ^ (std::uint64_t(shape) << 40)) & (kMemorySlots - 1)];
  if (slot.shape == shape && slot.local_free == local_free) return slot.count;
  if (!build(g, from, height, local_free, budget, interrupt)) return std::nullopt;
  slot = {local_free, layer_.size(), shape};
  return layer_.size();
}

DistributionWalker::DistributionWalker(const Geometry& g, Square from, int height, Bitboard free, std::uint64_t budget,
                                       const Interrupt* interrupt)
    : g_(g), free_(free & ~square_bb(from)), height_(height), budget_(budget), poll_(interrupt) {
  seen_.reset(64);
  produced_.reset(64);
  if (height >= 2) stack_.push_back({square_bb(from), from, g.king[from] & free_});
}

Bitboard DistributionWalker::next() {
  while (!stack_.empty()) {
    if (work_ >= budget_ || poll_()) {
      gave_up_ = true;
      return 0;
    }
    Frame& f = stack_.back();
    if (!f.todo) {
      stack_.pop_back();
      continue;
    }
    const Square n = pop_lsb(f.todo);
    const Bitboard squares = f.squares | square_bb(n);
    ++work_;
    const int remaining = height_ - popcount(squares);
    if (remaining == 0) {
      if (produced_.add_bits(squares, 1)) return squares;
      continue;
    }
    // A state (squares, end) explored once covers every path that reaches it. One that cannot be
    // completed is cut (no result changes, only the work: in a pocket a little too small the partial
    // paths are exponentially many), and one that must take every square its end reaches has at most
    // that one set, which the path search decides.
    const Bitboard avail = free_ & ~squares;
    const Bitboard next = g_.king[n] & avail;
    if (!next) continue;
    Bitboard region = 0;
    if (remaining >= 3) {
      region = g_.king_flood(next, avail);
      if (!may_complete(g_, n, region, remaining)) continue;
    }
    if (!seen_.add_bits(squares, square_bb(n))) continue;
    if (popcount(region) == remaining) {
      const Bitboard set = squares | region;
      if (!distribution_path(g_, n, region | square_bb(n)).empty() && produced_.add_bits(set, 1)) return set;
      continue;
    }
    stack_.push_back({squares, n, next});
  }
  return 0;
}

namespace {

// The exact existence search behind find_distribution.
class DistributionFinder {
 public:
  DistributionFinder(const Geometry& g, const Interrupt* interrupt) : g_(g), poll_(interrupt) { failed_.reset(256); }

  // A path that has covered `squares` and ends on `end` must add `k` more squares from `region`, the
  // free squares its end still reaches. Returns the completed set, or 0.
  Bitboard complete(Bitboard squares, Square end, Bitboard region, int k) {
    if (k == 0) return squares;
    if (!may_complete(g_, end, region, k)) return 0;
    // Exactly enough: the path must cover all of them, a question for the pruned path search.
    if (popcount(region) == k)
      return distribution_path(g_, end, region | square_bb(end)).empty() ? 0 : squares | region;
    // What is left decides the rest, whatever path led here.
    if (!failed_.insert(region, std::uint32_t(1 + end + kSquares * k)) || poll_()) return 0;
    // Next squares with the fewest onward steps first (Warnsdorff): dead ends are taken while they can be.
    std::array<std::pair<int, Square>, 8> order{};
    int count = 0;
    for (Bitboard b = g_.king[end] & region; b;) {
      const Square s = pop_lsb(b);
      order[std::size_t(count++)] = {popcount(g_.king[s] & region), s};
    }
    // At most 8 entries: an insertion sort (std::sort here trips GCC 12's -Warray-bounds under
    // -fsanitize=thread, a false positive inside its unrolled insertion step).
    for (int i = 1; i < count; ++i)
      for (int j = i; j > 0 && order[std::size_t(j)] < order[std::size_t(j - 1)]; --j)
        std::swap(order[std::size_t(j)], order[std::size_t(j - 1)]);
    for (int i = 0; i < count; ++i) {
      const Square s = order[std::size_t(i)].second;
      const Bitboard left = region & ~square_bb(s);
      const Bitboard reach = g_.king_flood(g_.king[s] & left, left);
      if (const Bitboard set = complete(squares | square_bb(s), s, reach, k - 1)) return set;
      if (poll_.hit()) return 0;
    }
    return 0;
  }
  bool interrupted() const { return poll_.hit(); }

 private:
  const Geometry& g_;
  InterruptPoll poll_;
  FlatPairSet failed_;
};

}  // namespace

std::optional<Bitboard> find_distribution(const Geometry& g, Square from, int height, Bitboard free,
                                          const Interrupt* interrupt) {
  if (height < 2) return Bitboard(0);
  free &= ~square_bb(from);
  DistributionFinder finder(g, interrupt);
  const Bitboard set = finder.complete(square_bb(from), from, g.king_flood(g.king[from] & free, free), height - 1);
  if (!set && finder.interrupted()) return std::nullopt;
  return set;
}

namespace {

constexpr int kPlainPathTail = 4;

// Depth first, lowest square first. Pruning never changes which path is found first, only how fast:
// a branch is cut when it cannot succeed, and a state (squares left, end) that failed once is not tried again.
bool extend_path(const Geometry& g, std::vector<Square>& path, Bitboard remaining, FlatOrMap& failed) {
  if (!remaining) return true;
  const Square end = path.back();
  // A few squares left: trying them all costs less than the tests below.
  if (popcount(remaining) <= kPlainPathTail) {
    for (Bitboard next = g.king[end] & remaining; next;) {
      const Square s = pop_lsb(next);
      path.push_back(s);
      if (extend_path(g, path, remaining & ~square_bb(s), failed)) return true;
      path.pop_back();
    }
    return false;
  }
  const Bitboard left = remaining | square_bb(end);
  if (g.king_flood(square_bb(end), left) != left) return false;  // some square can no longer be reached
  // A square with a single neighbour left can only be the path's last: two of them cannot both be.
  int dead_ends = 0;
  for (Bitboard b = remaining; b;)
    if (popcount(g.king[pop_lsb(b)] & left) <= 1 && ++dead_ends > 1) return false;
  if (!failed.add_bits(remaining, square_bb(end))) return false;  // failed before from this end
  for (Bitboard next = g.king[end] & remaining; next;) {
    const Square s = pop_lsb(next);
    path.push_back(s);
    if (extend_path(g, path, remaining & ~square_bb(s), failed)) return true;
    path.pop_back();
  }
  return false;
}

}  // namespace

std::vector<Square> distribution_path(const Geometry& g, Square from, Bitboard squares) {
  std::vector<Square> path{from};
  thread_local FlatOrMap failed;
  failed.reset(64);
  if (!(squares & square_bb(from)) || !extend_path(g, path, squares & ~square_bb(from), failed)) return {};
  return path;
}

bool is_distribution_path(const Geometry& g, const std::vector<Square>& path, Bitboard free) {
  if (path.size() < 2) return false;
  Bitboard used = square_bb(path[0]);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Bitboard b = square_bb(path[i]);
    if (!(free & b) || (used & b) || !(g.king[path[i - 1]] & b)) return false;
    used |= b;
  }
  return true;
}

}  // namespace inchworm::rodeffer
