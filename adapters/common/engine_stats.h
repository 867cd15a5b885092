// How each engine searched and fared beyond W/D/L: average and median depth, speed (nodes per second),
// time per move and clock left after its moves; its results with each colour; and the games' lengths.
// Fed by the match as games finish and by -merge from the records' moves: the same games give the same
// table.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game_state.h"
#include "run_info.h"
#include "stats.h"

namespace referee {

// One move's facts, as the engine reported them and the referee measured them.
struct MoveFacts {
  std::optional<double> depth;
  std::optional<double> nodes;
  double ms = 0;                  // the referee's measure, from `go` to `bestmove`
  std::optional<double> left_ms;  // the mover's clock after the move, when it has one
};

// Values whose mean and median are wanted.
class Sample {
 public:
  void add(double x) { values_.push_back(x); }
  bool empty() const { return values_.empty(); }
  double mean() const;
  double median() const;

 private:
  std::vector<double> values_;
};

class EngineStats {
 public:
  explicit EngineStats(std::size_t engines) : per_engine_(engines) {}

  // One game: engines[0] moved first; moves[0] are the first player's moves, moves[1] the second's.
  void add_game(const int (&engines)[2], const std::vector<MoveFacts> (&moves)[2], double first_points);

  // Per engine: depth, nodes per second, time per move, time left (each "mean / median"), results as
  // the first and as the second player (side names); then the games' lengths.
  std::string table(const std::vector<EngineEntry>& engines, const inchworm::SideNames& sides) const;

 private:
  struct PerEngine {
    Sample depth, nps, ms, left_ms;
    Trinomial as_side[2];
  };
  std::vector<PerEngine> per_engine_;
  Sample plies_;
};

}  // namespace referee
