// Player=random: a uniformly random legal move (a baseline), reproducible for a given Seed.
#include "player.h"
#include "rng.h"

namespace inchworm::steere {
namespace {

class RandomPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    if (request.root->is_finished()) return result;
    const std::vector<Move> moves = root_candidates(request);
    Rng rng(choice_seed(request));
    result.has_move = true;
    result.best = moves[rng.below(moves.size())];
    result.nodes = 1;
    report_choice(request, result, 0);
    return result;
  }
};

}  // namespace

std::unique_ptr<Player> make_random_player() { return std::make_unique<RandomPlayer>(); }

}  // namespace inchworm::steere
