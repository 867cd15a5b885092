// The `option name ... type ...` lines of the uiw/UGI handshake, and the lines of the `tunables`
// command (the tunables are set like options but listed apart, see engine.h).
#pragma once

#include <string>

#include "options.h"
#include "tunable.h"

namespace uiw {

std::string option_line(const inchworm::OptionSpec& spec);

// One tunable as fishtest's SPSA input takes it: `name, int, value, min, max, c_end, r_end`, with the
// value in force (the default unless set), the declared step as c_end and fishtest's usual r_end.
std::string tunable_line(const inchworm::Tunable& t);
constexpr const char* kTunableRateEnd = "0.0020";

}  // namespace uiw
