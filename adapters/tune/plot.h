// The picture of a tuning run: each parameter over the iterations (one panel each: its value after
// every iteration, and the values the plus and minus engines played), drawn by gnuplot (Debian's
// gnuplot-nox, installed by scripts/setup) from the trajectory's CSV file into an SVG file.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "spsa.h"

namespace tune {

// The gnuplot script that draws `csv` into `svg`.
std::string plot_script(const std::string& csv, const std::string& svg, const std::vector<Parameter>& params);
// Runs gnuplot on the script. An error (saying so) when gnuplot is not installed or fails.
inchworm::MaybeError plot_trajectory(const std::string& csv, const std::string& svg,
                                     const std::vector<Parameter>& params);

}  // namespace tune
