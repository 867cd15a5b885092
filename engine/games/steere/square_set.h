// A set of cells of the padded board (types.h): a fixed bitset of five words, enough for all 306
// cells, iterated in increasing cell order.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "types.h"

namespace inchworm::steere {

class SquareSet {
 public:
  static constexpr int kWords = (kCells + 63) / 64;

  void set(Cell c) { w_[std::size_t(c >> 6)] |= std::uint64_t(1) << (c & 63); }
  void reset(Cell c) { w_[std::size_t(c >> 6)] &= ~(std::uint64_t(1) << (c & 63)); }
  bool test(Cell c) const { return (w_[std::size_t(c >> 6)] >> (c & 63)) & 1; }
  bool empty() const {
    for (auto w : w_)
      if (w) return false;
    return true;
  }
  int count() const {
    int n = 0;
    for (auto w : w_) n += std::popcount(w);
    return n;
  }
  bool operator==(const SquareSet&) const = default;
  // Word i of the bitset: cells 64 i to 64 i + 63, the lowest in bit 0.
  std::uint64_t word(int i) const { return w_[std::size_t(i)]; }

  // Calls f(cell) for every member, in increasing order.
  template <typename F>
  void for_each(F&& f) const {
    for (int i = 0; i < kWords; ++i)
      for (std::uint64_t w = w_[std::size_t(i)]; w; w &= w - 1) f(Cell(i * 64 + std::countr_zero(w)));
  }

 private:
  std::array<std::uint64_t, kWords> w_{};
};

}  // namespace inchworm::steere
