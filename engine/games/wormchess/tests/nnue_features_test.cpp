// The learned evaluation's inputs for the chess games (nnue_features.h, nnue.md): what a piece and each
// part of a stretched piece switch on, and the perspective: a position seen by White has the inputs of
// its mirror image (ranks flipped, colours swapped) seen by Black, on random playouts of both games.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "nnue/search_network.h"
#include "nnue_features.h"
#include "state.h"

using namespace inchworm;
using namespace inchworm::wormchess;

namespace nnue_features_test {
namespace {

std::vector<std::uint32_t> view(const State& s, int perspective) {
  return nnue::active_features<NnueFeatures>(s.position(), perspective);
}

State state_at(bool longworm, const std::string& position) {
  State s(longworm);
  REQUIRE_FALSE(s.set_position(position));
  return s;
}

std::string mirror_square(const std::string& square) { return {square[0], char('1' + '8' - square[1])}; }

// The position string of the mirror image: ranks flipped, colours swapped, the other side to move.
std::string mirrored(const std::string& position) {
  std::istringstream in(position);
  std::string board, stretched, retreated, side, castling, ep, halfmove, fullmove;
  in >> board >> stretched >> retreated >> side >> castling >> ep >> halfmove >> fullmove;
  std::vector<std::string> ranks;
  std::istringstream rows(board);
  for (std::string rank; std::getline(rows, rank, '/');) {
    for (char& c : rank) c = std::isupper(c) ? char(std::tolower(c)) : char(std::toupper(c));
    ranks.insert(ranks.begin(), rank);
  }
  std::string out;
  for (const std::string& rank : ranks) out += (out.empty() ? "" : "/") + rank;
  auto squares = [](const std::string& list, std::size_t width) {
    if (list == "-") return list;
    std::string result;
    for (std::size_t at = 0; at < list.size(); at += width + 1) {
      std::string token = list.substr(at, width), flipped;
      for (std::size_t k = 0; k < width; k += 2) flipped += mirror_square(token.substr(k, 2));
      result += (result.empty() ? "" : ",") + flipped;
    }
    return result;
  };
  std::string rights;
  for (const char c : std::string("KQkq")) {
    const char was = std::isupper(c) ? char(std::tolower(c)) : char(std::toupper(c));
    if (castling.find(was) != std::string::npos) rights += c;
  }
  return out + " " + squares(stretched, 4) + " " + squares(retreated, 2) + " " + (side == "w" ? "b" : "w") + " " +
         (rights.empty() ? "-" : rights) + " " + (ep == "-" ? ep : mirror_square(ep)) + " " + halfmove + " " + fullmove;
}

}  // namespace

TEST_CASE("nnue features (chess): a piece's kind, colour and part on its square, seen by each side", "[nnue]") {
  State start = state_at(false, "startpos");
  CHECK(view(start, 0).size() == 32);
  CHECK(view(start, 0) == view(start, 1));  // the start is its own mirror image

  // After 1. e2-e4 (stretched): the pawn is a rear on e2 and a front on e4, no longer consolidated on e2.
  State s = state_at(false, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR e2e4 - b KQkq - 0 1");
  const auto white = view(s, 0), black = view(s, 1);
  auto has = [](const std::vector<std::uint32_t>& list, std::uint32_t f) {
    return std::binary_search(list.begin(), list.end(), f);
  };
  CHECK(white.size() == 33);
  CHECK(has(white, NnueFeatures::index(0, WHITE, PAWN, 1, make_square(4, 1))));
  CHECK(has(white, NnueFeatures::index(0, WHITE, PAWN, 2, make_square(4, 3))));
  CHECK_FALSE(has(white, NnueFeatures::index(0, WHITE, PAWN, 0, make_square(4, 1))));
  // Black sees the same pawn as the opponent's, the board turned: e2 at e7's place.
  CHECK(has(black, NnueFeatures::index(1, WHITE, PAWN, 1, make_square(4, 1))));
  CHECK(NnueFeatures::index(1, WHITE, PAWN, 1, make_square(4, 1)) ==
        NnueFeatures::kPerSide + 3 * PAWN * 64 + 64 + std::uint32_t(make_square(4, 6)));

  // Long Worm: a crab, and relative halflings switched on for both sides.
  State crab = state_at(true, "rnbqkbnr/pppp1ppp/8/4p3/3p4/5C2/PPPPPPPP/RNBQKB1R e5d4 - w KQkq - 0 4");
  CHECK(has(view(crab, 0), NnueFeatures::index(0, WHITE, CRAB, 0, make_square(5, 2))));
  CHECK_FALSE(has(view(crab, 0), NnueFeatures::kRelativeHalflings));
  REQUIRE_FALSE(crab.set_rule_option("HalflingRange", "relative"));
  REQUIRE_FALSE(crab.set_position("rnbqkbnr/pppp1ppp/8/4p3/3p4/5C2/PPPPPPPP/RNBQKB1R e5d4 - w KQkq - 0 4"));
  CHECK(has(view(crab, 0), NnueFeatures::kRelativeHalflings));
  CHECK(has(view(crab, 1), NnueFeatures::kRelativeHalflings));
}

TEST_CASE("nnue features (chess): White's view of a position is Black's view of its mirror image", "[nnue]") {
  std::uint64_t positions = 0, stretched = 0, halves = 0;
  for (const bool longworm : {false, true}) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      std::mt19937_64 rng(seed);
      State s(longworm);
      for (int ply = 0; ply < 150 && !s.is_over(); ++ply) {
        const std::string position = s.position_string();
        INFO(position);
        State m = state_at(longworm, mirrored(position));
        CHECK(state_at(longworm, mirrored(m.position_string())).position_string() == position);
        REQUIRE(view(s, 0) == view(m, 1));
        REQUIRE(view(s, 1) == view(m, 0));
        CHECK(view(s, 0).size() <= NnueFeatures::kMaxActive);
        ++positions;
        stretched += s.position().stretched() != 0;
        halves += s.position().half_pieces() != 0;
        const auto moves = s.legal_moves();
        REQUIRE(moves);
        REQUIRE(s.play((*moves)[rng() % moves->size()]));
      }
    }
  }
  CHECK(positions > 1000);
  CHECK(stretched > 500);
  CHECK(halves > 50);
}

}  // namespace nnue_features_test
