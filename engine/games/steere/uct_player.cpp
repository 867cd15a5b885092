// Player=uct: plain UCT Monte-Carlo tree search with random playouts (a baseline). Selection by UCB1,
// one new node per playout, uniformly random playouts cut off after kPlayoutPlies plies and then
// judged by the sign of the race evaluation (eval.h), or by the winner when the game ends first.
#include <algorithm>
#include <cmath>
#include <vector>

#include "eval.h"
#include "movegen.h"
#include "player.h"
#include "rng.h"

namespace inchworm::steere {
namespace {

constexpr int kPlayoutPlies = 40;
constexpr std::size_t kMaxNodes = 2'000'000;
constexpr double kExploration = 1.41421356;  // sqrt(2): UCB1 for rewards in [0, 1]
constexpr std::uint64_t kPlayoutsPerDepth = 1000;

struct Node {
  Move move;  // the move that led here
  std::uint32_t parent = 0;
  std::uint32_t first_child = 0;
  std::uint32_t child_count = 0;
  bool expanded = false;
  bool red_moved = false;  // whether Red made `move`
  double visits = 0;
  double reward = 0;  // sum of results for the player who made `move`
};

class UctPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    const Position& root = *request.root;
    if (root.is_finished()) return result;
    result.has_move = true;
    rng_.reseed(choice_seed(request));
    nodes_.assign(1, Node{});
    expand(0, root, root_candidates(request));
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
    std::vector<Position::Undo> undos;
    while (playouts < playout_limit && !request.stop->poll(playouts)) {
      // Selection and expansion.
      std::uint32_t node = 0;
      int depth = 0;
      while (nodes_[node].expanded && nodes_[node].child_count > 0 && depth < max_depth) {
        node = select_child(node);
        undos.emplace_back();
        pos.do_move(nodes_[node].move, undos.back());
        ++depth;
      }
      if (!nodes_[node].expanded && !pos.is_finished() && nodes_.size() < kMaxNodes) {
        MoveList moves;
        generate_moves(pos, moves);
        expand(node, pos, {moves.begin(), moves.end()});
        node = nodes_[node].first_child + std::uint32_t(rng_.below(nodes_[node].child_count));
        undos.emplace_back();
        pos.do_move(nodes_[node].move, undos.back());
        ++depth;
      }
      max_depth_seen_ = std::max(max_depth_seen_, depth);
      const double red_result = playout(pos);
      // Back-propagation: each node's reward is for the player who made its move.
      for (std::uint32_t n = node;; n = nodes_[n].parent) {
        nodes_[n].visits += 1;
        if (n == 0) break;
        nodes_[n].reward += nodes_[n].red_moved ? red_result : 1.0 - red_result;
      }
      for (auto it = undos.rbegin(); it != undos.rend(); ++it) pos.undo_move(*it);
      undos.clear();
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
  void expand(std::uint32_t node, const Position& pos, const std::vector<Move>& moves) {
    nodes_[node].expanded = true;
    nodes_[node].first_child = std::uint32_t(nodes_.size());
    nodes_[node].child_count = std::uint32_t(moves.size());
    for (const Move& m : moves) {
      Node child;
      child.move = m;
      child.parent = node;
      child.red_moved = pos.side_to_move() == RED;
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

  // Uniformly random moves to the end or the cut-off; 1 = Red wins or leads the race, 0 = Blue, 0.5 = level.
  double playout(Position pos) {
    Position::Undo undo;
    for (int ply = 0; ply < kPlayoutPlies && !pos.is_finished(); ++ply) {
      generate_moves(pos, scratch_);
      pos.do_move(scratch_[int(rng_.below(std::uint64_t(scratch_.size())))], undo);
    }
    if (pos.is_finished()) return pos.winner() == RED ? 1.0 : 0.0;
    const int score = evaluate(pos);  // the side to move's view
    if (score == 0) return 0.5;
    return (score > 0) == (pos.side_to_move() == RED) ? 1.0 : 0.0;
  }

  void report(const ThinkRequest& request, std::uint64_t playouts) {
    std::vector<Move> line;
    for (std::uint32_t n = 0; nodes_[n].expanded && nodes_[n].child_count > 0 && line.size() < 32;) {
      n = most_visited(n);
      if (nodes_[n].visits == 0) break;
      line.push_back(nodes_[n].move);
    }
    const Node& best = nodes_[most_visited(0)];
    const double p = std::clamp(best.visits > 0 ? best.reward / best.visits : 0.5, 0.001, 0.999);
    SearchInfo info;
    info.depth = int(line.size());
    info.seldepth = max_depth_seen_;
    info.score.value = int(std::lround(400.0 * std::log10(p / (1.0 - p))));
    info.nodes = playouts;
    info.time_ms = request.stop->clock().elapsed_ms();
    info.pv = format_line(*request.root, line);
    report_info(request, info);
  }

  Rng rng_;
  std::vector<Node> nodes_;
  MoveList scratch_;
  int max_depth_seen_ = 0;
};

}  // namespace

std::unique_ptr<Player> make_uct_player() { return std::make_unique<UctPlayer>(); }

}  // namespace inchworm::steere
