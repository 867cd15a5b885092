#include "move_analysis.h"

#include <algorithm>
#include <cstdlib>

namespace adapters {

std::string loss_mark(double loss) {
  return loss >= kBlunderLoss ? "??" : loss >= kMistakeLoss ? "?" : loss >= kInaccuracyLoss ? "?!" : "";
}

std::vector<MoveLoss> move_losses(const std::vector<double>& evals, const std::vector<bool>& first_moved) {
  std::vector<MoveLoss> losses;
  for (std::size_t i = 0; i + 1 < evals.size() && i < first_moved.size(); ++i) {
    MoveLoss m;
    const double before = std::clamp(evals[i], -kDecidedLoss, kDecidedLoss);
    const double after = std::clamp(evals[i + 1], -kDecidedLoss, kDecidedLoss);
    m.loss = first_moved[i] ? before - after : after - before;
    m.mark = loss_mark(m.loss);
    losses.push_back(m);
  }
  return losses;
}

std::string first_player_eval_text(std::string_view kind, long long value, bool first_to_move) {
  if (kind.empty()) return "-";
  if (kind != "cp") {
    const bool mover_wins = kind == "win" || (kind == "mate" && value > 0);
    return std::string(mover_wins == first_to_move ? "win " : "loss ") + std::to_string(std::llabs(value));
  }
  const long long cp = first_to_move ? value : -value;
  return (cp >= 0 ? "+" : "") + std::to_string(cp);
}

namespace {

// The unit of this project's engine's evaluation in each of its games (engine/games/*/eval.h).
std::string inchworm_unit(const std::string& game_id) {
  if (game_id == "rodeffer") return "centipoints, 100 = one point of the score, R3.3";
  if (game_id == "steere") return "hundredths of a move in the race to bear every checker off";
  if (game_id == "inchworm-chess" || game_id == "longworm-chess") return "centipawns, 100 = a pawn";
  return "";
}

}  // namespace

std::string evaluation_scale(const std::string& engine, const std::string& first_side, const std::string& game_id) {
  const std::string unit = inchworm_unit(game_id);
  return "evaluations are " + engine + "'s, from " + first_side +
         "'s point of view: cp in the engine's own units (positive: " + first_side + " ahead" +
         (unit.empty() ? "" : "; the Inchworm engine counts " + unit) + "), 'win N' / 'loss N' a game " + first_side +
         " wins / loses N plies ahead; loss: what a move gave away by the same measure";
}

}  // namespace adapters
