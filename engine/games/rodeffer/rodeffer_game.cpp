#include "rodeffer_game.h"

#include "rodeffer_searcher.h"
#include "state.h"

namespace inchworm::rodeffer {

// The scale of winning chances: README "Analysis: marks by winning chances" says how it was fitted.
GameEntry game_entry() {
  return {"rodeffer",    "Rodeffer's Inchworm", make_state,
          make_searcher, full_search_support(), {"centipoints, 100 = one point of the score, R3.3", 0.0093}};
}

}  // namespace inchworm::rodeffer
