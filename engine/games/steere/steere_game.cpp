#include "steere_game.h"

#include "state.h"
#include "steere_searcher.h"

namespace inchworm::steere {

GameEntry game_entry() {
  // The scale of winning chances: README "Analysis: marks by winning chances" says how it was fitted.
  return {
      "steere",      "Mark Steere's Inchworm", make_state,
      make_searcher, full_search_support(),    {"hundredths of a move in the race to bear every checker off", 0.0005}};
}

}  // namespace inchworm::steere
