// The main engine (Player=engine): Steere's principal-variation negamax under the shared driver
// (search_driver.h: iterative deepening, MultiPV, reports, limits; lazy SMP for Threads > 1), with a
// transposition table, late-move reductions, singular extensions as a candidate (UseSingularExtension,
// off until an SPRT proves it), and move ordering by the table's move, bearing off,
// killer moves, history (kept from move to move with the candidate UseKeptHistory; lowered for the quiet
// moves tried before a cut-off with the candidate UseHistoryMalus) and the progress a move makes towards
// the mover's exit edges. Leaves are judged by the race evaluation (eval.h), in
// hundredths of a move of the race (search_score.h); the search's constants are in params.h.
//
// Repetitions (S7.3): a line that comes back to a position of the game or of the line scores 0 (the
// side that is ahead then avoids repeating). Only positions since the last checker was borne off can
// come back (S1.5), so the keys are looked at only that far.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <optional>
#include <vector>

#include "alpha_beta_player.h"
#include "eval.h"
#include "movegen.h"
#include "nnue/search_network.h"
#include "nnue_features.h"
#include "params.h"
#include "player.h"
#include "search_driver.h"
#include "tt.h"

namespace inchworm::steere {
namespace {

using ScoredMove = ScoredMoveOf<Move>;

constexpr int kTTMoveOrder = 1 << 30;
constexpr int kBearOffOrder = 1 << 24;
constexpr int kKillerOrder = 1 << 22;
constexpr int kProgressOrder = 1 << 12;      // per square gained towards the edge
constexpr std::size_t kMaxQuietsTried = 64;  // the quiet moves a cut-off's malus reaches (UseHistoryMalus)

// A guess of a move's worth before searching it: bearing off first, then the squares it gains.
int static_order(const Position& pos, const Move& m) {
  if (m.is_pass()) return 0;
  if (m.bears_off()) return kBearOffOrder;
  const Color us = pos.side_to_move();
  return kProgressOrder * (edge_distance(pos, us, m.from) - edge_distance(pos, us, m.to));
}

// One thread's search: Steere's negamax over the race evaluation.
class Search : public SearchDriver<Search, Position, Move, TranspositionTable, SearchParams> {
  friend SearchDriver;

 public:
  // What a thread's searches learn about moves, kept by the player from one search to the next and
  // cleared before each unless UseKeptHistory is on (alpha_beta_player.h).
  struct Memory {
    int history[2][kCells] = {};
    void clear() { *this = {}; }
  };
  // Given before the search runs (killers stay the search's own: their plies are its own).
  void use_memory(Memory& memory) { history_ = memory.history; }

