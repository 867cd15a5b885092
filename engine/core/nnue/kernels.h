// The network's inner loops: adding and removing a feature's weights in an accumulator, and the output
// neuron over two accumulators, over blocks of kHiddenBlock int16 values (the hidden size is a multiple of
// it). The accumulator's update is written in vector registers (below); the output's plain loops GCC turns
// into whole vector registers at -O2 and above (checked with -fopt-info-vec on GCC 12, -march=x86-64-v2:
// every inner loop is vectorised with 16-byte vectors). Integer
// overflow: accumulators wrap in int16 like the weights they sum (the trainer keeps weights within +-2, so 64 active
// features stay within range); the output sums a block in int32 (the reader checks that a block's
// terms cannot overflow it) and the blocks in int64.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "nnue/network.h"

namespace inchworm::nnue {

// dst = src + the rows of `added` - the rows of `removed` (dst may be src), kChunk neurons at a time (one
// vector register): the chunk stays in a register while every row's part of it is added or subtracted, so
// the accumulator is read and written once, not once per row as a loop over the rows outside does (in
// Steere's searches, where a move changes 4 to 10 inputs, that made the updates 2 times as slow). The
// register is a GCC/Clang vector type, so the loads, sums and stores are vector instructions at every
// optimisation level: plain loops vectorised only at -O2 and above, and in the sanitizer builds (-O1, every
// lane's access checked alone) this function took 58% of the time of the network games' searches. Lanes are
// unsigned: their sums wrap (int16 two's complement, as the weights are summed) with no signed overflow.
#ifdef __AVX2__
constexpr int kChunk = 16;
#else
constexpr int kChunk = 8;
#endif
using Lanes = std::uint16_t __attribute__((vector_size(kChunk * sizeof(std::uint16_t))));

inline void add_and_remove_rows(std::int16_t* dst, const std::int16_t* src, const Network& net,
                                const std::uint32_t* added, std::uint32_t added_count, const std::uint32_t* removed,
                                std::uint32_t removed_count) {
  const int h = int(net.hidden);
  for (int i = 0; i < h; i += kChunk) {
    Lanes chunk, row;
    std::memcpy(&chunk, src + i, sizeof chunk);
    for (std::uint32_t k = 0; k < added_count; ++k) {
      std::memcpy(&row, net.row(added[k]) + i, sizeof row);
      chunk += row;
    }
    for (std::uint32_t k = 0; k < removed_count; ++k) {
      std::memcpy(&row, net.row(removed[k]) + i, sizeof row);
      chunk -= row;
    }
    std::memcpy(dst + i, &chunk, sizeof chunk);
  }
}

// dst = the bias + the rows of `active`: an accumulator computed afresh.
inline void refresh_rows(std::int16_t* dst, const Network& net, const std::uint32_t* active, std::uint32_t count) {
  add_and_remove_rows(dst, net.input_bias.data(), net, active, count, nullptr, 0);
}

// Sum over one accumulator of clamp(v, 0, qa) x w.
inline std::int64_t clipped_dot(const std::int16_t* acc, const std::int16_t* w, int h, int qa) {
  std::int64_t sum = 0;
  for (int i = 0; i < h; i += kHiddenBlock) {
    std::int32_t block = 0;
    for (int j = 0; j < kHiddenBlock; ++j) {
      const int v = std::clamp(int(acc[i + j]), 0, qa);
      block += v * w[i + j];
    }
    sum += block;
  }
  return sum;
}

// Sum over one accumulator of clamp(v, 0, qa)^2 x w: each term in int32 (qa^2 x |w| fits, and so does a
// block of kHiddenBlock terms: the reader checks kHiddenBlock x qa^2 x max |w| < 2^31).
inline std::int64_t squared_clipped_dot(const std::int16_t* acc, const std::int16_t* w, int h, int qa) {
  std::int64_t sum = 0;
  for (int i = 0; i < h; i += kHiddenBlock) {
    std::int32_t block = 0;
    for (int j = 0; j < kHiddenBlock; ++j) {
      const int v = std::clamp(int(acc[i + j]), 0, qa);
      block += v * v * w[i + j];
    }
    sum += block;
  }
  return sum;
}

// The network's output in the game's units from the side to move's accumulator `us` and the other's
// `them` (see network.h for the arithmetic).
inline int network_output(const Network& net, const std::int16_t* us, const std::int16_t* them) {
  const int h = int(net.hidden);
  const std::int16_t* w = net.output_weights.data();
  std::int64_t sum;
  if (net.activation == Activation::SquaredClippedRelu)
    sum = (squared_clipped_dot(us, w, h, net.qa) + squared_clipped_dot(them, w + h, h, net.qa)) / net.qa;
  else
    sum = clipped_dot(us, w, h, net.qa) + clipped_dot(them, w + h, h, net.qa);
  return int((sum + net.output_bias) * net.scale / (std::int64_t(net.qa) * net.qb));
}

}  // namespace inchworm::nnue
