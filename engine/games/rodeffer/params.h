// The constants of Rodeffer's main search and the weights of its evaluation, declared once with their range
// and step so that tuning can change them (tunable.h). Each starts at the value the search was measured with.
#pragma once

#include <array>

#include "tunable.h"

namespace inchworm::rodeffer {

// The weights of the evaluation (eval.cpp), in centipoints unless said otherwise. Those of the original
// capture rule were fitted by Texel's method to 150,092 quiet positions of 410 self-play games
// (scripts/texel-fit; README, "Training data and fitted evaluation weights") and proven by an SPRT. The
// modern rule (R5) plays a different game on the same board, so it keeps its own values, tuned apart
// (the ...Modern weights): the fit measured nothing for it (a non-regression SPRT leaned against it).
struct EvalParams {
  // Nearness to the target score: this over the points still needed (R4.1).
  Tunable race_weight{"RaceWeight", 0, 0, 3000, 50};
  Tunable race_weight_modern{"RaceWeightModern", 749, 0, 3000, 50};
  // A stock's first two pieces each, and each piece beyond; a prisoner held (prisoner drops).
  Tunable stock_first{"StockFirst", 44, 0, 200, 5};
  Tunable stock_extra{"StockExtra", 1, 0, 20, 1};
  // The same under the modern rule (R5), where pieces held back keep the board too sparse for any
  // capture: below 0, a piece in stock costs (tuned so under the modern rule: every piece held back costs).
  Tunable stock_first_modern{"StockFirstModern", -17, -100, 200, 5};
  Tunable stock_extra_modern{"StockExtraModern", -5, -50, 20, 1};
  Tunable prisoner{"Prisoner", 15, 0, 100, 5};
  // Under the modern rule, each of a side's own pieces that the opponent holds: idle until rescued
  // (R2.4). Below the stock's weights, so that a rescue gains and the pieces come back into play.
  Tunable captive_modern{"CaptiveModern", -20, -100, 50, 5};
  // Per piece of a group taken by filling its last liberty: the owner to move (it saves one group,
  // the largest, which then costs DangerSaved), the attacker to move.
  Tunable danger_one_to_move{"DangerOneToMove", 133, 0, 300, 5};
  Tunable danger_one_to_move_modern{"DangerOneToMoveModern", 107, 0, 300, 5};
  Tunable danger_saved{"DangerSaved", 46, 0, 300, 5};
  Tunable danger_saved_modern{"DangerSavedModern", 30, 0, 300, 5};
  Tunable danger_one_attacker{"DangerOneAttacker", 55, 0, 300, 5};
  Tunable danger_one_attacker_modern{"DangerOneAttackerModern", 20, 0, 300, 5};
  // Per piece of a group taken by filling its last two liberties, the owner or the attacker to move.
  Tunable danger_two_to_move{"DangerTwoToMove", 26, 0, 200, 5};
  Tunable danger_two_to_move_modern{"DangerTwoToMoveModern", 10, 0, 200, 5};
  Tunable danger_two_attacker{"DangerTwoAttacker", 35, 0, 200, 5};
  Tunable danger_two_attacker_modern{"DangerTwoAttackerModern", 19, 0, 200, 5};
  // Each liberty of a group, up to UsefulLiberties a group; each eye, up to UsefulEyes a side, by rule.
  Tunable liberty{"Liberty", 2, 0, 30, 1};
  Tunable liberty_modern{"LibertyModern", 0, 0, 30, 1};
  Tunable useful_liberties{"UsefulLiberties", 2, 0, 8, 1};
  Tunable eye_original{"EyeOriginal", 0, 0, 100, 3};
  Tunable eye_modern{"EyeModern", 0, 0, 100, 3};
  Tunable useful_eyes{"UsefulEyes", 0, 0, 8, 1};
  // The side behind counts its own safety for this many percent less a point behind, up to RiskMax.
  Tunable risk_per_point{"RiskPerPoint", 25, 0, 60, 1};
  Tunable risk_per_point_modern{"RiskPerPointModern", 2, 0, 25, 1};
  Tunable risk_max{"RiskMax", 50, 0, 100, 5};
  // The move in hand.
  Tunable tempo{"Tempo", 6, 0, 100, 4};
  Tunable tempo_modern{"TempoModern", 38, 0, 100, 4};

  auto all() {
    return std::array{&race_weight,
                      &race_weight_modern,
                      &stock_first,
                      &stock_extra,
                      &stock_first_modern,
                      &stock_extra_modern,
                      &prisoner,
                      &captive_modern,
                      &danger_one_to_move,
                      &danger_one_to_move_modern,
                      &danger_saved,
                      &danger_saved_modern,
                      &danger_one_attacker,
                      &danger_one_attacker_modern,
                      &danger_two_to_move,
                      &danger_two_to_move_modern,
                      &danger_two_attacker,
                      &danger_two_attacker_modern,
                      &liberty,
                      &liberty_modern,
                      &useful_liberties,
                      &eye_original,
                      &eye_modern,
                      &useful_eyes,
                      &risk_per_point,
                      &risk_per_point_modern,
                      &risk_max,
                      &tempo,
                      &tempo_modern};
  }
};

// The evaluation with the weights it was measured with.
inline constexpr EvalParams kDefaultEval{};

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
  // Each of the search's extras switched on (1) or off (0), for the ablations (README, "Search
  // ablations"); QuiescencePlies 0 switches quiescence off.
  Tunable use_futility{"UseFutility", 1, 0, 1, 1};
  Tunable use_late_move_pruning{"UseLateMovePruning", 1, 0, 1, 1};
  Tunable use_reductions{"UseReductions", 1, 0, 1, 1};
  // A root move that beat the best in a null window is played when a limit cuts off its search in the
  // full window (search_driver.h).
  Tunable use_proved_root_move{"UseProvedRootMove", 1, 0, 1, 1};
  // Candidate: the history kept from one move of a game to the next (a new game clears it).
  Tunable use_kept_history{"UseKeptHistory", 0, 0, 1, 1};

  // The evaluation's weights the search uses.
  EvalParams eval;

  auto all() {
    auto& e = eval;
    return std::array{&quiescence_plies,
                      &loop_shift,
                      &progress_per_point,
                      &futility_margin,
                      &late_move_count,
                      &reduce_from,
                      &reduce_more_from,
                      &use_futility,
                      &use_late_move_pruning,
                      &use_reductions,
                      &use_proved_root_move,
                      &use_kept_history,
                      &e.race_weight,
                      &e.race_weight_modern,
                      &e.stock_first,
                      &e.stock_extra,
                      &e.stock_first_modern,
                      &e.stock_extra_modern,
                      &e.prisoner,
                      &e.captive_modern,
                      &e.danger_one_to_move,
                      &e.danger_one_to_move_modern,
                      &e.danger_saved,
                      &e.danger_saved_modern,
                      &e.danger_one_attacker,
                      &e.danger_one_attacker_modern,
                      &e.danger_two_to_move,
                      &e.danger_two_to_move_modern,
                      &e.danger_two_attacker,
                      &e.danger_two_attacker_modern,
                      &e.liberty,
                      &e.liberty_modern,
                      &e.useful_liberties,
                      &e.eye_original,
                      &e.eye_modern,
                      &e.useful_eyes,
                      &e.risk_per_point,
                      &e.risk_per_point_modern,
                      &e.risk_max,
                      &e.tempo,
                      &e.tempo_modern};
  }
};

}  // namespace inchworm::rodeffer
