// The `option name ... type ...` lines of the uiw/UGI handshake.
#pragma once

#include <string>

#include "options.h"

namespace uiw {

std::string option_line(const inchworm::OptionSpec& spec);

}  // namespace uiw
