#include "wormchess_game.h"

#include <string_view>

#include "nnue_features.h"
#include "state.h"
#include "wormchess_searcher.h"

namespace inchworm::wormchess {

// The default networks, built in from nets/ (CMakeLists.txt).
std::string_view builtin_inchworm_network();
std::string_view builtin_longworm_network();

namespace {

// `by_default`: the game plays its network unless told otherwise, once a round of it beat the hand-written
// evaluation on the clock (README, "Learned evaluation").
nnue::NetworkSupport network_support(std::string_view builtin, bool by_default) {
  return nnue::network_support<NnueFeatures>(
      builtin, [](const GameState& s) -> const Position& { return static_cast<const State&>(s).position(); },
      by_default);
}

// The scales of winning chances: README "Analysis: marks by winning chances" says how they were fitted.
constexpr const char* kUnit = "centipawns, 100 = a pawn";

}  // namespace

GameEntry inchworm_chess_entry() {
  return {"inchworm-chess",
          "Inchworm Chess",
          [] { return make_state(false); },
          make_searcher,
          full_search_support(),
          {kUnit, 0.0035},
          network_support(builtin_inchworm_network(), true),  // since round 5
          presentation()};
}

GameEntry longworm_chess_entry() {
  return {"longworm-chess",
          "Long Worm Chess",
          [] { return make_state(true); },
          make_longworm_searcher,
          full_search_support(),
          {kUnit, 0.0025},
          network_support(builtin_longworm_network(), true),  // since round 1
          presentation()};
}

}  // namespace inchworm::wormchess
