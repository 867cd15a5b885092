// An engine of the registry set up for one game: its rule options and its player options and tunables,
// each checked, as every command of uiw-datagen makes them (one engine per worker thread).
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine.h"
#include "expected.h"

namespace datagen {

using NamedValues = std::vector<std::pair<std::string, std::string>>;

// `Name=Value` as a pair; the error quotes the text and names `what` (e.g. "--rule").
inchworm::Expected<std::pair<std::string, std::string>> parse_named_value(const std::string& text,
                                                                          const std::string& what);

// Each of `texts` (Name=Value) as a pair; the error quotes the first that is not one.
inchworm::Expected<NamedValues> parse_named_values(const std::vector<std::string>& texts, const std::string& what);

struct EngineSetup {
  std::string game;
  NamedValues rules;    // rule options of the game (--rule)
  NamedValues options;  // player options and tunables (--option), in order
};

// The engine with every option of `setup` applied. Errors name the option: an unknown game, a game
// without a search, a rule that is not one of the game's, a bad value, or a tunable of another game.
inchworm::Expected<std::unique_ptr<inchworm::Engine>> make_engine_for(const EngineSetup& setup);

// The rules in force as "Name=Value" words (every rule option of the game), and the tunables in force.
std::string rules_in_force(const inchworm::Engine& engine);
std::string tunables_in_force(inchworm::Engine& engine);

}  // namespace datagen
