// N1: the position string: fields, consistency with errors naming the field, canonical output.
#include <random>

#include "test_support.h"

using namespace testing;

namespace n1_position_string_test {
namespace {

// The error for a position string that must be rejected.
std::string error_of(const char* text, Variant v = kInchworm) {
  auto pos = parse_position(text, v);
  INFO(text);
  REQUIRE_FALSE(pos);
  return pos.error();
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("N1.5 the start position string", "[N1.5][N1.7]") {
  CHECK(format_position(Position::start(kInchworm)) == kStartPosition);
  CHECK(format_position(position_from(kStartPosition, kLongworm)) == kStartPosition);
}

TEST_CASE("N1.1-N1.4 every field reads and writes back", "[N1.1][N1.2][N1.3][N1.4][N1.7]") {
  for (const char* text : {
           "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR e2e4 - b KQkq - 0 1",
           "rnbqkbnr/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR g8f6 e2 b KQkq - 0 2",
           "r3k2r/8/8/8/8/8/8/R3K2R - - w Kq - 99 120",
           "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR - - w KQkq d6 0 4",
           "4k3/2h3w1/8/3f4/2F2C2/8/1W3H2/4K3 - - w - - 0 1",
       }) {
    const Variant v = std::string(text).find('h') != std::string::npos ? kLongworm : kInchworm;
    CHECK(format_position(position_from(text, v)) == text);
  }
}

TEST_CASE("N1.2 N1.3 N1.7 tokens and squares may come in any order, output is sorted", "[N1.2][N1.3][N1.7]") {
  CHECK(format_position(position_from("rnbqkbnr/pppppppp/8/3p4/4P3/8/PPPPPPPP/RNBQKBNR d7d5,e2e4 - w KQkq - 0 2")) ==
        "rnbqkbnr/pppppppp/8/3p4/4P3/8/PPPPPPPP/RNBQKBNR e2e4,d7d5 - w KQkq - 0 2");
  CHECK(format_position(position_from("4k3/3p4/8/8/8/8/4P3/4K3 - d7,e2 w - - 0 1")) ==
        "4k3/3p4/8/8/8/8/4P3/4K3 - e2,d7 w - - 0 1");
  // The board merges runs of empty squares.
  CHECK(format_position(position_from("4k3/8/8/8/8/8/8/1111K111 - - w - - 0 1")) ==
        "4k3/8/8/8/8/8/8/4K3 - - w - - 0 1");
}

TEST_CASE("N1.6 each broken rule is rejected with an error that names its field", "[N1.6][C1.4]") {
  CHECK(starts_with(error_of("8/8/8 - - w"), "position string"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3  - w - - 0 1"), "stretched"));  // two spaces: empty
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/4K3 - - w - - 0 1"), "board"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K4 - - w - - 0 1"), "board"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K2X - - w - - 0 1"), "board"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/3WK3 - - w - - 0 1"), "board"));  // no half pieces here
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/8 - - w - - 0 1"), "board"));     // one king per colour
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/2K1K3 - - w - - 0 1"), "board"));
  CHECK(starts_with(error_of("P3k3/8/8/8/8/8/8/4K3 - - w - - 0 1"), "board"));  // pawn on the last rank
  CHECK(starts_with(error_of("4k3/8/8/8/4P3/8/4P3/4K3 e2e5 - w - - 0 1"), "stretched"));
  CHECK(starts_with(error_of("4k3/8/8/8/4P3/8/8/4K3 e2e4 - w - - 0 1"), "stretched"));    // e2 is empty
  CHECK(starts_with(error_of("4k3/8/8/8/4N3/8/4P3/4K3 e2e4 - w - - 0 1"), "stretched"));  // not the same piece
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/4PP2/4K3 e2e2 - w - - 0 1"), "stretched"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/4P3/3PP3/4K3 e2e3,d2e3 - w - - 0 1"), "stretched"));  // e3 twice
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/4P3/4K3 e2e4x - w - - 0 1"), "stretched"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/4P3/4P3/4K3 e3e2 - w - - 0 1"), "stretched"));  // pawn backwards
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/3WW3/4K3 d2e2 - w - - 0 1", kLongworm), "stretched"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/4P3/8/4K3 - e3 w - - 0 1"), "retreated"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/4p3/4K3 - e2 w - - 0 1"), "retreated"));       // Black's pawn on rank 2
  CHECK(starts_with(error_of("4k3/8/8/8/8/4P3/4P3/4K3 e2e3 e2 w - - 0 1"), "retreated"));  // stretched
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - x - - 0 1"), "side"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - w K - 0 1"), "castling"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K2R - - w QK - 0 1"), "castling"));     // order KQkq
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4KR1R f1h1 - w K - 0 1"), "castling"));  // stretched rook
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - w - e9 0 1"), "ep"));
  CHECK(starts_with(error_of("4k3/8/8/8/4P3/8/8/4K3 - - w - e3 0 1"), "ep"));    // rank 6 when White moves
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - b - e3 0 1"), "ep"));      // no pawn beyond it
  CHECK(starts_with(error_of("4k3/8/8/8/4P3/8/4N3/4K3 - - b - e3 0 1"), "ep"));  // e2 not empty
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - w - - -1 1"), "halfmove"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - w - - 0 0"), "fullmove"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4K3 - - w - - 0 1x"), "fullmove"));
  CHECK(starts_with(error_of("4k3/8/8/8/8/8/8/4R1K1 - - w - - 0 1"), "side"));  // Black, not to move, in check
}

