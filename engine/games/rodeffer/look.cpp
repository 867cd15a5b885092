// How Rodeffer's Inchworm is shown (engine/core/presentation.h): stacks on an 8x8 board, each side's
// stock and the prisoners it holds beside it, the score as points (R3.3).
#include "entry.h"
#include "rodeffer_game.h"

namespace inchworm::rodeffer {

Presentation presentation() {
  Presentation p;
  p.board = BoardKind::Stacks;
  // From each side's own edge: its stock, then the opponent's pieces it holds (R2.4, R2.6).
  p.piles = {
      {"stock", "stock", false, kStockChoice, "", "click the square to drop a piece on", "drops a piece on it", ""},
      {"prisoners", "prisoners held", true, kPrisonerChoice, kRescueChoice, "click the empty square to drop it on", "",
       ""}};
  p.score_counter = "score";
  p.score_target_option = "TargetScore";
  p.margin = {WinMargin::Kind::CounterDifference, "score"};
  p.score = {"point", "points"};
  p.option_labels = {{"Topology", "Board edges"},
                     {"CaptureRule", "Capture rule"},
                     {"TargetScore", "Target score"},
                     {"PrisonerDrops", "Prisoner drops"},
                     {"RedPieces", "Red pieces (handicap)"},
                     {"BluePieces", "Blue pieces (handicap)"},
                     {"QuietLimit", "Quiet limit"}};
  p.first_hint = "click an empty square to drop a piece there, or an own stack to collect onto or distribute it";
  p.rules_document = "rodeffer/rules.md";
  return p;
}

}  // namespace inchworm::rodeffer
