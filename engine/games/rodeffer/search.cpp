// The main engine (Player=engine): a principal-variation alpha-beta search with iterative deepening,
// a transposition table, quiescence over captures, and move ordering from a tactical map of the
// position (last liberties, escape squares), killer moves and history. Distributions are never
// enumerated in full: each node considers those that cover some group's liberties (captures) and a
// few samples (candidates.h), so that positions with 10^5 or more legal moves are searched as fast as
// any other.
//
// Repetitions: the rules have none (R4.3), but a line that returns to a position of the game or of the
// current line (same hash: same board, stocks, prisoners, scores, side to move) gains nothing: the
// search scores it as the position's evaluation moved a little toward the side ahead. (Scoring it 0,
// as level, made looping the best hope of the side behind, and games ran on without end.)
#include "search.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <thread>

#include "candidates.h"
#include "eval.h"
#include "movepick.h"

namespace inchworm::rodeffer {
namespace {

constexpr int kMaxQuiescencePly = 8;
// Playing to win (issue 16): see loop_score and eval_here.
constexpr int kLoopShift = 50;
constexpr int kProgressPerPoint = 10;

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
  l.walk_budget = 200'000;
  return l;
}
CandidateLimits tree_limits() {
  CandidateLimits l;
  l.enumerate_up_to = 24;
  l.covers_per_group = 2;
  l.random_per_stack = 1;
  l.cover_budget = 400;
  l.max_group_liberties = 8;
  l.walk_budget = 2'000;
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

// The root moves in the order the search tries them first: `go searchmoves`, or the candidates
// (generation gives up early when `interrupt` says so, but always leaves a legal move).
std::vector<ScoredMove> ordered_root_moves(const ThinkRequest& request, const Interrupt* interrupt) {
  const Position& pos = *request.root;
  MoveList moves = request.root_moves;
  if (moves.empty()) {
    Rng rng(request.settings.seed ^ pos.key());
    CandidateLimits limits = root_limits();
    limits.interrupt = interrupt;
    generate_candidates(pos, moves, limits, rng);
  }
  TacticalMap map;
  build_tactical_map(pos, map);
  std::vector<ScoredMove> root;
  for (const Move& m : moves) root.push_back({m, static_move_score(pos, map, m)});
  order_moves(root);
  return root;
}

// One thread's search. The main thread reports and decides; helpers (Threads > 1) only fill the
// shared table (lazy SMP), starting at staggered depths so that they explore differently.
class Searcher {
 public:
  Searcher(TranspositionTable& tt, const ThinkRequest& request, StopCondition& stop, bool main,
           const std::vector<ScoredMove>& root)
      : tt_(tt), request_(request), stop_(stop), main_(main), pos_(*request.root), root_(root) {
    const auto& history = *request.history;
    // Only positions since the last capture can repeat: a capture changes the scores, which are hashed.
    const std::size_t quiet = std::min<std::size_t>(pos_.quiet(), history.size());
    keys_.assign(history.end() - std::ptrdiff_t(quiet), history.end());
    tree_limits_.interrupt = &interrupt_;
    tree_limits_.legal_when_interrupted = false;  // an interrupted node's result is thrown away
  }

  // Searches the root moves (not empty) by iterative deepening until a limit or `stop`.
  ThinkResult run(int depth_offset) {
    ThinkResult result;
    result.has_move = true;
    result.best = root_.front().move;
    const int max_depth = std::min(request_.limits.depth.value_or(kMaxPly - 1), kMaxPly - 1);
    const int lines = std::min<int>(request_.settings.multipv, int(root_.size()));
    lines_.assign(std::size_t(lines), Line{});
    lines_[0] = {0, eval_here(), {root_.front().move}};  // what is known before any iteration
    best_score_ = lines_[0].score;
    for (int depth = 1 + depth_offset; depth <= max_depth && !aborted_; ++depth) {
      seldepth_ = 0;
      int finished = 0;  // lines searched in full at this depth
      for (int line = 0; line < lines && !mate_reached_; ++line) {
        const int score = search_root(depth, line);
        if (aborted_) break;
        lines_[std::size_t(line)] = {depth, score, root_pv()};
        ++finished;
      }
      // Cut off in the first line: what it found still counts once its first move was searched in
      // full (the best of the moves searched), but the depth it is shown at stays the last finished.
      if (finished == 0 && root_best_found_) {
        lines_[0].score = root_best_score_;
        lines_[0].pv = root_pv();
      }
      result.best = root_.front().move;
      best_score_ = lines_[0].score;
      if (!main_) continue;
      report();  // after a cut-off iteration: the final line, with the best line so far
      if (aborted_) break;
      if (mate_reached_) break;
      if (root_.size() == 1 && depth >= 2) break;  // a forced move: no need to think further
      if (std::abs(best_score_) > kWinBound && depth > 2 * (kWin - std::abs(best_score_)) + 2) break;
      // With a clock, an iteration that cannot finish in time is wasted: none starts after half the
      // soft time, and what is saved serves later moves. A fixed movetime has nothing to save for: a
      // partial iteration can still find a better move than the last full one.
      const TimePlan& plan = stop_.plan();
      if (plan.soft_ms != plan.hard_ms && stop_.soft_expired(0.5)) break;
    }
    result.nodes = nodes();
    return result;
  }

  // Nodes searched so far (read by the main thread while helpers search).
  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  // The helpers whose nodes count towards the main thread's reports and node limit.
  std::vector<const Searcher*> peers;
  // Helpers only: the main thread, whose total node count they keep to the node limit with.
  const Searcher* leader = nullptr;
  // Main thread only: set when it stops, which stops the helpers.
  std::atomic<bool>* helpers_stop = nullptr;

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
      count_node();
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
    // A later line cut off keeps the order of the last iteration; the first line's best so far leads.
    if (best_index != std::size_t(line) && (line == 0 || !aborted_)) {
      const ScoredMove chosen = root_[best_index];
      root_.erase(root_.begin() + std::ptrdiff_t(best_index));
      root_.insert(root_.begin() + line, chosen);
    }
    return best;
  }

  std::vector<Move> root_pv() const { return {root_pv_.begin(), root_pv_.begin() + root_pv_len_}; }

  // One info line per MultiPV line, each at the depth it was last searched in full.
  void report() {
    std::vector<Move> shown;  // first moves: a line overtaken by a cut-off first line is left out
    for (const Line& l : lines_) {
      if (l.pv.empty() || std::find(shown.begin(), shown.end(), l.pv.front()) != shown.end()) continue;
      shown.push_back(l.pv.front());
      SearchInfo info;
      info.depth = l.depth;
      info.seldepth = std::max(seldepth_, l.depth);
      info.multipv = int(shown.size());
      info.show_multipv = request_.settings.multipv > 1;
      info.score = to_search_score(l.score);
      info.nodes = total_nodes();
      info.time_ms = stop_.clock().elapsed_ms();
      info.hashfull = tt_.hashfull();
      info.pv = format_line(*request_.root, l.pv);
      report_info(request_, info);
    }
  }

  // Every thread's nodes (the main thread's reports and node limit count them all as they go).
  std::uint64_t total_nodes() const {
    std::uint64_t n = nodes();
    for (const Searcher* p : peers) n += p->nodes();
    return n;
  }
  void count_node() { nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed); }

