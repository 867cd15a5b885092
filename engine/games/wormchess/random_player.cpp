// Player=random: a legal move chosen uniformly at random (a baseline), reproducible for a given
// Seed and game.
#include "player.h"
#include "rng.h"

namespace inchworm::wormchess {
namespace {

class RandomPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    const std::vector<Move> moves = root_candidates(request);
    if (moves.empty()) return result;
    Rng rng(choice_seed(request));
    result.has_move = true;
    result.best = moves[rng.below(moves.size())];
    result.nodes = moves.size();
    report_choice(request, result, 0);
    return result;
  }
};

}  // namespace

std::unique_ptr<Player> make_random_player() { return std::make_unique<RandomPlayer>(); }

}  // namespace inchworm::wormchess
