// Player=uct: plain UCT Monte-Carlo tree search with random playouts, the generic method of general
// game playing systems (a baseline). Nothing Inchworm-specific guides it: selection by UCB1, one new
// node per playout, uniformly random playouts cut off after kPlayoutPlies plies and then judged by
// the score (R4: the higher score wins). Its one concession to the game is the move list: like every
// player here it cannot list a huge stack's distributions, so nodes hold the candidates of
// candidates.h (all moves but a sample of the distributions of big stacks), and playouts pick each
// stack's distribution by a random walk.
#include <cmath>
#include <vector>

#include "candidates.h"
#include "distribution_pick.h"
#include "player.h"

namespace inchworm::rodeffer {
namespace {

constexpr int kPlayoutPlies = 120;
constexpr std::size_t kMaxNodes = 2'000'000;
constexpr double kExploration = 1.41421356;  // sqrt(2): UCB1 for rewards in [0, 1]
constexpr std::uint64_t kPlayoutsPerDepth = 1000;

struct Node {
  Move move;  // the move that led here
  std::uint32_t parent = 0;
  std::uint32_t first_child = 0;
  std::uint32_t child_count = 0;
  bool expanded = false;
  double visits = 0;
  double reward = 0;  // sum of results for the player who made `move`
};

class UctPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    const Position& root = *request.root;
    if (root.is_over()) return result;
    result.has_move = true;
    rng_.reseed(request.settings.seed ^ root.key() ^ (request.history->size() * 0x9E3779B97F4A7C15ULL));
    // Generation for a new node or a playout's odd position is cut short by `stop` and the deadline.
    const Interrupt interrupt = [&request] { return request.stop->check(0); };
    limits_.interrupt = &interrupt;
    nodes_.clear();
    nodes_.push_back(Node{});
    expand(0, root, request.root_moves);
    result.best = nodes_[nodes_[0].first_child].move;
    if (nodes_[0].child_count == 1) {  // forced: nothing to think about
      report(request, 0);
      return result;
    }
    // A tree search has no depth to stop at: `go depth N` alone means N * kPlayoutsPerDepth playouts
    // (and the tree is not descended deeper than N).
    const int max_depth = request.limits.depth.value_or(1 << 30);
    const std::uint64_t playout_limit =
        request.limits.depth ? std::uint64_t(*request.limits.depth) * kPlayoutsPerDepth : ~std::uint64_t(0);
    std::uint64_t playouts = 0;
    long long next_report_ms = 1000;
    Position pos = root;
    while (playouts < playout_limit && !request.stop->poll(playouts)) {
      // Selection and expansion.
      std::uint32_t node = 0;
      std::vector<Position::Undo> undos;
      int depth = 0;
      while (nodes_[node].expanded && nodes_[node].child_count > 0 && !pos.is_over() && depth < max_depth) {
        node = select_child(node);
        undos.emplace_back();
        pos.do_move(nodes_[node].move, undos.back());
        ++depth;
      }
      if (!nodes_[node].expanded && !pos.is_over() && nodes_.size() < kMaxNodes) {
        expand(node, pos);
        if (nodes_[node].child_count > 0) {
          node = nodes_[node].first_child + std::uint32_t(rng_.below(nodes_[node].child_count));
          undos.emplace_back();
          pos.do_move(nodes_[node].move, undos.back());
          ++depth;
        }
      }
      max_depth_seen_ = std::max(max_depth_seen_, depth);
      const double red_result = playout(pos);
      // Back-propagation: each node's reward is for the player who made its move.
      for (std::uint32_t n = node;; n = nodes_[n].parent) {
        nodes_[n].visits += 1;
        if (n == 0) break;
        // The mover of nodes_[n].move is the side to move at its parent.
        nodes_[n].reward += mover_is_red(n, root) ? red_result : 1.0 - red_result;
      }
      for (auto it = undos.rbegin(); it != undos.rend(); ++it) pos.undo_move(*it);
      ++playouts;
      if (request.stop->clock().elapsed_ms() >= next_report_ms) {
        report(request, playouts);
        next_report_ms += 1000;
      }
    }
    result.best = nodes_[most_visited(0)].move;
    result.nodes = playouts;
    report(request, playouts);
    return result;
  }

