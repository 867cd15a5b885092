// The state's rule options (S10): names, values, errors that change nothing, a new game on change.
#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace state_options_test {

TEST_CASE("state S10 identity and rule options", "[state][S10.1][S10.2]") {
  const auto state = new_state();
  CHECK(state->game_id() == "steere");
  CHECK(state->side_names().first == "Red");
  CHECK(state->side_names().second == "Blue");
  const auto specs = state->rule_options();
  REQUIRE(specs.size() == 3);
  CHECK(specs[0].name == "Rows");
  CHECK(specs[1].name == "Columns");
  CHECK(specs[2].name == "Advance");
  CHECK(state->rule_option_value("Rows") == "6");
  CHECK(state->rule_option_value("columns") == "7");
  CHECK(state->rule_option_value("Advance") == "literal");
  CHECK(state->describe_rules() == "6x7, advance literal");
}

TEST_CASE("state S10.1 a rule change starts a new game at the new size", "[state][S10.1][S1.2]") {
  auto state = new_state();
  play_all(*state, "g1-off a6-off");
  REQUIRE_FALSE(state->set_rule_option("Columns", "9"));
  REQUIRE_FALSE(state->set_rule_option("Rows", "8"));
  CHECK(state->describe_rules() == "8x9, advance literal");
  CHECK(state->position_string().substr(0, 18) == "b,r,b,r,b,r,b,r,b/");
  CHECK(state->position_string().ends_with(" r 0/0 1"));
  REQUIRE_FALSE(state->set_rule_option("Advance", "strict"));
  CHECK(state->rule_option_value("Advance") == "strict");
  CHECK_FALSE(state->set_position("startpos"));
  CHECK(state->legal_moves()->size() == 8);  // 8x9: four off the far edge, four off the right edge
}

TEST_CASE("state S1.2 refused options say why and change nothing", "[state][S1.2][S10]") {
  auto state = new_state();
  play_all(*state, "g1-off a6-off");
  const Snapshot before = snapshot(*state);
  const std::pair<const char*, const char*> refused[] = {
      {"Rows", "1"}, {"Rows", "17"}, {"Columns", "seven"}, {"Advance", "loose"}, {"Topology", "torus"},
  };
  for (auto [name, value] : refused) {
    INFO(name << "=" << value);
    const auto error = state->set_rule_option(name, value);
    REQUIRE(error);
    CHECK(error->message.find(name) != std::string::npos);
    CHECK(snapshot(*state) == before);
  }
}

TEST_CASE("S10.1 state: 6x7 becomes 7x6 through setting Rows then Columns", "[S10.1][S1.2]") {
  auto state = new_state();
  REQUIRE_FALSE(state->set_rule_option("Rows", "7"));
  CHECK(state->rule_option_value("Rows") == "7");
  CHECK(state->position_string().rfind("b,r,b,r,b,r,b/", 0) == 0);  // still 6x7 while the sum is even
  REQUIRE_FALSE(state->set_rule_option("Columns", "6"));
  CHECK(state->position_string() ==
        "r,b,r,b,r,b/b,r,b,r,b,r/r,b,r,b,r,b/b,r,b,r,b,r/r,b,r,b,r,b/b,r,b,r,b,r/"
        "r,b,r,b,r,b r 0/0 1");
}

}  // namespace state_options_test
