// The embedded magic multipliers (magics.cpp) are the ones the generator finds, and the tables built
// from them give the slow walk's attacks for every relevant occupancy of every square.
#include <catch2/catch.hpp>

#include "attacks.h"
#include "magic_search.h"
#include "magics.h"

using namespace inchworm::wormchess;

namespace magics_test {
namespace {

// Every subset of every square's mask, looked up through the tables, against the walk.
long check_every_occupancy(bool orthogonal) {
  long checked = 0;
  for (Square s = 0; s < kSquares; ++s) {
    const Bitboard mask = relevant_mask(s, orthogonal);
    Bitboard subset = 0;
    do {
      // Squares outside the mask (the ray ends, the other lines) never change the answer.
      const Bitboard noise = ~mask & 0x8100'0000'0000'0081ULL;
      const Bitboard fast = orthogonal ? rook_attacks(s, subset | noise) : bishop_attacks(s, subset | noise);
      if (fast != slow_slider_attacks(s, subset | noise, orthogonal)) return -1;
      ++checked;
      subset = (subset - mask) & mask;
    } while (subset);
  }
  return checked;
}

}  // namespace

// The search costs a fifth of a second in a release build and seconds under the sanitizers: debug
// builds repeat it for the first squares only (the sequence is the same up to there).
#ifdef NDEBUG
constexpr int kSquaresSearched = kSquares;
#else
constexpr int kSquaresSearched = 8;
#endif

TEST_CASE("magics: the embedded multipliers are the generator's", "[magics]") {
  const auto rook = find_magics(true, kSquaresSearched), bishop = find_magics(false, kSquaresSearched);
  for (Square s = 0; s < kSquaresSearched; ++s) {
    INFO("square " << square_name(s));
    CHECK(kRookMagics[s] == rook[std::size_t(s)]);
    CHECK(kBishopMagics[s] == bishop[std::size_t(s)]);
  }
}

TEST_CASE("magics: every relevant occupancy of every square gives the walked attacks", "[magics]") {
  CHECK(check_every_occupancy(true) == 102'400);
  CHECK(check_every_occupancy(false) == 5'248);
}

}  // namespace magics_test
