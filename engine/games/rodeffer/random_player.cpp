// Player=random: a legal move chosen uniformly at random (a baseline).
#include <vector>

#include "candidates.h"
#include "distribution_pick.h"
#include "movegen.h"
#include "player.h"

namespace inchworm::rodeffer {
namespace {

// States a stack's distribution count may use; beyond it the stack's moves are sampled by a random
// walk and weighted as if it had this many (its true number is then far larger and unknowable cheaply).
constexpr std::uint64_t kCountBudget = 200'000;

class RandomPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    const Position& pos = *request.root;
    ThinkResult result;
    if (pos.is_over()) return result;
    result.has_move = true;
    // Reproducible: the same seed and game record give the same move.
    Rng rng(choice_seed(request));
    if (!request.root_moves.empty()) {  // `go searchmoves`: one of those
      result.best = request.root_moves[rng.below(request.root_moves.size())];
      return finish(request, result);
    }
    // Counting a stack's distributions can take long: `stop` and the deadline cut it short, and the
    // stack is then weighted and sampled as an uncounted one.
    const Interrupt interrupt = [&request] { return request.stop->check(0); };
    MoveList simple;
    generate_simple(pos, simple);
    struct Stack {
      Square square;
      std::uint64_t count;
      bool counted;
    };
    std::vector<Stack> stacks;
    std::uint64_t total = simple.size();
    for (Bitboard b = pos.stacks(pos.side_to_move()); b;) {
      const Square s = pop_lsb(b);
      if (pos.height(s) < 2) continue;
      const auto n = counter_.count(pos.geometry(), s, pos.height(s), pos.empty(), kCountBudget, &interrupt);
      stacks.push_back({s, n.value_or(kCountBudget), n.has_value()});
      total += stacks.back().count;
    }
    result.nodes = total;
    result.best = Move::pass();
    if (total == 0) return finish(request, result);  // every stack counted: nothing but the pass
    std::uint64_t pick = rng.below(total);
    if (pick < simple.size()) {
      result.best = simple[pick];
      return finish(request, result);
    }
    pick -= simple.size();
    for (const Stack& st : stacks) {
      if (pick >= st.count) {
        pick -= st.count;
        continue;
      }
      const int h = pos.height(st.square);
      std::uint64_t i = 0;
      const bool listed = st.counted && counter_.enumerate(
                                            pos.geometry(), st.square, h, pos.empty(), kCountBudget,
                                            [&](Bitboard set) {
                                              if (i++ == pick) result.best = Move::distribute(st.square, set);
                                            },
                                            &interrupt);
      if (listed) break;
      if (const Bitboard set = random_distribution(pos.geometry(), st.square, h, pos.empty(), rng, 100'000, &interrupt))
        result.best = Move::distribute(st.square, set);
      break;
    }
    if (result.best.type == MoveType::Pass) {
      // Only when a huge stack's sample failed or was cut short: one of the candidates will do (the
      // pass only when it is forced).
      MoveList any;
      CandidateLimits limits;
      limits.interrupt = &interrupt;
      generate_candidates(pos, any, limits, rng);
      result.best = any[rng.below(any.size())];
    }
    return finish(request, result);
  }

 private:
  ThinkResult finish(const ThinkRequest& request, const ThinkResult& result) {
    SearchInfo info;
    info.depth = 1;
    info.seldepth = 1;
    info.nodes = result.nodes;
    info.time_ms = request.stop->clock().elapsed_ms();
    info.pv = format_line(*request.root, {result.best});
    report_info(request, info);
    return result;
  }

  DistributionCounter counter_;
};

}  // namespace

std::unique_ptr<Player> make_random_player() { return std::make_unique<RandomPlayer>(); }

}  // namespace inchworm::rodeffer
