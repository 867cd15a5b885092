// The variant settings of Steere's Inchworm (S1.2, S10) and the rule options that set them.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "options.h"
#include "types.h"

namespace inchworm::steere {

struct Rules {
  int rows = 6;                        // S10.1: ranks of the start position
  int columns = 7;                     // S10.1: files of the start position
  Advance advance = Advance::Literal;  // S10.2

  bool operator==(const Rules&) const = default;
};

// S1.2: both sides within 2..16 and an odd sum. The error says which part fails.
MaybeError check_board_size(int rows, int columns);

// Rows (spin 2..16), Columns (spin 2..16), Advance (combo literal|strict), with the defaults.
std::vector<OptionSpec> rules_options();
// Sets one option; unknown names, bad values and sizes with an even sum are errors naming them, and
// `rules` is unchanged then.
MaybeError set_rules_option(Rules& rules, const std::string& name, const std::string& value);
// The option's current value as text; empty for an unknown name.
std::string rules_option_value(const Rules& rules, const std::string& name);
// One line for records and people: "6x7, advance literal".
std::string describe(const Rules& rules);

}  // namespace inchworm::steere
