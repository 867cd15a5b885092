// The evaluation: material with a stretched piece counted once and half pieces by their range, the
// same judgement for both colours (mirrored positions), hanging pieces (an attacked consolidated
// piece cannot escape; a stretched piece hit on one square can), the checks a king faces, and the
// table for people.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <sstream>

#include "eval.h"
#include "position_string.h"
#include "test_support.h"

using namespace testing;

namespace eval_test {
namespace {

std::string mirror_square(const std::string& sq) { return {sq[0], char('1' + '8' - sq[1])}; }

// The same position with the colours exchanged and the board turned over (rank 1 <-> rank 8).
std::string mirror(const std::string& text) {
  std::istringstream in(text);
  std::string board, stretched, retreated, side, castling, ep, halfmove, fullmove;
  in >> board >> stretched >> retreated >> side >> castling >> ep >> halfmove >> fullmove;
  std::vector<std::string> ranks;
  std::stringstream ranks_in(board);
  for (std::string rank; std::getline(ranks_in, rank, '/');) ranks.insert(ranks.begin(), rank);
  std::string flipped;
  for (const std::string& rank : ranks) {
    if (!flipped.empty()) flipped += '/';
    for (char ch : rank) flipped += std::isupper(ch) ? char(std::tolower(ch)) : char(std::toupper(ch));
  }
  auto squares = [](const std::string& list, std::size_t width) {
    if (list == "-") return list;
    std::string out;
    for (std::size_t i = 0; i < list.size(); i += width + 1) {
      if (!out.empty()) out += ',';
      for (std::size_t k = 0; k < width; k += 2) out += mirror_square(list.substr(i + k, 2));
    }
    return out;
  };
  std::string rights;
  for (char ch : std::string("KQkq"))
    if (castling.find(char(std::isupper(ch) ? std::tolower(ch) : std::toupper(ch))) != std::string::npos) rights += ch;
  return flipped + " " + squares(stretched, 4) + " " + squares(retreated, 2) + " " + (side == "w" ? "b" : "w") + " " +
         (rights.empty() ? "-" : rights) + " " + (ep == "-" ? ep : mirror_square(ep)) + " " + halfmove + " " + fullmove;
}

}  // namespace

TEST_CASE("eval material counts a stretched piece once and half pieces by their range", "[eval][C1.3][L3.2]") {
  CHECK(evaluate_parts(position_from("startpos")).material == 0);
  const Position stretched = position_from("4k3/8/8/8/8/8/Q7/Q3K3 a1a2 - w - - 0 1");
  CHECK(material(stretched, WHITE) == material(position_from("4k3/8/8/8/8/8/8/Q3K3 - - w - - 0 1"), WHITE));
  CHECK(material(stretched, BLACK) == 0);
  const char* half_rook = "4k3/8/8/8/8/8/8/W3K3 - - w - - 0 1";
  const int absolute = material(position_from(half_rook, kLongworm), WHITE);
  const int relative = material(position_from(half_rook, kLongwormRelative), WHITE);
  CHECK(absolute > relative);
  CHECK(absolute < material(position_from("4k3/8/8/8/8/8/8/R3K3 - - w - - 0 1", kLongworm), WHITE));
  // L2: a cut takes the piece less the half left behind; a pawn and an Inchworm piece go whole.
  const Position cut = position_from("4k3/3q4/8/8/8/3q4/8/3RK3 d7d3 - w - - 0 1", kLongworm);
  CHECK(capture_value(cut, lsb(cut.pieces(BLACK, QUEEN) & cut.fronts())) ==
        piece_value(QUEEN, kLongworm) - piece_value(HALF_QUEEN, kLongworm));
  const Position whole = position_from("4k3/3q4/8/8/8/3q4/8/3RK3 d7d3 - w - - 0 1", kInchworm);
  CHECK(capture_value(whole, lsb(whole.pieces(BLACK, QUEEN) & whole.fronts())) == piece_value(QUEEN, kInchworm));
}

TEST_CASE("eval judges both colours alike: a mirrored position has the same value", "[eval]") {
  const std::pair<const char*, Variant> positions[] = {
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR e2e4 - b KQkq - 0 1", kInchworm},
      {"r1bqk2r/ppppqppp/2n2n2/4p1N1/1b2P3/2NP1N2/PPP2PPP/R1BQKB1R f3g5,d8e7 - w KQkq - 4 6", kInchworm},
      {"rnbqkbnr/pppppppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR d7d5 - w KQkq - 0 3", kInchworm},
      {"r3k3/5w2/8/8/8/8/5K2/R3K2R e1f2 - b q - 0 1", kLongworm},
      {"rnbqkbnr/pppp1ppp/8/4p3/3p4/5C2/PPPPPPPP/RNBQKB1R e5d4 - w KQkq - 0 4", kLongwormRelative},
      {"8/8/8/3k4/8/8/Q7/Q3K3 a1a2 - w - - 0 1", kInchworm},
  };
  for (const auto& [text, variant] : positions) {
    const std::string flipped = mirror(text);
    INFO(text << " | " << flipped);
    const EvalParts a = evaluate_parts(position_from(text, variant));
    const EvalParts b = evaluate_parts(position_from(flipped, variant));
    CHECK(a.total == b.total);
    CHECK(a.material == -b.material);
    CHECK(a.threats == -b.threats);
    CHECK(a.king == -b.king);
  }
}

TEST_CASE("eval threats: an attacked consolidated piece is lost, a stretched one hit once escapes", "[eval][C3.5]") {
  const int queen = piece_value(QUEEN, kInchworm);
  // A lost piece costs the side to move its value times HangingFirst (thousandths; fitted, 258).
  const int lost_queen = queen * kDefaultEval.hanging_first.value() / 1000;
  REQUIRE(lost_queen >= 50);
  // Black to move with its queen hanging: no move takes its rear off d5.
  CHECK(evaluate_parts(position_from("4k3/8/8/3q4/8/8/8/3RK3 - - b - - 0 1")).threats >= lost_queen);
  // Stretched over c5-d5 and hit on d5 only: consolidating onto c5 saves it.
  CHECK(evaluate_parts(position_from("4k3/8/8/2qq4/8/8/8/3RK3 c5d5 - b - - 0 1")).threats < 50);
  // Stretched over d5-d6 on the rook's file: emptying d5 lets the rook reach d6, so it is lost.
  CHECK(evaluate_parts(position_from("4k3/8/3q4/3q4/8/8/8/3RK3 d6d5 - b - - 0 1")).threats >= lost_queen);
  // Defended by a pawn and attacked by a rook: worth less than the rook, nothing is lost.
  CHECK(evaluate_parts(position_from("4k3/8/4p3/3n4/8/8/8/3RK3 - - b - - 0 1")).threats == 0);
}

TEST_CASE("eval king safety: a stretched piece that checks by consolidating endangers the king", "[eval][C3.2]") {
  // The rook stretched over a1-e1 checks on e1 once consolidated; over a1-b1 it never reaches e8.
  const EvalParts checking = evaluate_parts(position_from("4k3/8/8/8/8/8/8/R3R1K1 a1e1 - b - - 0 1"));
  const EvalParts quiet = evaluate_parts(position_from("4k3/8/8/8/8/8/8/RR4K1 a1b1 - b - - 0 1"));
  CHECK(checking.king > quiet.king);
  // A stretched king stands worse than a consolidated one (two squares to be attacked on) by the
  // StretchedKing weights: in this bare ending by StretchedKingEg, which Inchworm Chess's fit set to 0.
  const Position stretched = position_from("4k3/8/8/8/8/8/5K2/4K3 e1f2 - w - - 0 1");
  const Position consolidated = position_from("4k3/8/8/8/8/8/8/4K3 - - w - - 0 1");
  CHECK(evaluate_parts(stretched).king <= evaluate_parts(consolidated).king);
  EvalParams weighed = kDefaultEval;
  REQUIRE_FALSE(weighed.stretched_king_eg.set(10));
  CHECK(evaluate_parts(stretched, weighed).king < evaluate_parts(consolidated, weighed).king);
}

TEST_CASE("eval the table for people names every part and the total", "[eval]") {
  const std::string text = describe_evaluation(position_from("startpos"));
  for (const char* part : {"material", "placement", "mobility", "pawns", "threats", "king", "tempo", "phase", "total"})
    CHECK(text.find(part) != std::string::npos);
  CHECK(text.find("White's view, the side to move") != std::string::npos);
}

}  // namespace eval_test
