// The tunables through the engine facade, as `setoption` and `tunables` reach them: every game lists
// what its params.h declares; setting one changes its search (bench nodes at a fixed depth) and setting
// it back restores the bench signature exactly; bad names and values are errors naming them, with
// nothing changed; a tunable of another game is kept for that game; none hides an option.
#include <atomic>
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "engine.h"
#include "engine_with.h"
#include "registry.h"
#include "rodeffer/params.h"
#include "sanitized.h"
#include "steere/params.h"
#include "wormchess/params.h"

using namespace inchworm;

namespace engine_tunables_test {
namespace {

std::uint64_t bench_nodes(Engine& e, int depth) {
  std::atomic<bool> stop{false};
  const auto totals = e.bench(depth, SearchListener{}, stop);
  REQUIRE(totals);
  return totals->nodes;
}

template <class Params>
std::vector<std::string> declared_names() {
  Params params;
  std::vector<std::string> names;
  for (const Tunable* t : params.all()) names.emplace_back(t->name());
  return names;
}

std::vector<std::string> listed_names(Engine& e) {
  std::vector<std::string> names;
  for (const Tunable& t : e.tunables()) names.emplace_back(t.name());
  return names;
}

std::vector<int> listed_values(Engine& e) {
  std::vector<int> values;
  for (const Tunable& t : e.tunables()) values.push_back(t.value());
  return values;
}

int value_of(Engine& e, const std::string& name) {
  for (const Tunable& t : e.tunables())
    if (t.name() == name) return t.value();
  FAIL("no tunable " << name);
  return 0;
}

// Per game: a tunable, a value other than its default, and a depth at which the bench sees the change.
struct Probe {
  const char* game;
  const char* tunable;
  const char* changed;
  int depth;
};

constexpr Probe kProbes[] = {
    {"rodeffer", "QuiescencePlies", "0", 3},
    {"steere", "ReduceFromMove", "1", 5},
    {"inchworm-chess", "FutilityMargin", "300", 4},
    {"longworm-chess", "LateMoveCount", "2", 4},
    {"inchworm-chess", "UseImproving", "1", 4},
    {"longworm-chess", "UseImproving", "1", 4},
    {"inchworm-chess", "UseCounterMove", "1", 5},
    {"longworm-chess", "UseCounterMove", "1", 5},
    {"inchworm-chess", "UseTableEval", "1", 4},
    {"longworm-chess", "UseTableEval", "1", 4},
    {"inchworm-chess", "HistoryLimitLog2", "14", 5},
    // Evaluation weights.
    {"rodeffer", "DangerOneToMove", "200", 3},
    {"rodeffer", "Tempo", "80", 3},
    {"steere", "Tempo", "80", 5},
    {"inchworm-chess", "KingSafetyScale", "200", 4},
    {"inchworm-chess", "HangingFirst", "250", 4},
    {"longworm-chess", "MobilityScale", "50", 4},
};

}  // namespace

TEST_CASE("tunables: each game lists every tunable its params.h declares, with the defaults", "[engine][tunable]") {
  const std::pair<const char*, std::vector<std::string>> games[] = {
      {"rodeffer", declared_names<rodeffer::SearchParams>()},
      {"steere", declared_names<steere::SearchParams>()},
      {"inchworm-chess", declared_names<wormchess::SearchParams>()},
      {"longworm-chess", declared_names<wormchess::SearchParams>()},
  };
  for (const auto& [game, names] : games) {
    INFO(game);
    Engine e = engine_with(game);
    CHECK(listed_names(e) == names);
    for (const Tunable& t : e.tunables()) CHECK(t.value() == t.default_value());
  }
}

TEST_CASE("tunables: setting one changes the search, setting it back restores the bench signature",
          "[engine][tunable]") {
  std::map<std::string, std::uint64_t> signatures;  // each game's, at its defaults (a whole bench: once)
  // Under the sanitizers the whole bench after the reset is searched for each game's first probe only (the
  // bench at the probe's depth is checked for every one); a whole bench there takes seconds.
  std::set<std::string> restored;
  for (const Probe& p : kProbes) {
    INFO(p.game << " " << p.tunable);
    // The hand-written evaluation, whose weights some probes are (Steere plays its network by default).
    Engine untouched = engine_with(p.game);
    REQUIRE_FALSE(untouched.set_option("Evaluation", "hand"));
    const std::uint64_t shallow = bench_nodes(untouched, p.depth);
    if (!signatures.contains(p.game)) signatures[p.game] = bench_nodes(untouched, 0);
    const std::uint64_t signature = signatures[p.game];

    Engine e = engine_with(p.game);
    REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
    const int default_value = value_of(e, p.tunable);
    REQUIRE_FALSE(e.set_option(p.tunable, p.changed));
    CHECK(value_of(e, p.tunable) == std::stoi(p.changed));
    CHECK(bench_nodes(e, p.depth) != shallow);
    REQUIRE_FALSE(e.set_option(p.tunable, std::to_string(default_value)));
    CHECK(bench_nodes(e, p.depth) == shallow);
    if (!testing_support::kSanitized || restored.insert(p.game).second) CHECK(bench_nodes(e, 0) == signature);
  }
}

TEST_CASE("tunables: a value set survives a change of game and back, and names ignore case", "[engine][tunable]") {
  Engine e = engine_with("steere");
  REQUIRE_FALSE(e.set_option("reducefrommove", "7"));
  CHECK(value_of(e, "ReduceFromMove") == 7);
  REQUIRE_FALSE(e.set_option("Game", "rodeffer"));
  CHECK(value_of(e, "ReduceFromMove") == 3);  // Rodeffer's own
  REQUIRE_FALSE(e.set_option("Game", "steere"));
  CHECK(value_of(e, "ReduceFromMove") == 7);
}

TEST_CASE("tunables: values out of range, not integers, and unknown names are errors naming them and nothing changes",
          "[engine][tunable]") {
  Engine e = engine_with("rodeffer");
  const std::vector<int> before = listed_values(e);
  const std::pair<const char*, const char*> bad[] = {
      {"QuiescencePlies", "33"}, {"QuiescencePlies", "-1"}, {"QuiescencePlies", "8x"},
      {"QuiescencePlies", ""},   {"LoopShift", "501"},
  };
  for (const auto& [name, value] : bad) {
    INFO(name << " = '" << value << "'");
    const auto error = e.set_option(name, value);
    REQUIRE(error);
    CHECK(error->message.find(name) != std::string::npos);
    CHECK(error->message.find(std::string("'") + value + "'") != std::string::npos);
    CHECK(listed_values(e) == before);
  }
  const auto unknown = e.set_option("QuiescencePly", "8");
  REQUIRE(unknown);
  CHECK(unknown->message.find("QuiescencePly") != std::string::npos);
  CHECK(listed_values(e) == before);
  CHECK(e.take_notes().empty());
}

TEST_CASE("tunables: one only another game declares is kept for it with a note, within its range",
          "[engine][tunable]") {
  Engine e = engine_with("rodeffer");
  const std::vector<int> before = listed_values(e);
  const auto out_of_range = e.set_option("PlacementScale", "301");
  REQUIRE(out_of_range);
  CHECK(out_of_range->message.find("PlacementScale") != std::string::npos);
  REQUIRE_FALSE(e.set_option("PlacementScale", "140"));
  const auto notes = e.take_notes();
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].find("PlacementScale") != std::string::npos);
  CHECK(notes[0].find("inchworm-chess") != std::string::npos);
  CHECK(listed_values(e) == before);
  REQUIRE_FALSE(e.set_option("Game", "inchworm-chess"));
  CHECK(value_of(e, "PlacementScale") == 140);
}

