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
  p.option_labels = {{"HalflingRange", "Half pieces' range", "How far a half piece may move"}};
  p.choice_labels = {{"absolute", "absolute (half the way to the edge)"},
                     {"relative", "relative (half the way it could go now)"}};
  // The filled chess glyphs (U+265A..265F) for both sides; Long Worm's half pieces (rules L3) take
  // their full piece's.
  p.pieces = {{"K", "king", "\u265A", ""},   {"Q", "queen", "\u265B", ""},  {"R", "rook", "\u265C", ""},
              {"B", "bishop", "\u265D", ""}, {"N", "knight", "\u265E", ""}, {"P", "pawn", "\u265F", ""},
              {"H", "half queen", "", "Q"},  {"W", "half rook", "", "R"},   {"F", "half bishop", "", "B"},
              {"C", "crab", "", "N"}};
  p.first_hint = "click a piece, then the square it stretches to or consolidates on";
  p.chosen_hint = "click where it goes";
  p.rules_document = "wormchess/rules.md";
  return p;
}

}  // namespace inchworm::wormchess
