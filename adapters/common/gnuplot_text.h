// Text in gnuplot's scripts, for the referee's -report and uiw-tune's trajectory plot.
#pragma once

#include <string>
#include <string_view>

namespace adapters {

// A gnuplot string: in single quotes, where everything is literal but a single quote, written twice.
inline std::string gnuplot_quoted(std::string_view text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

}  // namespace adapters
