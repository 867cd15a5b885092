// The search driver (search_driver.h) and the engine player over it (alpha_beta_player.h), on a game
// small enough to know every answer: one pile, each turn takes 1 or 2, who takes the last wins (a pile
// of 3n is lost for the mover). Checks the game-end score and its distance, the MultiPV lines, `go
// mate`, the depth at which a seen game end stops the search, and that a tunable set on the player
// reaches its search. A scripted root of two moves checks what a search cut off by its node limit plays.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "alpha_beta_player.h"
#include "search_driver.h"
#include "transposition_table.h"

using namespace inchworm;

namespace search_driver_test {
namespace {

struct Pile {
  int stones = 0;
  int side = 0;
  std::uint64_t key() const { return std::uint64_t(stones * 2 + side + 1) * 0x9E3779B97F4A7C15ULL; }
};
using Take = int;  // 1 or 2
// A line of takes as the driver shows it: one number a move.
std::vector<std::string> take_tokens(const std::vector<Take>& line) {
  std::vector<std::string> tokens;
  for (Take t : line) tokens.push_back(std::to_string(t));
  return tokens;
}

struct TakeCodec {
  using Move = Take;
  static constexpr int kExtraWords = 0;
  static std::uint32_t pack(const Move& m, std::uint64_t*) { return std::uint32_t(m); }
  static Move unpack(std::uint32_t bits, const std::uint64_t*) { return Move(bits); }
  static Move none() { return 0; }
};
using Table = TranspositionTableOf<TakeCodec>;

struct PileParams {
  // Once a game end n plies away is seen, the search ends after depth factor * n + 2.
  Tunable game_end_factor{"GameEndFactor", 1, 1, 4, 1};
  auto all() { return std::array{&game_end_factor}; }
};

class PileSearch : public SearchDriver<PileSearch, Pile, Take, Table, PileParams> {
  friend SearchDriver;

 public:
  static Shared share(const Request& request) {
    Shared shared;
    for (Take t = 1; t <= std::min(2, request.root->stones); ++t) shared.root.push_back({t, 0, t});
    return shared;
  }
  PileSearch(Table& tt, const Request& request, StopCondition& stop, bool main, std::atomic<bool>& helpers_stop,
             const Shared& shared, const Params& params)
      : SearchDriver(tt, request, stop, main, helpers_stop, shared.root, options(params)) {}

 private:
  static SearchDriverOptions options(const Params& params) {
    SearchDriverOptions o;
    o.game_end_depth_factor = params.game_end_factor.value();
    return o;
  }
  int root_eval() const { return 0; }
  void make(const Take& t) {
    pos_.stones -= t;
    pos_.side ^= 1;
    count_node();
  }
  void unmake() { pos_ = *request_.root; }  // only the driver calls it, at the root
  std::vector<std::string> format_pv(const std::vector<Take>& line) const { return take_tokens(line); }

  int negamax(int depth, int alpha, int beta, int ply, bool pv_node) {
    pv_len_[std::size_t(ply)] = 0;
    if (poll()) return 0;
    if (pos_.stones == 0) return loss_in(ply);  // the other side took the last
    if (depth <= 0) return 0;
    const Probe table = probe(pos_.key(), depth, alpha, beta, ply, pv_node);
    if (table.cutoff) return *table.cutoff;
    const int original_alpha = alpha;
    int best = -kInfinity;
    Take best_move = 1;
    for (Take t = 1; t <= std::min(2, pos_.stones); ++t) {
      make(t);
      const int score = search_move(t == 1, depth, 0, alpha, beta, ply, pv_node);
      take_back(t);
      if (aborted_) return 0;
      if (raise_best(score, t, ply, best, best_move, alpha, beta)) break;
    }
    store(pos_.key(), best_move, best, original_alpha, beta, depth, ply);
    return best;
  }
  void take_back(Take t) {
    pos_.stones += t;
    pos_.side ^= 1;
  }
};

struct Searched {
  Take best = 0;
  std::vector<SearchInfo> infos;
};

template <class SearchT>
Searched think(AlphaBetaPlayer<SearchT>& player, typename SearchT::Position root, SearchLimits limits, int multipv = 1,
               int threads = 1) {
  const std::vector<std::uint64_t> history;
  const std::atomic<bool> stop{false};
  StopCondition condition(limits, TimePlan{}, stop);
  Searched s;
  SearchListener listener;
  listener.info = [&s](const SearchInfo& info) { s.infos.push_back(info); };
  ThinkRequestOf<typename SearchT::Position, Take> request;
  request.root = &root;
  request.history = &history;
  request.limits = limits;
  request.stop = &condition;
  request.listener = &listener;
  request.settings.multipv = multipv;
  request.settings.threads = threads;
  player.clear();
  const auto result = player.think(request);
  REQUIRE(result.has_move);
  REQUIRE_FALSE(s.infos.empty());
  s.best = result.best;
  return s;
}

SearchLimits depth(int d) {
  SearchLimits l;
  l.depth = d;
  return l;
}

// A root of two moves whose scores are scripted by the iteration's depth: move 1 scores 0 at every
// depth; move 2 scores -100 below `turn` and +100 from it on, proved in a null window at no cost, while
// its search in the full window costs `costly` nodes. With a node limit inside that search, the
// iteration at `turn` is cut off after move 2 has beaten move 1.
struct Scripted {
  int move = 0;  // the root move played, 0 at the root
};
struct ScriptedParams {
  Tunable turn{"Turn", 3, 1, 10, 1};
  Tunable costly{"Costly", 1000, 0, 100000, 1};
  Tunable aspiration{"Aspiration", 0, 0, 100, 1};
  Tunable proved{"ProvedRootMove", 1, 0, 1, 1};
  auto all() { return std::array{&turn, &costly, &aspiration, &proved}; }
};

class ScriptedSearch : public SearchDriver<ScriptedSearch, Scripted, Take, Table, ScriptedParams> {
  friend SearchDriver;

