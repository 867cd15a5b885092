// The per-game part of perft-bench: how to count one position's leaves with the game's own bulk-counting
// perft (no move is formatted, nothing is printed). The generic tool sets up rules and position through
// the registry's GameState; a game's hook reads them back from it into the game's own position.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

#include "expected.h"
#include "game_state.h"

namespace inchworm {

// Counts the leaves of one position at one depth, again on every call; nullopt when the game's perft
// gives up (Rodeffer: a distribution list over budget).
using PerftCount = std::function<std::optional<std::uint64_t>()>;
// Builds the counter for the position and rules of `state` at `depth`.
using PerftHook = std::function<Expected<PerftCount>(const GameState& state, int depth)>;

// The counter any game has: its GameState's perft without divide (a game's own hook avoids the state's
// per-move token work at the root, and Rodeffer's two-ply bulk count).
Expected<PerftCount> state_perft_count(const GameState& state, int depth);

// The hook of the game `id` (a registry id), or nullptr: a game without one is counted by
// state_perft_count, so a new game needs no line here.
const PerftHook* find_perft_hook(std::string_view id);

}  // namespace inchworm
