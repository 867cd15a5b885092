// The main engine (Player=engine): the chess games' principal-variation negamax under the shared
// driver (search_driver.h: iterative deepening with aspiration windows, MultiPV, reports, limits; lazy
// SMP for Threads > 1), with a transposition table, quiescence, check extensions, singular extensions
// (search_driver.h; on in Inchworm Chess, off in Long Worm Chess until its own SPRT), null move, reverse
// futility and late-move pruning and reductions, and move ordering by the table's move, captures by
// a short exchange estimate (MVV-LVA within it), killer moves and history. Candidates, off until an
// SPRT proves them (params.h): continuation history and the counter move in the ordering, pruning
// and reducing more where the static evaluation is not improving, and the history kept from one move of
// a game to the next. Scores are centipawns
// (search_score.h); the search's constants are in params.h.
//
// What is particular to these games:
//  - Quiescence searches captures that do not lose material, queen promotions, and at its first ply
//    the consolidations that give check or attack a piece that cannot escape (an attacked
//    consolidated piece has no move that leaves its square, C3.5): a consolidation is how a threat
//    is made here, since a stretched piece attacks nothing. In check it searches every evasion, and
//    those are few (a consolidated king in check can only capture or be shielded), so mates at the
//    horizon are seen. Quiescence reads and writes the table as the main search does (UseQuiescenceTable),
//    its results at depth 0: a main-search node takes their move to order by, never their score.
//  - Null move: a one-ply pass does not exist (every stretch changes what a piece attacks, C3.1, and
//    only stretch plus retreat, two plies, returns to the same position), but nearly every position
//    with a piece besides the king and pawns has some stretch that costs little, so the null move's
//    assumption (moving is no worse than passing) holds there. In king-and-pawn endings every pawn
//    stretch is for good and every king stretch exposes the king on two squares: zugzwang is real,
//    and the null move is not used.
//  - Game ends in the tree: checkmate and stalemate (no legal move), the 100-move rule (C8.1: 200
//    plies, unless the last move mated), bare kings (C8.4), and repetition: a line that comes back to
//    a position of the game or of the line scores 0 (the side that is ahead then avoids repeating).
//    Positions before an irreversible move (state.h) are not looked at.
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "alpha_beta_player.h"
#include "eval.h"
#include "game_end.h"
#include "movegen.h"
#include "movepick.h"
#include "nnue/search_network.h"
#include "nnue_features.h"
#include "params.h"
#include "player.h"
#include "search_driver.h"
#include "state.h"
#include "tt.h"

namespace inchworm::wormchess {
namespace {

// Late-move reductions by depth and move number: logarithmic in both.
struct Reductions {
  int table[64][64];
  Reductions() {
    for (int d = 0; d < 64; ++d)
      for (int i = 0; i < 64; ++i)
        table[d][i] = d == 0 || i == 0 ? 0 : int(0.5 + std::log(double(d)) * std::log(double(i)) / 2.25);
  }
  int operator()(int depth, int index) const { return table[std::min(depth, 63)][std::min(index, 63)]; }
};
const Reductions kReductions;

// The null move is sound only with a piece besides the king and pawns (see above).
bool null_move_sound(const Position& pos) {
  const Color us = pos.side_to_move();
  return pos.pieces(us) & ~pos.pieces(KING) & ~pos.pieces(PAWN);
}

bool is_quiet(const Position& pos, Move m) { return !is_capture(pos, m) && m.type() != MoveType::Promotion; }

// One thread's search: the chess games' negamax and quiescence.
class Search : public SearchDriver<Search, Position, Move, TranspositionTable, SearchParams> {
  friend SearchDriver;

 public:
  struct Shared {
    std::vector<ScoredMove> root;
    std::vector<std::uint64_t> game_keys;  // the game's positions before the root, sorted
  };

  // What a thread's searches learn about moves, kept by the player from one search to the next and
  // cleared before each unless UseKeptHistory is on (alpha_beta_player.h).
  struct Memory {
    OrderingHints hints;
    std::unique_ptr<ContinuationHistory> continuation;  // made when first used (3.3 MB)
    void clear() {
      hints.clear();
      if (continuation) continuation->clear();
    }
    void age(int shift) {  // every history score divided by 2^shift
      hints.age(shift);
      if (continuation) continuation->age(shift);
    }
  };
  // Given before the search runs. Killers are never kept: their plies were the last search's.
  void use_memory(Memory& memory) {
    memory.hints.clear_killers();
    if (const int shift = params_.kept_history_shift.value(); params_.use_kept_history.value() && shift > 0)
      memory.age(shift);
    if (params_.use_continuation_history.value() && !memory.continuation)
      memory.continuation = std::make_unique<ContinuationHistory>();
    hints_ = &memory.hints;
    continuation_ = memory.continuation.get();
  }

