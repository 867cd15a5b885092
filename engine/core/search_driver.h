// What every game's alpha-beta search does around its own negamax: iterative deepening, MultiPV lines
// (each searched over the root moves not yet chosen), aspiration windows where the game wants them,
// the root's bookkeeping (best move so far, its line, `go mate`), the info lines, the node count
// across helper threads, and the checks of `stop`, node and time limits. The game keeps its negamax,
// quiescence, move ordering, pruning and evaluation.
//
// A game derives its per-thread search from SearchDriver (CRTP, so the inner search stays inlined)
// and gives it, as members the driver may call (`friend` the driver):
//   int root_eval();                     the root's score before any iteration
//   void make(const Move&); void unmake();   plays a root move and takes it back (counting the node)
//   int negamax(int depth, int alpha, int beta, int ply, bool pv_node);
//   std::vector<std::string> format_pv(const std::vector<Move>&);   a line of the root as tokens
// Its negamax uses the driver's poll(), count_node(), search_move() (the PVS re-searches), probe() and
// store() (the table), raise_best() (best, alpha, line, cut-off), singular() and excluded() (singular
// extensions) and the members below. One thread's search reports and
// decides (main); helpers (lazy_smp.h) only fill the shared table.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "game_player.h"
#include "scored_move.h"
#include "search_score.h"
#include "search_types.h"
#include "timeman.h"
#include "transposition_table.h"

namespace inchworm {

// The choices a game makes about the driver.
struct SearchDriverOptions {
  // Aspiration windows (0: none): from `aspiration_depth` on, a line is first searched within this
  // many points of its last score, the window growing on each failure until it exceeds
  // `aspiration_limit` and is opened in full.
  int aspiration_window = 0;
  int aspiration_depth = 5;
  int aspiration_limit = 800;
  // A single legal move ends the search after depth 2 (not one that `searchmoves` leaves alone); with
  // this set, only with a clock (a fixed depth is then still searched in full).
  bool forced_move_only_on_clock = false;
  // Once a game end `n` plies away is seen, the search ends after depth factor * n + 2.
  int game_end_depth_factor = 1;
  // A root move that beat the best so far in its null-window search is played, with the bound it
  // proved, when a limit cuts off its search in the full window; else it is forgotten with that search.
  bool play_proved_root_move = true;
};

// `ParamsT`: the game's tunables (tunable.h), declared in its folder.
template <class Derived, class PositionT, class MoveT, class TableT, class ParamsT,
          class ScoredMoveT = ScoredMoveOf<MoveT>>
class SearchDriver {
 public:
  using Position = PositionT;
  using Move = MoveT;
  using Table = TableT;
  using Params = ParamsT;
  using ScoredMove = ScoredMoveT;
  using Request = ThinkRequestOf<Position, Move>;
  using Result = ThinkResultOf<Move>;
  // What every thread of one decision shares (alpha_beta_player.h); a game may declare its own with
  // more in it.
  struct Shared {
    std::vector<ScoredMove> root;
  };

  // `root`: the root moves (not empty) in the order to try them first. `helpers_stop`: set by the main
  // thread when it stops, read by the helpers.
  SearchDriver(Table& tt, const Request& request, StopCondition& stop, bool main, std::atomic<bool>& helpers_stop,
               const std::vector<ScoredMove>& root, const SearchDriverOptions& options)
      : tt_(tt),
        request_(request),
        stop_(stop),
        main_(main),
        helpers_stop_(&helpers_stop),
        pos_(*request.root),
        options_(options),
        root_(root) {}

