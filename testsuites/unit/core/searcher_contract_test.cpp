// What every registered game's searcher promises behind the engine facade, checked the same way for
// each game that can search: every player keeps to the limits of `go` (ends by itself exactly when
// search_ends_by_itself says so, holds its answer while pondering, ends soon after `stop`, chooses
// among the searchmoves); the main engine keeps to depth and node limits, is deterministic at a fixed
// depth or node count with one thread, shows distinct MultiPV lines best first, counts its helper
// threads' nodes, and scores a win it sees as a win (`go mate`). The threaded cases carry the tag
// [threads].
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <thread>

#include "searcher_contract_support.h"

using namespace contract;
using namespace std::chrono_literals;

namespace searcher_contract_test {
namespace {

struct LimitCase {
  const char* what;
  SearchLimits limits;
  bool ends;  // what search_ends_by_itself must say
};

// The limits that end a search and those that do not, with `mover` (0 or 1) to move.
std::vector<LimitCase> limit_cases(int mover) {
  std::vector<LimitCase> c;
  const int other = 1 - mover;
  auto add = [&](const char* what, bool ends, auto set) {
    SearchLimits l;
    set(l);
    c.push_back({what, l, ends});
  };
  add("no limit", false, [](SearchLimits&) {});
  add("infinite with a depth", false, [](SearchLimits& l) { l.infinite = true, l.depth = 1; });
  add("only the other side's clock", false, [&](SearchLimits& l) { l.time[other] = 1000, l.increment[other] = 10; });
  add("an increment alone", false, [&](SearchLimits& l) { l.increment[mover] = 100; });
  add("movestogo alone", false, [](SearchLimits& l) { l.moves_to_go = 5; });
  add("the mover's clock", true, [&](SearchLimits& l) { l.time[mover] = 1000; });
  add("movetime", true, [](SearchLimits& l) { l.move_time = 60; });
  add("depth", true, [](SearchLimits& l) { l.depth = 1; });
  add("nodes", true, [](SearchLimits& l) { l.nodes = 300; });
  add("mate", true, [](SearchLimits& l) { l.mate = 1; });
  return c;
}

// A position where the mover has moves that win at once, met in a game of the greedy player against
// itself (with a random move now and then) under `rules`: the moves from the start and the winning
// moves, or no winning moves when none was met.
struct WinInOne {
  Options rules;
  std::vector<std::string> moves;
  std::vector<std::string> winning;
};

WinInOne find_win_in_one(const GameEntry& game, const Options& rules) {
  for (int seed = 1; seed <= 10; ++seed) {
    std::mt19937_64 rng{std::uint64_t(seed)};
    Options options = rules;
    options.push_back({"Player", "greedy"});
    options.push_back({"Seed", std::to_string(seed)});
    auto engine = engine_for(game, options);
    auto state = game.make_state();
    for (const auto& [name, value] : rules) REQUIRE_FALSE(state->set_rule_option(name, value));
    WinInOne found{rules, {}, {}};
    for (int ply = 0; ply < 200 && !state->is_over(); ++ply) {
      const auto moves = state->legal_moves();  // an error when there are too many to list
      if (moves) {
        const Outcome mover_wins = state->first_player_to_move() ? Outcome::FirstPlayerWins : Outcome::SecondPlayerWins;
        for (const std::string& m : *moves) {
          auto next = state->clone();
          REQUIRE(next->play(m));
          if (next->verdict().outcome == mover_wins) found.winning.push_back(m);
        }
        if (!found.winning.empty()) return found;
      }
      std::string move = search(*engine, depth_limit(1)).best;
      if (moves && rng() % 3 == 0) move = (*moves)[rng() % moves->size()];
      REQUIRE(state->play(move));
      found.moves.push_back(move);
      REQUIRE_FALSE(engine->set_position("startpos", found.moves));
    }
  }
  return {};
}

// Under the default rules, or for a game whose games run long (Rodeffer's to 60 points) with one of
// its numeric rules at its smallest.
WinInOne find_win_in_one(const GameEntry& game) {
  WinInOne found = find_win_in_one(game, {});
  for (const OptionSpec& spec : game.make_state()->rule_options())
    if (found.winning.empty() && spec.type == OptionSpec::Type::Spin)
      found = find_win_in_one(game, {{spec.name, std::to_string(spec.min)}});
  return found;
}

}  // namespace

TEST_CASE("search_ends_by_itself: only the mover's clock, depth, nodes, movetime or mate bound a search",
          "[contract][search]") {
  for (const int mover : {0, 1}) {
    for (const LimitCase& c : limit_cases(mover)) {
      INFO(c.what << ", player " << mover << " to move");
      CHECK(search_ends_by_itself(c.limits, mover == 0) == c.ends);
    }
  }
  std::atomic<bool> pondering{true};
  SearchLimits ponder;
  ponder.time[0] = 1000;
  ponder.ponder = &pondering;
  CHECK_FALSE(search_ends_by_itself(ponder, true));
  pondering = false;  // ponderhit
  CHECK(search_ends_by_itself(ponder, true));
}

TEST_CASE("every game: every player ends by itself exactly when search_ends_by_itself says so",
          "[contract][search][threads]") {
  for (const GameEntry& game : searching_games()) {
    const std::vector<std::string> moves = opening(game);
    for (const char* player : kPlayers) {
      auto engine = engine_for(game, {{"Player", player}}, moves);
      const int mover = engine->first_player_to_move() ? 0 : 1;
      for (const LimitCase& c : limit_cases(mover)) {
        INFO(game.id << ", " << player << ": " << c.what);
        REQUIRE(search_ends_by_itself(c.limits, engine->first_player_to_move()) == c.ends);
        Running run(*engine, c.limits);
        if (c.ends) {
          CHECK(run.ends_within(60s));  // a generous bound: only that it ends at all
        } else {
          CHECK_FALSE(run.ends_within(60ms));
          const std::string best = run.stop();
          CHECK(contains(*engine->legal_moves(), best));
        }
      }
    }
  }
}

TEST_CASE("every game: pondering holds the time limits and the answer until ponderhit", "[contract][search][threads]") {
  for (const GameEntry& game : searching_games()) {
    for (const char* player : kPlayers) {
      INFO(game.id << ", " << player);
      auto engine = engine_for(game, {{"Player", player}}, opening(game));
      std::atomic<bool> pondering{true};
      SearchLimits limits;
      limits.move_time = 40;
      limits.ponder = &pondering;
      Running run(*engine, limits);
      CHECK_FALSE(run.ends_within(150ms));  // far beyond the movetime
      pondering = false;
      CHECK(run.ends_within(60s));
    }
    // Without time limits, a search after ponderhit waits for stop.
    auto engine = engine_for(game, {{"Player", "greedy"}});
    std::atomic<bool> pondering{true};
    SearchLimits limits;
    limits.ponder = &pondering;
    Running run(*engine, limits);
    pondering = false;
    CHECK_FALSE(run.ends_within(60ms));
    CHECK(contains(*engine->legal_moves(), run.stop()));
  }
}

TEST_CASE("every game: every player ends soon after stop, with a legal move, also with helper threads",
          "[contract][search][threads]") {
  for (const GameEntry& game : searching_games()) {
    for (const char* player : kPlayers) {
      for (const char* threads : {"1", "3"}) {
        INFO(game.id << ", " << player << ", Threads " << threads);
        auto engine = engine_for(game, {{"Player", player}, {"Threads", threads}});
        SearchLimits infinite;
        infinite.infinite = true;
        Running run(*engine, infinite);
        std::this_thread::sleep_for(50ms);
        const auto stopped = std::chrono::steady_clock::now();
        const std::string best = run.stop();
        CHECK(std::chrono::steady_clock::now() - stopped < 2s);  // generous: a loaded machine
        CHECK(contains(*engine->legal_moves(), best));
      }
    }
  }
}

TEST_CASE("every game: the engine keeps to movetime", "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    INFO(game.id);
    auto engine = engine_for(game);
    SearchLimits movetime;
    movetime.move_time = 100;
    const auto start = std::chrono::steady_clock::now();
    const Searched s = search(*engine, movetime);
    CHECK(std::chrono::steady_clock::now() - start < 100ms + 2s);  // generous: the machine may be busy
    CHECK(contains(*engine->legal_moves(), s.best));
  }
}

