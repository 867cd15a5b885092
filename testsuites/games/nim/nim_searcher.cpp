#include "nim/nim_searcher.h"

#include <algorithm>
#include <cstdlib>

#include "nim/nim_state.h"
#include "rng.h"

namespace inchworm::nim {

namespace {

constexpr int kWin = 1000;  // a won game, less the plies to it

class NimSearcher final : public Searcher {
 public:
  MaybeError prepare(const PlayerSettings&) override { return std::nullopt; }
  void clear() override {}

  std::string think(const ThinkArgs& args) override {
    const auto& state = dynamic_cast<const NimState&>(*args.state);
    const std::vector<std::string> moves = args.root_moves.empty() ? state.legal_moves().value() : args.root_moves;
    if (moves.empty()) return {};
    if (args.settings.kind == PlayerSettings::Kind::Random) {
      Rng rng(args.settings.seed ^ std::uint64_t(state.pile() * 2 + state.first_player_to_move()));
      return moves[rng.below(moves.size())];
    }
    std::string best = moves.front();
    nodes_ = 0;
    const int max_depth = std::min(args.limits.depth.value_or(NimState::kMaxPile), state.pile());
    for (int depth = 1; depth <= max_depth; ++depth) {
      std::string depth_best;
      int best_score = -kWin - 1;
      for (const std::string& move : moves) {
        const int score = -negamax(state.pile() - state.taken_by(move), depth - 1, 1, args.stop);
        if (args.stop->stopped()) break;
        if (score > best_score) {
          best_score = score;
          depth_best = move;
        }
      }
      if (args.stop->stopped() && depth > 1) break;
      best = depth_best.empty() ? best : depth_best;
      report(args, depth, best_score, best);
      if (std::abs(best_score) > kWin - NimState::kMaxPile - 1) break;  // the game's end is in sight
    }
    return best;
  }

  std::string evaluation(const GameState& state) const override {
    const int pile = dynamic_cast<const NimState&>(state).pile();
    return "pile " + std::to_string(pile) + ": the side to move " + (pile % 3 == 0 ? "loses" : "wins") +
           " with best play (a multiple of 3 loses)";
  }

  Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) override {
    BenchTotals totals;
    for (const char* position : {"7 a", "12 b", "25 a"}) {
      NimState state;
      state.set_position(position);
      SearchLimits limits;
      limits.depth = depth > 0 ? depth : 12;
      StopCondition condition(limits, {}, stop);
      ThinkArgs args;
      args.state = &state;
      args.limits = limits;
      args.stop = &condition;
      args.listener = &listener;
      const std::string best = think(args);
      totals.nodes += nodes_;
      totals.time_ms += condition.clock().elapsed_ms();
      if (listener.text)
        listener.text("position " + std::string(position) + ": " + best + ", nodes " + std::to_string(nodes_));
    }
    return totals;
  }

 private:
  // The side to move's score with `pile` left, `depth` plies deep, `ply` plies below the root.
  int negamax(int pile, int depth, int ply, StopCondition* stop) {
    ++nodes_;
    if (pile == 0) return -(kWin - ply);  // the opponent took the last
    if (depth == 0 || stop->poll(nodes_)) return 0;
    int best = -kWin - 1;
    for (int take = 1; take <= 2 && take <= pile; ++take)
      best = std::max(best, -negamax(pile - take, depth - 1, ply + 1, stop));
    return best;
  }

  void report(const ThinkArgs& args, int depth, int score, const std::string& best) const {
    if (!args.listener || !args.listener->info) return;
    SearchInfo info;
    info.depth = info.seldepth = depth;
    if (score > kWin - NimState::kMaxPile - 1)
      info.score = {SearchScore::Kind::Win, kWin - score};
    else if (score < -(kWin - NimState::kMaxPile - 1))
      info.score = {SearchScore::Kind::Loss, kWin + score};
    info.nodes = nodes_;
    info.time_ms = args.stop->clock().elapsed_ms();
    info.pv = {best};
    args.listener->info(info);
  }

  std::uint64_t nodes_ = 0;
};

}  // namespace

std::unique_ptr<Searcher> make_searcher() { return std::make_unique<NimSearcher>(); }

}  // namespace inchworm::nim
