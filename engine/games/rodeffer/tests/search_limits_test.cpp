// The limits of `go` as every player keeps them: search_ends_by_itself agrees with what each player
// does (ends by itself, or waits for `stop`), searchmoves restricts the root, mate ends on a found win,
// and pondering holds the time limits until ponderhit.
#include <catch2/catch.hpp>
#include <chrono>
#include <future>
#include <string>
#include <thread>
#include <vector>

#include "engine_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;
using namespace std::chrono_literals;

namespace {

const char* const kPlayers[] = {"engine", "uct", "greedy", "random"};

// A search running on its own thread, as the protocol runs it.
class Running {
 public:
  Running(Engine& game, const SearchLimits& limits)
      : done_(std::async(std::launch::async,
                         [&game, limits, this] { return game.search(limits, SearchListener{}, stop_).best_move; })) {}
  ~Running() {
    stop_.store(true);
    if (done_.valid()) done_.wait();
  }
  bool ends_within(std::chrono::milliseconds t) { return done_.wait_for(t) == std::future_status::ready; }
  std::string stop() {
    stop_.store(true);
    return done_.get();
  }

 private:
  std::atomic<bool> stop_{false};
  std::future<std::string> done_;
};

struct Case {
  const char* what;
  SearchLimits limits;
  bool ends;  // what search_ends_by_itself must say (Blue to move)
};

std::vector<Case> cases() {
  std::vector<Case> c;
  auto add = [&](const char* what, bool ends, auto set) {
    SearchLimits l;
    set(l);
    c.push_back({what, l, ends});
  };
  add("no limit", false, [](SearchLimits&) {});
  add("infinite with a depth", false, [](SearchLimits& l) { l.infinite = true, l.depth = 1; });
  add("only the other side's clock", false, [](SearchLimits& l) { l.time[0] = 1000, l.increment[0] = 10; });
  add("an increment alone", false, [](SearchLimits& l) { l.increment[1] = 100; });
  add("movestogo alone", false, [](SearchLimits& l) { l.moves_to_go = 5; });
  add("the mover's clock", true, [](SearchLimits& l) { l.time[1] = 1000; });
  add("movetime", true, [](SearchLimits& l) { l.move_time = 60; });
  add("depth", true, [](SearchLimits& l) { l.depth = 1; });
  add("nodes", true, [](SearchLimits& l) { l.nodes = 300; });
  add("mate", true, [](SearchLimits& l) { l.mate = 1; });
  return c;
}

std::unique_ptr<Engine> game_with(const char* player, const std::vector<std::string>& moves = {"d4"}) {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_option("Player", player));
  REQUIRE_FALSE(game->set_position("startpos", moves));
  return game;
}

}  // namespace

TEST_CASE("search_ends_by_itself: only the mover's clock, depth, nodes, movetime or mate bound a search",
          "[search][limits]") {
  for (const Case& c : cases()) {
    INFO(c.what);
    CHECK(search_ends_by_itself(c.limits, false) == c.ends);
  }
  SearchLimits red_clock;
  red_clock.time[0] = 1000;
  CHECK(search_ends_by_itself(red_clock, true));
  CHECK_FALSE(search_ends_by_itself(red_clock, false));
  std::atomic<bool> pondering{true};
  SearchLimits ponder = red_clock;
  ponder.ponder = &pondering;
  CHECK_FALSE(search_ends_by_itself(ponder, true));
  pondering = false;  // ponderhit
  CHECK(search_ends_by_itself(ponder, true));
}

TEST_CASE("every player ends by itself exactly when search_ends_by_itself says so", "[search][limits]") {
  for (const char* player : kPlayers) {
    for (const Case& c : cases()) {
      INFO(player << ": " << c.what);
      auto game = game_with(player);
      REQUIRE(search_ends_by_itself(c.limits, game->first_player_to_move()) == c.ends);
      Running run(*game, c.limits);
      if (c.ends) {
        CHECK(run.ends_within(60s));  // a generous bound: only that it ends at all
      } else {
        CHECK_FALSE(run.ends_within(100ms));
        const std::string best = run.stop();
        CHECK_FALSE(game->set_position("startpos", {"d4", best}));
      }
    }
  }
}

