// The variant settings of Steere's Inchworm (S1.2, S10) and the rule options that set them.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "options.h"
#include "types.h"

namespace inchworm::steere {

struct Rules {
  int rows = 6;                        // S10.1: the Rows option as set
  int columns = 7;                     // S10.1: the Columns option as set
  Advance advance = Advance::Literal;  // S10.2
  // The size of the start position: Rows x Columns when their sum is odd (S1.2), else the last size
  // that was, so that the two options can be set one after the other in either order (6x7 to 7x6
  // passes through 7x7, which waits for Columns).
  int start_rows = 6;
  int start_columns = 7;

  bool operator==(const Rules&) const = default;
  // True while Rows + Columns is even: the start keeps its last valid size.
  bool size_pending() const { return rows != start_rows || columns != start_columns; }
};

// S1.2: both sides within 2..16 and an odd sum. The error says which part fails.
MaybeError check_board_size(int rows, int columns);

// Rows (spin 2..16), Columns (spin 2..16), Advance (combo literal|strict), with the defaults.
std::vector<OptionSpec> rules_options();
// Sets one option; unknown names and bad values are errors naming them, and `rules` is unchanged then.
// Rows and Columns take effect on the start position once their sum is odd (Rules::start_rows).
MaybeError set_rules_option(Rules& rules, const std::string& name, const std::string& value);
// The option's current value as text; empty for an unknown name.
std::string rules_option_value(const Rules& rules, const std::string& name);
// One line for records and people: "6x7, advance literal" (and the waiting Rows x Columns, if any).
std::string describe(const Rules& rules);

}  // namespace inchworm::steere
