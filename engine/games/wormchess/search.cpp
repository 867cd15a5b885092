// The main engine (Player=engine): a principal-variation alpha-beta search with iterative deepening
// and aspiration windows, a transposition table, quiescence, check extensions, null move, reverse
// futility and late-move pruning and reductions, and move ordering by the table's move, captures by
// a short exchange estimate (MVV-LVA within it), killer moves and history. Threads > 1 run helpers
// that share the table (lazy SMP).
//
// What is particular to these games:
//  - Quiescence searches captures that do not lose material, queen promotions, and at its first ply
//    the consolidations that give check or attack a piece that cannot escape (an attacked
//    consolidated piece has no move that leaves its square, C3.5): a consolidation is how a threat
//    is made here, since a stretched piece attacks nothing. In check it searches every evasion, and
//    those are few (a consolidated king in check can only capture or be shielded), so mates at the
//    horizon are seen.
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
#include "search.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include "eval.h"
#include "game_end.h"
#include "lazy_smp.h"
#include "movegen.h"
#include "movepick.h"
#include "player.h"
#include "state.h"
#include "tt.h"

namespace inchworm::wormchess {
namespace {

constexpr int kMaxQuiescencePly = 12;
constexpr int kAspirationWindow = 25;
constexpr int kReverseFutilityMargin = 100;  // per ply of depth
constexpr int kFutilityMargin = 120;         // per ply of depth, for quiet moves near the horizon

int win_in(int ply) { return kWin - ply; }
int loss_in(int ply) { return -kWin + ply; }

// Game-end scores are stored in the table relative to the node, not the root.
int to_table(int score, int ply) { return score > kWinBound ? score + ply : score < -kWinBound ? score - ply : score; }
int from_table(int score, int ply) {
  return score > kWinBound ? score - ply : score < -kWinBound ? score + ply : score;
}

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

// One thread's search. The main thread reports and decides; helpers (Threads > 1) only fill the
// shared table, starting at staggered depths so that they explore differently.
class Search {
 public:
  // `helpers_stop`: set by the main thread when it stops, read by the helpers. `game_keys`: the
  // game's positions before the root, sorted.
  Search(TranspositionTable& tt, const ThinkRequest& request, StopCondition& stop, bool main,
         std::atomic<bool>& helpers_stop, const std::vector<ScoredMove>& root,
         const std::vector<std::uint64_t>& game_keys)
      : tt_(tt),
        request_(request),
        stop_(stop),
        main_(main),
        helpers_stop_(&helpers_stop),
        game_keys_(game_keys),
        pos_(*request.root),
        root_(root) {}

  // Searches the root moves (not empty) by iterative deepening until a limit or `stop`.
  ThinkResult run(int depth_offset) {
    ThinkResult result;
    result.has_move = true;
    result.best = root_.front().move;
    const int max_depth = std::min(request_.limits.depth.value_or(kMaxPly - 1), kMaxPly - 1);
    const int lines = std::min<int>(request_.settings.multipv, int(root_.size()));
    lines_.assign(std::size_t(lines), Line{});
    lines_[0] = {0, evaluate(pos_), {root_.front().move}};  // what is known before any iteration
    for (int depth = 1 + depth_offset; depth <= max_depth && !aborted_; ++depth) {
      root_depth_ = depth;
      seldepth_ = 0;
      int finished = 0;  // lines searched in full at this depth
      for (int line = 0; line < lines && !mate_reached_; ++line) {
        const int score = search_line(depth, line);
        if (aborted_) break;
        lines_[std::size_t(line)] = {depth, score, root_pv()};
        ++finished;
      }
      // Cut off in the first line: a move that proved better than the last best still counts, but
      // the depth shown stays the last finished.
      if (finished == 0 && root_best_found_) {
        lines_[0].score = root_best_score_;
        lines_[0].pv = root_pv();
      }
      result.best = root_.front().move;
      if (!main_) continue;
      report();
      if (aborted_ || mate_reached_) break;
      // A forced move on the clock: nothing to think about (a fixed depth is still searched in full).
      const TimePlan& plan = stop_.plan();
      if (root_.size() == 1 && depth >= 2 && plan.soft_ms) break;
      const int best = lines_[0].score;
      if (std::abs(best) > kWinBound && depth > kWin - std::abs(best) + 2) break;  // the game's end is seen
      // With a clock, an iteration that cannot finish in time is wasted: none starts after half the
      // soft time. A fixed movetime has nothing to save for: a partial iteration may still help.
      if (plan.soft_ms != plan.hard_ms && stop_.soft_expired(0.5)) break;
    }
    result.nodes = nodes();
    return result;
  }

  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  // The helpers whose nodes count towards the main thread's reports and node limit (set before any
  // thread starts), and for a helper, the main thread's search.
  std::vector<const Search*> peers;
  const Search* leader = nullptr;

