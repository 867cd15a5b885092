// The constants of Steere's main search, declared once with their range and step so that tuning can
// change them (tunable.h). Each starts at the value the search was measured with.
#pragma once

#include <array>

#include "tunable.h"

namespace inchworm::steere {

struct SearchParams {
  // Late quiet moves are first searched a ply shallower from this one on (at depth 3 and more), two
  // plies from the other one on (at depth 5 and more).
  Tunable reduce_from{"ReduceFromMove", 3, 1, 30, 1};
  Tunable reduce_more_from{"ReduceMoreFromMove", 10, 2, 60, 1};

  auto all() { return std::array{&reduce_from, &reduce_more_from}; }
};

}  // namespace inchworm::steere
