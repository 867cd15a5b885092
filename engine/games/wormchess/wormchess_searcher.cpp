#include "wormchess_searcher.h"

#include <vector>

#include "bench.h"
#include "eval.h"
#include "notation.h"
#include "params.h"
#include "player.h"
#include "state.h"

namespace inchworm::wormchess {
namespace {

// What PlayerSearcher needs of the chess games (game_player.h); Longworm: Long Worm Chess's defaults.
template <bool Longworm>
struct Kit : WeightedKit<Kit<Longworm>, State, wormchess::Position, wormchess::Move> {
  static const std::vector<std::uint64_t>& history(const GameState& s) { return Kit::state(s).history().keys(); }
  static Expected<Move> parse(const Position& pos, std::string_view token) { return parse_move(pos, token); }
  static std::string format(const Position&, const Move& m) { return format_move(m); }
  // With the weights the main search uses (the search's own tunables are not weights): the game's
  // defaults, then the values in force.
  static EvalParams weights(const std::vector<Tunable*>& tuned) {
    SearchParams params;
    if constexpr (Longworm) use_longworm_defaults(params);
    take_values(params.eval, tuned);
    return params.eval;
  }
  // Indexed by PlayerSettings::Kind.
  static constexpr PlayerFactories<Position, Move> kPlayers = {
      Longworm ? make_longworm_engine_player : make_engine_player, make_uct_player, make_greedy_player,
      make_random_player};
};

}  // namespace

std::unique_ptr<Searcher> make_searcher() { return std::make_unique<PlayerSearcher<Kit<false>>>(); }
std::unique_ptr<Searcher> make_longworm_searcher() { return std::make_unique<PlayerSearcher<Kit<true>>>(); }

}  // namespace inchworm::wormchess