TEST_CASE("every game: every player chooses among the searchmoves only", "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    auto engine = engine_for(game, {}, opening(game));
    const std::vector<std::string> legal = *engine->legal_moves();
    REQUIRE(legal.size() >= 2);  // a choice to narrow (Nim, the test game, has 2 moves)
    for (const char* player : kPlayers) {
      INFO(game.id << ", " << player);
      REQUIRE_FALSE(engine->set_option("Player", player));
      SearchLimits limits = depth_limit(2);
      if (std::string(player) == "uct") limits = SearchLimits{}, limits.nodes = 200;
      // Two moves other than the one chosen freely: an answer outside them ignored the list.
      const std::string free_choice = search(*engine, limits).best;
      std::vector<std::string> only;
      for (const std::string& m : legal)
        if (m != free_choice && only.size() < 2) only.push_back(m);
      limits.search_moves = only;
      CHECK(contains(only, search(*engine, limits).best));
      limits.search_moves = {legal.back()};
      CHECK(search(*engine, limits).best == legal.back());
    }
  }
}

TEST_CASE("every game: a root cut to one move by searchmoves is searched to the depth asked for",
          "[contract][search]") {
  // Not a forced move: an analysis scores a played move so, at the depth of the best move's search
  // (adapters/common/move_analysis.h). A game's search stopped such a root after depth 2.
  for (const GameEntry& game : searching_games()) {
    auto engine = engine_for(game, {}, opening(game));
    const std::vector<std::string> legal = *engine->legal_moves();
    const Searched free = search(*engine, depth_limit(4));
    SearchLimits one = depth_limit(4);
    one.search_moves = {legal.back()};
    const Searched cut = search(*engine, one);
    INFO(game.id << ": " << legal.back() << " searched to depth " << cut.last().depth << ", the whole root to "
                 << free.last().depth);
    CHECK(cut.best == legal.back());
    CHECK(cut.last().depth == free.last().depth);
  }
}