  // The root moves in their first order (none: the game is over) and the game's positions.
  static Shared share(const ThinkRequest& request) {
    Shared shared;
    const std::vector<Move> candidates = root_candidates(request);
    if (candidates.empty()) return shared;
    MoveList list;
    for (const Move& m : candidates) list.push(m);
    order_moves(*request.root, list, nullptr, OrderingHints{}, -1, shared.root);
    shared.game_keys.assign(request.history->begin(), request.history->end());
    if (!shared.game_keys.empty()) shared.game_keys.pop_back();  // the root itself
    std::sort(shared.game_keys.begin(), shared.game_keys.end());
    return shared;
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
      : SearchDriver(tt, request, stop, main, helpers_stop, shared.root, driver_options(params)),
        params_(params),
        game_keys_(shared.game_keys) {
    static_evals_.fill(-kInfinity);  // the root's is not kept: its children compare with nothing
  }

 private:
  // Aspiration windows; a forced move is searched to a fixed depth in full.
  static SearchDriverOptions driver_options(const Params& params) {
    SearchDriverOptions o;
    o.aspiration_window = params.use_aspiration.value() ? params.aspiration_window.value() : 0;
    o.forced_move_only_on_clock = true;
    o.play_proved_root_move = params.use_proved_root_move.value();
    return o;
  }

  int root_eval() const { return evaluate(pos_, params_.eval); }
  std::vector<std::string> format_pv(const std::vector<Move>& line) const { return format_line(line); }

  // Plays a move inside the tree, keeping the keys that repetitions are looked for in.
  void make(Move m) {
    const std::size_t ply = keys_.size();
    floors_[ply] = floor_;
    keys_.push_back(pos_.key());
    const bool irreversible = is_irreversible(pos_, m);
    move_keys_[ply] = move_key(pos_, m);
    pos_.do_move(m, undos_[ply]);
    tt_.prefetch(pos_.key());  // the child probes the table first: its bucket's line is on its way meanwhile
    network_.push();
    if (irreversible) floor_ = keys_.size();  // nothing before can come back
    count_node();
  }
  // The null move: no position before it counts for repetitions (a pass is not a move of the game).
  void make_null() {
    const std::size_t ply = keys_.size();
    floors_[ply] = floor_;
    keys_.push_back(pos_.key());
    move_keys_[ply] = -1;
    pos_.do_null_move(undos_[ply]);
    network_.push();
    floor_ = keys_.size();
  }
  void unmake() {
    keys_.pop_back();
    const std::size_t ply = keys_.size();
    pos_.undo_move(undos_[ply]);
    network_.pop();
    floor_ = floors_[ply];
  }

  // The static evaluation the search uses: the network when the Evaluation option chose it, else the
  // hand-written one (eval.h). It has the hand-written one's name, so that every evaluation of the search
  // goes through it.
  int evaluate(const Position& pos, const EvalParams& weights) const {
    return network_.active() ? network_.evaluate(pos) : wormchess::evaluate(pos, weights);
  }

  // C8.3 in the tree: the position occurred before in the line (same side to move: every second
  // position back) or in the game.
  bool repeated() const {
    const std::uint64_t key = pos_.key();
    for (std::size_t i = keys_.size(); i >= floor_ + 2; i -= 2)
      if (keys_[i - 2] == key) return true;
    return floor_ == 0 && std::binary_search(game_keys_.begin(), game_keys_.end(), key);
  }

  // The game ends here by a draw rule (C8.1, C8.3, C8.4): its score, else nullopt. The 100-move rule
  // gives way to a checkmate.
  std::optional<int> drawn(int ply, bool in_check) const {
    if (repeated() || bare_kings(pos_)) return 0;
    if (pos_.halfmove() >= kDrawClock) return in_check && !has_legal_move(pos_) ? loss_in(ply) : 0;
    return std::nullopt;
  }

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node, bool null_allowed = true) {
    pv_len_[std::size_t(ply)] = 0;
    if (poll()) return 0;
    const Color us = pos_.side_to_move();
    const bool in_check = pos_.in_check(us);
    if (auto score = drawn(ply, in_check)) return *score;
    // Mate distance: no line from here can do better than mating at once or worse than being mated.
    alpha = std::max(alpha, loss_in(ply));
    beta = std::min(beta, win_in(ply + 1));
    if (alpha >= beta) return alpha;
    // Check extension: a consolidated king in check has few answers, so the line is cheap to follow.
    if (in_check && ply < 2 * root_depth_ && params_.use_check_extension.value()) ++depth;
    if (depth <= 0) return quiescence(alpha, beta, ply, 0);
    seldepth_ = std::max(seldepth_, ply);
    if (ply >= kMaxPly - 2) return in_check ? 0 : evaluate(pos_, params_.eval);

    const std::uint64_t key = pos_.key();
    // A singular extension's search of this node without the table's move (search_driver.h's singular()).
    const std::optional<Move> excluded = this->excluded(ply);
    // Evaluated before the table is probed, even where the table then settles the node: the entry's
    // bucket (prefetched by make) arrives from memory while the evaluation computes, instead of stalling
    // the probe (scripts/bench-speed: 1.13x to 1.17x the nodes/s of probing first, in both chess games).
    const int static_eval = in_check ? -kInfinity : evaluate(pos_, params_.eval);
    const Probe table = excluded ? Probe{} : probe(key, depth, alpha, beta, ply, pv_node);
    if (table.cutoff) return *table.cutoff;

    // No table move where one was worth storing: this node was never searched, and a ply less finds
    // the move to order by for the next iteration at little cost.
    if (params_.use_iir.value() && depth >= 4 && !table.has_move && !excluded) --depth;

    static_evals_[std::size_t(ply)] = static_eval;
    // Improving: better than two plies before (the same side's last node; four when that one was in
    // check, and so when neither is known). Only with UseImproving; otherwise every node counts as improving.
    bool improving = true;
    if (params_.use_improving.value() && !in_check) {
      if (ply >= 2 && static_evals_[std::size_t(ply - 2)] != -kInfinity)
        improving = static_eval > static_evals_[std::size_t(ply - 2)];
      else if (ply >= 4 && static_evals_[std::size_t(ply - 4)] != -kInfinity)
        improving = static_eval > static_evals_[std::size_t(ply - 4)];
    }
    // The estimate that pruning goes by: the static evaluation, or with UseTableEval the table's score
    // where its bound puts the position on that score's side of the evaluation.
    int eval = static_eval;
    if (params_.use_table_eval.value() && !in_check && table.score && std::abs(*table.score) < kWinBound &&
        (table.bound == Bound::Exact || (table.bound == Bound::Lower && *table.score > eval) ||
         (table.bound == Bound::Upper && *table.score < eval)))
      eval = *table.score;
    if (!pv_node && !in_check && !excluded && std::abs(beta) < kWinBound) {
      // So far ahead that a shallow search would not bring it back under beta.
      if (params_.use_reverse_futility.value() && depth <= 5 &&
          eval - params_.reverse_futility_margin.value() * (depth + (improving ? 0 : 1)) >= beta)
        return eval;
      if (params_.use_null_move.value() && null_allowed && depth >= 3 && eval >= beta && null_move_sound(pos_)) {
        make_null();
        const int score = -negamax(depth - 4 - depth / 6, -beta, -beta + 1, ply + 1, false, false);
        unmake();
        if (aborted_) return 0;
        if (score >= beta) return score >= kWinBound ? beta : score;
      }
    }

    // Singular extension, before this node's moves are listed (singular() lists them at the same ply).
    const Singular singular_result = singular(table, depth, beta, ply, pv_node, params_);
    if (singular_result.cutoff) return *singular_result.cutoff;

    MoveList& list = lists_[std::size_t(ply)];
    list.clear();
    generate_legal(pos_, list);
    if (list.empty()) return in_check ? loss_in(ply) : 0;  // C3.4
    std::vector<ScoredMove>& moves = scored_[std::size_t(ply)];
    const bool use_continuation = params_.use_continuation_history.value();
    const bool use_counter = params_.use_counter_move.value();
    // Scored, then put in order only as far as the node's search gets (scored_move.h): most nodes that
    // are cut off stop after the first move or two.
    score_moves(pos_, list, table.has_move ? &table.move : nullptr, *hints_, ply, moves, quiet_hints(ply));
    place_in_order(moves, 0);

    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move = moves.front().move;
    std::array<Move, 64> quiets_tried;
    std::size_t quiet_count = 0;
    const int late_moves = params_.late_move_count.value();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const ScoredMove& picked = pick_in_order(moves, i);
      const Move m = picked.move;
      if (excluded && m == *excluded) continue;
      const bool quiet = is_quiet(pos_, m);
      const bool killer = picked.order == kKillerOrder || picked.order == kKillerOrder - 1;
      // Near the horizon, late quiet moves rarely matter, nor quiet moves far below alpha.
      if (!pv_node && !in_check && quiet && i > 0 && best > -kWinBound) {
        if (params_.use_late_move_pruning.value() && depth <= 3 &&
            int(quiet_count) >= (late_moves + late_moves * depth * depth) / (improving ? 1 : 2))
          continue;
        if (params_.use_futility.value() && depth <= 2 && eval + params_.futility_margin.value() * depth <= alpha)
          continue;
      }
      make(m);
      const bool gives_check = pos_.in_check(pos_.side_to_move());
      // Late quiet moves are first searched less deep; a surprise is searched again in full.
      int reduction = 0;
      if (params_.use_reductions.value() && depth >= 3 && quiet && !in_check && !gives_check && i >= 2) {
        reduction = kReductions(depth, int(i)) - (pv_node ? 1 : 0) - (killer ? 1 : 0) + (improving ? 0 : 1);
        if (params_.use_history_reductions.value())
          reduction -= hints_->history[us][m.from()][m.to()] / params_.history_reduction_unit.value();
        reduction = std::clamp(reduction, 0, depth - 2);
      }
      const int score = search_move(singular_result, m, i == 0, depth, reduction, alpha, beta, ply, pv_node);
      unmake();
      if (aborted_) return 0;
      if (raise_best(score, m, ply, best, best_move, alpha, beta)) {
        if (quiet) {
          hints_->add_killer(ply, m);
          if (const int earlier = earlier_key(ply, 1); use_counter && earlier >= 0) hints_->counters[earlier] = m;
          const int bonus = std::min(32 * depth * depth, 8192);
          const int limit = 1 << params_.history_limit_log2.value();
          hints_->add_history(us, m, bonus, limit);
          for (std::size_t q = 0; q < quiet_count; ++q) hints_->add_history(us, quiets_tried[q], -bonus, limit);
          if (use_continuation) {
            const int continuation_bonus = std::min(8 * depth * depth + 8 * depth, 2048);
            add_continuation(ply, m, continuation_bonus);
            for (std::size_t q = 0; q < quiet_count; ++q) add_continuation(ply, quiets_tried[q], -continuation_bonus);
          }
        }
        break;
      }
      if (quiet && quiet_count < quiets_tried.size()) quiets_tried[quiet_count++] = m;
    }
    if (excluded) return best == -kInfinity ? alpha : best;  // the excluded move was the only one
    store(key, best_move, best, original_alpha, beta, depth, ply);
    return best;
  }

