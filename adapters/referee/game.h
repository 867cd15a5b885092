// One game between two engine processes: the referee keeps the position (linking the engine library,
// so every move is checked by the rules themselves), the clocks and the adjudication rules.
#pragma once

#include <string>
#include <vector>

#include "engine_player.h"
#include "openings.h"
#include "rodeffer/rules.h"

namespace referee {

struct Adjudication {
  int max_plies = 0;  // 0: none; else the game ends after this many plies and is judged by score (R4.3)
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
  std::string record;  // with the captured squares: `e5-f4 X d3-d4`
  SearchInfo info;
  double elapsed_ms = 0;
};

struct GameSetup {
  long long index = 0;    // position in the match schedule, from 0
  int round = 0;          // from 1
  long long pair = 0;     // the game pair (opening) this game belongs to
  int red = 0, blue = 0;  // engine numbers
  int encounter = 0;      // which pairing of engines (see Match)
  Opening opening;
};

struct GameRecord {
  GameSetup setup;
  std::string red_name, blue_name;
  std::string red_tc, blue_tc;
  std::string variant;
  std::vector<PlyRecord> plies;
  inchworm::rodeffer::GameResult result = inchworm::rodeffer::GameResult::None;
  Termination termination = Termination::Rules;
  Failure failure = Failure::None;
  int never_started = -1;  // the engine number that could not be started and never has been, or -1
  std::string detail;      // a sentence for people: who failed and how, or how the game was judged
  long long score[2] = {0, 0};
  std::string final_fen;
  std::string date;  // UTC start, "YYYY.MM.DD"
  std::string time;  // UTC start, "HH:MM:SS"
  double duration_s = 0;
  double engine_time_ms[2] = {0, 0};  // the moves' elapsed times, as the referee measured them

  // "1-0" (Red won), "0-1", "1/2-1/2", "*"
  std::string result_text() const;
  // The score of the given engine number in this game: 1, 0.5, 0.
  double points_of(int engine) const;
};

// The `go` command for the side to move: the clock fields of each side that has a clock (a side
// without one gets none: 0 would read as a flag that has fallen), then movetime, depth, nodes.
std::string go_command(const EngineConfig& mover, inchworm::rodeffer::Color side, const GameClock (&clocks)[2],
                       const TimeControl (&tcs)[2]);

GameRecord play_game(const GameSetup& setup, EnginePlayer& red, EnginePlayer& blue,
                     const inchworm::rodeffer::Rules& rules, const Adjudication& adjudication);

}  // namespace referee
