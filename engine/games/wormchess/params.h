// The constants of the chess games' main search and the weights of their evaluation, declared once with
// their range and step so that tuning can change them (tunable.h). Each starts at the value the search was
// measured with.
#pragma once

#include <array>

#include "tunable.h"

namespace inchworm::wormchess {

// The weights of the evaluation (eval.cpp) besides the piece values (which the move ordering shares), in
// centipawns unless said otherwise. The scales are percent of the term as eval.cpp's tables give it.
// Inchworm Chess's defaults were fitted to the results of 327,589 positions of its own self-play by
// Texel's method and proven by an SPRT (README, "Training data and fitted evaluation weights").
struct EvalParams {
  Tunable placement_scale{"PlacementScale", 86, 0, 300, 10};
  Tunable mobility_scale{"MobilityScale", 72, 0, 300, 10};
  Tunable passed_scale{"PassedScale", 88, 0, 300, 10};
  Tunable king_scale{"KingSafetyScale", 93, 0, 300, 10};
  Tunable doubled_mg{"DoubledMg", 15, 0, 100, 4};
  Tunable doubled_eg{"DoubledEg", 100, 0, 200, 4};
  Tunable isolated_mg{"IsolatedMg", 0, 0, 100, 4};
  Tunable isolated_eg{"IsolatedEg", 0, 0, 100, 4};
  // Threats, in thousandths of the piece at stake: the side to move's largest hanging piece and its others
  // (it may save one, seldom two), and the opponent's largest (the initiative).
  Tunable hanging_first{"HangingFirst", 258, 0, 1000, 25};
  Tunable hanging_others{"HangingOthers", 550, 0, 1000, 25};
  Tunable hanging_theirs{"HangingTheirs", 479, 0, 1000, 25};
  // A stretched piece hit on one square that can consolidate onto its other, safe square.
  Tunable escape_cost{"EscapeCost", 91, 0, 200, 5};
  // King safety: attack units of a check in hand by consolidating, and of a discovered one; the danger's
  // cap; a stretched king.
  Tunable immediate_check_units{"ImmediateCheckUnits", 5, 0, 20, 1};
  Tunable discovery_units{"DiscoveryUnits", 11, 0, 20, 1};
  Tunable max_king_danger{"MaxKingDanger", 467, 0, 3000, 50};
  Tunable stretched_king_mg{"StretchedKingMg", 8, 0, 200, 5};
  Tunable stretched_king_eg{"StretchedKingEg", 0, 0, 200, 5};
  // The move in hand.
  Tunable tempo{"Tempo", 3, 0, 100, 4};

