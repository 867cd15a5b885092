// S10: the rule options Rows, Columns and Advance.
#include "test_support.h"

using namespace steere_testing;

namespace s10_options_test {

TEST_CASE("S10.1 S10.2 the options, their types and defaults", "[S10.1][S10.2]") {
  const auto specs = rules_options();
  REQUIRE(specs.size() == 3);
  CHECK(specs[0].name == "Rows");
  CHECK(specs[0].type == OptionSpec::Type::Spin);
  CHECK(specs[0].default_value == "6");
  CHECK((specs[0].min == 2 && specs[0].max == 16));
  CHECK(specs[1].name == "Columns");
  CHECK(specs[1].default_value == "7");
  CHECK((specs[1].min == 2 && specs[1].max == 16));
  CHECK(specs[2].name == "Advance");
  CHECK(specs[2].type == OptionSpec::Type::Combo);
  CHECK(specs[2].choices == std::vector<std::string>{"literal", "strict"});
  const Rules defaults;
  CHECK(rules_option_value(defaults, "rows") == "6");
  CHECK(rules_option_value(defaults, "Columns") == "7");
  CHECK(rules_option_value(defaults, "ADVANCE") == "literal");
  CHECK(describe(defaults) == "6x7, advance literal");
}

TEST_CASE("S10.1 S1.2 Rows and Columns may be set in either order: the start waits for an odd sum", "[S10.1][S1.2]") {
  Rules rules;
  REQUIRE_FALSE(set_rules_option(rules, "Columns", "9"));
  REQUIRE_FALSE(set_rules_option(rules, "Rows", "8"));
  CHECK(rules == Rules{8, 9, Advance::Literal, 8, 9});
  // 8x9 to 7x6 passes through 7x9 (even): the start keeps 8x9 until Columns makes the sum odd again.
  REQUIRE_FALSE(set_rules_option(rules, "Rows", "7"));
  CHECK(rules.size_pending());
  CHECK(describe(rules) == "8x9, advance literal (Rows 7 and Columns 9 wait for an odd sum, S1.2)");
  CHECK(Position::start(rules).rows() == 8);
  REQUIRE_FALSE(set_rules_option(rules, "Columns", "6"));
  CHECK_FALSE(rules.size_pending());
  CHECK(rules == Rules{7, 6, Advance::Literal, 7, 6});
  CHECK(Position::start(rules).rows() == 7);
  CHECK(Position::start(rules).columns() == 6);
  CHECK(set_rules_option(rules, "Rows", "17"));
  CHECK(set_rules_option(rules, "Rows", "x"));
  CHECK(set_rules_option(rules, "Advance", "loose"));
  CHECK(set_rules_option(rules, "Topology", "torus"));
  CHECK(rules == Rules{7, 6, Advance::Literal, 7, 6});
  REQUIRE_FALSE(set_rules_option(rules, "advance", "STRICT"));
  CHECK(rules.advance == Advance::Strict);
}

TEST_CASE("S10.2 S10.3 strict removes only spawns and leaps behind the tail's rank", "[S10.2][S10.3]") {
  const char* text = "x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20";
  auto literal = move_strings(position_from(text));
  const auto strict = move_strings(position_from(text, rules_from("Advance=strict")));
  for (const char* gone : {"b2-d1", "c2-d1"}) literal.erase(std::find(literal.begin(), literal.end(), gone));
  CHECK(literal == strict);
}

}  // namespace s10_options_test