  bool repeated() const {
    const std::uint64_t key = pos_.key();
    // Same side to move: every second position back.
    for (std::size_t i = keys_.size(); i >= 2; i -= 2)
      if (keys_[i - 2] == key) return true;
    return false;
  }

  // Progress: the side the search plays for counts every point taken in the line, by either side, a
  // little in its favour, so that a game standing still is worth less to it than one that moves on
  // (both players then accept even trades, and a lead appears that the evaluation knows how to
  // convert). Counted from the root, so the root's own score is the plain evaluation.
  int eval_here() const {
    const int bonus = kProgressPerPoint * int(pos_.score(RED) + pos_.score(BLUE) - root_points_);
    return evaluate(pos_) + (pos_.side_to_move() == root_side_ ? bonus : -bonus);
  }

  // A line that comes back to a position: the position is worth what it was, shifted toward the side
  // ahead by kLoopShift (looping costs the side behind the plies it needs to catch up).
  int loop_score() const {
    const int lead = int(pos_.score(pos_.side_to_move())) - int(pos_.score(~pos_.side_to_move()));
    return eval_here() + (lead > 0 ? kLoopShift : lead < 0 ? -kLoopShift : 0);
  }

  int terminal_score(int ply) const {
    const GameResult r = pos_.result();
    if (r == GameResult::Draw) return 0;
    const bool red_wins = r == GameResult::RedWins;
    return (red_wins == (pos_.side_to_move() == RED)) ? win_in(ply) : loss_in(ply);
  }

