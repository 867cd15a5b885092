// The one writer of protocol lines: whole lines, flushed, from any thread.
#pragma once

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
  void error(std::string_view what) { line("error " + std::string(what)); }
  void info_string(std::string_view what) { line("info string " + std::string(what)); }

 private:
  std::mutex mutex_;
  std::ostream& out_;
};

}  // namespace uiw
