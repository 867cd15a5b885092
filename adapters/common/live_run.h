// Reading a live feed (live_feed.h) back: the run as its lines tell it so far, for uiw-web --follow.
// Bytes are fed as they come; a last line without its end waits for the rest. A line that is not a
// feed event (garbage, a line cut short by a kill, an event that names no known game, a thought of a
// move already played) is skipped with a note naming its line; nothing in the file can make the reader fail. The
// standings are the referee's own (standings.h), computed from the finished games.
#pragma once

#include <boost/json/fwd.hpp>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match_shape.h"
#include "run_info.h"
#include "run_series.h"
#include "standings.h"
#include "stats.h"

namespace referee {

struct LiveMove {
  std::string move;        // the protocol token
  std::string record;      // in the game's record notation
  long long ms = 0;        // the referee's time for it
  std::string score_kind;  // "cp", "win", "loss", "mate" or empty (the engine's, from the mover's view)
  long long score = 0;
  std::optional<int> depth;
  std::optional<long long> clock_ms;  // the mover's clock after it
};

// What an engine of a game thinks (the game's latest `think` line): shown until the next thought (a
// thought lasts a few hundred ms, a fast engine's move less: gone at its move, it would rarely be seen).
struct LiveThought {
  long long ply = 0;       // of the move being thought about
  int side = 0;            // 0 the first player
  std::string score_kind;  // as LiveMove's, from the thinking side's view
  long long score = 0;
  std::optional<int> depth;
  std::optional<long long> nodes, ms;
  std::vector<std::string> pv;    // tokens
  std::vector<std::string> line;  // the same in record form (as far as the referee could play it)
  unsigned long version = 0;      // changes with every thought of the game
};

enum class LiveStatus { Playing, Finished, Dropped, Interrupted };
const char* live_status_name(LiveStatus s);

struct LiveGame {
  long long index = 0;  // in the schedule, from 0
  long long pair = 0;
  int round = 0;
  int engines[2] = {0, 1};  // engine numbers, the first player first
  std::string players[2];
  std::string base = "startpos";
  std::vector<std::string> opening;  // moves from the base before the game's own
  std::vector<LiveMove> moves;
  std::optional<LiveThought> thinking;  // the latest thought, while the game is played
  LiveStatus status = LiveStatus::Playing;
  std::string result;  // "1-0", "0-1", "1/2-1/2" once finished
  double first_points = 0;
  std::string termination, detail;
  long long recorded_plies = 0;  // the plies the end line counts
  bool resumed = false;          // finished in an earlier run (read back by -resume): no moves here
  unsigned long version = 0;     // changes whenever this game's moves, status or result change (not its thoughts)
  int starts = 0;                // its `start` lines so far: more than one when it was played again
};

struct LiveRunInfo {
  bool known = false;  // a `run` line was read
  std::string run_id, event, shard, game_id, started;
  std::string sides[2] = {"first", "second"};
  std::vector<std::pair<std::string, std::string>> rules;
  std::vector<EngineEntry> engines;
  Format format = Format::RoundRobin;
  std::optional<SprtSettings> sprt;
  long long to_play = 0;
  long pid = 0;  // the referee process writing the feed
  int runs = 0;  // `run` lines read (more than one: the run was resumed)
  bool finished = false, stopped = false;
};

class LiveRun {
 public:
  // Takes the next bytes of the file; applies every line they complete. True when anything changed.
  bool feed(std::string_view bytes);
  // Applies one line (without its end). True when anything changed; a bad line adds a note.
  bool apply_line(std::string_view line);
  // The referee writing the feed is gone without finishing: its games in progress are interrupted.
  bool referee_gone();

  const LiveRunInfo& info() const { return info_; }
  const std::map<long long, LiveGame>& games() const { return games_; }
  const std::vector<std::string>& notes() const { return notes_; }
  long long lines() const { return line_number_; }
  // The bytes of a line not yet ended.
  std::size_t pending() const { return partial_.size(); }
  // The referee's standings over the finished games, in schedule order; nothing before a `run` line.
  std::optional<Standings> standings() const;
  // Elo and LLR after each finished game, in the order they finished.
  const RunSeries& series() const { return series_; }
  unsigned long version() const { return version_; }

 private:
  void note(const std::string& text);
  LiveGame* game_at(long long index, std::string_view what);
  // apply_line's steps, one a line type (`index`: the line's game, read and not negative).
  bool apply_run(const boost::json::object& line);
  bool apply_finish(const boost::json::object& line);
  bool apply_start(const boost::json::object& line, long long index);
  bool apply_move(const boost::json::object& line, long long index);
  bool apply_think(const boost::json::object& line, long long index);
  bool apply_end(const boost::json::object& line, long long index);
  bool apply_drop(long long index);

  LiveRunInfo info_;
  std::map<long long, LiveGame> games_;
  RunSeries series_;
  std::vector<std::string> notes_;
  std::string partial_;
  long long line_number_ = 0;
  unsigned long version_ = 0;
};

}  // namespace referee
