// The two fuzz targets' bodies over every game's seed corpus (fuzz_seeds.h), as ordinary tests that
// every build runs without clang: every registered game, the tests' own games included (ctest sets
// INCHWORM_TEST_GAMES=1 for these tests).
#include <catch2/catch.hpp>

#include "fuzz_seeds.h"
#include "parser_fuzz.h"
#include "registry.h"
#include "registry_list.h"
#include "session_fuzz.h"

namespace corpus_test {
namespace {

const std::filesystem::path kRoot = INCHWORM_SOURCE_DIR;
// Lines of each position file in a game's session seeds: sessions cost more than parsing.
constexpr std::size_t kSessionLinesPerFile = 1;

}  // namespace

TEST_CASE("fuzz: every game of the build is fuzzed, the tests' own games too, each with seeds", "[fuzz]") {
  for (const inchworm::GameEntry& test_game : inchworm::registered_test_games()) {
    INFO(test_game.id << " is a game of the tests: INCHWORM_TEST_GAMES=1 lists it");
    CHECK(inchworm::find_game(test_game.id));
  }
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    INFO(game.id);
    CHECK(fuzz::parser_seeds(game, kRoot).size() >= 5);
    CHECK(fuzz::session_seeds(game, kRoot, kSessionLinesPerFile).size() >= 20);
  }
}

TEST_CASE("fuzz: the parser target's body over every game's seed corpus", "[fuzz]") {
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    DYNAMIC_SECTION(game.id) {
      for (const fuzz::Seed& seed : fuzz::parser_seeds(game, kRoot)) {
        INFO(game.id << ": " << seed.name << "\n" << seed.text);
        CHECK(fuzz::check_parsers(game, seed.text) == "");
      }
    }
  }
}

TEST_CASE("fuzz: the session target's body over every game's seed corpus", "[fuzz][threads]") {
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    DYNAMIC_SECTION(game.id) {
      for (const fuzz::Seed& seed : fuzz::session_seeds(game, kRoot, kSessionLinesPerFile)) {
        INFO(game.id << ": " << seed.name << "\n" << seed.text);
        CHECK(fuzz::check_session(game.id, seed.text) == "");
      }
    }
  }
}

}  // namespace corpus_test
