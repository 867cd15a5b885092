// The main engine (Player=engine): Rodeffer's principal-variation negamax under the shared driver
// (search_driver.h: iterative deepening, MultiPV, reports, limits; lazy SMP for Threads > 1), with a
// transposition table, quiescence over captures, and move ordering from a tactical map of the
// position (last liberties, escape squares), killer moves and history (kept from move to move with the
// candidate UseKeptHistory). Distributions are never enumerated in full: each node considers those that
// cover some group's liberties (captures) and a few samples (candidates.h), so that positions with 10^5
// or more legal moves are searched as fast as any other. Scores are centipoints (search_score.h); the search's
// constants are in params.h.
//
// Repetitions: the rules have none (R4.3), but a line that returns to a position of the game or of the
// current line (same hash: same board, stocks, prisoners, scores, side to move) gains nothing: the
// search scores it as the position's evaluation moved a little toward the side ahead. (Scoring it 0,
// as level, made looping the best hope of the side behind, and games ran on without end.)
#include <algorithm>
#include <array>
#include <atomic>
#include <vector>

#include "alpha_beta_player.h"
#include "candidates.h"
#include "eval.h"
#include "eval_cache.h"
#include "movepick.h"
#include "nnue/search_network.h"
#include "nnue_features.h"
#include "params.h"
#include "player.h"
#include "search_driver.h"
#include "tt.h"

namespace inchworm::rodeffer {
namespace {

using ScoredMove = ScoredMoveOf<Move>;

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
  number_and_sort(root);
  return root;
}

// One thread's search: Rodeffer's negamax and quiescence, with progress and loops scored as above.
class Search : public SearchDriver<Search, Position, Move, TranspositionTable, SearchParams> {
  friend SearchDriver;

 public:
  // What a thread's searches learn about moves, kept by the player from one search to the next and
  // cleared before each unless UseKeptHistory is on (alpha_beta_player.h).
  struct Memory {
    int history[2][6][kSquares] = {};
    void clear() { *this = {}; }
  };
  // Given before the search runs (killers stay the search's own: their plies are its own).
  void use_memory(Memory& memory) { history_ = memory.history; }

  // The root moves are generated once for every thread; `stop` cuts generation short. None: the game
  // is over.
  static Shared share(const ThinkRequest& request) {
    if (request.root->is_over()) return {};
    const Interrupt interrupt = [&request] { return request.stop->check(0); };
    return {ordered_root_moves(request, &interrupt)};
  }
  // Each helper samples with its own seed, so that the helpers explore differently.
  static void setup_helper(ThinkRequest& own, int index) {
    own.settings.seed ^= std::uint64_t(index) * 0x9E3779B97F4A7C15ULL;
  }

  // The same with the evaluation the Evaluation option chose (alpha_beta_player.h gives it).
  Search(TranspositionTable& tt, const ThinkRequest& request, StopCondition& stop, bool main,
         std::atomic<bool>& helpers_stop, const Shared& shared, const Params& params,
         const nnue::EvaluationChoice& evaluation)
      : Search(tt, request, stop, main, helpers_stop, shared, params) {
    network_.start(evaluation, pos_);
  }

  Search(TranspositionTable& tt, const ThinkRequest& request, StopCondition& stop, bool main,
         std::atomic<bool>& helpers_stop, const Shared& shared, const Params& params)
      : SearchDriver(tt, request, stop, main, helpers_stop, shared.root, driver_options(params)), params_(params) {
    const auto& history = *request.history;
    // Only positions since the last capture can repeat: a capture changes the scores, which are hashed.
    const std::size_t quiet = std::min<std::size_t>(pos_.quiet(), history.size());
    keys_.assign(history.end() - std::ptrdiff_t(quiet), history.end());
    tree_limits_.interrupt = &interrupt_;
    tree_limits_.legal_when_interrupted = false;  // an interrupted node's result is thrown away
  }

 private:
  // A game end n plies away is searched until depth 2n + 2.
  static SearchDriverOptions driver_options(const Params& params) {
    SearchDriverOptions o;
    o.game_end_depth_factor = 2;
    o.play_proved_root_move = params.use_proved_root_move.value();
    return o;
  }

  int root_eval() { return eval_here(); }
  void make(const Move& m) {
    keys_.push_back(pos_.key());
    pos_.do_move(m, root_undo_);
    network_.push();
    count_node();
  }
  void unmake() {
    pos_.undo_move(root_undo_);
    network_.pop();
    keys_.pop_back();
  }
  // The static evaluation the search uses: the network when the Evaluation option chose it, else the
  // hand-written one (eval.h). It has the hand-written one's name, so that every evaluation of the search
  // goes through it.
  int evaluate(const Position& pos, const EvalParams& weights) const {
    return network_.active() ? network_.evaluate(pos) : rodeffer::evaluate(pos, weights);
  }
  std::vector<std::string> format_pv(const std::vector<Move>& line) const { return format_line(*request_.root, line); }

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
  // The evaluation itself goes through the cache (the hash covers all it reads).
  int eval_here() {
    const int bonus = params_.progress_per_point.value() * int(pos_.score(RED) + pos_.score(BLUE) - root_points_);
    const int eval = eval_cache_.get(pos_.key(), [this] { return evaluate(pos_, params_.eval); });
    return eval + (pos_.side_to_move() == root_side_ ? bonus : -bonus);
  }

