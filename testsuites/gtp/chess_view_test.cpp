// The chess-like view (adapters/gtp/chess_view.cpp) enters every move by the game's entry steps: a
// square choice is its point, and the choices that name no square (a promotion's pieces) are the points
// behind the square clicked last, in the order the game's presentation lists its pieces. The view reads
// no promotion's spelling: with the pieces listed in another order, the points follow that order.
#include <algorithm>
#include <catch2/catch.hpp>

#include "game_views.h"
#include "registry.h"

using namespace adapters::gtp;

namespace chess_view_test {
namespace {

// A White pawn on b7 to promote (on b8, or capturing on c8), as in the GTP transcript chess-promotion.
std::unique_ptr<inchworm::GameState> promotion_position() {
  auto state = inchworm::make_game_state("inchworm-chess");
  REQUIRE(state.ok());
  REQUIRE_FALSE((*state)->set_position("r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1"));
  return std::move(state).value();
}

Clicks clicks_of(const GameView& view, const inchworm::GameState& state, const std::string& token) {
  const auto clicks = view.clicks(state, token);
  INFO(token << (clicks ? "" : ": " + clicks.error()));
  REQUIRE(clicks.ok());
  return *clicks;
}

Click at(const char* square) { return *parse_square(square); }

}  // namespace

TEST_CASE("chess view: a promotion's piece is a point behind the square, in the presentation's order", "[gtp][chess]") {
  const auto state = promotion_position();
  const inchworm::Presentation shown = inchworm::presentation_of("inchworm-chess");
  const auto view = make_chess_view(shown);
  // Q R B N, as the game lists its pieces: b7b8n is B7, B8, then B4 (the fourth behind b8).
  CHECK(clicks_of(*view, *state, "b7b8q") == Clicks{at("b7"), at("b8"), at("b7")});
  CHECK(clicks_of(*view, *state, "b7b8n") == Clicks{at("b7"), at("b8"), at("b4")});
  CHECK(clicks_of(*view, *state, "b7c8r") == Clicks{at("b7"), at("c8"), at("c6")});
  CHECK(clicks_of(*view, *state, "e1e2") == Clicks{at("e1"), at("e2")});
  // After the two squares the step offers the four pieces' points, and the picture letters them.
  const auto step = view->step(*state, {at("b7"), at("c8")});
  REQUIRE(step.ok());
  CHECK(step->next == Clicks{at("c4"), at("c5"), at("c6"), at("c7")});
  const Picture picture = view->picture(*state, {at("b7"), at("c8")}, *step);
  CHECK(picture.at(at("c7")).label == "Q");
  CHECK(picture.at(at("c4")).label == "N");
  CHECK(picture.status.find("promotion: click Q, R, B or N") != std::string::npos);

  // The same game with its pieces listed knight first: the points follow the game's order.
  inchworm::Presentation reordered = shown;
  std::stable_sort(
      reordered.pieces.begin(), reordered.pieces.end(),
      [](const inchworm::PieceLook& a, const inchworm::PieceLook& b) { return (a.letter == "N") > (b.letter == "N"); });
  const auto knight_first = make_chess_view(reordered);
  CHECK(clicks_of(*knight_first, *state, "b7b8n") == Clicks{at("b7"), at("b8"), at("b7")});
  CHECK(clicks_of(*knight_first, *state, "b7b8q") == Clicks{at("b7"), at("b8"), at("b6")});
}

}  // namespace chess_view_test
