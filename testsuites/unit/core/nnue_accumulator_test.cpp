// The accumulator stack (engine/core/nnue/accumulator_stack.h) with every registered game's own feature
// code, on seeded random playouts: at every position the incrementally updated accumulators equal a
// refresh computed the plain way, whether the position's parent was evaluated or several plies were
// skipped; and taking a move back (pop) leaves the parent's accumulators and evaluation exactly as they
// were, also after its child was evaluated.
#include <catch2/catch.hpp>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "nnue/accumulator_stack.h"
#include "nnue_test_support.h"
#include "registry.h"

using namespace inchworm;
using nnue::AccumulatorStack;
using nnue::FeatureList;

namespace nnue_accumulator_test {
namespace {

// The state's active features for the stack: the game's feature code behind the GameState.
class StateFeatures {
 public:
  StateFeatures(const nnue::NetworkSupport& game, const GameState* start) : support(game), state(start) {}
  const nnue::NetworkSupport& support;
  const GameState* state;
  std::vector<std::uint32_t> views[2];

  void read() { support.active_features(*state, views[0], views[1]); }
  auto collector() {
    read();
    return [this](int perspective, FeatureList& out) {
      for (const std::uint32_t f : views[perspective]) out.add(f);
    };
  }
};

std::vector<std::int16_t> top_accumulator(const AccumulatorStack& stack, int perspective, std::uint32_t hidden) {
  const std::int16_t* acc = stack.accumulator(perspective);
  return {acc, acc + hidden};
}

// The stack's top entry (computed) against a plain refresh of the same position, both views.
void check_against_refresh(const AccumulatorStack& stack, StateFeatures& features, const nnue::Network& net) {
  features.read();
  for (int p = 0; p < 2; ++p) {
    REQUIRE(stack.active(p) == features.views[p]);
    REQUIRE(top_accumulator(stack, p, net.hidden) == nnue_test::plain_accumulator(net, features.views[p]));
  }
}

}  // namespace

TEST_CASE(
    "nnue accumulators: incremental updates equal a refresh, and a pop restores the parent exactly, in every "
    "game",
    "[nnue]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.network) continue;
    DYNAMIC_SECTION(game.id) {
      const nnue::NetworkSupport& support = *game.network;
      const nnue::Network net = nnue_test::random_network(game.id, support.features, 64, 11);
      std::uint64_t updates = 0, refreshes = 0, restored = 0, positions = 0;
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        std::mt19937_64 rng(seed);
        std::unique_ptr<GameState> state = game.make_state();
        StateFeatures features(support, state.get());
        AccumulatorStack stack(net, support.features.max_active, 200);
        std::uint64_t key = 1;  // each position of the playout its own key
        stack.reset(features.collector(), key);
        check_against_refresh(stack, features, net);
        for (int ply = 0; ply < 120 && !state->is_over(); ++ply) {
          auto moves = state->legal_moves();
          if (!moves || moves->empty()) break;
          const std::string move = (*moves)[rng() % moves->size()];
          // The parent as it stands (computed or not: its accumulators are only compared when computed).
          const bool parent_evaluated = rng() % 3 != 0;
          if (parent_evaluated) stack.update(features.collector(), key);
          const std::vector<std::int16_t> parent[2] = {top_accumulator(stack, 0, net.hidden),
                                                       top_accumulator(stack, 1, net.hidden)};
          const int parent_output = stack.output(state->first_player_to_move() ? 0 : 1);

          std::unique_ptr<GameState> child = state->clone();
          REQUIRE(child->play(move));
          // Made and taken back: the parent exactly as it was.
          stack.push();
          features.state = child.get();
          stack.update(features.collector(), key + 1);
          check_against_refresh(stack, features, net);
          stack.pop();
          features.state = state.get();
          if (parent_evaluated) {
            REQUIRE(top_accumulator(stack, 0, net.hidden) == parent[0]);
            REQUIRE(top_accumulator(stack, 1, net.hidden) == parent[1]);
            REQUIRE(stack.output(state->first_player_to_move() ? 0 : 1) == parent_output);
            ++restored;
          }
          // Made for good; evaluated at once or only some plies later (from the last evaluated entry).
          stack.push();
          state = std::move(child);
          features.state = state.get();
          ++key;
          if (rng() % 2 == 0) {
            stack.update(features.collector(), key);
            check_against_refresh(stack, features, net);
          }
          ++positions;
        }
        stack.update(features.collector(), key);
        check_against_refresh(stack, features, net);
        updates += stack.updates();
        refreshes += stack.refreshes();
      }
      INFO(positions << " positions, " << updates << " updates, " << refreshes << " refreshes");
      CHECK(positions > 100);
      CHECK(restored > 50);
      CHECK(updates > refreshes);  // the updates are what is tested: most entries come from another
    }
  }
}

