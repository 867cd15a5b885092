// libFuzzer entry point for the whole command loop: a session of any registered game fed arbitrary
// command lines (see session_fuzz.h for the input and what is checked).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "session_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = fuzz::check_session(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "session fuzz: %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