TEST_CASE("tunables: no tunable of any game has the name of an option", "[engine][tunable]") {
  for (const GameEntry& game : game_registry()) {
    Engine e = engine_with(game.id);
    for (const Tunable& t : e.tunables()) {
      INFO(game.id << " " << t.name());
      CHECK_FALSE(find_option(e.options(), std::string(t.name())));
    }
  }
}

TEST_CASE("tunables: each of Steere's, its evaluation's weights among them, moves the bench at its min or its max",
          "[engine][tunable]") {
  Engine e = engine_with("steere");
  CHECK(bench_nodes(e, 0) == 62289);  // the signature with the defaults: the network plays
  Engine hand = engine_with("steere");
  REQUIRE_FALSE(hand.set_option("Evaluation", "hand"));
  CHECK(bench_nodes(hand, 0) == 60181);  // the hand-written evaluation's
  // Every extra switched on (some are off by default), so that each switch's own constants count. The
  // network searches under all of them too (the null move is a ply of its accumulators as well).
  for (const Tunable& t : e.tunables())
    if (t.name().starts_with("Use")) REQUIRE_FALSE(e.set_option(std::string(t.name()), "1"));
  const std::uint64_t with_network = bench_nodes(e, 0);
  CHECK(bench_nodes(e, 0) == with_network);
  REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
  const std::uint64_t signature = bench_nodes(e, 0);
  for (const Tunable& t : e.tunables()) {
    const std::string name(t.name());
    // It acts only when a limit cuts off a search, never in a fixed-depth bench: the search driver's
    // scripted root tests it (search_driver_test.cpp).
    if (name == "UseProvedRootMove") continue;
    // It keeps what one search learnt for the next; the bench clears before each position (its own test:
    // kept_history_test.cpp).
    if (name == "UseKeptHistory") continue;
    INFO(name);
    const int in_force = value_of(e, name);
    bool moved = false;
    for (const int value : {t.min(), t.max()}) {
      REQUIRE_FALSE(e.set_option(name, std::to_string(value)));
      moved = moved || bench_nodes(e, 0) != signature;
    }
    CHECK(moved);
    REQUIRE_FALSE(e.set_option(name, std::to_string(in_force)));
    CHECK(bench_nodes(e, 0) == signature);
  }
}

