// Nim's players behind the Searcher interface: the simplest honest search, a negamax over the pile
// that deepens until it sees the game's end (it always does: a game of Nim lasts at most 25 plies).
// Player=random plays a random legal move; every other Player plays as the engine (the registry entry
// says which players Nim has, game_entry.h).
#pragma once

#include <memory>

#include "searcher.h"

namespace inchworm::nim {

std::unique_ptr<Searcher> make_searcher();

}  // namespace inchworm::nim
