// Engines' text made safe for records (adapters/common/safe_text): bytes that are not UTF-8 replaced,
// control characters out of one-line text, cuts that never split a character.
#include <catch2/catch.hpp>

#include "safe_text.h"

using namespace adapters;

namespace safe_text_test {
namespace {
const std::string kBad = "\xEF\xBF\xBD";  // U+FFFD
}

TEST_CASE("safe text: valid UTF-8 is kept byte for byte", "[safe-text]") {
  for (const std::string& text :
       {std::string(""), std::string("plain ASCII"), std::string("caf\xC3\xA9"), std::string("\xE2\x82\xAC 5"),
        std::string("\xF0\x9F\x98\x80"), std::string("\xF4\x8F\xBF\xBF"), std::string("tab\there\x01")}) {
    INFO(text);
    CHECK(valid_utf8(text) == text);
  }
}

TEST_CASE("safe text: every byte that is not UTF-8 becomes U+FFFD", "[safe-text]") {
  CHECK(valid_utf8("\xFF") == kBad);
  CHECK(valid_utf8("a\xFE"
                   "b") == "a" + kBad + "b");
  CHECK(valid_utf8("\xC0\xAF") == kBad + kBad);                        // overlong '/'
  CHECK(valid_utf8("\xE0\x80\xAF") == kBad + kBad + kBad);             // overlong, three bytes
  CHECK(valid_utf8("\xED\xA0\x80") == kBad + kBad + kBad);             // a surrogate
  CHECK(valid_utf8("\xF4\x90\x80\x80") == kBad + kBad + kBad + kBad);  // past U+10FFFF
  CHECK(valid_utf8("\xE2\x82") == kBad + kBad);                        // cut short at the end
  CHECK(valid_utf8("\xE2\x82x") == kBad + kBad + "x");                 // cut short before another character
  CHECK(valid_utf8("\x80") == kBad);                                   // a lone continuation byte
}

TEST_CASE("safe text: printable text has no control character", "[safe-text]") {
  CHECK(printable_text("a\tb\nc\x07\x7F") == "a" + kBad + "b" + kBad + "c" + kBad + kBad);
  CHECK(printable_text("\xC2\x85 next line") == kBad + " next line");  // C1 control U+0085
  CHECK(printable_text("\xC2\xA0 no-break space") == "\xC2\xA0 no-break space");
  CHECK(printable_text("\x1B[31m\xFF") == kBad + "[31m" + kBad);
  CHECK(is_printable_text("caf\xC3\xA9 {ok}"));
  CHECK_FALSE(is_printable_text("bell\x07"));
  CHECK_FALSE(is_printable_text("\xFF"));
}

TEST_CASE("safe text: a cut keeps whole characters", "[safe-text]") {
  CHECK(cut_text("short", 80) == "short");
  CHECK(cut_text("abcdef", 3) == "abc...");
  // "é" is two bytes: a cut at 4 bytes of "aaaé" would split it, so it stops before it.
  CHECK(cut_text("aaa\xC3\xA9z", 4) == "aaa...");
  CHECK(cut_text("aaa\xC3\xA9z", 5) == "aaa\xC3\xA9...");
  CHECK(cut_text("\xFF\xFF\xFF", 80) == kBad + kBad + kBad);  // made valid before it is cut
  const std::string cut = cut_text(std::string(100, 'x') + "\xE2\x82\xAC", 101);
  CHECK(valid_utf8(cut) == cut);
}

}  // namespace safe_text_test
