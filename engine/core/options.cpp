#include "options.h"

#include "text.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace inchworm {

bool same_option_name(const std::string& a, const std::string& b) { return lower_case(a) == lower_case(b); }

const OptionSpec* find_option(const std::vector<OptionSpec>& specs, const std::string& name) {
  for (const auto& s : specs)
    if (same_option_name(s.name, name)) return &s;
  return nullptr;
}

std::string check_option_value(const OptionSpec& spec, const std::string& value, std::string& canonical) {
  const std::string bad = "bad value for option " + spec.name + ": '" + value + "'";
  switch (spec.type) {
    case OptionSpec::Type::Check: {
      std::string v = lower_case(value);
      if (v != "true" && v != "false") return bad + " (expected true or false)";
      canonical = v;
      return {};
    }
    case OptionSpec::Type::Spin: {
      long long n = 0;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (value.empty() || ec != std::errc() || end != value.data() + value.size())
        return bad + " (expected an integer)";
      if (n < spec.min || n > spec.max)
        return bad + " (expected " + std::to_string(spec.min) + ".." + std::to_string(spec.max) + ")";
      canonical = std::to_string(n);
      return {};
    }
    case OptionSpec::Type::Combo: {
      for (const auto& c : spec.choices)
        if (lower_case(c) == lower_case(value)) {
          canonical = c;
          return {};
        }
      std::string list;
      for (const auto& c : spec.choices) list += (list.empty() ? "" : "|") + c;
      return bad + " (expected " + list + ")";
    }
    case OptionSpec::Type::Button:
    case OptionSpec::Type::String:
      canonical = value;
      return {};
  }
  return bad;
}

}  // namespace inchworm
