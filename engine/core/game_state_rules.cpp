// GameState's default for setting several rule options at once (game_state.h).
#include "game_state.h"

namespace inchworm {

namespace {

// Some options take effect only together (Steere's Rows and Columns: their sum must be odd, S1.2): a
// game keeps the rules it had until they can. Whether the rules in force follow from the options as
// set is found without knowing the game: the options are set again on a copy of the state before them
// whose every number was first set to its least value; when the two copies' rules differ, what is in force depended on
// what came before, and the game's description of its rules says why.
MaybeError check_rules_take_effect(const GameState& before, const GameState& made) {
  auto probe = before.clone();
  const auto specs = made.rule_options();
  for (const auto& spec : specs)
    if (spec.type == OptionSpec::Type::Spin) (void)probe->set_rule_option(spec.name, std::to_string(spec.min));
  for (const auto& spec : specs)
    if (auto e = probe->set_rule_option(spec.name, made.rule_option_value(spec.name))) return e;
  if (probe->describe_rules() == made.describe_rules()) return std::nullopt;
  return Error{"these options cannot be in force together: " + made.describe_rules()};
}

}  // namespace

MaybeError GameState::set_rule_options(const std::vector<std::pair<std::string, std::string>>& values) {
  auto trial = clone();
  for (const auto& [name, value] : values)
    if (auto e = trial->set_rule_option(name, value)) return e;
  if (auto e = check_rules_take_effect(*this, *trial)) return e;
  // The copy took them in this order: so does this state.
  for (const auto& [name, value] : values)
    if (auto e = set_rule_option(name, value)) return e;
  return std::nullopt;
}

}  // namespace inchworm
