// The games the engine hosts, side by side as equals: each one's name, title, and how to make its
// rules state and its searcher. A new game adds its folder and one entry in registry.cpp.
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

// Every game, the default (Rodeffer's Inchworm) first.
const std::vector<GameEntry>& game_registry();
// The game called `id` (case-insensitive), or nullptr.
const GameEntry* find_game(std::string_view id);
// The ids, comma separated, for error messages.
std::string game_ids();

// A state of game `id` under the given rule options (name, value), at the start position. The error
// names the unknown game, option or bad value.
Expected<std::unique_ptr<GameState>> make_game_state(
    std::string_view id, const std::vector<std::pair<std::string, std::string>>& rules = {});

// The engine with every game, Rodeffer's Inchworm selected.
std::unique_ptr<Engine> make_engine();

}  // namespace inchworm
