// The state's moves (S9): legal lists, canonical tokens, play, refusals that change nothing.
#include <algorithm>
#include <set>

#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace state_moves_test {

TEST_CASE("state S9.3 legal moves: every move once, sorted, each parsing to itself", "[state][S9.3]") {
  auto state = state_at("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20");
  const auto moves = state->legal_moves();
  REQUIRE(moves);
  CHECK(moves->size() == 12);
  CHECK(std::is_sorted(moves->begin(), moves->end()));
  CHECK(std::set<std::string>(moves->begin(), moves->end()).size() == moves->size());
  for (const auto& token : *moves) CHECK(state->parse_move(token).value() == token);
}

TEST_CASE("state S9.2 play returns the token and its record form, and moves on", "[state][S9.2][S6.1]") {
  auto state = new_state();
  const auto played = state->play("g5-off");
  REQUIRE(played);
  CHECK(played->token == "g5-off");
  CHECK(played->record == "g5-off");
  CHECK(state->position_string() ==
        "b,r,b,r,b,r,b/r,b,r,b,r,b,x/b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r b 1/0 1");
  CHECK(state->ply_number() == 1);
}

TEST_CASE("state S6.1 the forced pass is listed, played and refused otherwise", "[state][S6.1]") {
  auto state = state_at("x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 b 10/17 64");
  CHECK(*state->legal_moves() == std::vector<std::string>{"pass"});
  REQUIRE(state->play("pass"));
  CHECK(state->position_string() == "x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 r 10/17 65");
  CHECK_FALSE(state->parse_move("pass"));
}

TEST_CASE("state S9 refused moves quote the token, say why, and change nothing", "[state][S9.2][S4.7]") {
  auto state = new_state();
  play_all(*state, "g1-off");
  const Snapshot before = snapshot(*state);
  const std::pair<const char*, const char*> refused[] = {
      {"g1-off", "holds no Blue stack"}, {"a6-a5", "not a legal move"}, {"pass", "only without any other move"},
      {"z9-a1", "not a square"},         {"A6-off", "not a square"},    {"junk", "expected"},
  };
  for (auto [token, why] : refused) {
    INFO(token);
    const auto parsed = state->parse_move(token);
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error().find(std::string("'") + token + "'") != std::string::npos);
    CHECK(parsed.error().find(why) != std::string::npos);
    const auto played = state->play(token);
    REQUIRE_FALSE(played);
    CHECK(played.error() == parsed.error());
    CHECK(snapshot(*state) == before);
  }
}

}  // namespace state_moves_test
