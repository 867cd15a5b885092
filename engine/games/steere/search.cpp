// The main engine (Player=engine): a principal-variation alpha-beta search with iterative deepening,
// a transposition table, late-move reductions, and move ordering by the table's move, bearing off,
// killer moves, history and the progress a move makes towards the mover's exit edges. Leaves are
// judged by the race evaluation (eval.h). Threads > 1 run helpers that share the table (lazy SMP).
//
// Repetitions (S7.3): a line that comes back to a position of the game or of the line scores 0 (the
// side that is ahead then avoids repeating). Only positions since the last checker was borne off can
// come back (S1.5), so the keys are looked at only that far.
#include "search.h"

#include <algorithm>
#include <array>

#include "lazy_smp.h"
#include "movegen.h"

namespace inchworm::steere {
namespace {

int win_in(int ply) { return kWin - ply; }
int loss_in(int ply) { return -kWin + ply; }

// Game-end scores are stored in the table relative to the node, not the root.
int to_table(int score, int ply) { return score > kWinBound ? score + ply : score < -kWinBound ? score - ply : score; }
int from_table(int score, int ply) {
  return score > kWinBound ? score - ply : score < -kWinBound ? score + ply : score;
}

constexpr int kTTMoveOrder = 1 << 30;
constexpr int kBearOffOrder = 1 << 24;
constexpr int kKillerOrder = 1 << 22;
constexpr int kProgressOrder = 1 << 12;  // per square gained towards the edge

struct ScoredMove {
  Move move;
  int order = 0;
  int index = 0;  // position in the generated list: equal guesses keep generation order
};

// Best first (std::sort with an index tie-break: std::stable_sort would allocate at every node).
void order_moves(std::vector<ScoredMove>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) moves[i].index = int(i);
  std::sort(moves.begin(), moves.end(), [](const ScoredMove& a, const ScoredMove& b) {
    return a.order != b.order ? a.order > b.order : a.index < b.index;
  });
}

// A guess of a move's worth before searching it: bearing off first, then the squares it gains.
int static_order(const Position& pos, const Move& m) {
  if (m.is_pass()) return 0;
  if (m.bears_off()) return kBearOffOrder;
  const Color us = pos.side_to_move();
  return kProgressOrder * (edge_distance(pos, us, m.from) - edge_distance(pos, us, m.to));
}

// One thread's search. The main thread reports and decides; helpers (Threads > 1) only fill the
// shared table, starting at staggered depths so that they explore differently.
class Search {
 public:
  // `helpers_stop`: set by the main thread when it stops, read by the helpers.
  Search(TranspositionTable& tt, const ThinkRequest& request, StopCondition& stop, bool main,
         std::atomic<bool>& helpers_stop, const std::vector<ScoredMove>& root)
      : tt_(tt),
        request_(request),
        stop_(stop),
        main_(main),
        helpers_stop_(&helpers_stop),
        pos_(*request.root),
        root_(root) {
    // The game's positions before the root (the root's own key is the history's last).
    const auto& history = *request.history;
    if (!history.empty()) keys_.assign(history.begin(), history.end() - 1);
  }

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
      seldepth_ = 0;
      int finished = 0;  // lines searched in full at this depth
      for (int line = 0; line < lines && !mate_reached_; ++line) {
        const int score = search_root(depth, line);
        if (aborted_) break;
        lines_[std::size_t(line)] = {depth, score, root_pv()};
        ++finished;
      }
      // Cut off in the first line: its best move so far still counts once searched in full, but the
      // depth shown stays the last finished.
      if (finished == 0 && root_best_found_) {
        lines_[0].score = root_best_score_;
        lines_[0].pv = root_pv();
      }
      result.best = root_.front().move;
      if (!main_) continue;
      report();
      if (aborted_ || mate_reached_) break;
      if (root_.size() == 1 && depth >= 2) break;  // a forced move: nothing to think about
      const int best = lines_[0].score;
      if (std::abs(best) > kWinBound && depth > kWin - std::abs(best) + 2) break;  // the game's end is seen
      // With a clock, an iteration that cannot finish in time is wasted: none starts after half the
      // soft time. A fixed movetime has nothing to save for: a partial iteration may still help.
      const TimePlan& plan = stop_.plan();
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

  // Searches the root moves from `line` on (MultiPV: earlier lines are fixed) and moves the best of
  // them to position `line`.
  int search_root(int depth, int line) {
    int alpha = -kInfinity;
    const int beta = kInfinity;
    root_best_found_ = false;
    std::size_t best_index = std::size_t(line);
    int best = -kInfinity;
    for (std::size_t i = std::size_t(line); i < root_.size(); ++i) {
      const Move& m = root_[i].move;
      make(m);
      int score;
      if (i == std::size_t(line)) {
        score = -negamax(depth - 1, -beta, -alpha, 1, true);
      } else {
        score = -negamax(depth - 1, -alpha - 1, -alpha, 1, false);
        if (score > alpha && !aborted_) score = -negamax(depth - 1, -beta, -alpha, 1, true);
      }
      unmake();
      if (aborted_) break;
      if (score > best) {
        best = score;
        best_index = i;
        alpha = std::max(alpha, score);
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
      }
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
      info.pv = format_line(*request_.root, l.pv);
      report_info(request_, info);
    }
  }

