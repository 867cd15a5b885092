// The engine's answer to a draw offer (adapters/web/draw_offer.h): one rule on its score and the game's
// logistic scale, for every game.
#include <catch2/catch.hpp>
#include <cmath>

#include "draw_offer.h"
#include "registry.h"

using namespace adapters::web;

namespace draw_offer_test {

TEST_CASE("draw offers: the expected result is the logistic curve of the score", "[web][draw]") {
  REQUIRE_FALSE(expected_result(100, 0));
  REQUIRE(*expected_result(0, 0.0035) == Approx(0.5));
  REQUIRE(*expected_result(200, 0.0035) == Approx(1 / (1 + std::exp(-0.7))));
  REQUIRE(*expected_result(-200, 0.0035) == Approx(1 / (1 + std::exp(0.7))));
  REQUIRE(*expected_result(1e9, 0.0035) == 1);
  REQUIRE(*expected_result(-1e9, 0.0035) == 0);
}

TEST_CASE("draw offers: accepted when the engine expects at most 0.55 after enough plies", "[web][draw]") {
  const double k = 0.0035;
  // ln(0.55 / 0.45) / K: the highest score that still accepts.
  const double edge = std::log(kDrawAcceptExpected / (1 - kDrawAcceptExpected)) / k;
  REQUIRE(answer_draw_offer(0.0, k, kDrawOfferMinPlies).accepted);
  REQUIRE(answer_draw_offer(-300.0, k, 40).accepted);  // worse for the engine: glad to
  REQUIRE(answer_draw_offer(edge - 1, k, 40).accepted);
  REQUIRE_FALSE(answer_draw_offer(edge + 1, k, 40).accepted);
  REQUIRE_FALSE(answer_draw_offer(1e9 - 5, k, 40).accepted);  // a won game
  REQUIRE(answer_draw_offer(-1e9 + 5, k, 40).accepted);       // a lost one
  const DrawAnswer declined = answer_draw_offer(300.0, k, 40);
  REQUIRE(declined.reason == "its expected result is 0.74 (score +300)");
  REQUIRE(answer_draw_offer(-20.0, k, 40).reason == "its expected result is 0.48 (score -20)");
}

TEST_CASE("draw offers: declined too early in the game and without a score", "[web][draw]") {
  const DrawAnswer early = answer_draw_offer(0.0, 0.0035, kDrawOfferMinPlies - 1);
  REQUIRE_FALSE(early.accepted);
  REQUIRE(early.reason == "too early: a draw is considered after 10 plies (9 played)");
  const DrawAnswer none = answer_draw_offer(std::nullopt, 0.0035, 40);
  REQUIRE_FALSE(none.accepted);
  REQUIRE(none.reason == "it has no score of this game yet");
}

TEST_CASE("draw offers: without a known scale, accepted when the score is not above even", "[web][draw]") {
  REQUIRE(answer_draw_offer(0.0, 0, 40).accepted);
  REQUIRE(answer_draw_offer(-5.0, 0, 40).accepted);
  REQUIRE_FALSE(answer_draw_offer(5.0, 0, 40).accepted);
  REQUIRE(answer_draw_offer(5.0, 0, 40).reason == "its score is +5 (the game's scale is not known)");
}

TEST_CASE("draw offers: the same rule on every registered game's own scale", "[web][draw]") {
  for (const auto& entry : inchworm::game_registry()) {
    CAPTURE(entry.id);
    const double k = entry.score.logistic_k;
    if (k <= 0) continue;
    // A score worth 0.52 accepts, one worth 0.6 declines, whatever the game's units.
    const auto score_for = [k](double expected) { return std::log(expected / (1 - expected)) / k; };
    REQUIRE(answer_draw_offer(score_for(0.52), k, 40).accepted);
    REQUIRE_FALSE(answer_draw_offer(score_for(0.6), k, 40).accepted);
  }
}

}  // namespace draw_offer_test
