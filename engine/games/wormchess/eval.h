// Static evaluation of an Inchworm Chess or Long Worm Chess position, in centipawns from the side to
// move's view. What it knows of these games:
//  - material, with Long Worm's half pieces valued by how far they reach (absolute or relative
//    halflings, L3.2); a stretched piece counts once;
//  - threats: an attacked consolidated piece cannot escape by moving (every move leaves its rear on
//    the attacked square, C3.5), so a piece hanging to a consolidated attacker is mostly lost; a
//    stretched piece hit on one square escapes by consolidating onto the other when that one is safe;
//  - king safety when the king cannot step away: a consolidated king in check is saved only by a
//    capture or a block, so what counts is how many checks the opponent has in hand (a stretched
//    piece that checks by consolidating, a line opened by one) or can prepare, and whether the checking
//    square is covered;
//  - mobility (only consolidated pieces attack, C3.1), placement, pawn structure (passed, doubled,
//    isolated pawns; a stretched pawn counts where its front is), and the move in hand.
// The weights are tunables (params.h): the main search and `eval` use the values set, other callers the
// defaults.
#pragma once

#include <string>

#include "params.h"
#include "position.h"

namespace inchworm::wormchess {

// The value of a piece of kind k in `variant` (kings: 0, they are never taken).
int piece_value(Kind k, Variant variant);
// The pieces on the board counted once by colour and kind: the game phase (24 at most: all the pieces of the start) and
// each side's material, every piece once, stretched or not.
struct Census {
  int phase = 0;
  int material[2] = {0, 0};
};
Census census(const Position& pos);

// The material of side c (census(pos).material[c]), and c's material less the other side's from one census.
int material(const Position& pos, Color c);
int material_lead(const Position& pos, Color c);
// A piece's worth in a capture of its square s: the whole piece, or in Long Worm Chess, for a cut
// (L2), the piece less the half piece left behind.
int capture_value(const Position& pos, Square s);

// The parts of the evaluation, each from White's view, and their blend from the side to move's view.
struct EvalParts {
  int material = 0;
  int placement = 0;  // where the pieces stand (middlegame and endgame blended)
  int mobility = 0;
  int pawns = 0;    // passed, doubled and isolated pawns
  int threats = 0;  // pieces hanging to consolidated attackers
  int king = 0;     // king safety
  int tempo = 0;    // the move in hand
  int phase = 0;    // 24: all pieces on the board, 0: pawns and kings only
  int total = 0;    // side to move's view, scaled down as the 100-move clock (C8.1) runs out
};

// `weights`: the tunable weights (params.h); the main search passes its own.
EvalParts evaluate_parts(const Position& pos, const EvalParams& weights = kDefaultEval);
inline int evaluate(const Position& pos, const EvalParams& weights = kDefaultEval) {
  return evaluate_parts(pos, weights).total;
}

// A table of the parts for people (the protocol's `eval`).
std::string describe_evaluation(const Position& pos, const EvalParams& weights = kDefaultEval);

}  // namespace inchworm::wormchess
