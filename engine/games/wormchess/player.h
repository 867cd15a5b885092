// The players behind the Player option: the main engine and the three baselines (random, greedy,
// uct). Each chooses a move for a Position within the limits of one `go`.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game_player.h"
#include "move.h"
#include "player_settings.h"
#include "position.h"
#include "search_types.h"
#include "timeman.h"

namespace inchworm::wormchess {

// ThinkRequest::history: keys of the game's positions, oldest first, the root's last (repetitions, C8.3).
using ThinkRequest = ThinkRequestOf<Position, Move>;
using ThinkResult = ThinkResultOf<Move>;
using Player = PlayerOf<Position, Move>;

std::unique_ptr<Player> make_random_player();
std::unique_ptr<Player> make_greedy_player();
std::unique_ptr<Player> make_uct_player();
// The main engine with Inchworm Chess's defaults, and with Long Worm Chess's (params.h).
std::unique_ptr<Player> make_engine_player();
std::unique_ptr<Player> make_longworm_engine_player();

// The moves a player may choose from at the root: `go searchmoves`, or every legal move.
std::vector<Move> root_candidates(const ThinkRequest& request);
// The moves of a line as tokens.
std::vector<std::string> format_line(const std::vector<Move>& line);
// The report of a one-ply choice (the random and greedy players): depth 1, the move, its worth.
void report_choice(const ThinkRequest& request, const ThinkResult& result, int score);

}  // namespace inchworm::wormchess
