#include "search.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <thread>

#include "candidates.h"
#include "eval.h"
#include "movepick.h"

namespace inchworm {
namespace {

constexpr int kMaxQuiescencePly = 8;

int win_in(int ply) { return kWin - ply; }
int loss_in(int ply) { return -kWin + ply; }

// Game-end scores are stored in the table relative to the node, not the root.
int to_table(int score, int ply) { return score > kWinBound ? score + ply : score < -kWinBound ? score - ply : score; }
int from_table(int score, int ply) {
  return score > kWinBound ? score - ply : score < -kWinBound ? score + ply : score;
}

SearchScore to_search_score(int score) {
  if (score > kWinBound) return {SearchScore::Kind::Win, kWin - score};
  if (score < -kWinBound) return {SearchScore::Kind::Loss, kWin + score};
  return {SearchScore::Kind::Centi, score};
}

// The candidate limits at the root (broad) and inside the tree (narrow: every node pays for them).
CandidateLimits root_limits() {
  CandidateLimits l;
  l.enumerate_up_to = 400;
  l.covers_per_group = 6;
  l.random_per_stack = 6;
  l.cover_budget = 20'000;
  return l;
}
CandidateLimits tree_limits() {
  CandidateLimits l;
  l.enumerate_up_to = 24;
  l.covers_per_group = 2;
  l.random_per_stack = 1;
  l.cover_budget = 400;
  l.max_group_liberties = 8;
  return l;
}

struct ScoredMove {
  Move move;
  int order = 0;
  int index = 0;  // position in the generated list: equal guesses keep generation order
};

// Best first. (std::sort with an index tie-break rather than std::stable_sort, which allocates a
// buffer at every node.)
void order_moves(std::vector<ScoredMove>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) moves[i].index = int(i);
  std::sort(moves.begin(), moves.end(), [](const ScoredMove& a, const ScoredMove& b) {
    return a.order != b.order ? a.order > b.order : a.index < b.index;
  });
}

// One thread's search. The main thread reports and decides; helpers (Threads > 1) only fill the
// shared table (lazy SMP), starting at staggered depths so that they explore differently.
class Searcher {
 public:
  Searcher(TranspositionTable& tt, const ThinkRequest& request, StopCondition& stop, bool main)
      : tt_(tt), request_(request), stop_(stop), main_(main), pos_(*request.root) {
    const auto& history = *request.history;
    // Only positions since the last capture can repeat: a capture changes the scores, which are hashed.
    const std::size_t quiet = std::min<std::size_t>(pos_.quiet(), history.size());
    keys_.assign(history.end() - std::ptrdiff_t(quiet), history.end());
  }

  ThinkResult run(int depth_offset) {
    ThinkResult result;
    if (pos_.is_over()) return result;
    result.has_move = true;
    Rng rng(request_.settings.seed ^ pos_.key());
    MoveList moves = request_.root_moves;
    if (moves.empty()) generate_candidates(pos_, moves, root_limits(), rng);
    root_.clear();
    TacticalMap map;
    build_tactical_map(pos_, map);
    for (const Move& m : moves) root_.push_back({m, static_move_score(pos_, map, m)});
    order_moves(root_);
    result.best = root_.front().move;
    best_score_ = -kInfinity;
    const int max_depth = std::min(request_.limits.depth.value_or(kMaxPly - 1), kMaxPly - 1);
    const int lines = std::min<int>(request_.settings.multipv, int(root_.size()));
    std::vector<int> line_scores(std::size_t(lines), -kInfinity);
    for (int depth = 1 + depth_offset; depth <= max_depth; ++depth) {
      seldepth_ = 0;
      bool completed = true;
      for (int line = 0; line < lines; ++line) {
        const int score = search_root(depth, line);
        if (aborted_) {
          completed = false;
          break;
        }
        line_scores[std::size_t(line)] = score;
        if (mate_reached_) break;
      }
      // A partial iteration still counts if its first line finished: its best move was searched in full.
      if (completed || root_best_found_) {
        result.best = root_.front().move;
        best_score_ = completed ? line_scores[0] : root_best_score_;
        if (main_) report(depth, completed ? lines : 1, line_scores);
      }
      if (!completed || !main_) {
        if (aborted_) break;
        continue;
      }
      if (mate_reached_) break;
      if (root_.size() == 1 && depth >= 2) break;  // a forced move: no need to think further
      if (std::abs(best_score_) > kWinBound && depth > 2 * (kWin - std::abs(best_score_)) + 2) break;
      // With a clock, an iteration that cannot finish in time is wasted: none starts after half the
      // soft time, and what is saved serves later moves. A fixed movetime has nothing to save for: a
      // partial iteration can still find a better move than the last full one.
      const TimePlan& plan = stop_.plan();
      if (plan.soft_ms != plan.hard_ms && stop_.soft_expired(0.5)) break;
    }
    result.nodes = nodes_;
    return result;
  }

