#include "wormchess_game.h"

#include "state.h"
#include "wormchess_searcher.h"

namespace inchworm::wormchess {

GameEntry inchworm_chess_entry() {
  return {"inchworm-chess", "Inchworm Chess", [] { return make_state(false); }, make_searcher, full_search_support()};
}

GameEntry longworm_chess_entry() {
  return {"longworm-chess", "Long Worm Chess", [] { return make_state(true); }, make_longworm_searcher,
          full_search_support()};
}

}  // namespace inchworm::wormchess
