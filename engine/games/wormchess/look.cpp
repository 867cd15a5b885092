// How Inchworm Chess and Long Worm Chess are shown (engine/core/presentation.h): a chess board whose
// pieces may stand stretched over two squares, White (the first side) light, scores in pawns.
#include "wormchess_game.h"

namespace inchworm::wormchess {

Presentation presentation() {
  Presentation p;
  p.board = BoardKind::TwoSquarePieces;
  p.first_side_light = true;
  p.checkered = true;
  p.score = {"pawn", "pawns"};
  p.option_labels = {{"HalflingRange", "Half pieces' range"}};
  p.first_hint = "click a piece, then the square it stretches to or consolidates on";
  p.chosen_hint = "click where it goes";
  p.rules_document = "wormchess/rules.md";
  return p;
}

}  // namespace inchworm::wormchess
