// Static evaluation of an Inchworm position, in centipoints (100 = one point of score, R3.3) from the
// side to move's view. It knows:
//  - the score race: points already won are the bulk of it, and the nearer a side is to the target
//    score (R4.1), the more its lead counts: only reaching the target wins;
//  - groups short of liberties (R3.1): whether the opponent can take a group by filling its last one
//    or two liberties, tried on the bitboards under the capture rule in force, so eyes (filling one is
//    suicide under R3.2, but not under the modern rule R5) and wrap-around adjacency (R7.1) are
//    handled exactly, as the rules engine itself decides them;
//  - eyes, liberties, and stock and prisoner management: a stock with a few pieces in it is worth
//    much more per piece than a large one, which is what makes rescuing (R2.4) worth a move when the
//    stock runs low and not before.
// The weights are tunables (params.h): the main search and `eval` use the values set, other callers the
// defaults.
#pragma once

#include <string>

#include "params.h"
#include "position.h"

namespace inchworm::rodeffer {

constexpr int kPointValue = 100;

// The parts of the evaluation, each from Red's view, and their sum from the side to move's view.
struct EvalParts {
  int score = 0;      // points difference
  int race = 0;       // nearness to the target score (R4.1)
  int stock = 0;      // pieces in stock (concave), prisoners held (prisoner drops)
  int danger = 0;     // groups that can be taken in one or two fills of their liberties
  int liberties = 0;  // liberties of each group, two at most
  int eyes = 0;       // empty squares only one side can use safely (two per side count; more add no safety)
  int tempo = 0;      // the move in hand
  int total = 0;      // side to move's view
};

// `weights`: the tunable weights (params.h); the main search passes its own.
EvalParts evaluate_parts(const Position& pos, const EvalParams& weights = kDefaultEval);
inline int evaluate(const Position& pos, const EvalParams& weights = kDefaultEval) {
  return evaluate_parts(pos, weights).total;
}

// A table of the parts for people (the protocol's `eval`).
std::string describe_evaluation(const Position& pos, const EvalParams& weights = kDefaultEval);

}  // namespace inchworm::rodeffer
