// Player=uct: plain UCT Monte-Carlo tree search with random playouts, the generic method of general
// game playing (a baseline). Nothing chess-specific guides it: selection by UCB1, one new node per
// playout, uniformly random playouts that end by the rules (checkmate, stalemate, the 100-move rule,
// bare kings) or are cut off after kPlayoutPlies plies and then judged by material (the side with
// more wins; equal material is half a point).
#include <algorithm>
#include <cmath>
#include <vector>

#include "eval.h"
#include "game_end.h"
#include "movegen.h"
#include "player.h"
#include "rng.h"

namespace inchworm::wormchess {
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
  Color mover = WHITE;  // who made `move`
  double visits = 0;
  double reward = 0;  // sum of results for `mover`
};

class UctPlayer : public Player {
 public:
  ThinkResult think(const ThinkRequest& request) override {
    ThinkResult result;
    const std::vector<Move> root_moves = root_candidates(request);
    if (root_moves.empty()) return result;
    result.has_move = true;
    rng_.reseed(choice_seed(request));
    max_depth_seen_ = 0;
    const Position& root = *request.root;
    nodes_.clear();
    nodes_.push_back(Node{root_moves.front(), 0, 0, 0, false, ~root.side_to_move()});
    expand(0, root, root_moves);
    result.best = root_moves.front();
    if (root_moves.size() == 1) {  // forced: nothing to think about
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
      undos.clear();
      int depth = 0;
      while (nodes_[node].expanded && nodes_[node].child_count > 0 && depth < max_depth) {
        node = select_child(node);
        undos.emplace_back();
        pos.do_move(nodes_[node].move, undos.back());
        ++depth;
      }
      if (!nodes_[node].expanded && nodes_.size() < kMaxNodes) {
        scratch_.clear();
        generate_legal(pos, scratch_);
        expand(node, pos, {scratch_.begin(), scratch_.end()});
        if (nodes_[node].child_count > 0) {
          node = nodes_[node].first_child + std::uint32_t(rng_.below(nodes_[node].child_count));
          undos.emplace_back();
          pos.do_move(nodes_[node].move, undos.back());
          ++depth;
        }
      }
      max_depth_seen_ = std::max(max_depth_seen_, depth);
      const double white_result = playout(pos);
      for (std::uint32_t n = node;; n = nodes_[n].parent) {
        nodes_[n].visits += 1;
        nodes_[n].reward += nodes_[n].mover == WHITE ? white_result : 1.0 - white_result;
        if (n == 0) break;
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
  void expand(std::uint32_t node, const Position& pos, const std::vector<Move>& moves) {
    nodes_[node].expanded = true;
    nodes_[node].first_child = std::uint32_t(nodes_.size());
    nodes_[node].child_count = std::uint32_t(moves.size());
    for (const Move& m : moves) nodes_.push_back(Node{m, node, 0, 0, false, pos.side_to_move()});
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

  // Plays uniformly random moves to the game's end or the cut-off: 1 = White wins, 0 = Black wins,
  // 0.5 = a draw or level material.
  double playout(Position pos) {
    Position::Undo undo;
    for (int ply = 0; ply < kPlayoutPlies; ++ply) {
      scratch_.clear();
      generate_legal(pos, scratch_);
      if (scratch_.empty()) {
        if (!pos.in_check(pos.side_to_move())) return 0.5;  // stalemate
        return pos.side_to_move() == WHITE ? 0.0 : 1.0;     // checkmate
      }
      if (pos.halfmove() >= kDrawClock || bare_kings(pos)) return 0.5;
      pos.do_move(scratch_[rng_.below(scratch_.size())], undo);
    }
    const int diff = material(pos, WHITE) - material(pos, BLACK);
    return diff > 0 ? 1.0 : diff < 0 ? 0.0 : 0.5;
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
    info.depth = std::max<int>(1, int(line.size()));
    info.seldepth = std::max(info.depth, max_depth_seen_);
    info.score.value = int(std::lround(400.0 * std::log10(clamped / (1.0 - clamped))));
    info.nodes = playouts;
    info.time_ms = request.stop->clock().elapsed_ms();
    info.pv = format_line(line.empty() ? std::vector<Move>{best.move} : line);
    report_info(request, info);
  }

  Rng rng_;
  std::vector<Node> nodes_;
  MoveList scratch_;
  int max_depth_seen_ = 0;
};

}  // namespace

std::unique_ptr<Player> make_uct_player() { return std::make_unique<UctPlayer>(); }

}  // namespace inchworm::wormchess
