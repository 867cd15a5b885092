// The run over time, for the live view's chart: after each finished game, the Elo of the run's first
// pairing (its first engine against its second: the two engines of a match or an SPRT) with its 95%
// interval, and the SPRT's log-likelihood ratio when the run has one, each computed as the referee's
// standings compute them (standings.h: Elo from the games' W/D/L, the LLR on the pairs' pentanomial
// counts). One point a finished game, in the order the games finished.
#pragma once

#include <optional>
#include <vector>

#include "run_info.h"
#include "standings.h"

namespace referee {

struct SeriesPoint {
  long long games = 0;          // finished games of the run so far
  std::optional<double> elo;    // of the first pairing, from its first engine's view; none while infinite
  double score = 0.5;           // the first engine's score in the first pairing (which infinity: above 0.5, +inf)
  std::optional<double> error;  // half the 95% interval; none while unbounded
  std::optional<double> llr;    // the SPRT's, when the run has one
};

class RunSeries {
 public:
  // A new run: its engines, format and SPRT (only a two-engine run has one). Forgets the points.
  void start(const std::vector<EngineEntry>& engines, Format format, const std::optional<SprtSettings>& sprt);
  // One finished game (as Standings::add_game); appends a point. Nothing before start.
  void add_game(long long pair, const int (&engines)[2], double first_points, const std::string& termination);

  const std::vector<SeriesPoint>& points() const { return points_; }
  // The SPRT's settings when the run has one.
  const std::optional<SprtSettings>& sprt() const { return sprt_; }

 private:
  std::optional<Standings> standings_;
  std::optional<SprtSettings> sprt_;
  std::vector<SeriesPoint> points_;
};

}  // namespace referee
