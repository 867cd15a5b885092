// What each game adds on top of its rules (game_state.h) for the engine: the players behind `go`
// (the main search and the random/greedy/uct baselines, chosen by PlayerSettings::kind), the static
// evaluation for people, and the `bench` signature. The engine facade (engine.h) owns one searcher per
// game and does everything generic around it: options, positions, time plans, waiting for `stop`
// or `ponderhit`, the expected reply.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "expected.h"
#include "game_state.h"
#include "nnue/evaluation_choice.h"
#include "player_settings.h"
#include "search_types.h"
#include "timeman.h"
#include "tunable.h"

namespace inchworm {

// One decision: the position (a state of the searcher's own game, never over), the game before it
// (inside the state, for repetitions), the limits and the player's settings.
struct ThinkArgs {
  const GameState* state = nullptr;
  // As the `go` gave them, except that `depth` holds depth_limit() (a `go mate` alone sets it).
  SearchLimits limits;
  // `go searchmoves`: the only root moves to consider as canonical tokens (empty: all), distinct and
  // legal.
  std::vector<std::string> root_moves;
  StopCondition* stop = nullptr;
  const SearchListener* listener = nullptr;
  PlayerSettings settings;
};

class Searcher {
 public:
  virtual ~Searcher() = default;

  // Allocates what `settings` ask for (the hash table of the chosen player) before the first search;
  // an error when it cannot, and then what was allocated before stays.
  virtual MaybeError prepare(const PlayerSettings& settings) = 0;
  // Forgets what earlier searches learnt (a new game).
  virtual void clear() = 0;
  // Chooses a move with the player `args.settings.kind`: a legal token, the game's pass token when
  // passing is forced. Reports progress to the listener; keeps to `args.stop`.
  virtual std::string think(const ThinkArgs& args) = 0;
  // The static evaluation of `state` with its parts, for people.
  virtual std::string evaluation(const GameState& state) const = 0;
  // The same evaluation as a number: from the side to move's view, with the tunables in force (the
  // total `evaluation` shows), for tools that fit its weights; nullopt for a game without one.
  virtual std::optional<int> static_eval(const GameState&) const { return std::nullopt; }
  // Searches a fixed set of positions of this game with fixed limits (`depth` 0: the default),
  // single-threaded and from a cleared state, so that the node total is a signature of the search.
  // Reports one `text` line per position.
  virtual Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) = 0;
  // The game's tunable constants (its params.h) with the values in force for the next searches and
  // the bench, to enumerate and set; empty when it declares none.
  virtual std::vector<Tunable*> tunables() { return {}; }
  // The evaluation of the next searches, the bench and `eval` (nnue/evaluation_choice.h); ignored by a
  // game without a learned evaluation.
  virtual void set_evaluation(const nnue::EvaluationChoice&) {}
};

}  // namespace inchworm