  std::uint64_t total_nodes() const {
    std::uint64_t n = nodes();
    for (const Search* p : peers) n += p->nodes();
    return n;
  }

  // Plays a move inside the tree, keeping the keys that repetitions are looked for in.
  void make(const Move& m) {
    floors_.push_back(floor_);
    keys_.push_back(pos_.key());
    undos_.emplace_back();
    pos_.do_move(m, undos_.back());
    if (m.bears_off()) floor_ = keys_.size();  // S1.5: nothing before can come back
    nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  }
  void unmake() {
    pos_.undo_move(undos_.back());
    undos_.pop_back();
    keys_.pop_back();
    floor_ = floors_.back();
    floors_.pop_back();
  }

  bool repeated() const {
    const std::uint64_t key = pos_.key();
    for (std::size_t i = keys_.size(); i > floor_; --i)
      if (keys_[i - 1] == key) return true;
    return false;
  }

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

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node) {
    pv_len_[std::size_t(ply)] = 0;
    if (poll()) return 0;
    if (pos_.is_finished()) return pos_.winner() == pos_.side_to_move() ? win_in(ply) : loss_in(ply);  // S7.2
    if (repeated()) return 0;                                                                          // S7.3
    seldepth_ = std::max(seldepth_, ply);
    if (depth <= 0 || ply >= kMaxPly - 2) return evaluate(pos_);

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

    MoveList& list = lists_[std::size_t(ply)];
    generate_moves(pos_, list);
    std::vector<ScoredMove>& moves = scored_[std::size_t(ply)];
    moves.clear();
    const Color us = pos_.side_to_move();
    for (const Move& m : list) {
      int order = static_order(pos_, m);
      if (has_tt_move && m == tt_move)
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
    order_moves(moves);

    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move = moves.front().move;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i].move;
      const bool quiet = moves[i].order < kKillerOrder / 2;
      make(m);
      int score;
      if (i == 0) {
        score = -negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
      } else {
        // Late, quiet moves are first searched less deep; a surprise is searched again in full.
        const int reduction = depth >= 3 && quiet && i >= 3 ? 1 + (i >= 10 && depth >= 5) : 0;
        score = -negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && reduction && !aborted_) score = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && score < beta && pv_node && !aborted_)
          score = -negamax(depth - 1, -beta, -alpha, ply + 1, true);
      }
      unmake();
      if (aborted_) return 0;
      if (score <= best) continue;
      best = score;
      best_move = m;
      if (score <= alpha) continue;
      alpha = score;
      auto& pv = pv_[std::size_t(ply)];
      pv[0] = m;
      for (int k = 0; k < pv_len_[std::size_t(ply + 1)]; ++k)
        pv[std::size_t(k + 1)] = pv_[std::size_t(ply + 1)][std::size_t(k)];
      pv_len_[std::size_t(ply)] = pv_len_[std::size_t(ply + 1)] + 1;
      if (score >= beta) {
        if (quiet) {
          auto& killers = killers_[std::size_t(ply)];
          if (!(killers[0] == m)) {
            killers[1] = killers[0];
            killers[0] = m;
          }
          add_history(us, m, depth * depth);
        }
        break;
      }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
    tt_.store(key, {best_move, true, to_table(best, ply), depth, bound});
    return best;
  }

  void add_history(Color us, const Move& m, int bonus) {
    int& h = history_[us][m.to];
    h += bonus;
    if (h > kProgressOrder / 2)  // history only breaks ties between moves of equal progress
      for (auto& side : history_)
        for (int& v : side) v /= 2;
  }

  TranspositionTable& tt_;
  const ThinkRequest& request_;
  StopCondition& stop_;
  bool main_;
  std::atomic<bool>* helpers_stop_;
  Position pos_;
  std::vector<std::uint64_t> keys_;  // positions before the current one, for repetitions
  std::size_t floor_ = 0;            // keys_ below this cannot come back (a checker left since)
  std::vector<std::size_t> floors_;
  std::vector<Position::Undo> undos_;
  std::atomic<std::uint64_t> nodes_{0};
  int seldepth_ = 0;
  bool aborted_ = false;
  bool mate_reached_ = false;
  bool root_best_found_ = false;
  int root_best_score_ = 0;
  std::vector<ScoredMove> root_;
  std::array<Move, kMaxPly> root_pv_{};
  int root_pv_len_ = 0;
  std::vector<Line> lines_;
  std::array<std::array<Move, kMaxPly>, kMaxPly> pv_{};
  std::array<int, kMaxPly + 1> pv_len_{};
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  int history_[2][kCells] = {};
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
    if (request.root->is_finished()) return {};
    std::vector<ScoredMove> root;
    for (const Move& m : root_candidates(request)) root.push_back({m, static_order(*request.root, m)});
    order_moves(root);
    return think_lazy_smp(request,
                          [&](const ThinkRequest& r, StopCondition& stop, bool main, std::atomic<bool>& helpers_stop) {
                            return std::make_unique<Search>(*tt_, r, stop, main, helpers_stop, root);
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

}  // namespace inchworm::steere
