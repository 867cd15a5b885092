// Random consistent positions (R6.5) for comparison tests: a seeded generator, so failures repeat.
#pragma once

#include <random>

#include "position.h"

namespace testing {

struct RandomPositionShape {
  double empty_share = 0.5;  // chance that a square is empty
  int max_height = 3;        // stacks are 1..max_height high (heights >1 are rarer)
};

// A position that obeys R6.5 under `rules`: stacks of both colours, stocks and prisoners within each
// side's 25 pieces, either side to move, small scores.
inchworm::rodeffer::Position random_position(std::mt19937_64& rng, const inchworm::rodeffer::Rules& rules,
                                             const RandomPositionShape& shape = {});

}  // namespace testing
