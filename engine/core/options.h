// Engine option descriptions, independent of any game and of the protocol that shows them.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace inchworm {

struct OptionSpec {
  enum class Type { Check, Spin, Combo, String, Button };
  std::string name;
  Type type = Type::String;
  std::string default_value;
  long long min = 0, max = 0;        // Spin only
  std::vector<std::string> choices;  // Combo only
};

// Options and their values as text, in the order they are set: ("Topology", "torus"), ...
using OptionValues = std::vector<std::pair<std::string, std::string>>;

// Option names compare without regard to case, as in UCI.
bool same_option_name(const std::string& a, const std::string& b);

// The spec called `name` (compared without regard to case), or nullptr.
const OptionSpec* find_option(const std::vector<OptionSpec>& specs, const std::string& name);

// Parses a value for `spec`; on success stores the canonical text in `canonical`.
// The error message names the option and the bad value.
std::string check_option_value(const OptionSpec& spec, const std::string& value, std::string& canonical);

}  // namespace inchworm
