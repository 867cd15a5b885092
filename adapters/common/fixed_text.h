// A number written with a fixed count of decimals ("%.*f"), for records, reports and the page's notes.
#pragma once

#include <cstdio>
#include <string>

namespace adapters {

inline std::string fixed_text(double value, int decimals) {
  const int length = std::snprintf(nullptr, 0, "%.*f", decimals, value);
  std::string text(static_cast<std::size_t>(length > 0 ? length : 0), '\0');
  std::snprintf(text.data(), text.size() + 1, "%.*f", decimals, value);
  return text;
}

}  // namespace adapters
