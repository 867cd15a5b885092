// The game a match plays and its rule options (`-variant Game=<id> NAME=VALUE ...`): a prototype
// state made by the engine library's registry, from which every game of the match, every opening and
// every record is checked, and the `setoption` lines that put each engine on the same rules.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "expected.h"
#include "game_state.h"
#include "registry.h"

namespace referee {

struct GameRules {
  std::string game_id = inchworm::default_game_id();
  bool game_given = false;  // `Game=` (or `UCI_Variant=`) was on the command line: it is sent to the engines
  std::vector<std::pair<std::string, std::string>> options;  // the rule options as given, in order
  std::shared_ptr<const inchworm::GameState> prototype;      // the start position under these rules

  inchworm::SideNames sides;  // "Red"/"Blue", "White"/"Black": the first moves first

  // Side 0 (the first player) or 1.
  const std::string& side_name(int side) const { return side == 0 ? sides.first : sides.second; }
  // Every rule option of the game with its value, "Name=Value, Name=Value", in the game's order:
  // exact and machine-readable, for records and resume checks.
  std::string rules_text() const;
  // What every engine is sent after its handshake: `Game` (only when given), then the rule options.
  std::vector<std::pair<std::string, std::string>> engine_options() const;
  // A fresh state of the game under these rules, at the start position.
  std::unique_ptr<inchworm::GameState> new_state() const { return prototype->clone(); }
};

// Reads the `-variant` words (each NAME=VALUE): `Game` (or `UCI_Variant`) picks the game wherever it
// stands among them, the others are its rule options. Errors name the unknown game, option or value.
inchworm::Expected<GameRules> make_game_rules(const std::vector<std::pair<std::string, std::string>>& words);
// The default: the registry's first game under its default rules.
GameRules default_game_rules();

// True for `Game`, `UCI_Variant` and every rule option of any registered game (any case): settings that
// must be the same for both engines and the referee. `why` says which (for the error message).
bool is_game_setting(const std::string& name, std::string& why);

}  // namespace referee
