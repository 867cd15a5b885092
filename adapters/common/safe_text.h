// Text from engines made safe for records: engines may print any bytes (invalid UTF-8, control
// bytes, megabytes on one line), and a record must stay valid UTF-8 that JSON and PGN readers accept.
// Invalid bytes become U+FFFD (the replacement character), one for each byte that does not start or
// continue a valid sequence; nothing else changes in valid text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace adapters {

// The text with every byte that is not part of a valid UTF-8 sequence replaced by U+FFFD (overlong
// forms, surrogates and code points past U+10FFFF are invalid too).
std::string valid_utf8(std::string_view text);
// As valid_utf8, and every control character (C0, DEL, C1: tab and newline included) replaced by
// U+FFFD as well: text for one line of a PGN tag or comment, or of a message.
std::string printable_text(std::string_view text);
// At most `max_bytes` bytes of valid UTF-8 text, cut before a whole character (never inside one); "..."
// is added when something was cut.
std::string cut_text(std::string_view text, std::size_t max_bytes);
// An engine's output line as messages and records quote it: in single quotes, cut to 80 bytes
// (cut_text) so that one bad engine cannot flood them, and made printable (printable_text).
std::string quoted_output(std::string_view line);
// True when the text is valid UTF-8 without control characters.
bool is_printable_text(std::string_view text);

}  // namespace adapters
