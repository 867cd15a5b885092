// libFuzzer entry point for one game's rule options, position strings and move tokens (see
// parser_fuzz.h for the input and what is checked, fuzzed_game.h for how the game is chosen).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzzed_game.h"
#include "parser_fuzz.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::fuzzed_game();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem =
      fuzz::check_parsers(fuzz::fuzzed_game(), std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "parser fuzz: %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