  auto all() {
    return std::array{&placement_scale,
                      &mobility_scale,
                      &passed_scale,
                      &king_scale,
                      &doubled_mg,
                      &doubled_eg,
                      &isolated_mg,
                      &isolated_eg,
                      &hanging_first,
                      &hanging_others,
                      &hanging_theirs,
                      &escape_cost,
                      &immediate_check_units,
                      &discovery_units,
                      &max_king_danger,
                      &stretched_king_mg,
                      &stretched_king_eg,
                      &tempo};
  }
};

// The evaluation with the weights it was measured with.
inline constexpr EvalParams kDefaultEval{};

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
  // Each of the search's extras switched on (1) or off (0): the ablations that prove each earns its
  // place (README, "Search ablations") play a switch at 0 against the default.
  Tunable use_aspiration{"UseAspiration", 1, 0, 1, 1};
  Tunable use_null_move{"UseNullMove", 1, 0, 1, 1};
  Tunable use_reverse_futility{"UseReverseFutility", 1, 0, 1, 1};
  Tunable use_futility{"UseFutility", 1, 0, 1, 1};
  Tunable use_late_move_pruning{"UseLateMovePruning", 1, 0, 1, 1};
  Tunable use_reductions{"UseReductions", 1, 0, 1, 1};
  Tunable use_check_extension{"UseCheckExtension", 1, 0, 1, 1};
  Tunable use_quiescence_consolidations{"UseQuiescenceConsolidations", 1, 0, 1, 1};
  // A root move that beat the best in a null window is played when a limit cuts off its search in the
  // full window (search_driver.h).
  Tunable use_proved_root_move{"UseProvedRootMove", 1, 0, 1, 1};
  // Quiescence reads and writes the table (its results stored at depth 0, its move tried first): on in
  // Inchworm Chess since its SPRT (README, "Search ablations"); off in Long Worm Chess until its own.
  Tunable use_quiescence_table{"UseQuiescenceTable", 1, 0, 1, 1};
  // Candidates, off until an SPRT proves them: a node without a table move searched a ply shallower
  // (internal iterative reduction), and late moves reduced less or more by their history.
  Tunable use_iir{"UseIIR", 0, 0, 1, 1};
  Tunable use_history_reductions{"UseHistoryReductions", 0, 0, 1, 1};
  // History per ply of reduction less (or more, when negative).
  Tunable history_reduction_unit{"HistoryReductionUnit", 6000, 1000, 30000, 500};
  // Candidate, off until an SPRT proves it: quiet moves ordered also by the continuation history
  // (movepick.h), its two scores weighted this many times against the history's.
  Tunable use_continuation_history{"UseContinuationHistory", 0, 0, 1, 1};
  Tunable continuation_weight{"ContinuationWeight", 64, 0, 256, 8};
  // Candidate, off until an SPRT proves it: the quiet move that last cut off after the opponent's last
  // move (its piece and square) is tried after the killers, before the other quiet moves.
  Tunable use_counter_move{"UseCounterMove", 0, 0, 1, 1};
  // Candidate, off until an SPRT proves it: a node whose static evaluation is below the one of the same
  // side's node two plies before (not improving) is pruned and reduced more: reverse futility's margin is
  // a ply's larger, late-move pruning keeps half the moves, and late moves are reduced a ply more.
  Tunable use_improving{"UseImproving", 0, 0, 1, 1};
  // Candidate, off until an SPRT proves it: where the table holds a score whose bound says the position is
  // worth more (lower bound) or less (upper bound) than the static evaluation, or exactly so, the pruning
  // decisions (reverse futility, null move, futility) use that score instead: it was searched, the static
  // evaluation was not. Game ends found by the search are not taken.
  Tunable use_table_eval{"UseTableEval", 0, 0, 1, 1};
  // Candidate (20 until an SPRT proves another): the history's scores stay within +-2^this. The larger it
  // is against a cut-off's bonus (32 d^2, at most 8,192), the more the history sums every lesson alike;
  // the smaller, the sooner a score follows what the moves do now (here 128 times the largest bonus;
  // Stockfish's limits are a few times theirs).
  Tunable history_limit_log2{"HistoryLimitLog2", 20, 13, 20, 1};
  // Candidate, off until an SPRT proves it: the history, the counter moves and the continuation history
  // are kept from one move of a game to the next (killers are not: their plies were the last search's),
  // as strong engines keep them; off, each search starts from nothing. A new game clears them.
  Tunable use_kept_history{"UseKeptHistory", 0, 0, 1, 1};
  // With UseKeptHistory: each search begins with the kept history and continuation history divided by
  // 2^this (0: kept whole), so that what the last searches learnt counts more than the game's first moves'.
  Tunable kept_history_shift{"KeptHistoryShift", 0, 0, 8, 1};
  // Singular extensions (search_driver.h's singular()): from SingularDepth, where the table's move has
  // a lower bound (or exact score) searched at most 3 plies shallower, every other move is searched to
  // half the depth against that score less SingularMargin per ply: when none reaches it the table's
  // move is the only good one and is searched a ply deeper; when another move also reaches beta, the
  // node is cut there (multi-cut). On in Inchworm Chess since its SPRT (README, "Search ablations");
  // off in Long Worm Chess until its own.
  Tunable use_singular_extension{"UseSingularExtension", 1, 0, 1, 1};
  Tunable singular_depth{"SingularDepth", 7, 4, 16, 1};
  Tunable singular_margin{"SingularMargin", 2, 0, 16, 1};
  // Candidates, off until an SPRT proves each: outside the principal variation, a singular move whose
  // rivals fall short of the singular search's bound by more than SingularDoubleMargin centipawns is
  // searched two plies deeper; a table's move that is not singular but whose stored score reaches beta
  // is searched a ply shallower (search_driver.h's singular()).
  Tunable use_double_extension{"UseDoubleExtension", 0, 0, 1, 1};
  Tunable singular_double_margin{"SingularDoubleMargin", 12, 0, 100, 1};
  Tunable use_negative_extension{"UseNegativeExtension", 0, 0, 1, 1};

