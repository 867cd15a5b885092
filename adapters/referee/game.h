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

// Interrupted: the referee was stopped (a signal, or an engine that cannot be started) before the game
// ended; such a game has no result and is not recorded.
enum class Termination { Rules, MaxPlies, Resign, Draw, Failure, Interrupted };
const char* termination_name(Termination t);

struct PlyRecord {
  std::string move;    // the protocol token (canonical)
  std::string record;  // in the game's record notation (Rodeffer: with the captured squares, `e5-f4 X d3-d4`)
  uiw::InfoReport info;
  double elapsed_ms = 0;
  std::optional<long long> clock_left_ms;  // the mover's clock after the move, when it has one
};

struct GameSetup {
  long long index = 0;      // position in the match schedule, from 0
  int round = 0;            // from 1
  long long pair = 0;       // the game pair (opening) this game belongs to
  int engines[2] = {0, 1};  // engine numbers: [0] moves first
  int encounter = 0;        // which pairing of engines (see Match)
  Opening opening;
};

struct GameRecord {
  GameSetup setup;
  std::string game_id;        // the registry's id: "rodeffer", "steere", ...
  inchworm::SideNames sides;  // the game's side names
  std::string names[2];       // the engines' names, first player first
  std::string id_names[2];    // their own names (`id name`: program and version); empty when not said
  std::string time_controls[2];
  std::string rules;  // every rule option, "Name=Value, Name=Value"
  std::vector<PlyRecord> plies;
  inchworm::Outcome result = inchworm::Outcome::None;
  Termination termination = Termination::Rules;
  Failure failure = Failure::None;
  int never_started = -1;  // the engine number that could not be started and never has been, or -1
  std::string detail;      // a sentence for people: who failed and how, or how the game ended or was judged
  std::string final_position;
  long long start_ply = 0;  // the game's ply at its start position (from the position's move number)
  std::string date;         // UTC start, "YYYY.MM.DD"
  std::string time;         // UTC start, "HH:MM:SS"
  double duration_s = 0;
  double engine_time_ms[2] = {0, 0};  // the moves' elapsed times, as the referee measured them

  const std::string& side_name(int side) const { return side == 0 ? sides.first : sides.second; }
  // "1-0" (the first player won), "0-1", "1/2-1/2", "*"
  std::string result_text() const;
  // The score of the given engine number in this game: 1, 0.5, 0.
  double points_of(int engine) const;
};

// "1-0", "0-1", "1/2-1/2", "*".
std::string result_text(inchworm::Outcome outcome);

// The `go` command for the side to move (0 first, 1 second): the clock fields of each side that has a
// clock (a side without one gets none: 0 would read as a flag that has fallen), then movetime, depth,
// nodes.
std::string go_command(const EngineConfig& mover, int side, const GameClock (&clocks)[2], const TimeControl (&tcs)[2]);

// Called after each move of a game with the move and its ply (from 1, after the opening): -live.
using MoveObserver = std::function<void(const PlyRecord&, std::size_t)>;

// `players[0]` moves first.
GameRecord play_game(const GameSetup& setup, EnginePlayer* const (&players)[2], const GameRules& rules,
                     const Adjudication& adjudication, const MoveObserver& on_move = {});

}  // namespace referee
