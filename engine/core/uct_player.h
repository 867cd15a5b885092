// Player=uct for any game: plain UCT Monte-Carlo tree search with random playouts, the generic method
// of general game playing systems (a baseline). Selection by UCB1, one new node per playout, and a
// playout that the game plays and judges (uniformly random moves, cut off somewhere, then judged by
// a rule of thumb: the score, the race, the material).
//
// The game gives a kit object (it may keep state between calls, e.g. generation limits):
//   using Position, Move;
//   void begin(const ThinkRequestOf<Position, Move>&);   before each search
//   std::vector<Move> root_moves(const ThinkRequestOf<Position, Move>&, Rng&);   `go searchmoves` or all
//   bool over(const Position&);
//   void children(const Position&, std::vector<Move>&, Rng&);   the moves a new node holds
//   bool first_to_move(const Position&);   whether the first player (Red, White) is to move
//   double playout(Position, Rng&);   1 = the first player wins (or leads), 0 = the second, 0.5 = level
//   std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line);
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "game_player.h"
#include "rng.h"

namespace inchworm {

template <class Kit>
class UctPlayerOf final : public PlayerOf<typename Kit::Position, typename Kit::Move> {
 public:
  using Position = typename Kit::Position;
  using Move = typename Kit::Move;
  using Request = ThinkRequestOf<Position, Move>;
  using Result = ThinkResultOf<Move>;

  ThinkResultOf<Move> think(const Request& request) override {
    Result result;
    const Position& root = *request.root;
    if (kit_.over(root)) return result;
    kit_.begin(request);
    rng_.reseed(choice_seed(request));
    max_depth_seen_ = 0;
    nodes_.assign(1, Node{});
    expand(0, root, kit_.root_moves(request, rng_));
    if (nodes_[0].child_count == 0) return result;
    result.has_move = true;
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
    std::vector<typename Position::Undo> undos;
    std::vector<Move> moves;
    while (playouts < playout_limit && !request.stop->poll(playouts)) {
      // Selection and expansion.
      std::uint32_t node = 0;
      int depth = 0;
      while (nodes_[node].expanded && nodes_[node].child_count > 0 && !kit_.over(pos) && depth < max_depth) {
        node = select_child(node);
        undos.emplace_back();
        pos.do_move(nodes_[node].move, undos.back());
        ++depth;
      }
      if (!nodes_[node].expanded && !kit_.over(pos) && nodes_.size() < kMaxNodes) {
        moves.clear();
        kit_.children(pos, moves, rng_);
        expand(node, pos, moves);
        if (nodes_[node].child_count > 0) {
          node = nodes_[node].first_child + std::uint32_t(rng_.below(nodes_[node].child_count));
          undos.emplace_back();
          pos.do_move(nodes_[node].move, undos.back());
          ++depth;
        }
      }
      max_depth_seen_ = std::max(max_depth_seen_, depth);
      const double first_result = kit_.playout(pos, rng_);
      // Back-propagation: each node's reward is for the player who made its move.
      for (std::uint32_t n = node;; n = nodes_[n].parent) {
        nodes_[n].visits += 1;
        if (n == 0) break;
        nodes_[n].reward += nodes_[n].first_moved ? first_result : 1.0 - first_result;
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
  static constexpr std::size_t kMaxNodes = 2'000'000;
  static constexpr double kExploration = 1.41421356;  // sqrt(2): UCB1 for rewards in [0, 1]
  static constexpr std::uint64_t kPlayoutsPerDepth = 1000;

  struct Node {
    Move move{};  // the move that led here
    std::uint32_t parent = 0;
    std::uint32_t first_child = 0;
    std::uint32_t child_count = 0;
    bool expanded = false;
    bool first_moved = false;  // whether the first player made `move`
    double visits = 0;
    double reward = 0;  // sum of results for the player who made `move`
  };

  void expand(std::uint32_t node, const Position& pos, const std::vector<Move>& moves) {
    const bool first = kit_.first_to_move(pos);
    nodes_[node].expanded = true;
    nodes_[node].first_child = std::uint32_t(nodes_.size());
    nodes_[node].child_count = std::uint32_t(moves.size());
    for (const Move& m : moves) {
      Node child;
      child.move = m;
      child.parent = node;
      child.first_moved = first;
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

  // The most visited line, and the best root move's win rate as a score in centipoints.
  void report(const Request& request, std::uint64_t playouts) {
    std::vector<Move> line;
    for (std::uint32_t n = 0; nodes_[n].expanded && nodes_[n].child_count > 0 && line.size() < 32;) {
      n = most_visited(n);
      if (nodes_[n].visits == 0) break;
      line.push_back(nodes_[n].move);
    }
    const Node& best = nodes_[most_visited(0)];
    const double p = std::clamp(best.visits > 0 ? best.reward / best.visits : 0.5, 0.001, 0.999);
    if (line.empty()) line.push_back(best.move);  // a forced move, before any playout
    SearchInfo info;
    info.depth = int(line.size());
    info.seldepth = std::max(info.depth, max_depth_seen_);
    info.score.value = int(std::lround(400.0 * std::log10(p / (1.0 - p))));
    info.nodes = playouts;
    info.time_ms = request.stop->clock().elapsed_ms();
    info.pv = kit_.format_line(*request.root, line);
    report_info(request, info);
  }

  Kit kit_;
  Rng rng_;
  std::vector<Node> nodes_;
  int max_depth_seen_ = 0;
};

}  // namespace inchworm