  bool poll() {
    if (aborted_) return true;
    if (main_) {
      aborted_ = stop_.poll(total_nodes());
      // The helpers stop with the main thread, at once: their nodes count towards its limits and reports.
      if (aborted_ && helpers_stop) helpers_stop->store(true, std::memory_order_relaxed);
    } else {
      // A helper may run ahead of the main thread: it keeps to the node limit on its own.
      const auto limit = request_.limits.nodes;
      aborted_ = stop_.poll(nodes()) || (limit && leader && leader->total_nodes() >= *limit);
    }
    return aborted_;
  }

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node) {
    pv_len_[ply] = 0;
    if (poll()) return 0;
    if (pos_.is_over()) return terminal_score(ply);
    if (repeated()) return loop_score();
    if (ply >= kMaxPly - 2) return eval_here();
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

    const int static_eval = eval_here();
    TacticalMap& map = maps_[ply];
    build_tactical_map(pos_, map);

    MoveList& list = lists_[ply];
    list.clear();
    Rng rng(request_.settings.seed ^ key);
    generate_candidates(pos_, list, tree_limits_, rng);
    if (stop_.stopped()) {  // generation was interrupted: the list may be incomplete
      aborted_ = true;
      return 0;
    }
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
      count_node();
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
    tt_.store(key, {best_move, true, to_table(best, ply), depth, bound});
    return best;
  }

  // Captures only, until the position is quiet: standing pat on the static evaluation is allowed
  // because a player is never forced to capture.
  int quiescence(int alpha, int beta, int ply, int qply) {
    pv_len_[ply] = 0;
    if (poll()) return 0;
    if (pos_.is_over()) return terminal_score(ply);
    seldepth_ = std::max(seldepth_, ply);
    const int stand = eval_here();
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
      count_node();
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
  const Color root_side_ = pos_.side_to_move();  // the side the search plays for
  const std::uint32_t root_points_ = pos_.score(RED) + pos_.score(BLUE);
  std::vector<std::uint64_t> keys_;  // positions before the current one, for repetitions
  std::atomic<std::uint64_t> nodes_{0};
  // Generation inside the tree gives up when the search must stop (checked now and then).
  const Interrupt interrupt_ = [this] { return stop_.check(total_nodes()); };
  CandidateLimits tree_limits_ = tree_limits();
  int seldepth_ = 0;
  bool aborted_ = false;
  bool mate_reached_ = false;
  int best_score_ = 0;
  bool root_best_found_ = false;
  int root_best_score_ = 0;
  std::vector<ScoredMove> root_;
  std::array<Move, kMaxPly> root_pv_{};
  int root_pv_len_ = 0;
  // What each MultiPV line knows: the depth it was last searched in full, its score and line.
  struct Line {
    int depth = 0;
    int score = -kInfinity;
    std::vector<Move> pv;
  };
  std::vector<Line> lines_;
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
  MaybeError prepare(const PlayerSettings& settings) override {
    if (!tt_) tt_ = std::make_unique<TranspositionTable>();
    if (tt_->size_mib() != settings.hash_mib && !tt_->resize(settings.hash_mib))
      return Error{"cannot allocate a hash table of " + std::to_string(settings.hash_mib) + " MiB; it stays at " +
                   std::to_string(tt_->size_mib()) + " MiB"};
    return std::nullopt;
  }
  ThinkResult think(const ThinkRequest& request) override {
    prepare(request.settings);
    tt_->new_search();
    if (request.root->is_over()) return {};
    // The root moves are generated once for every thread; `stop` cuts generation short.
    const Interrupt interrupt = [&request] { return request.stop->check(0); };
    const std::vector<ScoredMove> root = ordered_root_moves(request, &interrupt);
    // Helpers run until the main thread is done; each has its own seed for sampling.
    std::atomic<bool> helpers_stop{false};
    struct Helper {
      Helper(const ThinkRequest& request, int index, std::atomic<bool>& stop_flag)
          : own(request), stop(SearchLimits{}, TimePlan{}, stop_flag) {
        own.settings.seed ^= std::uint64_t(index) * 0x9E3779B97F4A7C15ULL;
        own.settings.multipv = 1;
        own.stop = &stop;
      }
      ThinkRequest own;
      StopCondition stop;
      std::unique_ptr<Searcher> searcher;
      std::thread thread;
    };
    std::vector<std::unique_ptr<Helper>> helpers;
    auto main = std::make_unique<Searcher>(*tt_, request, *request.stop, true, root);
    main->helpers_stop = &helpers_stop;
    for (int t = 1; t < request.settings.threads; ++t) {
      auto& h = *helpers.emplace_back(std::make_unique<Helper>(request, t, helpers_stop));
      h.searcher = std::make_unique<Searcher>(*tt_, h.own, h.stop, false, root);
      h.searcher->leader = main.get();
      main->peers.push_back(h.searcher.get());
    }
    // Started once every helper is known: a helper reads the main thread's peers (its total nodes).
    for (std::size_t i = 0; i < helpers.size(); ++i) {
      Helper& h = *helpers[i];
      h.thread = std::thread([&h, i] { h.searcher->run(int(i + 1) % 2); });
    }
    ThinkResult result = main->run(0);
    helpers_stop.store(true);
    for (auto& h : helpers) {
      h->thread.join();
      result.nodes += h->searcher->nodes();
    }
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

}  // namespace inchworm::rodeffer
