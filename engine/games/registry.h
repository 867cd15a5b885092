// The games the engine hosts, side by side as equals: each one's name, title, and how to make its
// rules state and its searcher. A new game is a folder of engine/games/ whose CMakeLists.txt declares
// its entries (inchworm_add_game, engine/CMakeLists.txt); nothing else lists the games.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine.h"
#include "expected.h"
#include "game_entry.h"

namespace inchworm {

// Every game, the default (Rodeffer's Inchworm) first; the tests' own games (testsuites/games/) last,
// when the build has them and the environment has INCHWORM_TEST_GAMES=1.
const std::vector<GameEntry>& game_registry();
// The game selected at start: the first of the registry.
const std::string& default_game_id();
// The game called `id` (case-insensitive), or nullptr.
const GameEntry* find_game(std::string_view id);
// How game `id` is shown (its entry's presentation); the plain default for an unknown id.
const Presentation& presentation_of(std::string_view id);
// The ids, comma separated, for error messages.
std::string game_ids();

// A state of game `id` under the given rule options (name, value), at the start position. The error
// names the unknown game, option or bad value.
Expected<std::unique_ptr<GameState>> make_game_state(
    std::string_view id, const std::vector<std::pair<std::string, std::string>>& rules = {});

// The engine with every game, the default selected.
std::unique_ptr<Engine> make_engine();

}  // namespace inchworm
