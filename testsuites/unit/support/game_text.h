// For the games' tests: rules and positions from text, failing the test with the parser's message.
// A game supplies, next to its Rules and Position (found by argument-dependent lookup):
// `set_rules_option(Rules&, name, value)` returning an error or nothing, `parse_position(text, rules)`
// returning an Expected<Position>, `Position::start(rules)` and `Position::is_ok()`.
#pragma once

#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <string_view>

namespace inchworm::test_support {

// Rules from "Name=value Name=value ...".
template <class Rules>
Rules rules_from_spec(std::string_view spec) {
  Rules rules;
  std::istringstream in{std::string(spec)};
  for (std::string item; in >> item;) {
    const auto eq = item.find('=');
    INFO("rules item '" << item << "'");
    REQUIRE(eq != std::string::npos);
    const auto error = set_rules_option(rules, item.substr(0, eq), item.substr(eq + 1));
    INFO((error ? error->message : std::string()));
    REQUIRE_FALSE(error);
  }
  return rules;
}

// The position of a position string, or the start position for "startpos"; it must be consistent.
template <class Position, class Rules>
Position position_from_text(std::string_view text, const Rules& rules) {
  if (text == "startpos") return Position::start(rules);
  auto parsed = parse_position(text, rules);
  INFO("position '" << text << "': " << (parsed ? std::string("ok") : parsed.error()));
  REQUIRE(parsed);
  REQUIRE(parsed->is_ok());
  return *parsed;
}

}  // namespace inchworm::test_support
