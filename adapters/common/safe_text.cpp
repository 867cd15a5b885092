#include "safe_text.h"

namespace adapters {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

// The length of the valid UTF-8 sequence at text[at], or 0 when the byte there does not start one
// (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF).
std::size_t sequence_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char b0 = byte(at);
  if (b0 < 0x80) return 1;
  std::size_t length = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    length = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    length = 3;
    if (b0 == 0xE0) lo = 0xA0;  // overlong below U+0800
    if (b0 == 0xED) hi = 0x9F;  // surrogates U+D800..U+DFFF
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    length = 4;
    if (b0 == 0xF0) lo = 0x90;  // overlong below U+10000
    if (b0 == 0xF4) hi = 0x8F;  // past U+10FFFF
  } else {
    return 0;
  }
  if (at + length > text.size()) return 0;
  if (byte(at + 1) < lo || byte(at + 1) > hi) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
  return length;
}

// U+0000..U+001F, U+007F, U+0080..U+009F (C1, two bytes C2 80..C2 9F).
bool is_control(std::string_view text, std::size_t at, std::size_t length) {
  const auto b0 = static_cast<unsigned char>(text[at]);
  if (length == 1) return b0 < 0x20 || b0 == 0x7F;
  return length == 2 && b0 == 0xC2 && static_cast<unsigned char>(text[at + 1]) <= 0x9F;
}

template <typename Keep>
std::string rewrite(std::string_view text, Keep keep) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = sequence_length(text, at);
    if (length == 0) {
      out += kReplacement;
      ++at;
      continue;
    }
    if (keep(at, length))
      out.append(text, at, length);
    else
      out += kReplacement;
    at += length;
  }
  return out;
}

}  // namespace

std::string valid_utf8(std::string_view text) {
  return rewrite(text, [](std::size_t, std::size_t) { return true; });
}

std::string printable_text(std::string_view text) {
  return rewrite(text, [&](std::size_t at, std::size_t length) { return !is_control(text, at, length); });
}

std::string cut_text(std::string_view text, std::size_t max_bytes) {
  const std::string valid = valid_utf8(text);
  if (valid.size() <= max_bytes) return valid;
  std::size_t end = 0;
  while (end < valid.size()) {
    const std::size_t length = sequence_length(valid, end);
    if (end + length > max_bytes) break;
    end += length;
  }
  return valid.substr(0, end) + "...";
}

bool is_printable_text(std::string_view text) { return printable_text(text) == text; }

std::string quoted_output(std::string_view line) { return "'" + printable_text(cut_text(line, 80)) + "'"; }

}  // namespace adapters
