// Game records: a PGN-like text file and a JSON-lines file, appended after every game so that nothing
// is lost when the referee is killed; and reading the JSON lines back to resume a match.
//
// Each record goes out in one write(2) (PGN first, then JSON), so a kill leaves at most a record cut
// short at the end of a file, or a PGN record whose JSON line is missing. Opening the files again
// repairs that: the JSON-lines file is the authority (a resumed match counts what it holds).
#pragma once

#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine_stats.h"
#include "expected.h"
#include "played_game.h"
#include "run_info.h"

namespace referee {

// The game as PGN-like text: tags (the game, its rules, the engines under the game's side names, start
// position, result, termination, time controls), then the moves in the game's record notation (with its
// record suffix, if any), each followed by a comment {score/depth time}, numbered like PGN (the
// first player's move first), and the result.
// The run's identity is in the tags `Run`, `Shard` and `Pair`; the programs' in `<Side>IdName` (each
// engine's `id name`, when it said one) and `Referee` (the referee's name and version).
// `fields` adds search facts to the move comments (-pgnout nodes=true ..., fastchess's spellings).
struct PgnFields {
  bool nodes = false, seldepth = false, nps = false, hashfull = false;
  bool timeleft = false;  // the mover's clock after the move
  bool latency = false;   // the referee's measure of the move less the time the engine reported
};
std::string pgn_text(const GameRecord& game, const RunInfo& run, const PgnFields& fields = {});

// The game as one line of JSON (no newline inside), written with Boost.JSON: `game` is the game's id,
// `number` counts from 1 like the PGN's, the engines' names are under the side names in lower case
// (`red`/`blue`, `white`/`black`); and the run: `run` (its id), `shard` ("I/N"), `pair`, `engines` and
// `time_controls` (the run's engines in order) and `schedule` (the settings, run.fields); and, as in the
// PGN tags, `<side>_id_name` and `referee`.
std::string json_line(const GameRecord& game, const RunInfo& run);

// What a resumed match knows, to tell a PGN record of its own that the JSON file lacks.
struct ResumeRecords {
  std::set<long long> recorded;                              // schedule indices (from 0) in the JSON file
  std::vector<std::pair<std::string, std::string>> players;  // each game's first and second player
  inchworm::SideNames sides;                                 // the game's: the PGN tags' names
  std::string event;
};
// Cuts what a kill left at the end of a PGN-like text: a record cut short (no result line at its end),
// or, with `resume`, records of this match's schedule (same event, number and players) whose games
// the JSON file does not hold: a kill came between a PGN record and its JSON line, or cut that line
// short. Records are appended one at a time, so only the end can hold such records: the cut goes back
// from the end to the last record that is whole and either recorded or another match's; nothing
// before it is ever touched.
std::string repair_pgn_text(const std::string& text, const ResumeRecords* resume);
// True when `line` is a whole JSON object (as opposed to one cut off by a kill).
bool is_json_object(const std::string& line);

class RecordFiles {
 public:
  // Opens the files for appending (an empty path: that file is not written), close-on-exec, after
  // repairing their ends (repair_pgn_text; a last JSON line cut off by a kill is removed). The error
  // names the file.
  inchworm::MaybeError open(const std::string& pgn_path, const std::string& json_path,
                            const ResumeRecords* resume = nullptr, const PgnFields& fields = {});
  ~RecordFiles();
  RecordFiles() = default;
  RecordFiles(const RecordFiles&) = delete;
  RecordFiles& operator=(const RecordFiles&) = delete;
  // Appends one game to both files, each in one write(2). Thread-safe.
  void append(const GameRecord& game, const RunInfo& run);

 private:
  std::mutex mutex_;
  int pgn_ = -1;
  int json_ = -1;
  PgnFields pgn_fields_;
};

// What a resumed match needs from a recorded game.
struct RecordedGame {
  long long line = 0;    // in the file, from 1
  long long index = -1;  // in the schedule, from 0 (the record's `number` minus 1)
  int round = 0;
  long long pair = 0;
  std::string run_id;  // the record's `run`
  std::string event;
  std::string shard;                                // "I/N"
  std::vector<std::string> engines, time_controls;  // the run's engines in order, and their time controls
  std::string game_id;                              // the record's `game`
  std::string players[2];  // the engines, first player first (found under the game's side names)
  std::string opening;
  std::string result;                                  // "1-0", "0-1", "1/2-1/2"
  std::string termination;                             // termination_name(), or the failure's name
  ScheduleFields schedule;                             // empty when the record has none (written by an older referee)
  inchworm::SideNames sides;                           // the game's
  std::vector<std::pair<std::string, double>> speeds;  // -measure-speed: the engines' nodes/s on its machine
  double time_scale = 1;                               // its time controls' factor (-scale-nps)
  std::vector<MoveFacts> moves[2];                     // the first player's moves, the second player's
};
// A PGN tag line `[Name "value"]` (value printable, quotes escaped), and a `{comment}` (braces made
// parentheses), as the records write them.
std::string pgn_tag(const std::string& name, const std::string& value);
std::string pgn_comment(const std::string& text);

// The moves of a game by the side that played them (moves[0]: the first player's).
void moves_by_side(const GameRecord& game, std::vector<MoveFacts> (&moves)[2]);
// Reads the JSON-lines file of an earlier run. A missing file is an empty list. The last line, when it
// has no end of line and is not JSON, was cut off by a kill while it was written: it is skipped (its game
// is played again, and opening the file for writing removes the piece). Any other line that cannot be
// read is an error naming the file and line (resuming past it would play its game again and keep both
// records), and so is a JSON line that is not a game record or is of a game this referee does not know.
inchworm::Expected<std::vector<RecordedGame>> read_recorded_games(const std::string& json_path);

}  // namespace referee
