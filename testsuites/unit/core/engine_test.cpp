// The engine facade with two games side by side: selecting a game (Game and UCI_Variant), options of
// every game listed at once, rule options of another game kept for it, positions replayed atomically.
#include <catch2/catch.hpp>

#include "engine.h"
#include "nim_game.h"
#include "registry.h"

using namespace inchworm;

namespace engine_test {
namespace {

Engine two_games() { return Engine({*find_game("rodeffer"), testing::nim_entry()}); }

bool has_option(const Engine& e, const std::string& name) { return find_option(e.options(), name) != nullptr; }

}  // namespace

TEST_CASE("the first game is selected, Game and UCI_Variant list every game", "[engine]") {
  Engine e = two_games();
  CHECK(e.game().id == "rodeffer");
  const auto options = e.options();
  for (const char* name : {"Game", "UCI_Variant"}) {
    const OptionSpec* spec = find_option(options, name);
    REQUIRE(spec);
    CHECK(spec->type == OptionSpec::Type::Combo);
    CHECK(spec->default_value == "rodeffer");
    CHECK(spec->choices == std::vector<std::string>{"rodeffer", "nim"});
  }
}

TEST_CASE("every game's rule options and the player options are listed whichever game is selected", "[engine]") {
  Engine e = two_games();
  const auto before = e.options();
  CHECK(has_option(e, "Topology"));
  CHECK(has_option(e, "Pile"));
  CHECK(has_option(e, "Hash"));
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  const auto after = e.options();
  REQUIRE(after.size() == before.size());
  for (std::size_t i = 0; i < after.size(); ++i) CHECK(after[i].name == before[i].name);
}

TEST_CASE("selecting a game starts a new game of it, UCI_Variant is a synonym, names ignore case", "[engine]") {
  Engine e = two_games();
  REQUIRE_FALSE(e.set_position("startpos", {"d4"}));
  REQUIRE_FALSE(e.set_option("uci_variant", "NIM"));
  CHECK(e.game().id == "nim");
  CHECK(e.position_string() == "7 a");
  REQUIRE_FALSE(e.set_position("startpos", {"2", "1"}));
  CHECK(e.position_string() == "4 a");
  // Selecting the current game again starts it again (GUIs send the variant before each game).
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  CHECK(e.position_string() == "7 a");
  REQUIRE_FALSE(e.set_option("Game", "rodeffer"));
  CHECK(e.game().id == "rodeffer");
  CHECK(e.position_string() == "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1");
}

TEST_CASE("an unknown game is an error naming it and the games, and nothing changes", "[engine]") {
  Engine e = two_games();
  REQUIRE_FALSE(e.set_position("startpos", {"d4"}));
  const std::string before = e.position_string();
  auto error = e.set_option("Game", "chess");
  REQUIRE(error);
  CHECK(error->message == "unknown game: 'chess' (the games: rodeffer, nim)");
  CHECK(e.game().id == "rodeffer");
  CHECK(e.position_string() == before);
}

TEST_CASE("a game without a searcher plays no move but has its rules: perft, queries, the diagram", "[engine]") {
  GameEntry rules_only = testing::nim_entry();
  rules_only.make_searcher = nullptr;
  Engine e({*find_game("rodeffer"), rules_only});
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  CHECK_FALSE(e.can_search());
  CHECK(e.no_search_message() == "the game nim has no search yet");
  REQUIRE_FALSE(e.set_position("startpos", {"2"}));
  CHECK(e.position_string() == "5 b");
  std::atomic<bool> stop{false};
  CHECK(*e.perft(
            2, [](const std::string&, std::uint64_t) {}, stop) == 4);
  CHECK(e.evaluation() == "no evaluation: the game nim has no search yet");
  CHECK(e.bench(1, {}, stop).error() == "the game nim has no search yet");
  // The player options are kept for a game that has a searcher.
  REQUIRE_FALSE(e.set_option("Hash", "1"));
  SearchLimits limits;
  limits.depth = 1;
  CHECK(e.search(limits, {}, stop).best_move.empty());
}

TEST_CASE("a rule option of another game is kept for it, with a note, and applies when it is selected", "[engine]") {
  Engine e = two_games();
  REQUIRE_FALSE(e.set_position("startpos", {"d4"}));
  const std::string before = e.position_string();
  REQUIRE_FALSE(e.set_option("Pile", "10"));
  CHECK(e.position_string() == before);
  const auto notes = e.take_notes();
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] ==
        "Pile applies to the game nim, not to the current game rodeffer: it is kept for when nim is "
        "selected");
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  CHECK(e.position_string() == "10 a");
  // A bad value for another game's option is refused like any other.
  CHECK(e.set_option("Topology", "sphere"));
  CHECK(e.set_option("NoSuchOption", "1")->message == "unknown option: NoSuchOption");
}

TEST_CASE("a rule option of the current game replays the game under the new rules", "[engine]") {
  Engine e = two_games();
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  REQUIRE_FALSE(e.set_position("startpos", {"2"}));
  REQUIRE_FALSE(e.set_option("Pile", "9"));
  CHECK(e.position_string() == "7 b");
  CHECK(e.take_notes().empty());
  // A game that no longer stands under the new rules gives way to the start position, with a note.
  REQUIRE_FALSE(e.set_position("startpos", {"2", "2", "2", "2"}));
  REQUIRE_FALSE(e.set_option("Pile", "3"));
  CHECK(e.position_string() == "3 a");
  const auto notes = e.take_notes();
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].rfind("position reset to the start: under the new rules, bad move", 0) == 0);
}

TEST_CASE("position is atomic: a bad move keeps the previous position and names the move", "[engine]") {
  Engine e = two_games();
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  REQUIRE_FALSE(e.set_position("startpos", {"1"}));
  auto error = e.set_position("startpos", {"2", "2", "3"});
  REQUIRE(error);
  CHECK(error->message == "bad move '3' (move 3 of the list)");
  CHECK(e.position_string() == "6 b");
  CHECK(e.set_position("nonsense", {}));
  CHECK(e.position_string() == "6 b");
}

TEST_CASE("the search goes through the selected game's searcher, with the searchmoves", "[engine]") {
  Engine e = two_games();
  REQUIRE_FALSE(e.set_option("Game", "nim"));
  REQUIRE_FALSE(e.set_position("5 a", {}));
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.depth = 1;
  CHECK(e.search(limits, {}, stop).best_move == "2");
  limits.search_moves = {"1"};
  CHECK(e.search(limits, {}, stop).best_move == "e1");  // the canonical token of taking 1 of 5
  CHECK(e.evaluation() == "nim evaluation of 5 a");
  // A finished game has no move.
  REQUIRE_FALSE(e.set_position("0 b", {}));
  CHECK(e.is_over());
  CHECK(e.outcome() == Outcome::FirstPlayerWins);
  CHECK(e.search(limits, {}, stop).best_move.empty());
}

}  // namespace engine_test
