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
  // A rescue (R2.4) and a prisoner's drop (R7.2, with the option on) by buttons.
  p.actions = {{kRescueChoice, "Rescue", "Rescue: none of your groups can be rescued now (R2.4)", "", ""},
               {kPrisonerChoice, "Drop a prisoner", "Drop a prisoner: you hold no prisoner to drop now",
                "PrisonerDrops", "Click an empty square to drop one of your prisoners there."}};
  p.score_counter = "score";
  p.score_target_option = "TargetScore";
  p.margin = {WinMargin::Kind::CounterDifference, "score"};
  p.score = {"point", "points"};
  p.option_labels = {
      {"Topology", "Board edges", "Which edges of the board are joined (R7.1)"},
      {"CaptureRule", "Capture rule", "Which groups without liberty are captured (R3, R5)"},
      {"TargetScore", "Target score", "The score that wins"},
      {"PrisonerDrops", "Prisoner drops", "Prisoners may be dropped as one's own pieces (R7.2)"},
      {"RedPieces", "Red pieces (handicap)", "Red's pieces in all, fewer for a handicap (R7.3)"},
      {"BluePieces", "Blue pieces (handicap)", "Blue's pieces in all, fewer for a handicap (R7.3)"},
      {"QuietLimit", "Quiet limit",
       "The game ends after this many plies in a row without a capture, decided on the score; 0: no limit"}};
  p.choice_labels = {{"plane", "plane (no edges joined)"},
                     {"cylinder", "cylinder (a and h files joined)"},
                     {"torus", "torus (all edges joined)"},
                     {"original", "original (every group without liberty)"},
                     {"modern", "modern (only with an enemy group without liberty)"}};
  p.first_hint = "click an empty square to drop a piece there, or an own stack to collect onto or distribute it";
  p.rules_document = "rodeffer/rules.md";
  return p;
}

}  // namespace inchworm::rodeffer
