// The state's positions (S8): startpos, position strings, errors that change nothing, ply numbers.
#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace state_position_test {

TEST_CASE("state S8 set_position takes startpos and position strings, canonically", "[state][S8.3][S8.5]") {
  auto state = new_state();
  CHECK(state->position_string() ==
        "b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r/b,r,b,r,b,r,b/r,b,r,b,r,b,r r 0/0 1");
  CHECK(state->first_player_to_move());
  CHECK(state->ply_number() == 0);
  REQUIRE_FALSE(state->set_position("x,x,x,x,x,x,b1/x7/x7/x7/x7/r1,x6 b 20/20 7"));
  CHECK(state->position_string() == "x6,b/x7/x7/x7/x7/r,x6 b 20/20 7");
  CHECK_FALSE(state->first_player_to_move());
  CHECK(state->ply_number() == 13);
  // A string brings its own size; the rule options stay as they were.
  REQUIRE_FALSE(state->set_position("b,r,b/r,b,r r 0/0 1"));
  CHECK(state->legal_moves()->size() == 2);
  CHECK(state->rule_option_value("Rows") == "6");
}

TEST_CASE("state S8.4 a refused position string names the field and changes nothing", "[state][S8.4]") {
  auto state = new_state();
  play_all(*state, "g1-off a6-off g3-off");
  const Snapshot before = snapshot(*state);
  const std::pair<const char*, const char*> refused[] = {
      {"x6,b/x7/x7/x7/x7/r,x5 r 20/20 1", "board field"}, {"x6,b/x7/x7/x7/x7/r,x6 r 20/19 1", "offRed/offBlue field"},
      {"x6,b/x7/x7/x7/x7/r,x6 y 20/20 1", "side field"},  {"x6,b/x7/x7/x7/x7/r,x6 r 20/20 0", "moveno field"},
      {"x6,b/x7/x7/x7/x7/r,x6 r 20/20", "4 fields"},      {"", "4 fields"},
  };
  for (auto [text, field] : refused) {
    INFO(text);
    const auto error = state->set_position(text);
    REQUIRE(error);
    CHECK(error->message.find(field) != std::string::npos);
    CHECK(snapshot(*state) == before);
  }
}

TEST_CASE("state clones are independent", "[state]") {
  auto state = new_state();
  auto copy = state->clone();
  play_all(*copy, "g1-off");
  CHECK(state->position_string() != copy->position_string());
  CHECK(state->first_player_to_move());
  CHECK_FALSE(copy->first_player_to_move());
  CHECK(copy->game_id() == "steere");
}

}  // namespace state_position_test
