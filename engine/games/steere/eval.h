// Static evaluation of a Steere position: a race count, in hundredths of a move from the side to move's
// view. Each side needs one move per checker still on the board (S7.1: every checker leaves by a move
// of its own) plus the moves that bring its worms to an edge: a worm whose head stands on its far or
// right edge can bear a checker off with every move (spawns and leaps off the board, S4.4, S4.5), and
// each move of a spawn or a leap forward brings the head one square nearer. The distance of a head to
// the edge goes around the opponent's stacks (a breadth-first walk in the owner's view). The side to
// move finishes first when both need as many moves: that is the tempo. Heads the opponent blocks and
// mobility (a side without moves passes, S6.1) complete it. The weights are tunables (params.h): the main
// search and `eval` use the values set, the uct baseline and moves_needed the defaults.
#pragma once

#include <string>

#include "params.h"
#include "position.h"

namespace inchworm::steere {

struct EvalParts {
  // By colour.
  int on_board[2] = {0, 0};  // checkers still to bear off
  int to_edges[2] = {0, 0};  // moves to bring every worm's head to an edge
  int worms[2] = {0, 0};     // worms, lone stacks included
  int blocked[2] = {0, 0};   // heads with neither a free square nor the edge forward or right
  int mobility[2] = {0, 0};  // legal moves were it to move
  // The terms, from the side to move's view.
  int race = 0;        // the difference in moves needed: checkers and head steps, each by its weight
  int worm_count = 0;  // the worms, the opponent's against one's own, by WormCost
  int tempo = 0;       // moving first wins a level race
  int blocking = 0;    // blocked heads, the opponent's against one's own
  int moves = 0;       // mobility
  int total = 0;
};

// `weights`: the tunable weights (params.h); the main search passes its own.
EvalParts evaluate_parts(const Position& pos, const EvalParams& weights = kDefaultEval);
inline int evaluate(const Position& pos, const EvalParams& weights = kDefaultEval) {
  return evaluate_parts(pos, weights).total;
}

// Squares from `cell` to c's nearer exit edge, the far or the right one, in c's own view (S2.2):
// 0 on that edge.
int edge_distance(const Position& pos, Color c, Cell cell);

// Moves `c` needs at least to finish, by the race count (checkers plus distances to the edges).
int moves_needed(const Position& pos, Color c);

// A table of the parts for people (the protocol's `eval`).
std::string describe_evaluation(const Position& pos, const EvalParams& weights = kDefaultEval);

}  // namespace inchworm::steere
