// Player=greedy: the move with the best immediate gain by a one-ply measure (a baseline): bearing a
// checker off first, then the progress of the moved checker towards its nearer exit edge (distances
// in the mover's own view, S2.2); ties broken at random, reproducibly for a given Seed.
#include <algorithm>

#include "eval.h"
#include "player.h"
#include "rng.h"

namespace inchworm::steere {
namespace {

constexpr int kBearOff = 1000;

int gain(const Position& pos, const Move& m) {
  if (m.is_pass()) return 0;
  if (m.bears_off()) return kBearOff;
  const Color us = pos.side_to_move();
  return edge_distance(pos, us, m.from) - edge_distance(pos, us, m.to);
}

class GreedyPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    const Position& pos = *request.root;
    if (pos.is_finished()) return result;
    result.has_move = true;
    Rng rng(choice_seed(request));
    int best = 0;
    std::uint64_t ties = 0;
    for (const Move& m : root_candidates(request)) {
      ++result.nodes;
      const int g = gain(pos, m);
      // Reservoir choice among equally good moves.
      if (ties == 0 || g > best) {
        best = g;
        ties = 1;
        result.best = m;
      } else if (g == best && rng.below(++ties) == 0) {
        result.best = m;
      }
    }
    report_choice(request, result, best);
    return result;
  }
};

}  // namespace

std::unique_ptr<Player> make_greedy_player() { return std::make_unique<GreedyPlayer>(); }

}  // namespace inchworm::steere
