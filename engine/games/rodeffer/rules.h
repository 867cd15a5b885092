// The variant settings of Rodeffer's Inchworm (R4, R5, R7) and the engine options that set them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "options.h"
#include "types.h"

namespace inchworm::rodeffer {

struct Rules {
  Topology topology = Topology::Plane;          // R7.1
  CaptureRule capture = CaptureRule::Original;  // R3.2 / R5
  int target = 60;                              // R4.1, R7.4
  bool prisoner_drops = false;                  // R7.2
  int pieces[2] = {kMaxPieces, kMaxPieces};     // R7.3 handicap: each side's total
  int quiet_limit = 0;                          // R7.5: plies without a capture that end the game; 0 = never

  bool operator==(const Rules&) const = default;
};

constexpr int kMaxTargetScore = 10000;
constexpr int kMaxQuietLimit = 100000;

// The option names and types that set Rules fields: Topology, CaptureRule, TargetScore,
// PrisonerDrops, RedPieces, BluePieces, QuietLimit.
std::vector<OptionSpec> rules_options();
// Sets one option; unknown names and bad values are errors naming them, and `rules` is unchanged.
MaybeError set_rules_option(Rules& rules, const std::string& name, const std::string& value);
// The current value of each option as text, in rules_options() order.
std::string rules_option_value(const Rules& rules, const std::string& name);
// One line naming the settings, e.g. "topology plane, capture original, target 60, ...".
std::string describe(const Rules& rules);
// One item of such a line as old records wrote it, its words `key` and `value` ("prisoner drops",
// "off"), as the options that set it (("PrisonerDrops", "false")); nothing when it is not one.
std::optional<OptionValues> described_rules_item(std::string_view key, std::string_view value);

enum class GameResult { None, RedWins, BlueWins, Draw };

}  // namespace inchworm::rodeffer