  // Searches the root moves by iterative deepening until a limit or `stop`; helpers start
  // `depth_offset` plies deeper.
  Result run(int depth_offset) {
    Result result;
    result.has_move = true;
    result.best = root_.front().move;
    const int max_depth = std::min(request_.limits.depth.value_or(kMaxPly - 1), kMaxPly - 1);
    const int lines = std::min<int>(request_.settings.multipv, int(root_.size()));
    lines_.assign(std::size_t(lines), Line{});
    lines_[0] = {0, self().root_eval(), {root_.front().move}};  // what is known before any iteration
    for (int depth = 1 + depth_offset; depth <= max_depth && !aborted_; ++depth) {
      root_depth_ = depth;
      seldepth_ = 0;
      const std::vector<Line> previous = lines_;  // the last iteration's lines
      int finished = 0;                           // lines searched in full at this depth
      for (int line = 0; line < lines && !mate_reached_; ++line) {
        const int score = search_line(depth, line);
        if (aborted_) break;
        lines_[std::size_t(line)] = {depth, score, root_pv()};
        ++finished;
      }
      if (finished == lines && lines > 1) sort_lines(lines);
      if (finished < lines) lines_ = after_cut(previous, finished);
      result.best = root_.front().move;
      if (!main_) continue;
      report();  // after a cut-off iteration: the final line, with the best line so far
      if (aborted_ || mate_reached_) break;
      const TimePlan& plan = stop_.plan();
      // A forced move: nothing to think about. A root cut to one move by `searchmoves` is not one: its
      // score at the depth asked for is the question (an analysis scores a played move so).
      if (root_.size() == 1 && request_.root_moves.empty() && depth >= 2 &&
          (!options_.forced_move_only_on_clock || plan.soft_ms))
        break;
      const int best = lines_[0].score;
      if (is_game_end(best) && depth > options_.game_end_depth_factor * (kWin - std::abs(best)) + 2) break;
      // With a clock, an iteration that cannot finish in time is wasted: none starts after half the
      // soft time, and what is saved serves later moves. A fixed movetime has nothing to save for: a
      // partial iteration can still find a better move than the last full one.
      if (plan.soft_ms != plan.hard_ms && stop_.soft_expired(0.5)) break;
    }
    result.nodes = nodes();
    return result;
  }

  // Nodes searched so far (read by the main thread while helpers search).
  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  // The helpers whose nodes count towards the main thread's reports and node limit (set before any
  // thread starts), and for a helper, the main thread's search.
  std::vector<const SearchDriver*> peers;
  const SearchDriver* leader = nullptr;

 protected:
  Derived& self() { return static_cast<Derived&>(*this); }

  // Every thread's nodes (the main thread's reports and node limit count them all as they go).
  std::uint64_t total_nodes() const {
    std::uint64_t n = nodes();
    for (const SearchDriver* p : peers) n += p->nodes();
    return n;
  }
  void count_node() { nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed); }

  // True once this thread must stop (then always).
  bool poll() {
    if (aborted_) return true;
    if (main_) {
      aborted_ = stop_.poll(total_nodes());
      // The helpers stop with the main thread, at once: their nodes count towards its limits and reports.
      if (aborted_) helpers_stop_->store(true, std::memory_order_relaxed);
    } else {
      // A helper may run ahead of the main thread: it keeps to the node limit on its own.
      const auto limit = request_.limits.nodes;
      aborted_ = helpers_stop_->load(std::memory_order_relaxed) || (limit && leader->total_nodes() >= *limit);
    }
    return aborted_;
  }

  // The line at `ply` becomes `m` followed by the line found below it.
  void update_pv(int ply, const Move& m) {
    auto& pv = pv_[std::size_t(ply)];
    pv[0] = m;
    const int child = pv_len_[std::size_t(ply + 1)];
    for (int k = 0; k < child; ++k) pv[std::size_t(k + 1)] = pv_[std::size_t(ply + 1)][std::size_t(k)];
    pv_len_[std::size_t(ply)] = child + 1;
  }

  // A move `m` of the node at `ply` scored `score`: it may raise the node's best and then alpha, which
  // gives the node its line. True when it cuts the node off (score >= beta).
  bool raise_best(int score, const Move& m, int ply, int& best, int& alpha, int beta) {
    if (score <= best) return false;
    best = score;
    if (score <= alpha) return false;
    alpha = score;
    update_pv(ply, m);
    return score >= beta;
  }
  // The same in a node that stores its best move.
  bool raise_best(int score, const Move& m, int ply, int& best, Move& best_move, int& alpha, int beta) {
    if (score > best) best_move = m;
    return raise_best(score, m, ply, best, alpha, beta);
  }

