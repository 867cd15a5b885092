// The players behind the Player option (the main engine and the random, greedy and uct baselines),
// for any game: each chooses a move for a position of the game within the limits of one `go`. And
// PlayerSearcher, which puts one game's four players behind the engine's Searcher interface.
//
// A game gives PlayerSearcher a kit of static functions:
//   using Position, Move;
//   const Position& position(const GameState&);           the state's position (of the kit's game)
//   const std::vector<std::uint64_t>& history(const GameState&);   the keys ThinkRequest wants
//   Expected<Move> parse(const Position&, std::string_view);
//   std::string format(const Position&, const Move&);
//   std::string evaluation(const Position&);   or evaluation(const Position&, const std::vector<Tunable*>&):
//                                              with the engine player's tunables (its weights among them)
//   int static_eval(const Position&, const std::vector<Tunable*>&);   optional: the same evaluation's
//                                              total, from the side to move's view
//   Expected<BenchTotals> bench(PlayerOf<Position, Move>& engine, int depth, const SearchListener&,
//                               const std::atomic<bool>& stop);   the bench, searched by `engine`
//   kPlayers: the factories of the four players, in the order of PlayerSettings::Kind.
// KitBase gives the first two, the same for every game; WeightedKit adds evaluation, static_eval and bench for a
// game whose evaluation takes weights (the kit then gives weights(tuned), the weights the main search uses).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "expected.h"
#include "nnue/evaluation_choice.h"
#include "player_settings.h"
#include "search_types.h"
#include "searcher.h"
#include "timeman.h"
#include "tunable.h"

namespace inchworm {

template <class Position, class Move>
struct ThinkRequestOf {
  const Position* root = nullptr;
  // Keys of the game's positions for repetitions, oldest first; whether the root's own key is the
  // last one is the game's choice (its search says).
  const std::vector<std::uint64_t>* history = nullptr;
  // As the `go` gave them, except that `depth` holds depth_limit() (a `go mate` alone sets it).
  SearchLimits limits;
  // `go searchmoves`: the only root moves to consider (empty: all), distinct and legal.
  std::vector<Move> root_moves;
  StopCondition* stop = nullptr;
  const SearchListener* listener = nullptr;
  PlayerSettings settings;
};

template <class Move>
struct ThinkResultOf {
  bool has_move = false;  // false only when the game is over
  Move best{};            // the pass when passing is forced (in games that have one)
  std::uint64_t nodes = 0;
};

template <class Position, class Move>
class PlayerOf {
 public:
  virtual ~PlayerOf() = default;
  virtual ThinkResultOf<Move> think(const ThinkRequestOf<Position, Move>& request) = 0;
  // Forgets what earlier searches learnt (a new game).
  virtual void clear() {}
  // Allocates what the settings ask for (the hash table) before the first search; an error when it
  // cannot, and then what was allocated before stays.
  virtual MaybeError prepare(const PlayerSettings&) { return std::nullopt; }
  // The player's tunable constants (tunable.h), to enumerate and set; none for the baselines.
  virtual std::vector<Tunable*> tunables() { return {}; }
  // The evaluation the player's searches use (nnue/evaluation_choice.h); the baselines ignore it.
  virtual void set_evaluation(const nnue::EvaluationChoice&) {}
};

// A seed for the baselines' random choices: the Seed option, the position and the game's length, so
// that a replayed game repeats its choices.
template <class Position, class Move>
std::uint64_t choice_seed(const ThinkRequestOf<Position, Move>& request) {
  return request.settings.seed ^ request.root->key() ^ (request.history->size() * 0x9E3779B97F4A7C15ULL);
}

// Sends one progress report to the request's listener, if it has one.
template <class Position, class Move>
void report_info(const ThinkRequestOf<Position, Move>& request, const SearchInfo& info) {
  if (request.listener && request.listener->info) request.listener->info(info);
}

template <class Position, class Move>
using PlayerFactories = std::array<std::unique_ptr<PlayerOf<Position, Move>> (*)(), 4>;

// The kit's types, and the game's own state and position behind a GameState (the engine gives a game's
// searcher states of its own game only).
template <class State, class PositionType, class MoveType>
struct KitBase {
  using Position = PositionType;
  using Move = MoveType;
  static const State& state(const GameState& s) { return static_cast<const State&>(s); }
  static const Position& position(const GameState& s) { return state(s).position(); }
};

// The evaluation and the bench of a game whose evaluation takes weights: Derived::weights(tuned) gives the
// weights the main search uses; the game's describe_evaluation, evaluate and run_bench (found by argument-dependent
// lookup) do the rest.
template <class Derived, class State, class PositionType, class MoveType>
struct WeightedKit : KitBase<State, PositionType, MoveType> {
  static std::string evaluation(const PositionType& pos, const std::vector<Tunable*>& tuned) {
    return describe_evaluation(pos, Derived::weights(tuned));
  }
  static int static_eval(const PositionType& pos, const std::vector<Tunable*>& tuned) {
    return evaluate(pos, Derived::weights(tuned));
  }
  static Expected<BenchTotals> bench(PlayerOf<PositionType, MoveType>& engine, int depth,
                                     const SearchListener& listener, const std::atomic<bool>& stop) {
    return run_bench(engine, depth, listener, stop);
  }
};

// One player of each kind, made when first asked for so that each keeps what it learnt.
template <class Kit>
class PlayerSearcher final : public Searcher {
 public:
  using Position = typename Kit::Position;
  using Move = typename Kit::Move;

