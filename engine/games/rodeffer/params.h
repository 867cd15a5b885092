// The constants of Rodeffer's main search, declared once with their range and step so that tuning can
// change them (tunable.h). Each starts at the value the search was measured with.
#pragma once

#include <array>

#include "tunable.h"

namespace inchworm::rodeffer {

struct SearchParams {
  // Quiescence follows captures this many plies at most.
  Tunable quiescence_plies{"QuiescencePlies", 8, 0, 32, 1};
  // A line that comes back to a position: the evaluation moved this far toward the side ahead.
  Tunable loop_shift{"LoopShift", 50, 0, 500, 10};
  // Progress: each point taken in the line, by either side, is worth this to the side searched for.
  Tunable progress_per_point{"ProgressPerPoint", 10, 0, 100, 2};
  // At depth 1, quiet moves are not tried when the evaluation is this far below alpha.
  Tunable futility_margin{"FutilityMargin", 150, 0, 1000, 10};
  // At depth d <= 2, at most n + n * d * d quiet moves are tried.
  Tunable late_move_count{"LateMoveCount", 6, 1, 40, 1};
  // Late quiet moves are first searched a ply shallower from this one on (at depth 3 and more), two
  // plies from the other one on (at depth 5 and more).
  Tunable reduce_from{"ReduceFromMove", 3, 1, 30, 1};
  Tunable reduce_more_from{"ReduceMoreFromMove", 12, 2, 60, 1};

  auto all() {
    return std::array{&quiescence_plies, &loop_shift,  &progress_per_point, &futility_margin,
                      &late_move_count,  &reduce_from, &reduce_more_from};
  }
};

}  // namespace inchworm::rodeffer