  // A move of the node at `ply` (already made): the `first` with the node's window; a later one with a
  // null window, `reduction` plies shallower, searched again without the reduction and then with the
  // whole window when it surprises (principal variation search). `proved`, if given, gets the null
  // window's score when the whole window's search follows: a bound the move proved even if a limit
  // cuts that search off.
  int search_move(bool first, int depth, int reduction, int alpha, int beta, int ply, bool pv_node,
                  int* proved = nullptr) {
    if (first) return -self().negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
    int score = -self().negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
    if (score > alpha && reduction && !aborted_) score = -self().negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
    if (score > alpha && score < beta && pv_node && !aborted_) {
      if (proved) *proved = score;
      score = -self().negamax(depth - 1, -beta, -alpha, ply + 1, true);
    }
    return score;
  }

  // What the table knows of a node: its best move, if stored, and a score that settles the node
  // without a search (never at a PV node), if any.
  struct Probe {
    bool has_move = false;
    Move move{};
    std::optional<int> cutoff;
    std::optional<int> score;  // the entry's score (from this ply) and bound, at whatever depth it was stored
    Bound bound = Bound::None;
    int depth = 0;  // the depth the entry was stored at
  };
  Probe probe(std::uint64_t key, int depth, int alpha, int beta, int ply, bool pv_node) {
    Probe p;
    if (auto e = tt_.probe(key)) {
      p.has_move = e->has_move;
      p.move = e->move;
      const int score = from_table(e->score, ply);
      p.score = score;
      p.bound = e->bound;
      p.depth = e->depth;
      if (!pv_node && e->depth >= depth &&
          (e->bound == Bound::Exact || (e->bound == Bound::Lower && score >= beta) ||
           (e->bound == Bound::Upper && score <= alpha)))
        p.cutoff = score;
    }
    return p;
  }
  // Stores a node's result: `best` against the window (original_alpha, beta) it was searched in, with
  // the move that reached it, if a move did (a quiescence node may stand pat).
  void store(std::uint64_t key, const std::optional<Move>& best_move, int best, int original_alpha, int beta, int depth,
             int ply) {
    const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
    tt_.store(key, {best_move.value_or(Move{}), best_move.has_value(), to_table(best, ply), depth, bound});
  }
  void store(std::uint64_t key, const Move& best_move, int best, int original_alpha, int beta, int depth, int ply) {
    store(key, std::optional<Move>(best_move), best, original_alpha, beta, depth, ply);
  }

