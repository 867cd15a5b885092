// What an engine's evaluations of a game's positions say about its moves, written once for every
// adapter that analyses games (uiw-referee's -analyse, uiw-web's analysis mode), so that both give a
// move the same loss and the same mark and say the same about what their numbers mean.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace adapters {

// A move's loss (what the evaluation fell for the side that moved) from which it is marked.
constexpr double kInaccuracyLoss = 50;  // ?!
constexpr double kMistakeLoss = 100;    // ?
constexpr double kBlunderLoss = 300;    // ??
// A decided score (a win or loss announced, about 1e9) counts as this much against a number.
constexpr double kDecidedLoss = 10000;

// "??", "?", "?!" or "" for a move that lost `loss`.
std::string loss_mark(double loss);

// The loss of each move, by the mover's reckoning, from the evaluations of the positions before and
// after it (first player's view, one more than the moves), and its mark.
struct MoveLoss {
  double loss = 0;
  std::string mark;
};
std::vector<MoveLoss> move_losses(const std::vector<double>& first_player_evals, const std::vector<bool>& first_moved);

// An engine's score (`kind` cp, win, loss or mate, and its value, from the side to move's view) from the
// first player's view: "+35", "-120", "win 7" (the first player wins 7 plies ahead), "loss 4"; "-"
// without a score.
std::string first_player_eval_text(std::string_view kind, long long value, bool first_to_move);

// What those numbers mean in game `game_id` (a registered game's id) whose first player is `first_side`,
// evaluated by `engine`; for the games this project's engine plays, the unit its evaluation counts in.
std::string evaluation_scale(const std::string& engine, const std::string& first_side, const std::string& game_id);

}  // namespace adapters
