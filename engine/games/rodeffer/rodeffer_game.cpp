#include "rodeffer_game.h"

#include <string_view>
#include <utility>

#include "nnue_features.h"
#include "notation.h"
#include "rodeffer_searcher.h"
#include "rules.h"
#include "state.h"

namespace inchworm::rodeffer {

// The default network, built in from nets/ (CMakeLists.txt).
std::string_view builtin_network();

// The scale of winning chances: README "Analysis: marks by winning chances" says how it was fitted.
// Self-play games end by the rules after 480 to 613 plies at 4,000 nodes a move (adapters/datagen/README.md):
// the ply limit of its self-play is 1000.
GameEntry game_entry() {
  auto position_of = [](const GameState& s) -> const Position& { return static_cast<const State&>(s).position(); };
  // The network plays by default under the rules its games were played by and its SPRTs won (README,
  // "Learned evaluation"): since round 4 (inputs with each group's liberties, nnue.md) under the original
  // capture rule, since round 5 under the modern rule too, both on the plane without prisoner drops (no
  // game of its training had the other rules' inputs on). Under the others `auto` is the hand-written
  // evaluation.
  const bool network_by_default = true;
  nnue::NetworkSupport network =
      nnue::network_support<NnueFeatures>(builtin_network(), position_of, network_by_default);
  network.network_rules = [position_of](const GameState& s) {
    const Rules& rules = position_of(s).rules();
    return rules.topology == Topology::Plane && !rules.prisoner_drops;
  };
  return {"rodeffer",
          "Rodeffer's Inchworm",
          make_state,
          make_searcher,
          full_search_support(),
          {"centipoints, 100 = one point of the score, R3.3", 0.0093},
          std::move(network),
          presentation(),
          described_rules_item,
          {std::string(kCaptureMarker), "captures"},
          1000};
}

}  // namespace inchworm::rodeffer