  std::uint64_t nodes() const { return nodes_; }
  int best_score() const { return best_score_; }

 private:
  // Searches the root moves from `line` on (MultiPV: the earlier lines are fixed) and moves the best
  // of them to position `line`.
  int search_root(int depth, int line) {
    int alpha = -kInfinity;
    const int beta = kInfinity;
    root_best_found_ = false;
    std::size_t best_index = std::size_t(line);
    int best = -kInfinity;
    Position::Undo undo;
    for (std::size_t i = std::size_t(line); i < root_.size(); ++i) {
      const Move& m = root_[i].move;
      keys_.push_back(pos_.key());
      pos_.do_move(m, undo);
      ++nodes_;
      int score;
      if (i == std::size_t(line)) {
        score = -negamax(depth - 1, -beta, -alpha, 1, true);
      } else {
        score = -negamax(depth - 1, -alpha - 1, -alpha, 1, false);
        if (score > alpha && !aborted_) score = -negamax(depth - 1, -beta, -alpha, 1, true);
      }
      pos_.undo_move(undo);
      keys_.pop_back();
      if (aborted_) break;
      if (score > best) {
        best = score;
        best_index = i;
        if (score > alpha) alpha = score;
        root_pv_[0] = m;
        root_pv_len_ = 1;
        for (int k = 0; k < pv_len_[1] && k + 1 < kMaxPly; ++k) root_pv_[k + 1] = pv_[1][k];
        root_pv_len_ = 1 + pv_len_[1];
        if (line == 0) {
          root_best_found_ = true;
          root_best_score_ = score;
          // `go mate N`: a win within N own moves ends the search, however much else is left.
          const auto mate = request_.limits.mate;
          if (mate && score > kWinBound && kWin - score <= 2 * *mate - 1) {
            mate_reached_ = true;
            break;
          }
        }
      }
    }
    if (best_index != std::size_t(line)) {
      const ScoredMove chosen = root_[best_index];
      root_.erase(root_.begin() + std::ptrdiff_t(best_index));
      root_.insert(root_.begin() + line, chosen);
    }
    if (root_best_found_ || line > 0) {
      lines_pv_.resize(std::max<std::size_t>(lines_pv_.size(), std::size_t(line) + 1));
      lines_pv_[std::size_t(line)].assign(root_pv_.begin(), root_pv_.begin() + root_pv_len_);
    }
    return best;
  }

  void report(int depth, int lines, const std::vector<int>& scores) {
    for (int line = 0; line < lines; ++line) {
      SearchInfo info;
      info.depth = depth;
      info.seldepth = std::max(seldepth_, depth);
      info.multipv = line + 1;
      info.show_multipv = request_.settings.multipv > 1;
      info.score = to_search_score(line == 0 ? best_score_ : scores[std::size_t(line)]);
      info.nodes = total_nodes();
      info.time_ms = stop_.clock().elapsed_ms();
      info.hashfull = tt_.hashfull();
      if (std::size_t(line) < lines_pv_.size()) info.pv = format_line(*request_.root, lines_pv_[std::size_t(line)]);
      report_info(request_, info);
    }
  }

 public:
  // Nodes of all threads, for reports (helpers add theirs as they go).
  std::atomic<std::uint64_t>* shared_nodes = nullptr;

 private:
  std::uint64_t total_nodes() const { return shared_nodes ? shared_nodes->load() + nodes_ : nodes_; }

  bool repeated() const {
    const std::uint64_t key = pos_.key();
    // Same side to move: every second position back.
    for (std::size_t i = keys_.size(); i >= 2; i -= 2)
      if (keys_[i - 2] == key) return true;
    return false;
  }

  int terminal_score(int ply) const {
    const GameResult r = pos_.result();
    if (r == GameResult::Draw) return 0;
    const bool red_wins = r == GameResult::RedWins;
    return (red_wins == (pos_.side_to_move() == RED)) ? win_in(ply) : loss_in(ply);
  }

