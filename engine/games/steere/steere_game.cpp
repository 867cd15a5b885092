#include "steere_game.h"

#include "state.h"
#include "steere_searcher.h"

namespace inchworm::steere {

GameEntry game_entry() {
  return {"steere", "Mark Steere's Inchworm", make_state, make_searcher, full_search_support()};
}

}  // namespace inchworm::steere