 public:
  static Shared share(const Request&) { return {{{1, 0, 1}, {2, 0, 2}}}; }
  ScriptedSearch(Table& tt, const Request& request, StopCondition& stop, bool main, std::atomic<bool>& helpers_stop,
                 const Shared& shared, const Params& params)
      : SearchDriver(tt, request, stop, main, helpers_stop, shared.root, options(params)), params_(params) {}

 private:
  static SearchDriverOptions options(const Params& params) {
    SearchDriverOptions o;
    o.aspiration_window = params.aspiration.value();
    o.aspiration_depth = 2;
    o.play_proved_root_move = params.proved.value();
    return o;
  }
  int root_eval() const { return 0; }
  void make(const Take& t) {
    pos_.move = t;
    count_node();
  }
  void unmake() { pos_.move = 0; }
  std::vector<std::string> format_pv(const std::vector<Take>& line) const { return take_tokens(line); }
  // The score of the root move's position for the side to move there (the root's opponent).
  int negamax(int, int, int, int, bool pv_node) {
    pv_len_[1] = 0;
    if (poll()) return 0;
    if (pos_.move == 1) return 0;
    if (root_depth_ < params_.turn.value()) return 100;
    for (int n = 0; pv_node && n < params_.costly.value(); ++n) {
      count_node();
      if (poll()) return 0;
    }
    return -100;
  }
  const Params params_;
};

}  // namespace

TEST_CASE("search driver: a won pile is a win at its distance, a lost one a loss after the longest defence",
          "[search][driver]") {
  AlphaBetaPlayer<PileSearch> player;
  const Searched won = think(player, Pile{4, 0}, depth(8));  // take 1, then take what the other leaves of 3
  CHECK(won.best == 1);
  CHECK(won.infos.back().score.kind == SearchScore::Kind::Win);
  CHECK(won.infos.back().score.value == 3);
  CHECK(won.infos.back().pv.front() == "1");
  const Searched lost = think(player, Pile{6, 0}, depth(8));  // every pile of 3n loses
  CHECK(lost.infos.back().score.kind == SearchScore::Kind::Loss);
  CHECK(lost.infos.back().score.value == 4);
}

TEST_CASE("search driver: MultiPV ranks both moves, and go mate ends on the win", "[search][driver]") {
  AlphaBetaPlayer<PileSearch> player;
  const Searched both = think(player, Pile{4, 0}, depth(4), 2);
  std::vector<SearchInfo> last;
  for (const SearchInfo& info : both.infos)
    if (info.depth == 4) last.push_back(info);
  REQUIRE(last.size() == 2);
  CHECK(last[0].multipv == 1);
  CHECK(last[0].pv.front() == "1");
  CHECK(last[0].score.kind == SearchScore::Kind::Win);
  CHECK(last[1].multipv == 2);
  CHECK(last[1].pv.front() == "2");
  CHECK(last[1].score.kind == SearchScore::Kind::Loss);
  CHECK(last[1].score.value == 2);

  SearchLimits mate = depth(20);
  mate.mate = 2;  // the win is 2 own moves away
  CHECK(think(player, Pile{4, 0}, mate).infos.back().depth == 3);
  mate.mate = 1;  // not within 1: the search goes on until it has seen enough of the end
  CHECK(think(player, Pile{4, 0}, mate).infos.back().depth > 3);
}

TEST_CASE("search driver: a seen game end stops the search at the game's factor, a tunable of the player",
          "[search][driver][tunable][threads]") {
  AlphaBetaPlayer<PileSearch> player;
  // A win 3 plies away ends the search after depth factor * 3 + 2.
  CHECK(think(player, Pile{4, 0}, depth(30)).infos.back().depth == 6);
  REQUIRE_FALSE(set_tunable(player.params(), "GameEndFactor", 2));
  CHECK(think(player, Pile{4, 0}, depth(30)).infos.back().depth == 9);
  // With helper threads, the same answer.
  CHECK(think(player, Pile{4, 0}, depth(30), 1, 3).best == 1);
}

TEST_CASE("search driver: a move that beat the best in a null window is played when the limit cuts its search",
          "[search][driver]") {
  SearchLimits limits;
  limits.nodes = 200;  // depths 1 and 2 cost a few nodes; move 2's full search at depth 3 costs 1,000
  for (const int aspiration : {0, 50}) {
    CAPTURE(aspiration);
    AlphaBetaPlayer<ScriptedSearch> player;
    REQUIRE_FALSE(set_tunable(player.params(), "Aspiration", aspiration));
    const Searched cut = think(player, Scripted{}, limits);
    CHECK(cut.best == 2);
    // The last finished depth is 2; the line shown is the move played, with the bound it proved.
    const SearchInfo& last = cut.infos.back();
    CHECK(last.depth == 2);
    CHECK(last.pv == std::vector<std::string>{"2"});
    CHECK(last.score.kind == SearchScore::Kind::Centi);
    CHECK(last.score.value == 100);
  }
  // Without the limit, depth 3 is finished and says the same.
  AlphaBetaPlayer<ScriptedSearch> player;
  const Searched full = think(player, Scripted{}, depth(3));
  CHECK(full.best == 2);
  CHECK(full.infos.back().depth == 3);
  CHECK(full.infos.back().score.value == 100);
  // With play_proved_root_move off (a game whose SPRT found it lost), the cut-off search is forgotten:
  // move 1, the best of depth 2, is played and shown.
  AlphaBetaPlayer<ScriptedSearch> forgetful;
  REQUIRE_FALSE(set_tunable(forgetful.params(), "ProvedRootMove", 0));
  const Searched cut = think(forgetful, Scripted{}, limits);
  CHECK(cut.best == 1);
  CHECK(cut.infos.back().depth == 2);
  CHECK(cut.infos.back().pv == std::vector<std::string>{"1"});
  CHECK(cut.infos.back().score.value == 0);
}

TEST_CASE("search driver: MultiPV after a cut in the first line shows every line once, the new best first",
          "[search][driver][report]") {
  // Depth 2 ranks move 1 (0) over move 2 (-100). At depth 3 move 2 beats move 1 in a null window and
  // its full search is cut by the node limit: move 2 is played with the bound it proved, and the last
  // report shows both moves, move 2 then move 1 with its score of depth 2 (not move 2's old line again).
  SearchLimits limits;
  limits.nodes = 200;
  for (const int aspiration : {0, 50}) {
    CAPTURE(aspiration);
    AlphaBetaPlayer<ScriptedSearch> player;
    REQUIRE_FALSE(set_tunable(player.params(), "Aspiration", aspiration));
    const Searched cut = think(player, Scripted{}, limits, 2);
    CHECK(cut.best == 2);
    REQUIRE(cut.infos.size() >= 2);
    const SearchInfo& first = cut.infos[cut.infos.size() - 2];
    const SearchInfo& second = cut.infos.back();
    CHECK(first.multipv == 1);
    CHECK(first.depth == 2);
    CHECK(first.pv == std::vector<std::string>{"2"});
    CHECK(first.score.value == 100);
    CHECK(second.multipv == 2);
    CHECK(second.depth == 2);
    CHECK(second.pv == std::vector<std::string>{"1"});
    CHECK(second.score.value == 0);
  }
}

}  // namespace search_driver_test
