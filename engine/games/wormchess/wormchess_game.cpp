#include "wormchess_game.h"

#include "state.h"

namespace inchworm::wormchess {

GameEntry inchworm_chess_entry() {
  return {"inchworm-chess", "Inchworm Chess", [] { return make_state(false); }, nullptr};
}

GameEntry longworm_chess_entry() {
  return {"longworm-chess", "Long Worm Chess", [] { return make_state(true); }, nullptr};
}

}  // namespace inchworm::wormchess