TEST_CASE("every game: every player answers a legal move in random games", "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    std::mt19937_64 rng(77);
    int checked = 0;
    for (int round = 0; round < 3; ++round) {
      std::vector<std::string> moves;
      auto engine = engine_for(game);
      for (int ply = 0; ply < 30 && !engine->is_over(); ++ply) {
        const char* player = kPlayers[rng() % std::size(kPlayers)];
        REQUIRE_FALSE(engine->set_option("Player", player));
        REQUIRE_FALSE(engine->set_option("Seed", std::to_string(rng() % 1000)));
        // (UCT's depth means thousands of playouts: a node limit keeps the test short.)
        SearchLimits limits = depth_limit(2);
        if (std::string(player) == "uct") limits = SearchLimits{}, limits.nodes = 150;
        const auto legal = engine->legal_moves();
        REQUIRE(legal);
        const std::string best = search(*engine, limits).best;
        INFO(game.id << " " << engine->position_string() << " player " << player << " chose " << best);
        REQUIRE(contains(*legal, best));
        ++checked;
        // Now the player's move, now a random one, so that the games reach odd positions.
        moves.push_back(rng() % 2 ? best : (*legal)[rng() % legal->size()]);
        REQUIRE_FALSE(engine->set_position("startpos", moves));
      }
    }
    INFO(game.id);
    CHECK(checked >= 10);  // (Nim, the test game, ends within a few plies)
  }
}

TEST_CASE("every game: the engine keeps to depth and node limits", "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    INFO(game.id);
    auto engine = engine_for(game, {}, opening(game));
    const Searched d = search(*engine, depth_limit(4));
    for (const SearchInfo& info : d.infos) CHECK(info.depth <= 4);
    CHECK(d.last().depth == 4);
    SearchLimits nodes;
    nodes.nodes = 3000;
    const Searched n = search(*engine, nodes);
    CHECK(n.last().nodes <= 3000 + 64);  // a node or a few made before the next check of the limit
    CHECK(contains(*engine->legal_moves(), n.best));
  }
}