 private:
  struct Line {
    int depth = 0;
    int score = -kInfinity;
    std::vector<Move> pv;
  };

  // One MultiPV line at `depth`: an aspiration window around the line's last score, widened until
  // the score falls inside it.
  int search_line(int depth, int line) {
    const Line& last = lines_[std::size_t(line)];
    int delta = kAspirationWindow;
    int alpha = -kInfinity, beta = kInfinity;
    if (depth >= 5 && last.depth > 0 && std::abs(last.score) < kWinBound) {
      alpha = std::max(last.score - delta, -kInfinity);
      beta = std::min(last.score + delta, kInfinity);
    }
    for (;;) {
      const int score = search_root(depth, line, alpha, beta);
      if (aborted_) return score;
      if (score <= alpha && alpha > -kInfinity) {
        beta = (alpha + beta) / 2;
        alpha = std::max(score - delta, -kInfinity);
      } else if (score >= beta && beta < kInfinity) {
        beta = std::min(score + delta, kInfinity);
      } else {
        return score;
      }
      delta *= 2;
      if (delta > 800) alpha = -kInfinity, beta = kInfinity;
    }
  }

  // Searches the root moves from `line` on (MultiPV: earlier lines are fixed) within (alpha, beta)
  // and moves the best of them to position `line`.
  int search_root(int depth, int line, int alpha, int beta) {
    root_best_found_ = false;
    std::size_t best_index = std::size_t(line);
    int best = -kInfinity;
    for (std::size_t i = std::size_t(line); i < root_.size(); ++i) {
      const Move m = root_[i].move;
      make(m);
      int score;
      if (i == std::size_t(line)) {
        score = -negamax(depth - 1, -beta, -alpha, 1, true, true);
      } else {
        score = -negamax(depth - 1, -alpha - 1, -alpha, 1, false, true);
        if (score > alpha && score < beta && !aborted_) score = -negamax(depth - 1, -beta, -alpha, 1, true, true);
      }
      unmake();
      if (aborted_) break;
      best = std::max(best, score);
      if (score <= alpha) continue;
      alpha = score;
      best_index = i;
      root_pv_len_ = 1 + pv_len_[1];
      root_pv_[0] = m;
      for (int k = 0; k < pv_len_[1]; ++k) root_pv_[std::size_t(k + 1)] = pv_[1][std::size_t(k)];
      if (line == 0) {
        root_best_found_ = true;
        root_best_score_ = score;
        // `go mate N`: a win within N own moves ends the search.
        const auto mate = request_.limits.mate;
        if (mate && score > kWinBound && kWin - score <= 2 * *mate - 1) {
          mate_reached_ = true;
          break;
        }
      }
      if (score >= beta) break;
    }
    // A later line cut off keeps the last iteration's order; the first line's best so far leads.
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
      info.pv = format_line(l.pv);
      report_info(request_, info);
    }
  }

  std::uint64_t total_nodes() const {
    std::uint64_t n = nodes();
    for (const Search* p : peers) n += p->nodes();
    return n;
  }

