// The players keep to their limits (depth, nodes, movetime, mate, stop), never play an illegal move,
// and the engine is deterministic at a fixed depth with one thread; MultiPV lines are distinct and
// searchmoves is obeyed.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <thread>

#include "search_support.h"
#include "wormchess_searcher.h"

using namespace search_testing;
using namespace inchworm;
using inchworm::wormchess::make_searcher;

namespace {

const PlayerSettings::Kind kKinds[] = {PlayerSettings::Kind::Engine, PlayerSettings::Kind::Uct,
                                       PlayerSettings::Kind::Greedy, PlayerSettings::Kind::Random};

// A middlegame of Inchworm Chess with pieces stretched on both sides.
constexpr const char* kMiddlegame =
    "r1bqk2r/ppppqppp/2n2n2/4p1N1/1b2P3/2NP1N2/PPP2PPP/R1BQKB1R f3g5,d8e7 - w KQkq - 4 6";

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("search every player answers a legal move in random games of both games", "[search][C3.3]") {
  auto searcher = make_searcher();
  std::mt19937_64 rng(2024);
  int checked = 0;
  for (const bool longworm : {false, true})
    for (int game = 0; game < 3; ++game) {
      auto state = chess_state("startpos", longworm);
      for (int ply = 0; ply < 40 && !state->is_over(); ++ply) {
        PlayerSettings settings;
        settings.kind = kKinds[rng() % 4];
        settings.seed = rng();
        // (UCT's depth means thousands of playouts: a node limit keeps the test short.)
        SearchLimits limits = depth_limit(2);
        if (settings.kind == PlayerSettings::Kind::Uct) {
          limits.depth.reset();
          limits.nodes = 100;
        }
        const Decision d = decide(*searcher, *state, limits, settings);
        const auto legal = state->legal_moves();
        INFO(state->position_string() << " player " << int(settings.kind) << " chose " << d.move);
        REQUIRE(contains(*legal, d.move));
        ++checked;
        // Mostly a random move, so that the games reach odd positions (cuts, promotions, stretched kings).
        REQUIRE(state->play(rng() % 3 ? (*legal)[rng() % legal->size()] : d.move));
      }
    }
  CHECK(checked > 150);
}

TEST_CASE("search answers nothing when the game is over", "[search][C3.4]") {
  auto searcher = make_searcher();
  auto mated = chess_state("4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1");  // E5: checkmate
  for (PlayerSettings::Kind kind : kKinds) {
    PlayerSettings settings;
    settings.kind = kind;
    CHECK(decide(*searcher, *mated, depth_limit(2), settings).move.empty());
  }
}

TEST_CASE("search keeps to depth and node limits", "[search]") {
  auto state = chess_state(kMiddlegame);
  auto searcher = make_searcher();
  const Decision d = decide(*searcher, *state, depth_limit(5));
  for (const SearchInfo& info : d.infos) CHECK(info.depth <= 5);
  CHECK(d.last().depth == 5);
  SearchLimits nodes;
  nodes.nodes = 5000;
  const Decision n = decide(*searcher, *state, nodes);
  CHECK(n.last().nodes <= 5000);
  CHECK_FALSE(n.move.empty());
}

TEST_CASE("search keeps to movetime and ends soon after stop", "[search][threads]") {
  auto state = chess_state(kMiddlegame);
  auto searcher = make_searcher();
  SearchLimits movetime;
  movetime.move_time = 100;
  const Decision timed = decide(*searcher, *state, movetime);
  CHECK(timed.elapsed_ms < 100 + 1000);  // generous: the machine may be busy
  CHECK_FALSE(timed.move.empty());
  for (PlayerSettings::Kind kind : kKinds) {
    PlayerSettings settings;
    settings.kind = kind;
    std::atomic<bool> stop{false};
    std::thread stopper([&stop] {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      stop = true;
    });
    SearchLimits infinite;
    infinite.infinite = true;
    const Decision d = decide(*searcher, *state, infinite, settings, {}, &stop);
    stopper.join();
    CHECK(d.elapsed_ms < 50 + 1000);
    CHECK(contains(*state->legal_moves(), d.move));
  }
}

TEST_CASE("search go mate ends as soon as the mate is found, at any depth", "[search][E2]") {
  auto state = chess_state("7k/7k/8/8/8/8/8/K5R1 h8h7 - w - - 1 2");
  auto searcher = make_searcher();
  SearchLimits limits = mate_limit(2);
  limits.depth = 20;
  const Decision d = decide(*searcher, *state, limits);
  CHECK(score_text(d.last().score) == "win 3");
  CHECK(d.last().depth < 20);
  // No mate within one move: the search runs to its depth (2N-1 = 1 ply) and reports what it saw.
  const Decision none = decide(*searcher, *state, mate_limit(1));
  CHECK(none.last().depth == 1);
  CHECK(none.last().score.kind == SearchScore::Kind::Centi);
}

TEST_CASE("search is deterministic at a fixed depth with one thread from a cleared table", "[search]") {
  auto state = chess_state(kMiddlegame, false, "f3g5 c6d4");
  auto searcher = make_searcher();
  searcher->clear();
  const Decision a = decide(*searcher, *state, depth_limit(6));
  searcher->clear();
  const Decision b = decide(*searcher, *state, depth_limit(6));
  CHECK(a.move == b.move);
  CHECK(a.last().nodes == b.last().nodes);
  CHECK(a.last().pv == b.last().pv);
}

TEST_CASE("search MultiPV lines have distinct first moves, best first", "[search]") {
  auto state = chess_state(kMiddlegame);
  auto searcher = make_searcher();
  PlayerSettings settings;
  settings.multipv = 3;
  const Decision d = decide(*searcher, *state, depth_limit(4), settings);
  std::vector<SearchInfo> last_depth;
  for (const SearchInfo& info : d.infos)
    if (info.depth == 4) last_depth.push_back(info);
  REQUIRE(last_depth.size() == 3);
  std::set<std::string> first_moves;
  for (std::size_t i = 0; i < last_depth.size(); ++i) {
    CHECK(last_depth[i].multipv == int(i + 1));
    CHECK(last_depth[i].show_multipv);
    first_moves.insert(last_depth[i].pv.front());
  }
  CHECK(first_moves.size() == 3);
  CHECK(last_depth[0].score.value >= last_depth[1].score.value);
  CHECK(last_depth[1].score.value >= last_depth[2].score.value);
  CHECK(d.move == last_depth[0].pv.front());
}

TEST_CASE("search considers only the searchmoves, for every player", "[search]") {
  auto state = chess_state("4k3/8/8/3q4/8/8/8/3RK3 - - w - - 0 1");
  auto searcher = make_searcher();
  const std::vector<std::string> only = {"e1e2", "e1f1"};  // not the capture d1d5
  for (PlayerSettings::Kind kind : kKinds) {
    PlayerSettings settings;
    settings.kind = kind;
    SearchLimits limits = depth_limit(3);
    if (kind == PlayerSettings::Kind::Uct) limits = SearchLimits{}, limits.nodes = 200;
    const Decision d = decide(*searcher, *state, limits, settings, only);
    CHECK(contains(only, d.move));
  }
}

TEST_CASE("search with helper threads answers a legal move and counts their nodes", "[search][threads]") {
  auto state = chess_state(kMiddlegame, true);
  auto searcher = make_searcher();
  PlayerSettings settings;
  settings.threads = 3;
  SearchLimits limits = depth_limit(6);
  const Decision d = decide(*searcher, *state, limits, settings);
  CHECK(contains(*state->legal_moves(), d.move));
  CHECK(d.last().depth == 6);
  SearchLimits nodes;
  nodes.nodes = 20000;
  const Decision n = decide(*searcher, *state, nodes, settings);
  CHECK(n.last().nodes <= 20000 + 1000);  // the helpers stop within a poll of the limit
}
