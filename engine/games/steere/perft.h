// perft (S9.4): the number of move sequences of a given length, with per-move "divide". Leaves are
// counted in bulk: at depth 1 the moves are counted, not made, and at depth 2 each move's replies are
// counted from the squares it empties and fills (reply_count.h). Repetitions are ignored (S7.3).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

#include "movegen.h"

namespace inchworm::steere {

// Leaves below `pos` at `depth`; nullopt when `stop` (if given) is set before the count ends.
std::optional<std::uint64_t> perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

// The same, reporting each root move's count in the generator's fixed order.
std::optional<std::uint64_t> perft_divide(Position& pos, int depth,
                                          const std::function<void(const Move&, std::uint64_t)>& report,
                                          const std::atomic<bool>* stop = nullptr);

}  // namespace inchworm::steere
