// What a Texel fit needs of one position, from an engine set up for the data's game: the static
// evaluation at the tunables in force, the evaluation of the position after the best move (the side-to-
// move check), and the evaluation's derivative by each tunable asked for, by a symmetric finite
// difference of the tunable's declared step (one-sided at an end of its range).
#pragma once

#include <string>
#include <vector>

#include "data_format.h"
#include "engine.h"
#include "expected.h"

namespace datagen {

struct ParamSpec {
  std::string name;
  int value = 0, min = 0, max = 0, step = 1;
};

// The row of `position`: result (1, 0.5, 0 from the side to move's view), search score, eval, eval
// after the best move, then one derivative per param. The engine's tunables are left as they were.
// An error when the engine refuses the position or the move, or has no static evaluation.
inchworm::Expected<std::vector<float>> position_terms(inchworm::Engine& engine, const PositionRecord& position,
                                                      const std::vector<ParamSpec>& params);

// The columns before the derivatives.
inline const std::vector<std::string> kFixedColumns = {"result", "score", "eval", "eval_after"};

}  // namespace datagen
