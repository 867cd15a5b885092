// The engine's answer to a human's offer of a draw, by one rule for every game: the engine's latest
// score from its own side's view, made its expected result by the game's logistic scale (the registry's
// ScoreMeaning K, the scale the analysis marks moves by), and the number of plies played. It accepts
// when the game has gone on at least kDrawOfferMinPlies plies and its expected result is at most
// kDrawAcceptExpected; without a known scale (K = 0), when its score is not above even. Pure: no game
// is named, so a new game's registry line is all it needs.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace adapters::web {

inline constexpr std::size_t kDrawOfferMinPlies = 10;
inline constexpr double kDrawAcceptExpected = 0.55;

struct DrawAnswer {
  bool accepted = false;
  std::string reason;  // for people: "its expected result is 0.52 (score -12)", "too early: ..."
};

// `score`: the engine's latest score from its own side's view (uiw::InfoReport::score_number: a won or
// lost game is +-1e9 less the distance), nothing when it has given none in this game; `logistic_k`: the
// game's ScoreMeaning::logistic_k; `plies`: the moves played in the game.
DrawAnswer answer_draw_offer(std::optional<double> score, double logistic_k, std::size_t plies);

// The engine's expected result at `score` (0 lost, 0.5 even, 1 won) on the scale K, or nothing when
// K is not known.
std::optional<double> expected_result(double score, double logistic_k);

}  // namespace adapters::web
