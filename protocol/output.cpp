#include "output.h"

namespace uiw {

namespace {
constexpr std::size_t kErrorLimit = 400;  // long enough for a whole position string and its message
}

void Output::line(std::string_view text) {
  std::lock_guard<std::mutex> lock(mutex_);
  out_ << text << '\n';
  out_.flush();
}

void Output::error(std::string_view what) {
  errors_.fetch_add(1);
  line("error " + printable(what, kErrorLimit));
}

std::string printable(std::string_view text, std::size_t limit) {
  static const char* hex = "0123456789ABCDEF";
  std::string s;
  for (char c : text) {
    if (s.size() >= limit) {
      s += "...";
      break;
    }
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7F) {
      s += "\\x";
      s += hex[u >> 4];
      s += hex[u & 15];
    } else {
      s += c;
    }
  }
  return s;
}

}  // namespace uiw
