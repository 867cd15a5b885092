// libFuzzer entry point for the position string and move parsers (see parser_fuzz.h for the input).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "parser_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = fuzz::check_parsers(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "parser fuzz: %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
