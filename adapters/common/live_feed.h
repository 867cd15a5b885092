// The live feed (-live FILE): one JSON line per event of a match while it is played, so that another
// program (uiw-web --follow) can show the games in progress, move by move, and the standings.
//
// Each line is one object with "type":
//   run     a referee process started (or resumed) the run: its id, event, pid, game, sides, rules,
//           engines, tournament format, SPRT settings, the schedule's size, whether it resumed
//   start   a game began: its schedule index, number, round, pair, engines (numbers, first player
//           first), their names, the opening (base and moves)
//   move    a move of a game in progress: index, ply (from 1, after the opening), token, record form,
//           the referee's time for it in ms, the engine's score (cp/win/loss/mate) and depth, the clock left
//   think   what the engine to move is thinking, before its move: index, ply (the move's, as its `move`
//           line will say), side (0 the first player), engine (its number), its latest score (cp/win/
//           loss/mate), depth, nodes, time in ms (the engine's own, when it says), the principal
//           variation as tokens (pv) and in record form (line, as far as the rules accept it). Throttled
//           per game (think_throttle.h: one line a game every 300 ms, and the last before the move when
//           one of that move was written); a reader keeps the latest of each game.
//   end     a game finished and recorded: index, pair, engines, result, the first player's points,
//           termination, detail, plies; "resumed": true when read back from -jsonout by -resume
//   drop    a game stopped without a result (the referee was stopped): index
//   finish  the referee ended its run: games done, whether it was stopped
// A line is written with one write(2) on a file opened for appending, under a lock, so the lines of
// concurrent games never mix; a kill leaves at most a last line cut short, which readers skip.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "expected.h"
#include "match_shape.h"
#include "played_game.h"
#include "run_info.h"
#include "stats.h"

namespace referee {

// What the `run` line tells of the match beside its RunInfo (the referee takes it from its settings).
struct LiveMatch {
  std::string game_id;
  inchworm::SideNames sides;
  std::string rules;  // every rule option, "Name=Value, Name=Value" (GameRules::rules_text)
  Format format = Format::RoundRobin;
  std::optional<SprtSettings> sprt;
  bool resume = false;                    // the run goes on from its records (-resume)
  std::vector<std::string> engine_names;  // by engine number: the `start` lines' players
};

class LiveFeed {
 public:
  LiveFeed() = default;
  LiveFeed(const LiveFeed&) = delete;
  LiveFeed& operator=(const LiveFeed&) = delete;
  ~LiveFeed();

  // Opens `path` for appending, close-on-exec (an empty path: nothing is written). The error names the file.
  inchworm::MaybeError open(const std::string& path);
  bool is_open() const { return fd_ >= 0; }

  // Thread-safe; each does nothing when the feed is not open.
  void run_started(const LiveMatch& match, const RunInfo& run, long long games_to_play);
  void game_started(const GameSetup& setup, const LiveMatch& match);
  void move(long long index, std::size_t ply, const PlyRecord& record);
  // `line`: the principal variation in record form.
  void think(long long index, std::size_t ply, int side, int engine, const uiw::InfoReport& info,
             const std::vector<std::string>& line);
  void game_ended(const GameSetup& setup, double first_points, const std::string& termination,
                  const std::string& detail, std::size_t plies, bool resumed);
  void game_dropped(long long index);
  void run_finished(long long games_done, bool stopped);

 private:
  void write_line(const std::string& line);
  std::mutex mutex_;
  int fd_ = -1;
};

}  // namespace referee
