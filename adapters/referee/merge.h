// `uiw-referee -merge FILE...`: the JSON-lines records of a run's shards (or of any part of a run) read
// together into the result table the match would print: W/D/L, Elo, LOS, pentanomial counts and, with
// -sprt, the SPRT's state on the pairs in so far. Records of different runs are refused; games missing
// and games recorded more than once are reported (the later record of a game is kept: a shard run again
// replaces its games).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "expected.h"
#include "schedule.h"
#include "standings.h"
#include "stats.h"

namespace referee {

struct MergedRun {
  std::string run_id, event;
  std::string header;              // one line: the run, how many games of how many, files, shards
  std::vector<std::string> notes;  // missing games, duplicates, files not there yet: one sentence each
  std::optional<Standings> standings;
  long long games = 0;       // distinct games counted
  long long scheduled = 0;   // games in the run's schedule (the largest size its records give)
  long long duplicates = 0;  // records replaced by a later record of the same game
  std::string sprt_state;    // with -sprt: "H1 accepted", "H0 accepted", "continue (...)", or for a whole run
                             // whose game in flight took the totals back inside, "H1 accepted when game N ..."
  // The games counted, by pair (for -report): engine numbers (first player first), the first player's
  // points, the opening, the plies; and the LLR after each (with -sprt and two engines).
  struct Game {
    int engines[2] = {0, 1};
    double first_points = 0;
    std::string opening;
    std::size_t plies = 0;
    double llr = 0;
  };
  std::vector<Game> in_order;
  std::vector<std::string> engine_names;
};

// Reads the files in order (a later record of a game replaces an earlier one). Errors: no record at
// all, a line that cannot be read (file and line), records of different runs (naming both and what
// differs), a record of an older referee without a run id, -sprt without exactly two engines.
// Shards whose engines' measured speeds (-measure-speed) differ by more than `max_speed_spread_percent`
// (the fastest over the slowest) are named in a note.
inchworm::Expected<MergedRun> merge_records(const std::vector<std::string>& files,
                                            const std::optional<SprtSettings>& sprt,
                                            double max_speed_spread_percent = 10);

}  // namespace referee