  // The key of the move made `back` plies before the node at `ply`, or -1: none (the root's side, a null move).
  int earlier_key(int ply, int back) const { return ply >= back ? move_keys_[std::size_t(ply - back)] : -1; }
  // What orders the quiet moves of the node at `ply` beyond killers and history, as the options ask:
  // the continuation history's rows after the move one ply and two plies before, the counter move.
  QuietHints quiet_hints(int ply) const {
    QuietHints quiet;
    if (params_.use_continuation_history.value()) {
      quiet.continuation_weight = params_.continuation_weight.value();
      for (int back = 1; back <= 2; ++back)
        if (const int earlier = earlier_key(ply, back); earlier >= 0)
          quiet.row[back - 1] = &continuation_->rows[std::size_t(earlier)];
    }
    if (const int earlier = earlier_key(ply, 1); params_.use_counter_move.value() && earlier >= 0)
      quiet.counter = &hints_->counters[earlier];
    return quiet;
  }
  // Rewards or punishes quiet move m of the node at `ply` (the position it is played in) in both rows.
  void add_continuation(int ply, Move m, int bonus) {
    const int key = move_key(pos_, m);
    for (int back = 1; back <= 2; ++back)
      if (const int earlier = earlier_key(ply, back); earlier >= 0) continuation_->add(earlier, key, bonus);
  }

