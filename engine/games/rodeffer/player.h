// The players behind the Player option: the main engine and the three baselines. Each chooses a move
// for a Position within the limits of one `go`.
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

namespace inchworm::rodeffer {

// ThinkRequest::history: keys of the positions that came before the root in this game, oldest first.
using ThinkRequest = ThinkRequestOf<Position, Move>;
using ThinkResult = ThinkResultOf<Move>;
using Player = PlayerOf<Position, Move>;

std::unique_ptr<Player> make_random_player();
std::unique_ptr<Player> make_greedy_player();
std::unique_ptr<Player> make_uct_player();
std::unique_ptr<Player> make_engine_player();

// The moves of a line (legal in turn, as the search made them) as tokens, each written in the
// position it is played in.
std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line);

}  // namespace inchworm::rodeffer