 private:
  // `only`: the moves to consider (`go searchmoves` at the root); empty: the candidates.
  void expand(std::uint32_t node, const Position& pos, const MoveList& only = {}) {
    MoveList moves = only;
    if (moves.empty()) generate_candidates(pos, moves, limits_, rng_);
    nodes_[node].expanded = true;
    nodes_[node].first_child = std::uint32_t(nodes_.size());
    nodes_[node].child_count = std::uint32_t(moves.size());
    for (const Move& m : moves) {
      Node child;
      child.move = m;
      child.parent = node;
      nodes_.push_back(child);
    }
  }

  std::uint32_t select_child(std::uint32_t node) {
    const Node& n = nodes_[node];
    const double log_parent = std::log(std::max(1.0, n.visits));
    std::uint32_t best = n.first_child;
    double best_value = -1;
    for (std::uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
      const Node& child = nodes_[c];
      // Unvisited children first, in a random order (the tie is broken by a random tiny amount).
      const double value = child.visits == 0
                               ? 1e9 + rng_.unit()
                               : child.reward / child.visits + kExploration * std::sqrt(log_parent / child.visits);
      if (value > best_value) {
        best_value = value;
        best = c;
      }
    }
    return best;
  }

  std::uint32_t most_visited(std::uint32_t node) const {
    const Node& n = nodes_[node];
    std::uint32_t best = n.first_child;
    for (std::uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c)
      if (nodes_[c].visits > nodes_[best].visits) best = c;
    return best;
  }

  // Whether Red made the move leading to node n: plies from the root decide it.
  bool mover_is_red(std::uint32_t n, const Position& root) const {
    int plies = 0;
    for (std::uint32_t k = n; k != 0; k = nodes_[k].parent) ++plies;
    const bool red_at_root = root.side_to_move() == RED;
    return (plies % 2 == 1) == red_at_root;
  }

  // Plays uniformly random moves to the end (or the cut-off); 1 = Red wins, 0 = Blue wins, 0.5 = level.
  double playout(Position pos) {
    Position::Undo undo;
    for (int ply = 0; ply < kPlayoutPlies && !pos.is_over(); ++ply) pos.do_move(random_move(pos), undo);
    const long long diff = (long long)pos.score(RED) - pos.score(BLUE);
    return diff > 0 ? 1.0 : diff < 0 ? 0.0 : 0.5;
  }

  Move random_move(const Position& pos) {
    scratch_.clear();
    generate_simple(pos, scratch_);
    std::uint64_t stacks = 0;
    for (Bitboard b = pos.stacks(pos.side_to_move()); b;)
      if (pos.height(pop_lsb(b)) >= 2) ++stacks;
    // Each big stack stands for one random distribution of it.
    const std::uint64_t pick = rng_.below(std::max<std::uint64_t>(1, scratch_.size() + stacks));
    if (pick < scratch_.size()) return scratch_[pick];
    std::uint64_t k = pick - scratch_.size();
    for (Bitboard b = pos.stacks(pos.side_to_move()); b;) {
      const Square s = pop_lsb(b);
      if (pos.height(s) < 2 || k-- > 0) continue;
      if (const Bitboard set = random_distribution(pos.geometry(), s, pos.height(s), pos.empty(), rng_, 200))
        return Move::distribute(s, set);
      break;
    }
    if (!scratch_.empty()) return scratch_[rng_.below(scratch_.size())];
    MoveList any;
    generate_candidates(pos, any, limits_, rng_);
    return any.front();  // a distribution, or the forced pass
  }

  void report(const ThinkRequest& request, std::uint64_t playouts) {
    SearchInfo info;
    std::vector<Move> line;
    for (std::uint32_t n = 0; nodes_[n].expanded && nodes_[n].child_count > 0 && line.size() < 32;) {
      n = most_visited(n);
      if (nodes_[n].visits == 0) break;
      line.push_back(nodes_[n].move);
    }
    const Node& best = nodes_[most_visited(0)];
    const double p = best.visits > 0 ? best.reward / best.visits : 0.5;
    const double clamped = std::clamp(p, 0.001, 0.999);
    info.depth = int(line.size());
    info.seldepth = max_depth_seen_;
    info.score.value = int(std::lround(400.0 * std::log10(clamped / (1.0 - clamped))));
    info.nodes = playouts;
    info.time_ms = request.stop->clock().elapsed_ms();
    info.pv = format_line(*request.root, line);
    report_info(request, info);
  }

  Rng rng_;
  CandidateLimits limits_;  // its interrupt is the current search's
  std::vector<Node> nodes_;
  MoveList scratch_;
  int max_depth_seen_ = 0;
};

}  // namespace

std::unique_ptr<Player> make_uct_player() { return std::make_unique<UctPlayer>(); }

}  // namespace inchworm::rodeffer
