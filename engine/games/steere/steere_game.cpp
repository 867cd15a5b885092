#include "steere_game.h"

#include <string_view>

#include "nnue_features.h"
#include "state.h"
#include "steere_searcher.h"

namespace inchworm::steere {

// The default network, built in from nets/ (CMakeLists.txt).
std::string_view builtin_network();

GameEntry game_entry() {
  auto position_of = [](const GameState& s) -> const Position& { return static_cast<const State&>(s).position(); };
  // The network plays by default since round 2 beat the fitted hand-written evaluation on the clock
  // (README, "Learned evaluation").
  const bool network_by_default = true;
  // The scale of winning chances: README "Analysis: marks by winning chances" says how it was fitted.
  return {"steere",
          "Mark Steere's Inchworm",
          make_state,
          make_searcher,
          full_search_support(),
          {"hundredths of a move in the race to bear every checker off", 0.0005},
          nnue::network_support<NnueFeatures>(builtin_network(), position_of, network_by_default),
          presentation()};
}

}  // namespace inchworm::steere
