// The run over time, for the live view's chart: after each finished game, the Elo of that game's
// pairing (its first engine against its second, as the standings' encounters have them) with its 95%
// interval, and the SPRT's log-likelihood ratio when the run has one (a two-engine run: one pairing),
// each computed as the referee's standings compute them (standings.h: Elo from the pairing's W/D/L, the
// LLR on the pairs' pentanomial counts). One point a finished game, in the order the games finished:
// the sequence only grows, so a reader that has its first N points needs only the rest (uiw-web sends
// each page the new points as games finish).
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "run_info.h"
#include "standings.h"

namespace referee {

struct SeriesPoint {
  int pairing = 0;              // the game's pairing: its index in pairings() (the standings' encounters)
  long long games = 0;          // finished games of that pairing so far
  std::optional<double> elo;    // of the pairing, from its first engine's view; none while infinite
  double score = 0.5;           // the pairing's first engine's score (which infinity: above 0.5, +inf)
  std::optional<double> error;  // half the 95% interval; none while unbounded
  std::optional<double> llr;    // the SPRT's, when the run has one
};

class RunSeries {
 public:
  // A new run: its engines, format and SPRT (only a two-engine run has one). Forgets the points.
  void start(const std::vector<EngineEntry>& engines, Format format, const std::optional<SprtSettings>& sprt);
  // One finished game (as Standings::add_game); appends a point to its pairing's. Nothing before
  // start, nor for a game of two engines the schedule does not pair.
  void add_game(long long pair, const int (&engines)[2], double first_points, const std::string& termination);

  // Every point, in the order the games finished.
  const std::vector<SeriesPoint>& points() const { return points_; }
  // The run's pairings in the schedule's order (first engine, second engine): what a point's `pairing`
  // indexes. Empty before start.
  std::vector<std::pair<int, int>> pairings() const;
  // The SPRT's settings when the run has one.
  const std::optional<SprtSettings>& sprt() const { return sprt_; }

 private:
  std::optional<Standings> standings_;
  std::optional<SprtSettings> sprt_;
  std::vector<SeriesPoint> points_;
};

}  // namespace referee