TEST_CASE("pondering holds the time limits and the answer until ponderhit", "[search][limits][threads]") {
  for (const char* player : kPlayers) {
    INFO(player);
    auto game = game_with(player);
    std::atomic<bool> pondering{true};
    SearchLimits limits;
    limits.move_time = 40;
    limits.ponder = &pondering;
    Running run(*game, limits);
    CHECK_FALSE(run.ends_within(150ms));  // far beyond the movetime
    pondering = false;
    CHECK(run.ends_within(60s));
  }
}

TEST_CASE("a pondering search without time limits waits for stop after ponderhit", "[search][limits][threads]") {
  auto game = game_with("greedy");
  std::atomic<bool> pondering{true};
  SearchLimits limits;
  limits.ponder = &pondering;
  Running run(*game, limits);
  pondering = false;
  CHECK_FALSE(run.ends_within(100ms));
  CHECK_FALSE(run.stop().empty());
}

TEST_CASE("check_moves names the first token that is not a legal move here", "[search][limits]") {
  auto game = game_with("engine", {});
  CHECK_FALSE(game->check_moves({"d4", "a1", "h8"}));
  const auto e = game->check_moves({"d4", "pass", "z9"});
  REQUIRE(e);
  CHECK(e->message.find("'pass'") != std::string::npos);
  const auto bad = game->check_moves({"d4", "d4-d5"});
  REQUIRE(bad);
  CHECK(bad->message.find("'d4-d5'") != std::string::npos);
}

TEST_CASE("searchmoves: every player chooses among the given moves only", "[search][limits]") {
  // Blue a1-b1 has one liberty, b2: every player would take it, but it is not on the list.
  const std::string fen = "x8/x8/x8/x8/x8/x8/r,x7/b,b,r,x5 r 23/23 0/0 0/0 0 5";
  for (const char* player : kPlayers) {
    INFO(player);
    auto game = testing::make_rodeffer_engine();
    REQUIRE_FALSE(game->set_option("Player", player));
    REQUIRE_FALSE(game->set_position(fen, {}));
    SearchLimits limits;
    limits.depth = 2;
    limits.search_moves = {"h8", "g7", "h8"};
    std::atomic<bool> stop{false};
    const std::string best = game->search(limits, SearchListener{}, stop).best_move;
    CHECK((best == "h8" || best == "g7"));
    limits.search_moves = {"b2"};
    CHECK(game->search(limits, SearchListener{}, stop).best_move == "b2");
  }
}

TEST_CASE("go mate: ends on a found win, and alone at depth 2N-1", "[search][limits]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_option("TargetScore", "2"));
  // The capture of a1-b1 on b2 reaches the target: a win in one move.
  REQUIRE_FALSE(game->set_position("x8/x8/x8/x8/x8/x8/r,x7/b,b,r,x5 r 23/23 0/0 0/0 0 5", {}));
  std::vector<SearchInfo> infos;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { infos.push_back(info); };
  SearchLimits limits;
  limits.mate = 2;
  limits.depth = 20;  // the win ends it long before
  std::atomic<bool> stop{false};
  CHECK(game->search(limits, listener, stop).best_move == "b2");
  REQUIRE(!infos.empty());
  CHECK(infos.back().score.kind == SearchScore::Kind::Win);
  CHECK(infos.back().score.value == 1);
  CHECK(infos.back().depth <= 3);

  // No win in sight: `go mate 2` alone searches 3 plies and ends.
  infos.clear();
  REQUIRE_FALSE(game->set_position("startpos", {}));
  SearchLimits alone;
  alone.mate = 2;
  CHECK_FALSE(game->search(alone, listener, stop).best_move.empty());
  REQUIRE(!infos.empty());
  CHECK(infos.back().depth == 3);
}