  // The evaluation's weights the search uses.
  EvalParams eval;

  auto all() {
    auto& e = eval;
    return std::array{&quiescence_plies,
                      &aspiration_window,
                      &reverse_futility_margin,
                      &futility_margin,
                      &late_move_count,
                      &use_aspiration,
                      &use_null_move,
                      &use_reverse_futility,
                      &use_futility,
                      &use_late_move_pruning,
                      &use_reductions,
                      &use_check_extension,
                      &use_quiescence_consolidations,
                      &use_proved_root_move,
                      &use_quiescence_table,
                      &use_iir,
                      &use_history_reductions,
                      &history_reduction_unit,
                      &use_continuation_history,
                      &continuation_weight,
                      &use_counter_move,
                      &use_improving,
                      &use_table_eval,
                      &history_limit_log2,
                      &use_kept_history,
                      &kept_history_shift,
                      &use_singular_extension,
                      &singular_depth,
                      &singular_margin,
                      &use_double_extension,
                      &singular_double_margin,
                      &use_negative_extension,
                      &e.placement_scale,
                      &e.mobility_scale,
                      &e.passed_scale,
                      &e.king_scale,
                      &e.doubled_mg,
                      &e.doubled_eg,
                      &e.isolated_mg,
                      &e.isolated_eg,
                      &e.hanging_first,
                      &e.hanging_others,
                      &e.hanging_theirs,
                      &e.escape_cost,
                      &e.immediate_check_units,
                      &e.discovery_units,
                      &e.max_king_danger,
                      &e.stretched_king_mg,
                      &e.stretched_king_eg,
                      &e.tempo};
  }
};

// Long Worm Chess's own defaults where they differ from the ones above (Inchworm Chess's). The search
// margins were tuned by uiw-tune (2,400 games at nodes=2000) and proven by an SPRT on the clock, +87 Elo;
// the evaluation's weights were fitted by Texel's method to 226,928 quiet positions of 1,795 self-play
// games (scripts/texel-fit) and proven by an SPRT against the weights before (README, "Fits so far").
// MobilityScale sits at its range's upper bound (300); a second fit on the same data in a build with the
// range widened to 600 moved it to 355 and the loss by 0.02% only (README), so the values and ranges stay.
inline void use_longworm_defaults(SearchParams& p) {
  p.use_quiescence_table.rebase(0);
  p.use_singular_extension.rebase(0);
  p.reverse_futility_margin.rebase(54);
  p.futility_margin.rebase(180);
  p.eval.placement_scale.rebase(250);
  p.eval.mobility_scale.rebase(300);
  p.eval.passed_scale.rebase(0);
  p.eval.king_scale.rebase(93);
  p.eval.doubled_mg.rebase(58);
  p.eval.doubled_eg.rebase(118);
  p.eval.isolated_mg.rebase(0);
  p.eval.isolated_eg.rebase(0);
  p.eval.hanging_first.rebase(300);
  p.eval.hanging_others.rebase(899);
  p.eval.hanging_theirs.rebase(528);
  p.eval.escape_cost.rebase(9);
  p.eval.immediate_check_units.rebase(7);
  p.eval.discovery_units.rebase(12);
  p.eval.max_king_danger.rebase(513);
  p.eval.stretched_king_mg.rebase(70);
  p.eval.stretched_king_eg.rebase(45);
  p.eval.tempo.rebase(9);
}

}  // namespace inchworm::wormchess
