// One self-play game of a run, from its number alone: its opening (the book's line for that number, or
// the start position), a seeded number of uniformly random legal plies, then every move searched within
// fixed limits and recorded with its score, best move, ply and flags; the game's result is then written
// into each position from its side to move's view. The engine's search is cleared first, so a game
// depends only on the run's settings and its number (not on which worker played it, or when).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "data_format.h"
#include "engine.h"
#include "expected.h"
#include "openings.h"
#include "search_types.h"

namespace datagen {

struct SelfPlaySettings {
  std::vector<referee::Opening> openings;  // empty: the start position; else game i plays line i % size
  int random_min = 0, random_max = 0;      // random plies after the opening
  std::uint64_t seed = 1;                  // the run's; each game's follows from it and the game's number
  inchworm::SearchLimits limits;           // nodes or depth
  std::optional<int> balance;              // drop the game when its first search's |score| is above
  int max_plies = 400;                     // plies from the opening's base; then GameState::adjudicate()
};

// The game number `index` played with `engine` (set up for the run's game). `searched` counts each
// position as it is searched (for progress). An error only when the engine refuses its own moves.
inchworm::Expected<GameRecord> play_game(inchworm::Engine& engine, const SelfPlaySettings& settings,
                                         std::uint64_t index, std::atomic<std::uint64_t>& searched);

// The search's score as the data stores it (data_format.h): centi units, game ends beyond.
int stored_score(const inchworm::SearchScore& score);

// Whether the legal move `token` is quiet in the state's position: its anatomy takes nothing and it is
// no promotion.
bool is_quiet_move(const inchworm::GameState& state, const std::string& token);

}  // namespace datagen
