#include "nim/nim_game.h"

#include "nim/nim_searcher.h"
#include "nim/nim_state.h"

namespace inchworm::nim {

GameEntry game_entry() {
  return {"nim",
          "Nim",
          [] { return std::make_unique<NimState>(); },
          make_searcher,
          {{PlayerSettings::Kind::Engine, PlayerSettings::Kind::Random}, false, true, false},
          {}};  // no scale of winning chances: an analysis marks its moves by the score's units
}

}  // namespace inchworm::nim
