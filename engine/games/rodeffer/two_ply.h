// perft's last two plies, counted without making the replies: bulk counting one level deeper.
//
// After a move that captures nothing, the opponent's stacks, stock and prisoners are as before; only
// the empty squares differ (a drop fills one, a collect frees the run but its last square, a
// distribution fills the squares it spreads to). Their reply count is a sum of terms that depend on
// nothing else: their collects (fixed), their drops (one per empty square or own stack), their
// prisoner drops (one per empty square), their rescue (fixed) and their stacks' distributions (a
// count over the empty squares near each stack, remembered by the DistributionCounter). So each of
// our moves is priced by arithmetic on the squares it changes, and whole classes of moves at once
// (the drops and collects far from the opponent's tall stacks). A move that may capture is found by
// cheap liberty tests and then made, counted and unmade, exactly as the plain generator does.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "movegen.h"

namespace inchworm::rodeffer {

class TwoPlyCounter {
 public:
  // Leaves two plies below `pos`: the sum over its legal moves of the replies each one leaves.
  // nullopt when some stack's distributions are over budget. `pos` is the same on return.
  std::optional<std::uint64_t> count(Position& pos, DistributionCounter& counter, std::uint64_t budget);

 private:
  std::vector<Bitboard> sets_;        // one stack's distributions (the counter's own list is reused by the replies)
  std::vector<Bitboard> their_sets_;  // the opponent's tall stacks' distributions, listed by the replies
  MoveList moves_;
};

}  // namespace inchworm::rodeffer