  // Captures that do not lose material, queen promotions and, at the first ply, threatening
  // consolidations, until the position is quiet; every evasion when in check. Standing pat on the
  // static evaluation is allowed out of check: a player is never forced to capture.
  int quiescence(int alpha, int beta, int ply, int qply) {
    pv_len_[std::size_t(ply)] = 0;
    if (poll()) return 0;
    seldepth_ = std::max(seldepth_, ply);
    const bool in_check = pos_.in_check(pos_.side_to_move());
    if (qply > 0)
      if (auto score = drawn(ply, in_check)) return *score;
    if (ply >= kMaxPly - 2) return in_check ? 0 : evaluate(pos_, params_.eval);
    // With UseQuiescenceTable: what the table knows settles the node (never in a PV node) or gives the
    // move to try first; the result is stored at depth 0, below every main-search entry.
    const bool use_table = params_.use_quiescence_table.value();
    const std::uint64_t key = pos_.key();
    const int stand = in_check ? -kInfinity : evaluate(pos_, params_.eval);  // before the probe: see negamax
    Probe table;
    if (use_table) {
      table = probe(key, 0, alpha, beta, ply, beta - alpha > 1);
      if (table.cutoff) return *table.cutoff;
    }
    const int original_alpha = alpha;
    // Standing pat needs only to know that some move exists (else stalemate, C3.4): counted in bulk,
    // without listing the moves.
    if (!in_check && (stand >= beta || qply >= params_.quiescence_plies.value()))
      return has_legal_move(pos_) ? stand : 0;
    // Out of check only captures, promotions and (at the first ply) consolidations are looked at; in
    // check every evasion.
    MoveList& list = lists_[std::size_t(ply)];
    list.clear();
    const bool consolidations = qply == 0 && params_.use_quiescence_consolidations.value();
    generate_noisy(pos_, list, consolidations);
    if (list.empty() && (in_check || !has_legal_move(pos_))) return in_check ? loss_in(ply) : 0;  // C3.4
    int best = -kInfinity;
    std::vector<ScoredMove>& moves = scored_[std::size_t(ply)];
    if (in_check) {
      order_moves(pos_, list, table.has_move ? &table.move : nullptr, *hints_, ply, moves);
    } else {
      alpha = std::max(alpha, stand);
      best = stand;
      moves.clear();
      for (const Move& m : list) {
        if (is_capture(pos_, m) || m.type() == MoveType::Promotion) {
          if (m.type() == MoveType::Promotion && m.promotion() != QUEEN) continue;
          const int gain = exchange_gain(pos_, m);
          // A capture that loses material, or that cannot lift the score to alpha.
          if (gain < 0 || stand + gain + 200 <= alpha) continue;
          moves.push_back({m, gain, int(moves.size())});
        } else if (consolidations && consolidation_threatens(pos_, m)) {
          moves.push_back({m, -1, int(moves.size())});
        }
        if (table.has_move && m == table.move && !moves.empty() && moves.back().move == m)
          moves.back().order = kTTMoveOrder;
      }
      sort_by_order(moves);
    }
    std::optional<Move> best_move;
    for (const ScoredMove& sm : moves) {
      make(sm.move);
      const int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
      unmake();
      if (aborted_) return 0;
      if (score > best) best_move = sm.move;
      if (raise_best(score, sm.move, ply, best, alpha, beta)) break;
    }
    if (use_table) store(key, best_move, best, original_alpha, beta, 0, ply);
    return best;
  }