  // The root moves in their first order; none when the game is over.
  static Shared share(const ThinkRequest& request) {
    Shared shared;
    if (request.root->is_finished()) return shared;
    for (const Move& m : root_candidates(request)) shared.root.push_back({m, static_order(*request.root, m)});
    number_and_sort(shared.root);
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
      : SearchDriver(tt, request, stop, main, helpers_stop, shared.root, driver_options(params)), params_(params) {
    // The game's positions before the root (the root's own key is the history's last).
    const auto& history = *request.history;
    if (!history.empty()) keys_.assign(history.begin(), history.end() - 1);
  }

 private:
  // Aspiration windows when switched on.
  static SearchDriverOptions driver_options(const Params& params) {
    SearchDriverOptions o;
    if (params.use_aspiration.value()) o.aspiration_window = params.aspiration_window.value();
    o.play_proved_root_move = params.use_proved_root_move.value();
    return o;
  }

  int root_eval() const { return evaluate(pos_, params_.eval); }
  std::vector<std::string> format_pv(const std::vector<Move>& line) const { return format_line(*request_.root, line); }

  // Plays a move inside the tree, keeping the keys that repetitions are looked for in.
  void make(const Move& m) {
    floors_.push_back(floor_);
    keys_.push_back(pos_.key());
    undos_.emplace_back();
    pos_.do_move(m, undos_.back());
    network_.push(m);
    if (m.bears_off()) floor_ = keys_.size();  // S1.5: nothing before can come back
    count_node();
  }
  // The null move: the side to move passes where it need not (a race is seldom lost by moving, so a
  // pass that still holds beta says the node is good enough). No position before it counts for
  // repetitions.
  void make_null() {
    floors_.push_back(floor_);
    keys_.push_back(pos_.key());
    undos_.emplace_back();
    pos_.do_move(Move::pass(), undos_.back());
    network_.push(Move::pass());
    floor_ = keys_.size();
  }
  void unmake() {
    pos_.undo_move(undos_.back());
    network_.pop();
    undos_.pop_back();
    keys_.pop_back();
    floor_ = floors_.back();
    floors_.pop_back();
  }

  // The static evaluation the search uses: the network when the Evaluation option chose it, else the
  // hand-written one (eval.h). It has the hand-written one's name, so that every evaluation of the search
  // goes through it.
  int evaluate(const Position& pos, const EvalParams& weights) const {
    return network_.active() ? network_.evaluate(pos) : steere::evaluate(pos, weights);
  }

  bool repeated() const {
    const std::uint64_t key = pos_.key();
    for (std::size_t i = keys_.size(); i > floor_; --i)
      if (keys_[i - 1] == key) return true;
    return false;
  }

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node, bool null_allowed = true) {
    pv_len_[std::size_t(ply)] = 0;
    if (poll()) return 0;
    if (pos_.is_finished()) return pos_.winner() == pos_.side_to_move() ? win_in(ply) : loss_in(ply);  // S7.2
    if (repeated()) return 0;                                                                          // S7.3
    seldepth_ = std::max(seldepth_, ply);
    if (depth <= 0 || ply >= kMaxPly - 2) return evaluate(pos_, params_.eval);

    const std::uint64_t key = pos_.key();
    // A singular extension's search of this node without the table's move (search_driver.h's singular()).
    const std::optional<Move> excluded = this->excluded(ply);
    const Probe table = excluded ? Probe{} : probe(key, depth, alpha, beta, ply, pv_node);
    if (table.cutoff) return *table.cutoff;

    // Singular extension, before this node's moves are listed (singular() lists them at the same ply).
    const Singular singular_result = singular(table, depth, beta, ply, pv_node, params_);
    if (singular_result.cutoff) return *singular_result.cutoff;

    if (network_.active()) network_.prepare(pos_);  // its children's accumulators update from this node's
    MoveList& list = lists_[std::size_t(ply)];
    generate_moves(pos_, list);
    const bool forced_pass = list.size() == 1 && list[0].is_pass();
    if (!pv_node && !forced_pass && !excluded && std::abs(beta) < kWinBound &&
        (params_.use_reverse_futility.value() || params_.use_null_move.value())) {
      const int static_eval = evaluate(pos_, params_.eval);
      // So far ahead that a shallow search would not bring it back under beta.
      if (params_.use_reverse_futility.value() && depth <= 4 &&
          static_eval - params_.reverse_futility_margin.value() * depth >= beta)
        return static_eval;
      if (params_.use_null_move.value() && null_allowed && depth >= 3 && static_eval >= beta) {
        make_null();
        const int score = -negamax(depth - 4 - depth / 6, -beta, -beta + 1, ply + 1, false, false);
        unmake();
        if (aborted_) return 0;
        if (score >= beta) return score >= kWinBound ? beta : score;
      }
    }
    std::vector<ScoredMove>& moves = scored_[std::size_t(ply)];
    moves.clear();
    const Color us = pos_.side_to_move();
    for (const Move& m : list) {
      int order = static_order(pos_, m);
      if (table.has_move && m == table.move)
        order = kTTMoveOrder;
      else if (order < kBearOffOrder) {
        if (m == killers_[std::size_t(ply)][0])
          order += kKillerOrder;
        else if (m == killers_[std::size_t(ply)][1])
          order += kKillerOrder / 2;
        order += history_[us][m.to];
      }
      moves.push_back({m, order});
    }
    number_for_picking(moves);

    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move = moves.front().move;
    auto& quiets_tried = quiets_tried_[std::size_t(ply)];  // before the move searched now (UseHistoryMalus)
    std::size_t quiet_count = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const ScoredMove& picked = pick_in_order(moves, i);
      const Move& m = picked.move;
      if (excluded && m == *excluded) continue;
      const bool quiet = picked.order < kKillerOrder / 2;
      make(m);
      // A child above the horizon probes the table first: its bucket's line is on its way meanwhile.
      if (depth >= 2) tt_.prefetch(pos_.key());
      // Late, quiet moves are first searched less deep; a surprise is searched again in full.
      const int index = int(i);
      const int reduction =
          params_.use_reductions.value() && depth >= 3 && quiet && index >= params_.reduce_from.value()
              ? 1 + (index >= params_.reduce_more_from.value() && depth >= 5)
              : 0;
      const int score = search_move(singular_result, m, i == 0, depth, reduction, alpha, beta, ply, pv_node);
      unmake();
      if (aborted_) return 0;
      if (raise_best(score, m, ply, best, best_move, alpha, beta)) {
        if (quiet) {
          add_killer(killers_[std::size_t(ply)], m);
          add_history(us, m, depth * depth);
          if (params_.use_history_malus.value())
            for (std::size_t q = 0; q < quiet_count; ++q) add_history(us, quiets_tried[q], -depth * depth);
        }
        break;
      }
      if (quiet && quiet_count < quiets_tried.size()) quiets_tried[quiet_count++] = m;
    }
    if (excluded) return best == -kInfinity ? alpha : best;  // the excluded move was the only one
    store(key, best_move, best, original_alpha, beta, depth, ply);
    return best;
  }

  void add_history(Color us, const Move& m, int bonus) {
    int& h = history_[us][m.to];
    h += bonus;
    if (std::abs(h) > kProgressOrder / 2)  // history only breaks ties between moves of equal progress
      for (int side = 0; side < 2; ++side)
        for (int& v : history_[side]) v /= 2;
  }

  const Params params_;
  std::vector<std::uint64_t> keys_;  // positions before the current one, for repetitions
  std::size_t floor_ = 0;            // keys_ below this cannot come back (a checker left since)
  std::vector<std::size_t> floors_;
  std::vector<Position::Undo> undos_;
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  std::array<std::array<Move, kMaxQuietsTried>, kMaxPly> quiets_tried_{};  // per ply of the line
  int (*history_)[kCells] = nullptr;  // the thread's memory's (use_memory, given before the search runs)
  std::array<MoveList, kMaxPly> lists_{};
  std::array<std::vector<ScoredMove>, kMaxPly> scored_{};
  // The learned evaluation's accumulators: a cache of what evaluating computes, so `evaluate` stays const.
  mutable nnue::SearchNetwork<NnueFeatures> network_;
};

}  // namespace

std::unique_ptr<Player> make_engine_player() { return std::make_unique<AlphaBetaPlayer<Search>>(); }

}  // namespace inchworm::steere
