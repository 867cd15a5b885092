// Times written in seconds, as the referee's `tc=` and `st=` and uiw-web's clocks take them: "0.5",
// "300", "5:00" (minutes:seconds), read into milliseconds and written back ("300", "0.1").
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace adapters {

// Seconds with an optional fraction, or "M:SS", as milliseconds; nothing when the text is neither.
std::optional<long long> parse_seconds_ms(std::string_view text);
// Milliseconds as seconds: whole ("300") or with their fraction ("0.1").
std::string seconds_text(long long ms);

}  // namespace adapters
