#include "rules.h"

namespace inchworm::steere {
namespace {

const char* advance_name(Advance a) { return a == Advance::Literal ? "literal" : "strict"; }

}  // namespace

MaybeError check_board_size(int rows, int columns) {
  const std::string size = std::to_string(rows) + "x" + std::to_string(columns);
  if (rows < kMinSide || rows > kMaxSide || columns < kMinSide || columns > kMaxSide)
    return Error{"board " + size + ": ranks and files must each number 2..16 (S1.2)"};
  if ((rows + columns) % 2 == 0)
    return Error{"board " + size +
                 ": Rows + Columns must be odd (S1.2), so that the full start splits evenly and "
                 "looks the same to both players"};
  return std::nullopt;
}

std::vector<OptionSpec> rules_options() {
  using T = OptionSpec::Type;
  return {
      {"Rows", T::Spin, "6", kMinSide, kMaxSide, {}},
      {"Columns", T::Spin, "7", kMinSide, kMaxSide, {}},
      {"Advance", T::Combo, "literal", 0, 0, {"literal", "strict"}},
  };
}

MaybeError set_rules_option(Rules& rules, const std::string& name, const std::string& value) {
  const auto specs = rules_options();
  const OptionSpec* spec = find_option(specs, name);
  if (!spec) return Error{"unknown option: " + name};
  std::string v;
  if (auto bad = check_option_value(*spec, value, v); !bad.empty()) return Error{bad};
  Rules changed = rules;
  if (spec->name == "Advance") {
    changed.advance = v == "literal" ? Advance::Literal : Advance::Strict;
  } else {
    (spec->name == "Rows" ? changed.rows : changed.columns) = std::stoi(v);
    if (!check_board_size(changed.rows, changed.columns)) {
      changed.start_rows = changed.rows;
      changed.start_columns = changed.columns;
    }
  }
  rules = changed;
  return std::nullopt;
}

std::string rules_option_value(const Rules& rules, const std::string& name) {
  if (same_option_name(name, "Rows")) return std::to_string(rules.rows);
  if (same_option_name(name, "Columns")) return std::to_string(rules.columns);
  if (same_option_name(name, "Advance")) return advance_name(rules.advance);
  return {};
}

std::string describe(const Rules& rules) {
  std::string text = std::to_string(rules.start_rows) + "x" + std::to_string(rules.start_columns) + ", advance " +
                     advance_name(rules.advance);
  if (rules.size_pending())
    text += " (Rows " + std::to_string(rules.rows) + " and Columns " + std::to_string(rules.columns) +
            " wait for an odd sum, S1.2)";
  return text;
}

}  // namespace inchworm::steere
