// Time controls kept by the referee (the engines' own clocks are never trusted): a clock of
// moves/seconds+increment, a fixed time per move, or fixed depth / nodes, with a margin for lateness.
#pragma once

#include <string>

#include "expected.h"

namespace referee {

struct TimeControl {
  // Clock: `base_ms` for every `moves` moves (0: for the whole game), plus `increment_ms` after each move.
  bool clocked = false;
  long long moves = 0;
  long long base_ms = 0;
  long long increment_ms = 0;
  long long movetime_ms = 0;  // fixed time per move (`st=`), 0: none
  int depth = 0;              // `depth=`, 0: none
  long long nodes = 0;        // `nodes=`, 0: none
  long long margin_ms = 50;   // lateness allowed before a time forfeit

  bool limited() const { return clocked || movetime_ms > 0 || depth > 0 || nodes > 0; }
  // "40/60+0.5", "st=0.1", "depth=3", ... for records and tables.
  std::string describe() const;
};

// Parses `tc=` values: "moves/seconds+increment", "seconds+increment", "seconds", each part optional
// where it makes sense ("40/60", "10+0.1"), seconds possibly as "minutes:seconds"; "inf" for none.
inchworm::MaybeError parse_clock(const std::string& text, TimeControl& tc);
// Parses a time in seconds with a fraction ("0.1") into milliseconds.
inchworm::Expected<long long> parse_seconds(const std::string& text);

// One side's clock during a game.
class GameClock {
 public:
  explicit GameClock(const TimeControl& tc);
  long long remaining_ms() const { return remaining_ms_; }
  // Moves left in the current period, for `movestogo`; 0 when the period is the whole game.
  long long moves_to_go() const { return tc_.moves ? tc_.moves - moves_in_period_ : 0; }
  // Takes `elapsed_ms` for a move. Returns false when the time ran out (beyond the margin).
  bool spend(double elapsed_ms);

 private:
  TimeControl tc_;
  long long remaining_ms_ = 0;
  long long moves_in_period_ = 0;
};

}  // namespace referee