TEST_CASE("tunables: the chess games' continuation history orders moves and does nothing else", "[engine][tunable]") {
  // With its weight at 0 the table is kept but orders nothing: the search is the one without it, node
  // for node; with its default weight the bench changes.
  for (const char* game : {"inchworm-chess", "longworm-chess"}) {
    INFO(game);
    Engine e = engine_with(game);
    const std::uint64_t off = bench_nodes(e, 5);
    REQUIRE_FALSE(e.set_option("UseContinuationHistory", "1"));
    CHECK(bench_nodes(e, 5) != off);
    REQUIRE_FALSE(e.set_option("ContinuationWeight", "0"));
    CHECK(bench_nodes(e, 5) == off);
  }
}

TEST_CASE("tunables: Steere's eval shows the evaluation with the weights set", "[engine][tunable]") {
  Engine e = engine_with("steere");
  CHECK(e.evaluation().find("tempo -24,") != std::string::npos);
  REQUIRE_FALSE(e.set_option("Tempo", "80"));
  CHECK(e.evaluation().find("tempo 80,") != std::string::npos);
  REQUIRE_FALSE(e.set_option("Game", "rodeffer"));
  REQUIRE_FALSE(e.set_option("Game", "steere"));
  CHECK(e.evaluation().find("tempo 80,") != std::string::npos);
}

TEST_CASE("tunables: Rodeffer's and the chess games' eval shows the evaluation with the weights set",
          "[engine][tunable]") {
  Engine rodeffer = engine_with("rodeffer");
  CHECK(rodeffer.evaluation().find("tempo           +6") != std::string::npos);  // the original rule's fitted value
  REQUIRE_FALSE(rodeffer.set_option("Tempo", "40"));
  CHECK(rodeffer.evaluation().find("tempo          +40") != std::string::npos);
  // Each chess game with its own defaults: Long Worm Chess was tuned apart (params.h).
  for (const auto& [game, tempo] : {std::pair{"inchworm-chess", "3"}, std::pair{"longworm-chess", "9"}}) {
    INFO(game);
    Engine chess = engine_with(game);
    CHECK(std::regex_search(chess.evaluation(), std::regex(std::string("tempo +") + tempo + "\\b")));
    REQUIRE_FALSE(chess.set_option("Tempo", "44"));
    CHECK(chess.evaluation().find("tempo           44") != std::string::npos);
  }
}

TEST_CASE("tunables: the chess games share their parameters' names, each with its own defaults", "[engine][tunable]") {
  Engine inchworm = engine_with("inchworm-chess");
  Engine longworm = engine_with("longworm-chess");
  std::map<std::string, int> inchworm_defaults;
  for (const Tunable& t : inchworm.tunables()) inchworm_defaults[std::string(t.name())] = t.default_value();
  int differ = 0;
  for (const Tunable& t : longworm.tunables()) {
    const std::string name(t.name());
    INFO(name);
    REQUIRE(inchworm_defaults.count(name) == 1);
    CHECK(t.value() == t.default_value());
    differ += t.default_value() != inchworm_defaults[name];
  }
  CHECK(longworm.tunables().size() == inchworm_defaults.size());
  // The two search margins, the table in quiescence and singular extensions (each off until its own SPRT)
  // and 15 of the 18 fitted weights (KingSafetyScale and the isolated pawns as Inchworm Chess's).
  CHECK(differ == 19);
  // Long Worm Chess's bench with Inchworm Chess's values is the bench it had before its tuning (both with
  // the hand-written evaluation, whose weights these are: Long Worm Chess plays its network by default).
  REQUIRE_FALSE(longworm.set_option("Evaluation", "hand"));
  REQUIRE_FALSE(inchworm.set_option("Evaluation", "hand"));
  const std::uint64_t tuned = bench_nodes(longworm, 0);
  for (const auto& [name, value] : inchworm_defaults) REQUIRE_FALSE(longworm.set_option(name, std::to_string(value)));
  CHECK(bench_nodes(longworm, 0) != tuned);
  CHECK(bench_nodes(longworm, 0) == bench_nodes(inchworm, 0));
}

}  // namespace engine_tunables_test