TEST_CASE("N1.7 an en passant square without a legal capture is accepted and written as '-'", "[N1.7][C5.3]") {
  // White's two-step is complete, but no Black pawn stands beside e4.
  CHECK(format_position(position_from("4k3/8/8/8/4P3/8/8/4K3 - - b - e3 0 1")) ==
        "4k3/8/8/8/4P3/8/8/4K3 - - b - - 0 1");
}

TEST_CASE("N1.7 a position that cannot arise but obeys N1.6 is accepted", "[N1.7]") {
  // A rook stretched along a diagonal; sixteen knights.
  CHECK(parse_position("4k3/8/8/8/8/8/1R6/R3K3 a1b2 - w - - 0 1", kInchworm));
  CHECK(parse_position("NNNNNNNN/NNNNNNNN/8/8/8/8/8/k3K3 - - w - - 0 1", kInchworm));
}

TEST_CASE("N1.6 N1.7 mangled position strings are refused or read back canonically, never a crash", "[N1.6][N1.7]") {
  const std::vector<std::string> seeds = {
      kStartPosition,
      "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR - - w KQkq d6 0 4",
      "r1bqkbnr/pppp1ppp/p1p1p2n/3Pn3/3P3q/b1P2N2/1PP1PPP1/RNBQKBNR g1f3,c2c3,d4d5,a7a6,c7c6,d8h4,f8a3,g8h6 b2,g2 w "
      "KQkq - 1 16",
      "4k3/2h3w1/8/3f4/2F2C2/8/1W3H2/4K3 - - w - - 0 1",
  };
  const std::string alphabet = "KQRBNPHWFCkqrbnphwfc12345678/-, abcdefgh0w9";
  std::mt19937_64 rng(99);
  int accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text = seeds[rng() % seeds.size()];
    for (int edits = 1 + int(rng() % 3); edits > 0; --edits) {
      const std::size_t at = rng() % text.size();
      switch (rng() % 3) {
        case 0:
          text[at] = alphabet[rng() % alphabet.size()];
          break;
        case 1:
          text.erase(at, 1);
          break;
        default:
          text.insert(at, 1, alphabet[rng() % alphabet.size()]);
      }
    }
    for (Variant v : {kInchworm, kLongworm}) {
      auto pos = parse_position(text, v);
      if (!pos) continue;
      ++accepted;
      INFO(text);
      REQUIRE(pos->is_ok());
      const std::string canonical = format_position(*pos);
      auto again = parse_position(canonical, v);
      REQUIRE(again);
      CHECK(format_position(*again) == canonical);
      count_legal(*pos);  // and the generator copes with whatever was accepted
    }
  }
  CHECK(accepted > 500);
}

}  // namespace n1_position_string_test
