// A game the referee played, as its records and its live feed tell it: the game's place in the match
// (schedule index, round, pair, engines, opening), each ply with what its engine said of it, and how
// the game ended. The referee fills it (adapters/referee/game.h); the records (records.h) and the live
// feed (live_feed.h) write it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_state.h"
#include "info_line.h"

namespace referee {

// How an engine misbehaved (the referee's engine player finds it: adapters/referee/engine_player.h).
enum class Failure {
  None,
  IllegalMove,  // a move the rules do not allow (checked by the referee, never trusted)
  Crash,        // the process exited or could not be started
  Stall,        // no `readyok` (or handshake answer) in time
  TimeForfeit,  // the clock ran out, or no move within the move time
  Garbage,      // output that is not the protocol
  EngineError,  // the engine answered `error ...` (it rejected an option or a position)
  Interrupted,  // not the engine's doing: the referee was asked to stop (PlayerContext::interrupt)
};
const char* failure_name(Failure f);

// Interrupted: the referee was stopped (a signal, or an engine that cannot be started) before the game
// ended; such a game has no result and is not recorded.
enum class Termination { Rules, MaxPlies, Resign, Draw, Failure, Interrupted };
const char* termination_name(Termination t);

// Where a game starts: an opening of the book (adapters/referee/openings.h reads them), or the game's
// start position.
struct Opening {
  std::string base = "startpos";   // "startpos" or a position string of the game
  std::vector<std::string> moves;  // played from the base, as canonical tokens
  std::string start_position;      // the position after the moves: where the engines start thinking
  std::string text() const;        // the line as it would be written in a book file
};

struct PlyRecord {
  std::string move;    // the protocol token (canonical)
  std::string record;  // in the game's record notation (with its record suffix, if any: RecordSuffix)
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
  std::string game_id;        // the registry's id (GameEntry::id)
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
  // Why it ended, as the records name it: the failure's name after a failure, else the termination's.
  std::string reason() const;
};

// "1-0", "0-1", "1/2-1/2", "*".
std::string result_text(inchworm::Outcome outcome);
// "1-0", "0-1", "1/2-1/2" from the first player's points.
std::string result_from_points(double first_points);

// A record's rules ("Name=Value, Name=Value": GameRecord::rules, GameRules::rules_text) as pairs in
// their order; an item without '=' is skipped.
std::vector<std::pair<std::string, std::string>> rule_pairs(std::string_view rules);

// "+12/5" style, for PGN comments: the score (`+12`, `win3`, `loss3`, `mate-2`, `-` without one), then
// the depth.
std::string describe_info(const uiw::InfoReport& info);

}  // namespace referee
