#include "engine_setup.h"

#include "options.h"
#include "registry.h"

namespace datagen {

using inchworm::Error;
using inchworm::Expected;

Expected<std::pair<std::string, std::string>> parse_named_value(const std::string& text, const std::string& what) {
  const std::size_t equals = text.find('=');
  if (equals == 0 || equals == std::string::npos) return Error{what + " '" + text + "': expected Name=Value"};
  return std::pair{text.substr(0, equals), text.substr(equals + 1)};
}

Expected<NamedValues> parse_named_values(const std::vector<std::string>& texts, const std::string& what) {
  NamedValues values;
  for (const std::string& text : texts) {
    auto pair = parse_named_value(text, what);
    if (!pair) return Error{pair.error()};
    values.push_back(*pair);
  }
  return values;
}

Expected<std::unique_ptr<inchworm::Engine>> make_engine_for(const EngineSetup& setup) {
  auto engine = inchworm::make_engine();
  if (auto e = engine->set_option("Game", setup.game)) return Error{"--game: " + e->message};
  if (!engine->can_search()) return Error{"--game " + setup.game + ": " + engine->no_search_message()};
  const auto rules = engine->state().rule_options();
  for (const auto& [name, value] : setup.rules) {
    const std::string given = "--rule " + name + "=" + value;
    if (!inchworm::find_option(rules, name)) {
      std::string names;
      for (const auto& r : rules) names += (names.empty() ? "" : ", ") + r.name;
      return Error{given + ": not a rule of " + setup.game + " (its rules: " + (names.empty() ? "none" : names) + ")"};
    }
    if (auto e = engine->set_option(name, value)) return Error{given + ": " + e->message};
  }
  engine->take_notes();
  for (const auto& [name, value] : setup.options) {
    const std::string given = "--option " + name + "=" + value;
    if (inchworm::same_option_name(name, "Game") || inchworm::same_option_name(name, "UCI_Variant"))
      return Error{given + ": the game is --game"};
    if (auto e = engine->set_option(name, value)) return Error{given + ": " + e->message};
    // A note here means the option belongs to another game: surely not what was meant.
    if (const auto notes = engine->take_notes(); !notes.empty()) return Error{given + ": " + notes.front()};
  }
  return engine;
}

std::string rules_in_force(const inchworm::Engine& engine) {
  std::string words;
  for (const auto& rule : engine.state().rule_options())
    words += (words.empty() ? "" : " ") + rule.name + "=" + engine.state().rule_option_value(rule.name);
  return words;
}

std::string tunables_in_force(inchworm::Engine& engine) {
  std::string words;
  for (const auto& t : engine.tunables())
    words += (words.empty() ? "" : " ") + std::string(t.name()) + "=" + std::to_string(t.value());
  return words;
}

}  // namespace datagen
