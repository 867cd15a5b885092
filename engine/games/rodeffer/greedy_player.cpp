// Player=greedy: the move with the best immediate point balance (points it scores minus points it
// gives away, R3.3), ties broken at random (a baseline). It sees every move except, for stacks with
// very many distributions, those that neither capture nor were sampled.
#include "candidates.h"
#include "player.h"

namespace inchworm::rodeffer {
namespace {

class GreedyPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    Position pos = *request.root;
    ThinkResult result;
    if (pos.is_over()) return result;
    result.has_move = true;
    Rng rng(choice_seed(request));
    CandidateLimits limits;
    limits.enumerate_up_to = 20'000;
    limits.covers_per_group = 6;
    limits.random_per_stack = 8;
    limits.walk_budget = 2'000'000;
    // Generation is cut short by `stop` and the deadline (the list then holds what was found).
    const Interrupt interrupt = [&request] { return request.stop->check(0); };
    limits.interrupt = &interrupt;
    MoveList moves = request.root_moves;
    if (moves.empty()) generate_candidates(pos, moves, limits, rng);
    const Color us = pos.side_to_move(), them = ~us;
    long long best = 0;
    std::uint64_t ties = 0;
    Position::Undo undo;
    for (const Move& m : moves) {
      if (request.stop->poll(result.nodes) && ties > 0) break;
      ++result.nodes;
      const long long before = (long long)pos.score(us) - pos.score(them);
      pos.do_move(m, undo);
      const long long balance = (long long)pos.score(us) - pos.score(them) - before;
      pos.undo_move(undo);
      // Reservoir choice among equally good moves.
      if (ties == 0 || balance > best) {
        best = balance;
        ties = 1;
        result.best = m;
      } else if (balance == best && rng.below(++ties) == 0) {
        result.best = m;
      }
    }
    SearchInfo info;
    info.depth = 1;
    info.seldepth = 1;
    info.score.value = int(best * 100);
    info.nodes = result.nodes;
    info.time_ms = request.stop->clock().elapsed_ms();
    info.pv = format_line(*request.root, {result.best});
    report_info(request, info);
    return result;
  }
};

}  // namespace

std::unique_ptr<Player> make_greedy_player() { return std::make_unique<GreedyPlayer>(); }

}  // namespace inchworm::rodeffer
