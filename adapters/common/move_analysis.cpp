#include "move_analysis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace adapters {

double winning_chances(double score, double logistic_k) {
  if (score >= kDecidedLoss) return 1;
  if (score <= -kDecidedLoss) return -1;
  return 2 / (1 + std::exp(-logistic_k * score)) - 1;
}

namespace {

std::string mark_by(double lost, double inaccuracy, double mistake, double blunder) {
  return lost >= blunder ? "??" : lost >= mistake ? "?" : lost >= inaccuracy ? "?!" : "";
}

}  // namespace

MoveLoss judge_move(double best, std::optional<double> played, double logistic_k) {
  MoveLoss m;
  if (!played) return m;
  const double b = std::clamp(best, -kDecidedLoss, kDecidedLoss);
  const double p = std::clamp(*played, -kDecidedLoss, kDecidedLoss);
  // A search of the played move alone may find it better than the first search found the best move.
  m.loss = std::max(0.0, b - p);
  if (logistic_k > 0) {
    m.chances = std::max(0.0, winning_chances(b, logistic_k) - winning_chances(p, logistic_k));
    m.mark = mark_by(m.chances, kInaccuracyChances, kMistakeChances, kBlunderChances);
  } else {
    m.mark = mark_by(m.loss, kInaccuracyLoss, kMistakeLoss, kBlunderLoss);
  }
  return m;
}

std::string AnalysisLimit::go() const {
  std::string go = "go";
  if (depth) go += " depth " + std::to_string(depth);
  if (movetime_ms) go += " movetime " + std::to_string(movetime_ms);
  if (nodes) go += " nodes " + std::to_string(nodes);
  return go;
}

std::string played_move_go(const AnalysisLimit& limit, std::optional<int> depth_reached, const std::string& move) {
  const AnalysisLimit second =
      depth_reached && *depth_reached > 0 ? AnalysisLimit{*depth_reached, limit.movetime_ms, 0} : limit;
  return second.go() + " searchmoves " + move;
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

std::string evaluation_scale(const std::string& engine, const std::string& first_side, const std::string& unit,
                             double logistic_k) {
  std::string marks;
  if (logistic_k > 0) {
    char k[32];
    std::snprintf(k, sizeof k, "%.3g", logistic_k);
    marks = "what it lost of the mover's winning chances, 2/(1+e^(-K cp))-1 with K = " + std::string(k) +
            ", is marked ?! from 0.1, ? from 0.2, ?? from 0.3";
  } else {
    marks = "what it lost is marked ?! from 50, ? from 100, ?? from 300";
  }
  return "evaluations are " + engine + "'s, from " + first_side +
         "'s point of view: cp in the engine's own units (positive: " + first_side + " ahead" +
         (unit.empty() ? "" : "; the Inchworm engine counts " + unit) + "), 'win N' / 'loss N' a game " + first_side +
         " wins / loses N plies ahead; loss: what a move gave away against the engine's best move, both searched " +
         "from the position it was played in to the same depth; " + marks;
}

}  // namespace adapters
