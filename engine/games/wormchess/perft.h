// perft (N4): the number of legal move sequences of a given length, with per-move "divide". Leaves are
// counted in bulk: at depth 1 the legal moves are counted, not made. Draw rules play no part (N4.2).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

#include "movegen.h"

namespace inchworm::wormchess {

// Leaves below pos at `depth`; nullopt when `stop` is set during the count. pos is restored.
std::optional<std::uint64_t> perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

// The same, reporting each legal move's count in generation order.
std::optional<std::uint64_t> perft_divide(Position& pos, int depth,
                                          const std::function<void(Move, std::uint64_t)>& report,
                                          const std::atomic<bool>* stop = nullptr);

}  // namespace inchworm::wormchess