  // A line that comes back to a position: the position is worth what it was, shifted toward the side
  // ahead by LoopShift (looping costs the side behind the plies it needs to catch up).
  int loop_score() {
    const int lead = int(pos_.score(pos_.side_to_move())) - int(pos_.score(~pos_.side_to_move()));
    const int shift = params_.loop_shift.value();
    return eval_here() + (lead > 0 ? shift : lead < 0 ? -shift : 0);
  }

  int terminal_score(int ply) const {
    const GameResult r = pos_.result();
    if (r == GameResult::Draw) return 0;
    const bool red_wins = r == GameResult::RedWins;
    return (red_wins == (pos_.side_to_move() == RED)) ? win_in(ply) : loss_in(ply);
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
    const Probe table = probe(key, depth, alpha, beta, ply, pv_node);
    if (table.cutoff) return *table.cutoff;

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
      if (table.has_move && m == table.move)
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
    number_for_picking(moves);

    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move = moves.front().move;
    int quiets_tried = 0;
    const int late_moves = params_.late_move_count.value();
    Position::Undo undo;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const ScoredMove& picked = pick_in_order(moves, i);
      const Move& m = picked.move;
      const bool tactical = picked.order >= kSaveScore;
      // Late quiet moves at the horizon: little chance they matter, and many of them.
      if (!pv_node && !tactical && i > 0 && best > -kWinBound) {
        if (params_.use_late_move_pruning.value() && depth <= 2 &&
            quiets_tried >= late_moves + late_moves * depth * depth)
          continue;
        if (params_.use_futility.value() && depth == 1 && static_eval + params_.futility_margin.value() <= alpha)
          continue;
      }
      if (!tactical) ++quiets_tried;
      keys_.push_back(key);
      pos_.do_move(m, undo);
      // A child above the horizon probes the table first: its bucket's line is on its way meanwhile.
      // (Quiescence does not use the table.)
      if (depth >= 2) tt_.prefetch(pos_.key());
      network_.push();
      count_node();
      // Late, quiet moves are first searched less deep; a surprise is searched again in full.
      int reduction = 0;
      if (params_.use_reductions.value() && depth >= 3 && !tactical && int(i) >= params_.reduce_from.value())
        reduction = 1 + (int(i) >= params_.reduce_more_from.value() && depth >= 5);
      const int score = search_move(i == 0, depth, reduction, alpha, beta, ply, pv_node);
      pos_.undo_move(undo);
      network_.pop();
      keys_.pop_back();
      if (aborted_) return 0;
      if (raise_best(score, m, ply, best, best_move, alpha, beta)) {
        if (!tactical) {
          add_killer(killers_[ply], m);
          add_history(m, depth * depth);
        }
        break;
      }
    }
    store(key, best_move, best, original_alpha, beta, depth, ply);
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
    if (stand >= beta || qply >= params_.quiescence_plies.value() || ply >= kMaxPly - 2) return stand;
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
    number_for_picking(moves);
    const Bitboard enemy = pos_.stacks(~pos_.side_to_move());
    Position::Undo undo;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const ScoredMove& sm = pick_in_order(moves, i);
      const Bitboard taken = pos_.do_move(sm.move, undo);
      count_node();
      if (!(taken & enemy)) {  // not a capture after all (an eye, or R5 protected the group)
        pos_.undo_move(undo);
        continue;
      }
      network_.push();
      const int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
      pos_.undo_move(undo);
      network_.pop();
      if (aborted_) return 0;
      if (raise_best(score, sm.move, ply, best, alpha, beta)) break;
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
      for (int side = 0; side < 2; ++side)
        for (auto& kind : history_[side])
          for (int& v : kind) v /= 2;
    }
  }

  const Params params_;
  const Color root_side_ = pos_.side_to_move();  // the side the search plays for
  const std::uint32_t root_points_ = pos_.score(RED) + pos_.score(BLUE);
  std::vector<std::uint64_t> keys_;  // positions before the current one, for repetitions
  EvalCache eval_cache_;
  Position::Undo root_undo_;
  // Generation inside the tree gives up when the search must stop (checked now and then).
  const Interrupt interrupt_ = [this] { return stop_.check(total_nodes()); };
  CandidateLimits tree_limits_ = tree_limits();
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  int (*history_)[6][kSquares] = nullptr;  // the thread's memory's (use_memory, given before the search runs)
  std::array<TacticalMap, kMaxPly> maps_{};
  std::array<MoveList, kMaxPly> lists_{};
  std::array<std::vector<ScoredMove>, kMaxPly> scored_{};
  // The learned evaluation's accumulators: a cache of what evaluating computes, so `evaluate` stays const.
  mutable nnue::SearchNetwork<NnueFeatures> network_;
};

}  // namespace

std::unique_ptr<Player> make_engine_player() { return std::make_unique<AlphaBetaPlayer<Search>>(); }

}  // namespace inchworm::rodeffer
