#include "output.h"

namespace uiw {

void Output::line(std::string_view text) {
  std::lock_guard<std::mutex> lock(mutex_);
  out_ << text << '\n';
  out_.flush();
}

}  // namespace uiw
