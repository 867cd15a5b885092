#include "option_lines.h"

namespace uiw {

std::string option_line(const inchworm::OptionSpec& spec) {
  using T = inchworm::OptionSpec::Type;
  std::string s = "option name " + spec.name + " type ";
  switch (spec.type) {
    case T::Check:
      return s + "check default " + spec.default_value;
    case T::Spin:
      return s + "spin default " + spec.default_value + " min " + std::to_string(spec.min) + " max " +
             std::to_string(spec.max);
    case T::Combo:
      s += "combo default " + spec.default_value;
      for (const auto& c : spec.choices) s += " var " + c;
      return s;
    case T::Button:
      return s + "button";
    case T::String:
      return s + "string default " + (spec.default_value.empty() ? "<empty>" : spec.default_value);
  }
  return s;
}

std::string tunable_line(const inchworm::Tunable& t) {
  return std::string(t.name()) + ", int, " + std::to_string(t.value()) + ", " + std::to_string(t.min()) + ", " +
         std::to_string(t.max()) + ", " + std::to_string(t.step()) + ", " + kTunableRateEnd;
}

}  // namespace uiw
