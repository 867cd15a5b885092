// The constants of Steere's main search and the weights of its evaluation, declared once with their range and step so
// that tuning can change them (tunable.h). Each starts at the value the search was measured with; the
// evaluation's weights at the values Texel's method fitted to the engine's own games (README, "Training
// data and fitted evaluation weights").
#pragma once

#include <array>

#include "tunable.h"

namespace inchworm::steere {

// The weights of the evaluation (eval.cpp), in hundredths of a move unless said otherwise.
struct EvalParams {
  // The race: each checker still to bear off, and each step of a worm's head to its edge (the race
  // count weighs both as a move, 100; kept apart so that a fit to game results can weigh them).
  Tunable race_checker{"RaceChecker", 137, 20, 300, 5};
  Tunable race_step{"RaceStep", 48, 0, 300, 1};
  // Each worm (a lone stack too) a side has, against the opponent's: positive when fewer worms are better.
  Tunable worm_cost{"WormCost", -158, -1000, 1000, 10};
  // The side to move's own bonus (it finishes first in a level race); the fit finds a small malus
  // beside what mobility already gives it.
  Tunable tempo{"Tempo", -24, -200, 200, 5};
  // Each head the opponent blocks, neither a free square nor the edge forward or right of it.
  Tunable blocked_head{"BlockedHead", 223, 0, 500, 5};
  // Each legal move up to MobilityCap: having moves to choose from, a side can avoid blocks.
  Tunable mobility_move{"MobilityMove", 106, 0, 300, 1};
  Tunable mobility_cap{"MobilityCap", 60, 0, 200, 2};
  // In moves: added to the distance to the edge of a head the opponent walls in (unknown, likely long).
  Tunable walled_in{"WalledIn", 3, 0, 30, 1};

  auto all() {
    return std::array{&race_checker, &race_step,     &worm_cost,    &tempo,
                      &blocked_head, &mobility_move, &mobility_cap, &walled_in};
  }
};

// The evaluation with the weights it was measured with.
inline constexpr EvalParams kDefaultEval{};

struct SearchParams {
  // Late quiet moves are first searched a ply shallower from this one on (at depth 3 and more), two
  // plies from the other one on (at depth 5 and more).
  Tunable reduce_from{"ReduceFromMove", 3, 1, 30, 1};
  Tunable reduce_more_from{"ReduceMoreFromMove", 10, 2, 60, 1};
  // The search's extras switched on (1) or off (0), for the ablations (README, "Search ablations"); the
  // ones at 0 are candidates an SPRT has not yet proven.
  Tunable use_reductions{"UseReductions", 1, 0, 1, 1};
  Tunable use_aspiration{"UseAspiration", 1, 0, 1, 1};
  Tunable use_null_move{"UseNullMove", 0, 0, 1, 1};
  Tunable use_reverse_futility{"UseReverseFutility", 0, 0, 1, 1};
  // A root move that beat the best in a null window is played when a limit cuts off its search in the
  // full window (search_driver.h): off here, where its SPRT lost (README, "Search ablations").
  Tunable use_proved_root_move{"UseProvedRootMove", 0, 0, 1, 1};
  // Candidate: the history kept from one move of a game to the next (a new game clears it).
  Tunable use_kept_history{"UseKeptHistory", 0, 0, 1, 1};
  // Candidate, off until an SPRT proves it: at a cut-off by a quiet move, the quiet moves tried before it
  // lose the bonus it gains (the chess games' history does so), so that their history can fall below 0.
  Tunable use_history_malus{"UseHistoryMalus", 0, 0, 1, 1};
  // From depth 5, each line is first searched within this many hundredths of a move of its last score.
  Tunable aspiration_window{"AspirationWindow", 50, 5, 800, 10};
  // A node this far above beta per ply of depth (depth 4 or less) is cut without a search.
  Tunable reverse_futility_margin{"ReverseFutilityMargin", 120, 0, 1000, 10};
  // Candidate, off until an SPRT proves it: singular extensions, as in the chess games (wormchess/params.h),
  // the margin in hundredths of a move per ply (a move of the race is worth about 6.7 times a pawn's
  // centipawns to the trainer's scale K: the chess games' 2 centipawns are about 13 here), from depth 6.
  Tunable use_singular_extension{"UseSingularExtension", 0, 0, 1, 1};
  Tunable singular_depth{"SingularDepth", 6, 4, 16, 1};
  Tunable singular_margin{"SingularMargin", 13, 0, 100, 1};
  // Candidates with it, off until an SPRT proves each, as in the chess games: the double extension
  // (its margin the chess games' 12 centipawns at the trainer's scale) and the negative extension.
  Tunable use_double_extension{"UseDoubleExtension", 0, 0, 1, 1};
  Tunable singular_double_margin{"SingularDoubleMargin", 80, 0, 600, 10};
  Tunable use_negative_extension{"UseNegativeExtension", 0, 0, 1, 1};

  // The evaluation's weights the search uses.
  EvalParams eval;

  auto all() {
    return std::array{&reduce_from,
                      &reduce_more_from,
                      &use_reductions,
                      &use_aspiration,
                      &use_null_move,
                      &use_reverse_futility,
                      &use_proved_root_move,
                      &use_kept_history,
                      &aspiration_window,
                      &reverse_futility_margin,
                      &eval.race_checker,
                      &eval.race_step,
                      &eval.worm_cost,
                      &eval.tempo,
                      &eval.blocked_head,
                      &eval.mobility_move,
                      &eval.mobility_cap,
                      &eval.walled_in,
                      &use_singular_extension,
                      &singular_depth,
                      &singular_margin,
                      &use_double_extension,
                      &singular_double_margin,
                      &use_negative_extension,
                      &use_history_malus};
  }
};

}  // namespace inchworm::steere
