#include "rodeffer_game.h"

#include "rodeffer_searcher.h"
#include "state.h"

namespace inchworm::rodeffer {

GameEntry game_entry() { return {"rodeffer", "Rodeffer's Inchworm", make_state, make_searcher, full_search_support()}; }

}  // namespace inchworm::rodeffer
