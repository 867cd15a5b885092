#include "game_rules.h"

#include "options.h"
#include "registry.h"

namespace referee {

namespace {

bool names_game(const std::string& name) {
  return inchworm::same_option_name(name, "Game") || inchworm::same_option_name(name, "UCI_Variant");
}

}  // namespace

std::string GameRules::rules_text() const {
  std::string text;
  for (const auto& spec : prototype->rule_options())
    text += (text.empty() ? "" : ", ") + spec.name + "=" + prototype->rule_option_value(spec.name);
  return text;
}

std::vector<std::pair<std::string, std::string>> GameRules::engine_options() const {
  std::vector<std::pair<std::string, std::string>> sent;
  if (game_given) sent.emplace_back("Game", game_id);
  sent.insert(sent.end(), options.begin(), options.end());
  return sent;
}

inchworm::Expected<GameRules> make_game_rules(const std::vector<std::pair<std::string, std::string>>& words) {
  GameRules rules;
  for (const auto& [name, value] : words) {
    if (!names_game(name)) {
      rules.options.emplace_back(name, value);
      continue;
    }
    const inchworm::GameEntry* game = inchworm::find_game(value);
    if (!game) return inchworm::Error{"unknown game '" + value + "' (the games: " + inchworm::game_ids() + ")"};
    if (rules.game_given && game->id != rules.game_id)
      return inchworm::Error{"two games given: " + rules.game_id + " and " + game->id};
    rules.game_id = game->id;
    rules.game_given = true;
  }
  auto state = inchworm::make_game_state(rules.game_id, rules.options);
  if (!state) return inchworm::Error{state.error()};
  rules.sides = (*state)->side_names();
  rules.prototype = std::shared_ptr<const inchworm::GameState>(std::move(state).value());
  return rules;
}

GameRules default_game_rules() { return *make_game_rules({}); }

bool is_game_setting(const std::string& name, std::string& why) {
  if (names_game(name)) {
    why = "it chooses the game";
    return true;
  }
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    if (inchworm::find_option(game.make_state()->rule_options(), name)) {
      why = "it is a rule of the game " + game.id;
      return true;
    }
  }
  return false;
}

}  // namespace referee
