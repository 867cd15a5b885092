// What a game with a learned evaluation tells the engine and the tools (GameEntry::network): its inputs,
// the network built into the binary, whether the engine uses it by default, and its feature code and
// evaluation behind a GameState, for the training tools (uiw-datagen features) and the generic tests.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "nnue/network.h"
#include "nnue/search_network.h"

namespace inchworm::nnue {

struct NetworkSupport {
  FeatureSetSpec features;
  // The default network's file bytes (engine/games/<game>/nets/, built in by inchworm_embed_network).
  std::string_view builtin;
  // The `Evaluation` option's default for this game: the hand-written evaluation until an SPRT proves a
  // network better.
  bool network_by_default = false;
  // The active features of a state of this game, sorted, from the first player's view and the second's.
  std::function<void(const GameState&, std::vector<std::uint32_t>& first, std::vector<std::uint32_t>& second)>
      active_features;
  // The network's evaluation of a state of this game, side to move's view, computed afresh.
  std::function<int(const GameState&, const Network&)> evaluate;
};

// A game's NetworkSupport from its feature set and `position_of(const GameState&)`, the game's position;
// `network_by_default` once a round of the game's network beat its hand-written evaluation.
template <class Features, class PositionOf>
NetworkSupport network_support(std::string_view builtin, PositionOf position_of, bool network_by_default = false) {
  NetworkSupport s;
  s.features = Features::spec();
  s.builtin = builtin;
  s.network_by_default = network_by_default;
  s.active_features = [position_of](const GameState& state, std::vector<std::uint32_t>& first,
                                    std::vector<std::uint32_t>& second) {
    const auto& pos = position_of(state);
    first = active_features<Features>(pos, 0);
    second = active_features<Features>(pos, 1);
  };
  s.evaluate = [position_of](const GameState& state, const Network& net) {
    return evaluate_afresh<Features>(net, position_of(state));
  };
  return s;
}

}  // namespace inchworm::nnue
