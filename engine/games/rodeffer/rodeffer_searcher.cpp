#include "rodeffer_searcher.h"

#include <vector>

#include "bench.h"
#include "eval.h"
#include "notation.h"
#include "player.h"
#include "state.h"

namespace inchworm::rodeffer {
namespace {

// What PlayerSearcher needs of Rodeffer's Inchworm (game_player.h).
struct Kit : WeightedKit<Kit, State, rodeffer::Position, rodeffer::Move> {
  static const std::vector<std::uint64_t>& history(const GameState& s) { return state(s).history(); }
  static Expected<Move> parse(const Position& pos, std::string_view token) { return parse_move(pos, token); }
  static std::string format(const Position& pos, const Move& m) { return format_move(pos, m); }
  // With the weights the main search uses (the search's own tunables are not weights).
  static EvalParams weights(const std::vector<Tunable*>& tuned) {
    EvalParams w;
    take_values(w, tuned);
    return w;
  }
  // Indexed by PlayerSettings::Kind.
  static constexpr PlayerFactories<Position, Move> kPlayers = {make_engine_player, make_uct_player, make_greedy_player,
                                                               make_random_player};
};

}  // namespace

std::unique_ptr<Searcher> make_searcher() { return std::make_unique<PlayerSearcher<Kit>>(); }

}  // namespace inchworm::rodeffer
