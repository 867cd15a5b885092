// The one writer of protocol lines: whole lines, flushed, from any thread.
#pragma once

#include <atomic>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>

namespace uiw {

class Output {
 public:
  explicit Output(std::ostream& out) : out_(out) {}
  // Writes `text` followed by a newline; a multi-line text is written as one block.
  void line(std::string_view text);
  // One `error ...` line. Errors quote what they were given, so control bytes are shown as \xNN and an
  // overlong text is cut: one line, readable, whatever came in.
  void error(std::string_view what);
  void info_string(std::string_view what) { line("info string " + std::string(what)); }
  // How many error lines were written (the exit status of one-shot commands).
  int errors() const { return errors_.load(); }

 private:
  std::mutex mutex_;
  std::ostream& out_;
  std::atomic<int> errors_{0};
};

// `text` with control bytes written as \xNN, cut to `limit` characters (then ending in "...").
std::string printable(std::string_view text, std::size_t limit);

}  // namespace uiw