  MaybeError prepare(const PlayerSettings& settings) override { return player(settings.kind).prepare(settings); }

  void clear() override {
    for (auto& p : players_)
      if (p) p->clear();
  }

  std::string think(const ThinkArgs& args) override {
    const Position& root = Kit::position(*args.state);
    ThinkRequestOf<Position, Move> request;
    request.root = &root;
    request.history = &Kit::history(*args.state);
    request.limits = args.limits;
    for (const std::string& token : args.root_moves)
      if (auto m = Kit::parse(root, token)) request.root_moves.push_back(*m);
    request.stop = args.stop;
    request.listener = args.listener;
    request.settings = args.settings;
    const ThinkResultOf<Move> result = player(args.settings.kind).think(request);
    return result.has_move ? Kit::format(root, result.best) : std::string();
  }

  // A kit whose evaluation has tunable weights takes the engine player's tunables (only read: `eval` may
  // come during a search).
  std::string evaluation(const GameState& state) const override {
    const Position& pos = Kit::position(state);
    if constexpr (requires { Kit::evaluation(pos, std::vector<Tunable*>{}); }) {
      return Kit::evaluation(pos, engine_tunables());
    } else {
      return Kit::evaluation(pos);
    }
  }

  std::optional<int> static_eval(const GameState& state) const override {
    if constexpr (requires { Kit::static_eval(Kit::position(state), std::vector<Tunable*>{}); })
      return Kit::static_eval(Kit::position(state), engine_tunables());
    else
      return std::nullopt;
  }

  std::vector<Tunable*> tunables() override { return engine_player().tunables(); }

  void set_evaluation(const nnue::EvaluationChoice& choice) override {
    evaluation_ = choice;
    for (auto& p : players_)
      if (p) p->set_evaluation(choice);
  }

  // A fresh engine player (the bench starts from a cleared state) with the tunables in force.
  Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) override {
    std::unique_ptr<PlayerOf<Position, Move>> fresh = Kit::kPlayers[std::size_t(PlayerSettings::Kind::Engine)]();
    const std::vector<Tunable*> in_force = tunables();
    const std::vector<Tunable*> copies = fresh->tunables();
    for (std::size_t i = 0; i < copies.size() && i < in_force.size(); ++i) copies[i]->set(in_force[i]->value());
    fresh->set_evaluation(evaluation_);
    return Kit::bench(*fresh, depth, listener, stop);
  }

 private:
  // The engine player's tunables, when it was made (only read: `eval` may come during a search).
  std::vector<Tunable*> engine_tunables() const {
    const auto& engine = players_[std::size_t(PlayerSettings::Kind::Engine)];
    return engine ? engine->tunables() : std::vector<Tunable*>{};
  }
  PlayerOf<Position, Move>& engine_player() { return player(PlayerSettings::Kind::Engine); }
  PlayerOf<Position, Move>& player(PlayerSettings::Kind kind) {
    auto& slot = players_[std::size_t(kind)];
    if (!slot) {
      slot = Kit::kPlayers[std::size_t(kind)]();
      slot->set_evaluation(evaluation_);
    }
    return *slot;
  }

  std::array<std::unique_ptr<PlayerOf<Position, Move>>, 4> players_;
  nnue::EvaluationChoice evaluation_;
};

}  // namespace inchworm
