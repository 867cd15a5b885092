#include "nim/nim_game.h"

#include "nim/nim_searcher.h"
#include "nim/nim_state.h"

namespace inchworm::nim {

namespace {

// A presentation none of the shipped games has (the proof that adapters draw any game from these facts
// alone): a plain grid of counters, each side's counters taken as a pile beside the board.
Presentation presentation() {
  Presentation p;
  p.board = BoardKind::Points;
  p.first_side_light = true;  // Alice's pieces light
  p.piles = {{"taken", "taken", false, "", "", "", "", ""}};
  p.score = {"counter", "counters"};
  p.option_labels = {{"Pile", "Counters at the start", ""}};
  p.first_hint = "click the first counter to take: the last or the one before it";
  // No rules document: its rules are nim_state.h's comments (the page then links none).
  return p;
}

}  // namespace

GameEntry game_entry() {
  return {"nim",
          "Nim",
          [] { return std::make_unique<NimState>(); },
          make_searcher,
          {{PlayerSettings::Kind::Engine, PlayerSettings::Kind::Random}, false, true, false},
          {},  // no scale of winning chances: an analysis marks its moves by the score's units
          std::nullopt,
          presentation()};
}

}  // namespace inchworm::nim
