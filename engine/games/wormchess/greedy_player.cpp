// Player=greedy: the move with the best immediate material balance from the mover's view (a capture
// wins the taken piece, a cut in Long Worm Chess the piece less the half left, a promotion the new
// piece less the pawn), ties broken at random by the Seed (a baseline). It looks no further: the
// piece it captures with may be lost on the next move.
#include "eval.h"
#include "player.h"
#include "rng.h"

namespace inchworm::wormchess {
namespace {

class GreedyPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    const std::vector<Move> moves = root_candidates(request);
    if (moves.empty()) return result;
    result.has_move = true;
    Rng rng(choice_seed(request));
    Position pos = *request.root;
    const Color us = pos.side_to_move();
    const int before = material_lead(pos, us);
    int best = 0;
    std::uint64_t ties = 0;
    Position::Undo undo;
    for (const Move& m : moves) {
      ++result.nodes;
      pos.do_move(m, undo);
      const int balance = material_lead(pos, us) - before;
      pos.undo_move(undo);
      // Reservoir choice among equally good moves: each of the ties is chosen with equal chance.
      if (ties == 0 || balance > best) {
        best = balance;
        ties = 1;
        result.best = m;
      } else if (balance == best && rng.below(++ties) == 0) {
        result.best = m;
      }
    }
    report_choice(request, result, best);
    return result;
  }
};

}  // namespace

std::unique_ptr<Player> make_greedy_player() { return std::make_unique<GreedyPlayer>(); }

}  // namespace inchworm::wormchess