  // Plays a move inside the tree, keeping the keys that repetitions are looked for in.
  void make(Move m) {
    const std::size_t ply = keys_.size();
    floors_[ply] = floor_;
    keys_.push_back(pos_.key());
    const bool irreversible = is_irreversible(pos_, m);
    pos_.do_move(m, undos_[ply]);
    if (irreversible) floor_ = keys_.size();  // nothing before can come back
    nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  }
  // The null move: no position before it counts for repetitions (a pass is not a move of the game).
  void make_null() {
    const std::size_t ply = keys_.size();
    floors_[ply] = floor_;
    keys_.push_back(pos_.key());
    pos_.do_null_move(undos_[ply]);
    floor_ = keys_.size();
  }
  void unmake() {
    keys_.pop_back();
    const std::size_t ply = keys_.size();
    pos_.undo_move(undos_[ply]);
    floor_ = floors_[ply];
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

  bool poll() {
    if (aborted_) return true;
    if (main_) {
      aborted_ = stop_.poll(total_nodes());
      // The helpers stop with the main thread, at once: their nodes count towards its limits.
      if (aborted_) helpers_stop_->store(true, std::memory_order_relaxed);
    } else {
      // A helper may run ahead of the main thread: it keeps to the node limit on its own.
      const auto limit = request_.limits.nodes;
      aborted_ = helpers_stop_->load(std::memory_order_relaxed) || (limit && leader->total_nodes() >= *limit);
    }
    return aborted_;
  }

  void update_pv(int ply, Move m) {
    auto& pv = pv_[std::size_t(ply)];
    pv[0] = m;
    const int child = pv_len_[std::size_t(ply + 1)];
    for (int k = 0; k < child; ++k) pv[std::size_t(k + 1)] = pv_[std::size_t(ply + 1)][std::size_t(k)];
    pv_len_[std::size_t(ply)] = child + 1;
  }

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node, bool null_allowed) {
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
    if (in_check && ply < 2 * root_depth_) ++depth;
    if (depth <= 0) return quiescence(alpha, beta, ply, 0);
    seldepth_ = std::max(seldepth_, ply);
    if (ply >= kMaxPly - 2) return in_check ? 0 : evaluate(pos_);

    const std::uint64_t key = pos_.key();
    std::optional<Move> tt_move;
    if (auto e = tt_.probe(key)) {
      if (e->has_move) tt_move = e->move;
      const int score = from_table(e->score, ply);
      if (!pv_node && e->depth >= depth &&
          (e->bound == Bound::Exact || (e->bound == Bound::Lower && score >= beta) ||
           (e->bound == Bound::Upper && score <= alpha)))
        return score;
    }

    const int static_eval = in_check ? -kInfinity : evaluate(pos_);
    if (!pv_node && !in_check && std::abs(beta) < kWinBound) {
      // So far ahead that a shallow search would not bring it back under beta.
      if (depth <= 5 && static_eval - kReverseFutilityMargin * depth >= beta) return static_eval;
      if (null_allowed && depth >= 3 && static_eval >= beta && null_move_sound(pos_)) {
        make_null();
        const int score = -negamax(depth - 4 - depth / 6, -beta, -beta + 1, ply + 1, false, false);
        unmake();
        if (aborted_) return 0;
        if (score >= beta) return score >= kWinBound ? beta : score;
      }
    }

    MoveList& list = lists_[std::size_t(ply)];
    list.clear();
    generate_legal(pos_, list);
    if (list.empty()) return in_check ? loss_in(ply) : 0;  // C3.4
    std::vector<ScoredMove>& moves = scored_[std::size_t(ply)];
    order_moves(pos_, list, tt_move ? &*tt_move : nullptr, hints_, ply, moves);

    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move = moves.front().move;
    std::array<Move, 64> quiets_tried;
    std::size_t quiet_count = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Move m = moves[i].move;
      const bool quiet = is_quiet(pos_, m);
      const bool killer = moves[i].order == kKillerOrder || moves[i].order == kKillerOrder - 1;
      // Near the horizon, late quiet moves rarely matter, nor quiet moves far below alpha.
      if (!pv_node && !in_check && quiet && i > 0 && best > -kWinBound) {
        if (depth <= 3 && int(quiet_count) >= 4 + 4 * depth * depth) continue;
        if (depth <= 2 && static_eval + kFutilityMargin * depth <= alpha) continue;
      }
      make(m);
      const bool gives_check = pos_.in_check(pos_.side_to_move());
      int score;
      if (i == 0) {
        score = -negamax(depth - 1, -beta, -alpha, ply + 1, pv_node, true);
      } else {
        // Late quiet moves are first searched less deep; a surprise is searched again in full.
        int reduction = 0;
        if (depth >= 3 && quiet && !in_check && !gives_check && i >= 2) {
          reduction = kReductions(depth, int(i)) - (pv_node ? 1 : 0) - (killer ? 1 : 0);
          reduction = std::clamp(reduction, 0, depth - 2);
        }
        score = -negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false, true);
        if (score > alpha && reduction && !aborted_)
          score = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false, true);
        if (score > alpha && score < beta && pv_node && !aborted_)
          score = -negamax(depth - 1, -beta, -alpha, ply + 1, true, true);
      }
      unmake();
      if (aborted_) return 0;
      if (score > best) {
        best = score;
        best_move = m;
        if (score > alpha) {
          alpha = score;
          update_pv(ply, m);
          if (score >= beta) {
            if (quiet) {
              hints_.add_killer(ply, m);
              const int bonus = std::min(32 * depth * depth, 8192);
              hints_.add_history(us, m, bonus);
              for (std::size_t q = 0; q < quiet_count; ++q) hints_.add_history(us, quiets_tried[q], -bonus);
            }
            break;
          }
        }
      }
      if (quiet && quiet_count < quiets_tried.size()) quiets_tried[quiet_count++] = m;
    }
    const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
    tt_.store(key, {best_move, true, to_table(best, ply), depth, bound});
    return best;
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
    if (ply >= kMaxPly - 2) return in_check ? 0 : evaluate(pos_);
    MoveList& list = lists_[std::size_t(ply)];
    list.clear();
    generate_legal(pos_, list);
    if (list.empty()) return in_check ? loss_in(ply) : 0;  // C3.4
    int best = -kInfinity;
    std::vector<ScoredMove>& moves = scored_[std::size_t(ply)];
    if (in_check) {
      order_moves(pos_, list, nullptr, hints_, ply, moves);
    } else {
      const int stand = evaluate(pos_);
      if (stand >= beta || qply >= kMaxQuiescencePly) return stand;
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
        } else if (qply == 0 && consolidation_threatens(pos_, m)) {
          moves.push_back({m, -1, int(moves.size())});
        }
      }
      std::sort(moves.begin(), moves.end(), [](const ScoredMove& a, const ScoredMove& b) {
        return a.order != b.order ? a.order > b.order : a.index < b.index;
      });
    }
    for (const ScoredMove& sm : moves) {
      make(sm.move);
      const int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
      unmake();
      if (aborted_) return 0;
      if (score <= best) continue;
      best = score;
      if (score <= alpha) continue;
      alpha = score;
      update_pv(ply, sm.move);
      if (score >= beta) break;
    }
    return best;
  }

  TranspositionTable& tt_;
  const ThinkRequest& request_;
  StopCondition& stop_;
  bool main_;
  std::atomic<bool>* helpers_stop_;
  const std::vector<std::uint64_t>& game_keys_;
  Position pos_;
  std::vector<std::uint64_t> keys_;  // the positions of the line before the current one, root first
  std::size_t floor_ = 0;            // keys_ below this cannot come back (an irreversible move since)
  std::array<std::size_t, kMaxPly + 1> floors_{};
  std::array<Position::Undo, kMaxPly + 1> undos_;
  std::atomic<std::uint64_t> nodes_{0};
  int root_depth_ = 1;
  int seldepth_ = 0;
  bool aborted_ = false;
  bool mate_reached_ = false;
  bool root_best_found_ = false;
  int root_best_score_ = 0;
  std::vector<ScoredMove> root_;
  std::array<Move, kMaxPly + 1> root_pv_;
  int root_pv_len_ = 0;
  std::vector<Line> lines_;
  std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_;
  std::array<int, kMaxPly + 2> pv_len_{};
  OrderingHints hints_;
  std::array<MoveList, kMaxPly> lists_;
  std::array<std::vector<ScoredMove>, kMaxPly> scored_;
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
    const std::vector<Move> candidates = root_candidates(request);
    if (candidates.empty()) return {};  // the game is over
    MoveList list;
    for (const Move& m : candidates) list.push(m);
    std::vector<ScoredMove> root;
    order_moves(*request.root, list, nullptr, OrderingHints{}, -1, root);
    std::vector<std::uint64_t> game_keys(request.history->begin(), request.history->end());
    if (!game_keys.empty()) game_keys.pop_back();  // the root itself
    std::sort(game_keys.begin(), game_keys.end());
    return think_lazy_smp(request,
                          [&](const ThinkRequest& r, StopCondition& stop, bool main, std::atomic<bool>& helpers_stop) {
                            return std::make_unique<Search>(*tt_, r, stop, main, helpers_stop, root, game_keys);
                          });
  }

  void clear() override {
    if (tt_) tt_->clear();
  }

 private:
  std::unique_ptr<TranspositionTable> tt_;
};

}  // namespace

SearchScore to_search_score(int score) {
  if (score > kWinBound) return {SearchScore::Kind::Win, kWin - score};
  if (score < -kWinBound) return {SearchScore::Kind::Loss, kWin + score};
  return {SearchScore::Kind::Centi, score};
}

std::unique_ptr<Player> make_engine_player() { return std::make_unique<EnginePlayer>(); }

}  // namespace inchworm::wormchess
