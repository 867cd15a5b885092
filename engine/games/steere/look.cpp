// How Mark Steere's Inchworm is shown (engine/core/presentation.h): worms of stacks that leave the
// board by its edges (S5), the score as moves in the race to bear every checker off.
#include "steere_game.h"

namespace inchworm::steere {

Presentation presentation() {
  Presentation p;
  p.board = BoardKind::WormStacks;
  p.piles = {{"borne off", "borne off", false, "", "", "", "", "checkers"}};  // shown, never clicked
  p.margin = {WinMargin::Kind::LosersPieces, ""};
  p.score = {"move in the race", "moves in the race"};
  p.option_labels = {{"Rows", "Rows (ranks)", "The board's ranks; Rows + Columns must be odd"},
                     {"Columns", "Columns (files)", "The board's files; Rows + Columns must be odd"},
                     {"Advance", "Advance", "Where a spawn or a leap may land (S4.4, S4.5)"}};
  p.choice_labels = {{"literal", "literal (forward of the tail or right of it)"},
                     {"strict", "strict (forward of the tail, or right of it in its rank)"}};
  p.first_hint = "click a checker at the end of a worm, then where it goes; beyond the board bears it off";
  p.chosen_hint = "click where the checker goes";
  p.off_board_hint = "bears it off";
  p.rules_document = "steere/rules.md";
  return p;
}

}  // namespace inchworm::steere