  bool poll() {
    if (stop_.poll(nodes_ + (shared_nodes && main_ ? shared_nodes->load(std::memory_order_relaxed) : 0)))
      aborted_ = true;
    return aborted_;
  }

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node) {
    pv_len_[ply] = 0;
    if (poll()) return 0;
    if (pos_.is_over()) return terminal_score(ply);
    if (repeated()) return 0;
    if (ply >= kMaxPly - 2) return evaluate(pos_);
    if (depth <= 0) return quiescence(alpha, beta, ply, 0);
    seldepth_ = std::max(seldepth_, ply);

    const std::uint64_t key = pos_.key();
    Move tt_move;
    bool has_tt_move = false;
    if (auto e = tt_.probe(key)) {
      has_tt_move = e->has_move;
      tt_move = e->move;
      const int score = from_table(e->score, ply);
      if (!pv_node && e->depth >= depth &&
          (e->bound == Bound::Exact || (e->bound == Bound::Lower && score >= beta) ||
           (e->bound == Bound::Upper && score <= alpha)))
        return score;
    }

    const int static_eval = evaluate(pos_);
    TacticalMap& map = maps_[ply];
    build_tactical_map(pos_, map);

    MoveList& list = lists_[ply];
    list.clear();
    Rng rng(request_.settings.seed ^ key);
    generate_candidates(pos_, list, tree_limits(), rng);
    std::vector<ScoredMove>& moves = scored_[ply];
    moves.clear();
    for (const Move& m : list) {
      int order = static_move_score(pos_, map, m);
      if (has_tt_move && m == tt_move)
        order = 1 << 30;
      else if (order < kSaveScore) {
        if (m == killers_[ply][0])
          order += 400'000;
        else if (m == killers_[ply][1])
          order += 390'000;
        order += history(m);
      }
      moves.push_back({m, order});
    }
    order_moves(moves);

    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move = moves.front().move;
    int quiets_tried = 0;
    Position::Undo undo;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i].move;
      const bool tactical = moves[i].order >= kSaveScore;
      // Late quiet moves at the horizon: little chance they matter, and many of them.
      if (!pv_node && !tactical && i > 0 && best > -kWinBound) {
        if (depth <= 2 && quiets_tried >= 6 + 6 * depth * depth) continue;
        if (depth == 1 && static_eval + 150 <= alpha) continue;
      }
      if (!tactical) ++quiets_tried;
      keys_.push_back(key);
      pos_.do_move(m, undo);
      ++nodes_;
      int score;
      if (i == 0) {
        score = -negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
      } else {
        // Late, quiet moves are first searched less deep; a surprise is searched again in full.
        int reduction = 0;
        if (depth >= 3 && !tactical && i >= 3) reduction = 1 + (i >= 12 && depth >= 5);
        score = -negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && reduction && !aborted_) score = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && score < beta && pv_node && !aborted_)
          score = -negamax(depth - 1, -beta, -alpha, ply + 1, true);
      }
      pos_.undo_move(undo);
      keys_.pop_back();
      if (aborted_) return 0;
      if (score > best) {
        best = score;
        best_move = m;
        if (score > alpha) {
          alpha = score;
          pv_[ply][0] = m;
          for (int k = 0; k < pv_len_[ply + 1]; ++k) pv_[ply][k + 1] = pv_[ply + 1][k];
          pv_len_[ply] = pv_len_[ply + 1] + 1;
          if (score >= beta) {
            if (!tactical) {
              if (!(killers_[ply][0] == m)) {
                killers_[ply][1] = killers_[ply][0];
                killers_[ply][0] = m;
              }
              add_history(m, depth * depth);
            }
            break;
          }
        }
      }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
    tt_.store(key, {best_move, to_table(best, ply), depth, bound, true});
    return best;
  }

  // Captures only, until the position is quiet: standing pat on the static evaluation is allowed
  // because a player is never forced to capture.
  int quiescence(int alpha, int beta, int ply, int qply) {
    pv_len_[ply] = 0;
    if (poll()) return 0;
    if (pos_.is_over()) return terminal_score(ply);
    seldepth_ = std::max(seldepth_, ply);
    const int stand = evaluate(pos_);
    if (stand >= beta || qply >= kMaxQuiescencePly || ply >= kMaxPly - 2) return stand;
    if (stand > alpha) alpha = stand;
    int best = stand;
    TacticalMap& map = maps_[ply];
    build_tactical_map(pos_, map);
    MoveList& list = lists_[ply];
    list.clear();
    generate_capture_candidates(pos_, map, list, 1, 200);
    std::vector<ScoredMove>& moves = scored_[ply];
    moves.clear();
    for (const Move& m : list) moves.push_back({m, static_move_score(pos_, map, m)});
    order_moves(moves);
    const Bitboard enemy = pos_.stacks(~pos_.side_to_move());
    Position::Undo undo;
    for (const ScoredMove& sm : moves) {
      const Bitboard taken = pos_.do_move(sm.move, undo);
      ++nodes_;
      if (!(taken & enemy)) {  // not a capture after all (an eye, or R5 protected the group)
        pos_.undo_move(undo);
        continue;
      }
      const int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
      pos_.undo_move(undo);
      if (aborted_) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          pv_[ply][0] = sm.move;
          for (int k = 0; k < pv_len_[ply + 1]; ++k) pv_[ply][k + 1] = pv_[ply + 1][k];
          pv_len_[ply] = pv_len_[ply + 1] + 1;
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  int& history_slot(const Move& m) {
    return history_[pos_.side_to_move()][std::size_t(m.type)][m.type == MoveType::Collect ? m.to : m.from];
  }
  int history(const Move& m) { return history_slot(m); }
  void add_history(const Move& m, int bonus) {
    int& h = history_slot(m);
    h += bonus;
    if (h > 100'000) {
      for (auto& side : history_)
        for (auto& kind : side)
          for (int& v : kind) v /= 2;
    }
  }

  TranspositionTable& tt_;
  const ThinkRequest& request_;
  StopCondition& stop_;
  bool main_;
  Position pos_;
  std::vector<std::uint64_t> keys_;  // positions before the current one, for repetitions
  std::uint64_t nodes_ = 0;
  int seldepth_ = 0;
  bool aborted_ = false;
  bool mate_reached_ = false;
  int best_score_ = 0;
  bool root_best_found_ = false;
  int root_best_score_ = 0;
  std::vector<ScoredMove> root_;
  std::array<Move, kMaxPly> root_pv_{};
  int root_pv_len_ = 0;
  std::vector<std::vector<Move>> lines_pv_;
  std::array<std::array<Move, kMaxPly>, kMaxPly> pv_{};
  std::array<int, kMaxPly + 1> pv_len_{};
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  int history_[2][6][kSquares] = {};
  std::array<TacticalMap, kMaxPly> maps_{};
  std::array<MoveList, kMaxPly> lists_{};
  std::array<std::vector<ScoredMove>, kMaxPly> scored_{};
};

class EnginePlayer : public Player {
 public:
  void prepare(const PlayerSettings& settings) override {
    if (!tt_ || tt_->size_mib() != settings.hash_mib) tt_ = std::make_unique<TranspositionTable>(settings.hash_mib);
  }
  ThinkResult think(const ThinkRequest& request) override {
    prepare(request.settings);
    tt_->new_search();
    std::atomic<bool> helpers_stop{false};
    std::atomic<std::uint64_t> helper_nodes{0};
    std::vector<std::thread> helpers;
    SearchLimits helper_limits;  // helpers run until the main thread is done
    TimePlan no_time;
    for (int t = 1; t < request.settings.threads; ++t) {
      helpers.emplace_back([&, t] {
        StopCondition stop(helper_limits, no_time, helpers_stop);
        ThinkRequest own = request;
        own.settings.seed ^= std::uint64_t(t) * 0x9E3779B97F4A7C15ULL;
        own.settings.multipv = 1;
        own.stop = &stop;
        auto searcher = std::make_unique<Searcher>(*tt_, own, stop, false);
        searcher->run(t % 2);
        helper_nodes.fetch_add(searcher->nodes());
      });
    }
    auto searcher = std::make_unique<Searcher>(*tt_, request, *request.stop, true);
    searcher->shared_nodes = &helper_nodes;
    ThinkResult result = searcher->run(0);
    helpers_stop.store(true);
    for (auto& h : helpers) h.join();
    result.nodes += helper_nodes.load();
    return result;
  }
  void clear() override {
    if (tt_) tt_->clear();
  }

 private:
  std::unique_ptr<TranspositionTable> tt_;
};

}  // namespace

std::unique_ptr<Player> make_engine_player() { return std::make_unique<EnginePlayer>(); }

}  // namespace inchworm
