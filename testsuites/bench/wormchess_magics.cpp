// Prints the magic multipliers that find_magics (engine/games/wormchess/magic_search.h) finds, as the
// C++ arrays of engine/games/wormchess/magics.cpp. Run it after changing the search or its seeds, and
// paste its output there; the wormchess tests check that the two agree.
//   wormchess-magics > /tmp/magics.txt
#include <cstdio>

#include "wormchess/magic_search.h"

using namespace inchworm::wormchess;

namespace {

void print(const char* name, bool orthogonal) {
  const auto magics = find_magics(orthogonal);
  std::printf("const Bitboard %s[kSquares] = {\n", name);
  for (Square s = 0; s < kSquares; ++s)
    std::printf("%s0x%016llXULL,%s", s % 5 == 0 ? "    " : " ", static_cast<unsigned long long>(magics[std::size_t(s)]),
                s % 5 == 4 || s == kSquares - 1 ? "\n" : "");
  std::printf("};\n");
}

}  // namespace

int main() {
  print("kRookMagics", true);
  print("kBishopMagics", false);
  return 0;
}