TEST_CASE(
    "nnue search line: the search's own updates (through a game's direct comparison of positions where it has "
    "one) equal a refresh, and a pop restores the parent, in every game",
    "[nnue]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.network) continue;
    DYNAMIC_SECTION(game.id) {
      const nnue::NetworkSupport& support = *game.network;
      const auto net =
          std::make_shared<const nnue::Network>(nnue_test::random_network(game.id, support.features, 64, 12));
      std::uint64_t checked = 0, restored = 0, skipped = 0;
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        std::mt19937_64 rng(seed);
        std::unique_ptr<GameState> state = game.make_state();
        StateFeatures features(support, state.get());
        std::unique_ptr<nnue::LineEvaluator> line = support.line_evaluator(net, *state);
        // The line's top (computed by `evaluate`) against a refresh and the evaluation computed afresh.
        auto check_top = [&](const GameState& at) {
          const int value = line->evaluate(at);
          features.state = &at;
          features.read();
          for (int p = 0; p < 2; ++p)
            REQUIRE(top_accumulator(line->stack(), p, net->hidden) ==
                    nnue_test::plain_accumulator(*net, features.views[p]));
          REQUIRE(value == support.evaluate(at, *net));
          ++checked;
          return value;
        };
        check_top(*state);
        for (int ply = 0; ply < 120 && !state->is_over(); ++ply) {  // within the line's kMaxPly
          auto moves = state->legal_moves();
          if (!moves || moves->empty()) break;
          // A side line of one to three plies, evaluated at its end only (the entries between skipped, as
          // the search skips positions cut off by the table), then taken back.
          const bool parent_evaluated = rng() % 3 != 0;
          const int parent_value = parent_evaluated ? check_top(*state) : 0;
          std::vector<std::unique_ptr<GameState>> side;
          side.push_back(state->clone());
          const int length = 1 + int(rng() % 3);
          for (int k = 0; k < length && !side.back()->is_over(); ++k) {
            auto replies = side.back()->legal_moves();
            if (!replies || replies->empty()) break;
            std::unique_ptr<GameState> next = side.back()->clone();
            REQUIRE(next->play((*replies)[rng() % replies->size()]));
            line->push();
            side.push_back(std::move(next));
          }
          if (side.size() > 2) ++skipped;
          if (side.size() > 1) check_top(*side.back());
          for (std::size_t k = 1; k < side.size(); ++k) line->pop();
          if (parent_evaluated) {
            REQUIRE(line->evaluate(*state) == parent_value);
            ++restored;
          }
          // The game goes on.
          REQUIRE(state->play((*moves)[rng() % moves->size()]));
          line->push();
          if (rng() % 2 == 0) check_top(*state);
        }
        check_top(*state);
      }
      INFO(checked << " positions checked, " << restored << " restored, " << skipped << " lines with skipped plies");
      CHECK(checked > 200);
      CHECK(restored > 50);
      CHECK(skipped > 50);
    }
  }
}

}  // namespace nnue_accumulator_test
