// The referee's command line, in the single-dash style of cutechess-cli and fastchess
// (`-engine cmd=... name=... -games 10`), read with cxxopts; `-config FILE` inserts a JSON file's words.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analysis.h"
#include "compliance.h"
#include "expected.h"
#include "match.h"

namespace referee {

struct CommandLine {
  MatchSettings settings;
  bool help = false;
  bool version = false;
  std::vector<std::string> warnings;  // to print before the match: settings that work, but badly
  // -merge FILE... [-sprt ...]: no match, the records of a run's shards read together (merge.h).
  std::vector<std::string> merge_files;
  std::optional<SprtSettings> merge_sprt;
  double max_speed_spread_percent = 10;
  std::string report_path;  // -merge ... -report FILE.html
  // -analyse RECORDS -engine ...: no match, the recorded games annotated by one engine (analysis.h).
  std::optional<AnalysisSettings> analysis;  // -merge: shards' speeds further apart are warned about
  // -compliance cmd=PATH ...: no match, one engine walked through the protocol (compliance.h).
  std::optional<ComplianceSettings> compliance;
};

// Reads and checks everything (engines, rules, openings, records); errors name the bad word.
inchworm::Expected<CommandLine> parse_command_line(const std::vector<std::string>& words);
std::string command_line_help();

}  // namespace referee