  // Singular extensions, with the game's UseSingularExtension, SingularDepth and SingularMargin
  // (`params`). From SingularDepth, where the table's move has a lower bound (or exact score) searched
  // at most 3 plies shallower, the node is searched to half the depth without that move against the
  // table's score less SingularMargin per ply: when no other move reaches it, the table's move is the
  // only good one and is searched a ply deeper (`extension`); when another reaches beta too, the node
  // is cut there (`cutoff`, multi-cut; also 0 when the search was stopped meanwhile). Called before the
  // node lists its moves: the search without the move lists them at the same ply, and its negamax,
  // seeing excluded(ply), skips that move, neither takes nor stores the table's verdict (the whole
  // node's) and prunes nothing before its moves. Two refinements, each with its own switch: outside
  // the principal variation, a table's move whose rivals fall short by more than
  // SingularDoubleMargin more is searched two plies deeper (UseDoubleExtension); a table's move that
  // is not singular but whose stored score reaches beta is searched a ply shallower
  // (UseNegativeExtension), since the node is likely cut by it or another move anyway.
  struct Singular {
    int extension = 0;
    Move move{};  // the table's move, which `extension` applies to
    std::optional<int> cutoff;
  };
  Singular singular(const Probe& table, int depth, int beta, int ply, bool pv_node, const ParamsT& params) {
    Singular s;
    if (!params.use_singular_extension.value() || excluded_[std::size_t(ply)] ||
        depth < params.singular_depth.value() || !table.has_move || !table.score ||
        std::abs(*table.score) >= kWinBound || table.depth < depth - 3 ||
        (table.bound != Bound::Lower && table.bound != Bound::Exact) || ply >= 2 * root_depth_)
      return s;
    s.move = table.move;
    const int singular_beta = *table.score - params.singular_margin.value() * depth;
    excluded_[std::size_t(ply)] = table.move;
    const int score = self().negamax((depth - 1) / 2, singular_beta - 1, singular_beta, ply, false);
    excluded_[std::size_t(ply)].reset();
    if (aborted_)
      s.cutoff = 0;
    else if (score < singular_beta)
      s.extension = params.use_double_extension.value() && !pv_node && line_doubles_ < kMaxLineDoubles &&
                            score < singular_beta - params.singular_double_margin.value()
                        ? 2
                        : 1;
    else if (singular_beta >= beta)
      s.cutoff = singular_beta;
    else if (params.use_negative_extension.value() && *table.score >= beta)
      s.extension = -1;
    return s;
  }
  // The move a singular extension's search of the node at `ply` leaves out, if it is one.
  const std::optional<Move>& excluded(int ply) const { return excluded_[std::size_t(ply)]; }
  // search_move() of a move `m` made at the node at `ply`, deeper or shallower by the node's
  // singular() `extension` when `m` is the move it extended; a double extension counts against the
  // line's kMaxLineDoubles while the move's subtree is searched.
  int search_move(const Singular& singular, const Move& m, bool first, int depth, int reduction, int alpha, int beta,
                  int ply, bool pv_node) {
    const int extension = singular.extension != 0 && m == singular.move ? singular.extension : 0;
    line_doubles_ += extension == 2;
    const int score = search_move(first, depth + extension, reduction, alpha, beta, ply, pv_node);
    line_doubles_ -= extension == 2;
    return score;
  }

  Table& tt_;
  const Request& request_;
  StopCondition& stop_;
  const bool main_;
  std::atomic<bool>* helpers_stop_;
  Position pos_;
  int root_depth_ = 1;  // the iteration's depth
  int seldepth_ = 0;
  bool aborted_ = false;
  std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_{};
  std::array<int, kMaxPly + 2> pv_len_{};
  std::array<std::optional<Move>, kMaxPly + 1> excluded_{};  // singular(): per ply of the line
  // Double extensions on the line being searched; at most kMaxLineDoubles, so that they cannot feed
  // each other without end (strong engines cap them the same way).
  static constexpr int kMaxLineDoubles = 5;
  int line_doubles_ = 0;

 private:
  // What each MultiPV line knows: the depth it was last searched in full, its score and line.
  struct Line {
    int depth = 0;
    int score = -kInfinity;
    std::vector<Move> pv;
  };

  // One MultiPV line at `depth`: within an aspiration window around the line's last score when the
  // game uses them, widened until the score falls inside it.
  int search_line(int depth, int line) {
    root_best_found_ = false;  // a move that failed high stays found while the window widens
    const Line& last = lines_[std::size_t(line)];
    int delta = options_.aspiration_window;
    int alpha = -kInfinity, beta = kInfinity;
    if (delta > 0 && depth >= options_.aspiration_depth && last.depth > 0 && std::abs(last.score) < kWinBound) {
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
      if (delta > options_.aspiration_limit) alpha = -kInfinity, beta = kInfinity;
    }
  }

