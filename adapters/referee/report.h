// `-merge FILE... -report FILE.html`: a page to look at rather than read: the result table, the Elo with
// its 95% interval, the LLR game by game against the SPRT's bounds, the score by opening and the games'
// lengths, the pictures drawn by gnuplot (Debian's gnuplot-nox) as SVG inside the page.
#pragma once

#include <optional>
#include <string>

#include "expected.h"
#include "merge.h"

namespace referee {

// Writes the page; the error names what failed (gnuplot missing, a file that cannot be written).
inchworm::MaybeError write_report(const std::string& path, const MergedRun& run,
                                  const std::optional<SprtSettings>& sprt);

}  // namespace referee
