// What a game with a learned evaluation tells the engine and the tools (GameEntry::network): its inputs,
// the network built into the binary, whether the engine uses it by default, and its feature code and
// evaluation behind a GameState, for the training tools (uiw-datagen features) and the generic tests.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "nnue/network.h"
#include "nnue/search_network.h"

namespace inchworm::nnue {

// A game's search accumulators behind GameStates, for the generic tests: the game's SearchNetwork, pushed,
// popped and evaluated the way its search does (through the game's direct comparison of positions where it
// has one).
class LineEvaluator {
 public:
  virtual ~LineEvaluator() = default;
  virtual void push() = 0;
  virtual void pop() = 0;
  // `state`: the position after the moves pushed; side to move's view.
  virtual int evaluate(const GameState& state) = 0;
  virtual const AccumulatorStack& stack() const = 0;
};

struct NetworkSupport {
  FeatureSetSpec features;
  // The default network's file bytes (engine/games/<game>/nets/, built in by inchworm_embed_network).
  std::string_view builtin;
  // The `Evaluation` option's default for this game: the hand-written evaluation until an SPRT proves a
  // network better.
  bool network_by_default = false;
  // With network_by_default: the rule sets the default network plays under (those its training and its
  // SPRT covered); under the others `auto` is the hand-written evaluation. None: every rule set.
  std::function<bool(const GameState&)> network_rules;
  // The active features of a state of this game, sorted, from the first player's view and the second's.
  std::function<void(const GameState&, std::vector<std::uint32_t>& first, std::vector<std::uint32_t>& second)>
      active_features;
  // The network's evaluation of a state of this game, side to move's view, computed afresh.
  std::function<int(const GameState&, const Network&)> evaluate;
  // A search line's accumulators with `net`, started at `root`.
  std::function<std::unique_ptr<LineEvaluator>(std::shared_ptr<const Network> net, const GameState& root)>
      line_evaluator;
};

template <class Features, class PositionOf>
class GameLineEvaluator final : public LineEvaluator {
 public:
  GameLineEvaluator(PositionOf position_of, std::shared_ptr<const Network> net, const GameState& root)
      : position_of_(position_of) {
    EvaluationChoice choice;
    choice.network = std::move(net);
    choice.use_network = true;
    network_.start(choice, position_of_(root));
  }
  void push() override { network_.push(); }
  void pop() override { network_.pop(); }
  int evaluate(const GameState& state) override { return network_.evaluate(position_of_(state)); }
  const AccumulatorStack& stack() const override { return network_.stack(); }

 private:
  PositionOf position_of_;
  SearchNetwork<Features> network_;
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
  s.line_evaluator = [position_of](std::shared_ptr<const Network> net,
                                   const GameState& root) -> std::unique_ptr<LineEvaluator> {
    return std::make_unique<GameLineEvaluator<Features, PositionOf>>(position_of, std::move(net), root);
  };
  return s;
}

}  // namespace inchworm::nnue
