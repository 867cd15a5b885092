#include "run_info.h"

#include <cstdint>
#include <cstdio>

namespace referee {

bool may_differ_within_run(const std::string& field) {
  return field == "games" || field == "rounds" || field == "openings file";
}

std::string run_id(const std::string& event, const ScheduleFields& fields) {
  std::uint64_t h = 14695981039346656037ull;
  auto add = [&](const std::string& text) {
    // Each text ends with a byte no setting holds, so ("ab", "c") and ("a", "bc") differ.
    for (unsigned char c : text + '\0') h = (h ^ c) * 1099511628211ull;
  };
  add(event);
  for (const auto& [name, value] : fields) {
    if (may_differ_within_run(name)) continue;
    add(name);
    add(value);
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace referee
