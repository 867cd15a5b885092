#include "draw_offer.h"

#include <cmath>

#include "fixed_text.h"
#include "move_analysis.h"

namespace adapters::web {

namespace {

std::string score_text(double score) {
  if (std::abs(score) >= 1e8) return score > 0 ? "a won game" : "a lost game";
  return (score > 0 ? "+" : "") + fixed_text(score, 0);
}

}  // namespace

std::optional<double> expected_result(double score, double logistic_k) {
  if (logistic_k <= 0) return std::nullopt;
  return (winning_chances(score, logistic_k) + 1) / 2;
}

DrawAnswer answer_draw_offer(std::optional<double> score, double logistic_k, std::size_t plies) {
  if (plies < kDrawOfferMinPlies)
    return {false, "too early: a draw is considered after " + std::to_string(kDrawOfferMinPlies) + " plies (" +
                       std::to_string(plies) + " played)"};
  if (!score) return {false, "it has no score of this game yet"};
  if (const auto expected = expected_result(*score, logistic_k)) {
    const std::string why =
        "its expected result is " + fixed_text(*expected, 2) + " (score " + score_text(*score) + ")";
    return {*expected <= kDrawAcceptExpected, why};
  }
  return {*score <= 0, "its score is " + score_text(*score) + " (the game's scale is not known)"};
}

}  // namespace adapters::web
