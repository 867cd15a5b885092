// The constants of the chess games' main search, declared once with their range and step so that
// tuning can change them (tunable.h). Each starts at the value the search was measured with.
#pragma once

#include <array>

#include "tunable.h"

namespace inchworm::wormchess {

struct SearchParams {
  // Quiescence follows captures, promotions and evasions this many plies at most.
  Tunable quiescence_plies{"QuiescencePlies", 12, 0, 32, 1};
  // From depth 5, each MultiPV line is first searched within this many centipawns of its last score.
  Tunable aspiration_window{"AspirationWindow", 25, 5, 400, 5};
  // A node this far above beta per ply of depth (depth 5 or less) is cut without a search.
  Tunable reverse_futility_margin{"ReverseFutilityMargin", 100, 0, 500, 10};
  // Quiet moves near the horizon (depth 2 or less) are not tried this far below alpha per ply.
  Tunable futility_margin{"FutilityMargin", 120, 0, 500, 10};
  // At depth d <= 3, at most n + n * d * d quiet moves are tried.
  Tunable late_move_count{"LateMoveCount", 4, 1, 40, 1};

  auto all() {
    return std::array{&quiescence_plies, &aspiration_window, &reverse_futility_margin, &futility_margin,
                      &late_move_count};
  }
};

}  // namespace inchworm::wormchess