TEST_CASE("every game: the engine is deterministic at a fixed depth or node count with one thread",
          "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    SearchLimits nodes;
    nodes.nodes = 3000;
    for (const SearchLimits& limits : {depth_limit(5), nodes}) {
      INFO(game.id << (limits.depth ? ", depth" : ", nodes"));
      auto engine = engine_for(game, {}, opening(game));
      engine->clear_search();
      const Searched a = search(*engine, limits);
      engine->clear_search();
      const Searched b = search(*engine, limits);
      CHECK(a.best == b.best);
      REQUIRE(a.infos.size() == b.infos.size());
      for (std::size_t i = 0; i < a.infos.size(); ++i) {
        CHECK(a.infos[i].depth == b.infos[i].depth);
        CHECK(a.infos[i].seldepth == b.infos[i].seldepth);
        CHECK(a.infos[i].nodes == b.infos[i].nodes);
        CHECK(a.infos[i].pv == b.infos[i].pv);
        CHECK(a.infos[i].score.value == b.infos[i].score.value);
      }
    }
  }
}

TEST_CASE("every game: MultiPV lines have distinct first moves, best first", "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    INFO(game.id);
    if (!game.search.multipv) continue;  // the registry entry says it shows one line only
    auto engine = engine_for(game, {{"MultiPV", "3"}}, opening(game));
    const Searched s = search(*engine, depth_limit(3));
    std::vector<SearchInfo> last_depth;
    for (const SearchInfo& info : s.infos)
      if (info.depth == 3) last_depth.push_back(info);
    REQUIRE(last_depth.size() == 3);
    std::set<std::string> first_moves;
    for (std::size_t i = 0; i < last_depth.size(); ++i) {
      CHECK(last_depth[i].multipv == int(i + 1));
      CHECK(last_depth[i].show_multipv);
      REQUIRE_FALSE(last_depth[i].pv.empty());
      first_moves.insert(last_depth[i].pv.front());
    }
    CHECK(first_moves.size() == 3);
    // The first line is the best; the later lines, each searched over the moves left, need not be in
    // order among themselves (the table they share changes between them).
    CHECK(last_depth[0].score.value >= last_depth[1].score.value);
    CHECK(last_depth[0].score.value >= last_depth[2].score.value);
    CHECK(s.best == last_depth[0].pv.front());
    // One line: no multipv field shown.
    REQUIRE_FALSE(engine->set_option("MultiPV", "1"));
    CHECK_FALSE(search(*engine, depth_limit(3)).last().show_multipv);
  }
}

TEST_CASE("every game: helper threads reach the depth, and their nodes count towards the node limit",
          "[contract][search][threads]") {
  for (const GameEntry& game : searching_games()) {
    INFO(game.id);
    if (!game.search.helper_threads) continue;  // the registry entry says it searches on one thread
    auto engine = engine_for(game, {{"Threads", "3"}}, opening(game));
    const Searched d = search(*engine, depth_limit(5));
    CHECK(contains(*engine->legal_moves(), d.best));
    CHECK(d.last().depth == 5);
    SearchLimits nodes;
    nodes.nodes = 20000;
    const Searched n = search(*engine, nodes);
    // The helpers stop within a check of the limit; one thread alone would stop near 20000 too, but
    // would report its own nodes only, which the single-thread search above shows.
    CHECK(n.last().nodes <= 20000 + 1000);
    CHECK(n.last().nodes >= 20000);
  }
}

TEST_CASE("every game: a win in one is scored a win in one ply, and go mate ends on it", "[contract][search]") {
  for (const GameEntry& game : searching_games()) {
    INFO(game.id);
    const WinInOne win = find_win_in_one(game);
    REQUIRE_FALSE(win.winning.empty());
    INFO(win.rules.size() << " rule changed");
    auto engine = engine_for(game, win.rules, win.moves);
    SearchLimits limits;
    limits.mate = 1;
    limits.depth = 20;  // the win ends it long before
    const Searched s = search(*engine, limits);
    INFO(engine->position_string());
    CHECK(contains(win.winning, s.best));
    CHECK(s.last().score.kind == SearchScore::Kind::Win);
    CHECK(s.last().score.value == 1);
    CHECK(s.last().depth < 20);
    // No limit but `go mate 2` at the start: 3 plies, and no win there.
    auto start = engine_for(game);
    SearchLimits alone;
    alone.mate = 2;
    const Searched a = search(*start, alone);
    CHECK(a.last().depth == 3);
    CHECK(a.last().score.kind == SearchScore::Kind::Centi);
  }
}

}  // namespace searcher_contract_test
