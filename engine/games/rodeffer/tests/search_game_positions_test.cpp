// The game facade reads only the new moves when a `position` command continues the current game (as
// GUIs send the whole game before every move); the result must be the same as reading them all.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace search_game_positions_test {

TEST_CASE("a continued move list gives the same position as a fresh one", "[search][game]") {
  const std::vector<std::string> all = {"d4", "e5", "e4", "d5", "c4", "f5", "c4=e4", "e5=d5", "e4-f4-e3"};
  auto incremental = testing::make_rodeffer_engine();
  for (std::size_t n = 0; n <= all.size(); ++n) {
    const std::vector<std::string> prefix(all.begin(), all.begin() + std::ptrdiff_t(n));
    REQUIRE_FALSE(incremental->set_position("startpos", prefix));
    auto fresh = testing::make_rodeffer_engine();
    REQUIRE_FALSE(fresh->set_position("startpos", prefix));
    CHECK(incremental->position_string() == fresh->position_string());
  }
}

TEST_CASE("a bad move at the end of a continued list changes nothing", "[search][game]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_position("startpos", {"d4", "e5"}));
  const std::string before = game->position_string();
  CHECK(game->set_position("startpos", {"d4", "e5", "e5"}));  // e5 is Blue's: Red cannot drop there
  CHECK(game->position_string() == before);
  // And the next continuation still starts from d4 e5.
  REQUIRE_FALSE(game->set_position("startpos", {"d4", "e5", "c3"}));
  auto fresh = testing::make_rodeffer_engine();
  REQUIRE_FALSE(fresh->set_position("startpos", {"d4", "e5", "c3"}));
  CHECK(game->position_string() == fresh->position_string());
}

TEST_CASE("a different base or an earlier line is read from the start", "[search][game]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_position("startpos", {"d4", "e5", "c3"}));
  REQUIRE_FALSE(game->set_position("startpos", {"d4", "f6"}));
  auto fresh = testing::make_rodeffer_engine();
  REQUIRE_FALSE(fresh->set_position("startpos", {"d4", "f6"}));
  CHECK(game->position_string() == fresh->position_string());
  const std::string fen = "x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/0 0 1";
  REQUIRE_FALSE(game->set_position(fen, {"d4"}));
  CHECK(game->position_string() == "x8/x8/x8/x8/x3,b,x4/x8/x8/x8 r 25/24 0/0 0/0 1 2");
}

TEST_CASE("a rules change replays the game under the new rules [R7]", "[search][game]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_position("startpos", {"a1", "b1", "h4", "a2"}));
  // On a plane Red a1 is taken by b1 and a2; on a cylinder it keeps h1 as a liberty.
  CHECK(game->position_string().find(" 0/1 0/1 ") != std::string::npos);
  REQUIRE_FALSE(game->set_option("Topology", "cylinder"));
  CHECK(game->position_string().find(" 0/0 0/0 ") != std::string::npos);
  REQUIRE_FALSE(game->set_position("startpos", {"a1", "b1", "h4", "a2", "c3"}));
  auto fresh = testing::make_rodeffer_engine();
  REQUIRE_FALSE(fresh->set_option("Topology", "cylinder"));
  REQUIRE_FALSE(fresh->set_position("startpos", {"a1", "b1", "h4", "a2", "c3"}));
  CHECK(game->position_string() == fresh->position_string());
}

}  // namespace search_game_positions_test
