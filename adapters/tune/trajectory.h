// The trajectory of a tuning run: one point per completed iteration (the start is iteration 0), as
// JSON lines (the coordinator's record, read back by -resume) and as CSV (for people and for the
// picture). Each line is appended in one write, so a kill leaves at most a last line cut short, which
// is dropped on reading: that iteration is counted again from its games' records, never twice.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "spsa.h"

namespace tune {

struct TrajectoryPoint {
  long long iteration = 0;
  long long pairs = 0;                        // game pairs played so far
  long long games = 0;                        // games played so far
  long long wins = 0, draws = 0, losses = 0;  // this iteration's, the plus engine's (both copies' in
                                              // the fixed-opponent mode: plus's minus minus's is `result`)
  long long result = 0;
  std::vector<double> theta;           // after this iteration's update
  std::vector<long long> plus, minus;  // the values this iteration played (empty for iteration 0)
  std::vector<int> flip;
  std::vector<double> c;
};

std::string trajectory_json_line(const TrajectoryPoint& point, const std::vector<Parameter>& params);
// The points of `path` (empty when it does not exist). A last line without its end of line that is not
// JSON was cut by a kill: it is left out (`cut` set). Any other bad line is an error naming the line.
inchworm::Expected<std::vector<TrajectoryPoint>> read_trajectory(const std::string& path,
                                                                 const std::vector<Parameter>& params, bool& cut);
// Removes a last line cut short by a kill, so that the next append starts a line of its own.
inchworm::MaybeError drop_cut_line(const std::string& path);

// iteration,pairs,games,result,<name>... (theta after the iteration), then <name>_plus,<name>_minus.
std::string trajectory_csv(const std::vector<TrajectoryPoint>& points, const std::vector<Parameter>& params);

}  // namespace tune
