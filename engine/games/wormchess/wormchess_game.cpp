#include "wormchess_game.h"

#include "state.h"
#include "wormchess_searcher.h"

namespace inchworm::wormchess {

// The scales of winning chances: README "Analysis: marks by winning chances" says how they were fitted.
constexpr const char* kUnit = "centipawns, 100 = a pawn";

GameEntry inchworm_chess_entry() {
  return {"inchworm-chess", "Inchworm Chess",      [] { return make_state(false); },
          make_searcher,    full_search_support(), {kUnit, 0.0035}};
}

GameEntry longworm_chess_entry() {
  return {"longworm-chess",       "Long Worm Chess",     [] { return make_state(true); },
          make_longworm_searcher, full_search_support(), {kUnit, 0.0025}};
}

}  // namespace inchworm::wormchess