  const Params params_;
  const std::vector<std::uint64_t>& game_keys_;
  std::vector<std::uint64_t> keys_;  // the positions of the line before the current one, root first
  std::size_t floor_ = 0;            // keys_ below this cannot come back (an irreversible move since)
  std::array<std::size_t, kMaxPly + 1> floors_{};
  std::array<Position::Undo, kMaxPly + 1> undos_;
  // The thread's memory's (use_memory, always given before the search runs).
  OrderingHints* hints_ = nullptr;
  // With UseContinuationHistory: the history of quiet moves after the moves before them, and the key
  // (movepick.h) of the move made at each ply of the line (-1: the null move).
  ContinuationHistory* continuation_ = nullptr;
  std::array<int, kMaxPly + 1> move_keys_{};
  // The static evaluation of each ply's node of the line (-kInfinity: in check), for UseImproving.
  std::array<int, kMaxPly + 1> static_evals_{};
  std::array<MoveList, kMaxPly> lists_;
  std::array<std::vector<ScoredMove>, kMaxPly> scored_;
  // The learned evaluation's accumulators: a cache of what evaluating computes, so `evaluate` stays const.
  mutable nnue::SearchNetwork<NnueFeatures> network_;
};

}  // namespace

std::unique_ptr<Player> make_engine_player() { return std::make_unique<AlphaBetaPlayer<Search>>(); }

std::unique_ptr<Player> make_longworm_engine_player() {
  auto player = std::make_unique<AlphaBetaPlayer<Search>>();
  use_longworm_defaults(player->params());
  return player;
}

}  // namespace inchworm::wormchess
