#include "seconds_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace adapters {

std::optional<long long> parse_seconds_ms(std::string_view text) {
  if (const auto colon = text.find(':'); colon != std::string_view::npos) {
    const auto minutes = parse_seconds_ms(text.substr(0, colon));
    const auto seconds = parse_seconds_ms(text.substr(colon + 1));
    if (!minutes || !seconds) return std::nullopt;
    return *minutes * 60 + *seconds;
  }
  if (text.empty() || text.size() > 15) return std::nullopt;
  for (char c : text)
    if (!(c >= '0' && c <= '9') && c != '.') return std::nullopt;
  const std::string copy(text);
  char* end = nullptr;
  const double seconds = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size() || !std::isfinite(seconds)) return std::nullopt;
  return std::llround(seconds * 1000);
}

std::string seconds_text(long long ms) {
  char buf[32];
  if (ms % 1000 == 0)
    std::snprintf(buf, sizeof buf, "%lld", ms / 1000);
  else
    std::snprintf(buf, sizeof buf, "%g", double(ms) / 1000);
  return buf;
}

}  // namespace adapters