  // Searches the root moves from `line` on (MultiPV: the earlier lines are fixed) within (alpha,
  // beta) and moves the best of them to position `line`.
  int search_root(int depth, int line, int alpha, int beta) {
    std::size_t best_index = std::size_t(line);
    int best = -kInfinity;
    for (std::size_t i = std::size_t(line); i < root_.size(); ++i) {
      const Move& m = root_[i].move;
      self().make(m);
      // A later move must first beat the best so far in a null window. When it does and the full
      // window's search is then cut off by a limit, the move has still proved better than the best
      // at this depth: in the first line it becomes the best with the bound it proved, as a move
      // that fails high in an aspiration window does (with play_proved_root_move).
      int bound = -kInfinity;
      int score = search_move(i == std::size_t(line), depth, 0, alpha, beta, 0, true, &bound);
      const bool proved = options_.play_proved_root_move && aborted_ && line == 0 && bound > alpha;
      if (proved) {
        score = bound;
        pv_len_[1] = 0;  // the cut-off search's line is incomplete
      }
      self().unmake();
      if (aborted_ && !proved) break;
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
        // `go mate N`: a win within N own moves ends the search, however much else is left.
        const auto mate = request_.limits.mate;
        if (mate && score > kWinBound && kWin - score <= 2 * *mate - 1) {
          mate_reached_ = true;
          break;
        }
      }
      if (score >= beta || aborted_) break;
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

  // The lines after an iteration that a limit (or `go mate`) ended before its last line: those
  // finished at this depth; then, when the first line was cut off after a move proved better than the
  // last best, that move with the bound it proved (the depth shown stays the last finished); then the
  // last iteration's lines of the moves not shown yet, in their order, as many as fit. So every line
  // is shown once at the end, as Stockfish shows them at a stop, and none repeats the new best move.
  std::vector<Line> after_cut(const std::vector<Line>& previous, int finished) const {
    std::vector<Line> lines(lines_.begin(), lines_.begin() + finished);
    if (finished == 0 && root_best_found_) lines.push_back({previous.front().depth, root_best_score_, root_pv()});
    for (const Line& l : previous) {
      if (lines.size() == previous.size()) break;
      const auto same_move = [&l](const Line& shown) { return !shown.pv.empty() && shown.pv.front() == l.pv.front(); };
      if (!l.pv.empty() && std::none_of(lines.begin(), lines.end(), same_move)) lines.push_back(l);
    }
    return lines;
  }

  // MultiPV, every line of a depth searched in full: the lines best first. A later line, searched over
  // the moves left with the table the earlier lines changed, can score above an earlier one; the root
  // moves follow their lines, so the best move and the next iteration's order are the best line's.
  void sort_lines(int lines) {
    std::vector<std::pair<Line, ScoredMove>> both;
    for (std::size_t i = 0; i < std::size_t(lines); ++i) both.emplace_back(lines_[i], root_[i]);
    std::stable_sort(both.begin(), both.end(),
                     [](const auto& a, const auto& b) { return a.first.score > b.first.score; });
    for (std::size_t i = 0; i < both.size(); ++i) std::tie(lines_[i], root_[i]) = both[i];
  }

  // One info line per MultiPV line, each at the depth it was last searched in full (no two lines share
  // a first move: sort_lines and after_cut keep them apart; a line not searched yet is empty).
  void report() {
    int rank = 0;
    for (const Line& l : lines_) {
      if (l.pv.empty()) continue;
      SearchInfo info;
      info.depth = l.depth;
      info.seldepth = std::max(seldepth_, l.depth);
      info.multipv = ++rank;
      info.show_multipv = request_.settings.multipv > 1;
      info.score = to_search_score(l.score);
      info.nodes = total_nodes();
      info.time_ms = stop_.clock().elapsed_ms();
      info.hashfull = tt_.hashfull();
      info.pv = self().format_pv(l.pv);
      report_info(request_, info);
    }
  }

  const SearchDriverOptions options_;
  std::atomic<std::uint64_t> nodes_{0};
  bool mate_reached_ = false;
  bool root_best_found_ = false;
  int root_best_score_ = 0;
  std::vector<ScoredMove> root_;
  std::array<Move, kMaxPly + 1> root_pv_{};
  int root_pv_len_ = 0;
  std::vector<Line> lines_;
};

}  // namespace inchworm
