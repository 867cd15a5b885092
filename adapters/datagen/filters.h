// The filters strong engines put on training positions, applied when the data is read (dump, stats,
// terms, and the Python reader with the same options), so that one run's data serves any choice of
// them: positions in check, positions whose best move is not quiet (a capture or a promotion: the
// static evaluation misjudges what is about to change), decided positions (|score| above a bound) and
// the first plies of a game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "data_format.h"

namespace cxxopts {
class Options;
class ParseResult;
}  // namespace cxxopts

namespace datagen {

struct PositionFilter {
  bool skip_in_check = false;    // --skip-in-check
  bool quiet_only = false;       // --quiet-only
  std::optional<int> max_score;  // --max-score CP: |score| <= CP
  std::uint32_t min_ply = 0;     // --min-ply P: ply >= P

  bool keeps(const PositionRecord& p) const;
  // For people and file headers: "not in check, quiet, |score| <= 3000, ply >= 8" ("none").
  std::string text() const;
};

// How many positions each filter dropped (a position is counted by the first filter that drops it).
struct FilterCounts {
  std::uint64_t read = 0, kept = 0, in_check = 0, not_quiet = 0, decided = 0, early = 0;
  bool count(const PositionFilter& filter, const PositionRecord& p);
};

// The filters' command-line options, and the filter they give.
void add_filter_options(cxxopts::Options& cli);
PositionFilter filter_from(const cxxopts::ParseResult& args);

}  // namespace datagen
