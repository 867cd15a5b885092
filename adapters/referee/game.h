// One game between two engine processes: the referee keeps the game's state (made by the engine
// library's registry, so every move is checked by the rules themselves), the clocks and the
// adjudication rules. Any registered game: the state knows its rules, its end and its side names.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine_player.h"
#include "game_rules.h"
#include "openings.h"
#include "played_game.h"

namespace referee {

struct Adjudication {
  int max_plies = 0;  // 0: none; else the game ends after this many plies and is judged by the game's adjudicate()
  struct {
    bool on = false;
    int move_count = 3;      // consecutive moves of the losing side...
    long long score = 1000;  // ...with its engine's score at or below -score
    bool two_sided = false;  // and the winner's engine agreeing (score at or above +score)
  } resign;
  struct {
    bool on = false;
    int move_number = 20;  // not before this many moves (ply pairs) of the game
    int move_count = 8;    // consecutive moves of each side...
    long long score = 10;  // ...with both engines' scores within +-score
  } draw;
};

// The `go` command for the side to move (0 first, 1 second): the clock fields of each side that has a
// clock (a side without one gets none: 0 would read as a flag that has fallen), then movetime, depth,
// nodes.
std::string go_command(const EngineConfig& mover, int side, const GameClock (&clocks)[2], const TimeControl (&tcs)[2]);

// Called after each move of a game with the move and its ply (from 1, after the opening): -live.
using MoveObserver = std::function<void(const PlyRecord&, std::size_t)>;
// Called while an engine thinks, with the ply of its move (as the MoveObserver will be), its side, its
// latest search report and the report's principal variation in record form (as far as the rules accept
// it): -live's `think` lines. Throttled by the game (think_throttle.h).
using ThinkObserver =
    std::function<void(std::size_t ply, int side, const uiw::InfoReport& info, const std::vector<std::string>& line)>;

// What a game tells as it is played.
struct GameObservers {
  MoveObserver on_move;
  ThinkObserver on_think;
};

// `players[0]` moves first.
GameRecord play_game(const GameSetup& setup, EnginePlayer* const (&players)[2], const GameRules& rules,
                     const Adjudication& adjudication, const GameObservers& observers = {});

}  // namespace referee
