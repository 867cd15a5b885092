// C1-C2: pieces and their two states, stretches, blocking, captures, consolidations.
#include "test_support.h"

using namespace testing;

namespace c1_c2_moves_test {

TEST_CASE("C1.1 C1.2 the FIDE start, White first, every piece consolidated", "[C1.1][C1.2]") {
  const Position pos = position_from("startpos");
  CHECK(pos.side_to_move() == WHITE);
  CHECK(pos.stretched() == 0);
  CHECK(popcount(pos.pieces(WHITE)) == 16);
  CHECK(popcount(pos.pieces(BLACK)) == 16);
  CHECK(pos.piece_on(make_square(4, 0)) == make_piece(WHITE, KING));
  CHECK(pos.piece_on(make_square(3, 7)) == make_piece(BLACK, QUEEN));
}

TEST_CASE("C1.3 C2.1 a stretch keeps the rear: one piece of one kind on two squares", "[C1.3][C2.1]") {
  Position pos = position_from("startpos");
  play(pos, "g1f3");
  const Square g1 = make_square(6, 0), f3 = make_square(5, 2);
  CHECK(pos.piece_on(g1) == make_piece(WHITE, KNIGHT));
  CHECK(pos.piece_on(f3) == make_piece(WHITE, KNIGHT));
  CHECK(pos.partner(g1) == f3);
  CHECK(pos.is_front(f3));
  CHECK_FALSE(pos.is_front(g1));
  CHECK(format_position(pos) == "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBNR g1f3 - b KQkq - 1 1");
}

TEST_CASE("C2.1 a consolidated piece stretches as its FIDE kind moves", "[C2.1]") {
  // A lone queen in the middle: 27 stretches; a knight: 8; the kings' steps.
  CHECK(legal_tokens(position_from("1k6/8/8/3Q4/8/8/8/K7 - - w - - 0 1")).size() == 27 + 3);
  CHECK(legal_tokens(position_from("1k6/8/8/3N4/8/8/8/K7 - - w - - 0 1")).size() == 8 + 3);
}

TEST_CASE("C2.2 both squares of a stretched piece block sliders and pawns", "[C2.2]") {
  // The White knight stretched d2-d4 stands in the rook's file on both squares.
  const Position pos = position_from("k7/8/8/8/3N4/8/3N4/3R3K d2d4 - w - - 0 1");
  CHECK_FALSE(is_listed(pos, "d1d3"));
  CHECK(is_listed(pos, "d1c1"));
  // A pawn cannot step into a square held by a stretched piece's rear or front.
  const Position blocked = position_from("k7/8/8/8/8/2n5/2P5/1n5K b1c3 - w - - 0 1");
  CHECK_FALSE(is_listed(blocked, "c2c3"));
  CHECK_FALSE(is_listed(blocked, "c2c4"));
  // A knight leaps over both squares (the pawn stretched b2-b3).
  CHECK(is_listed(position_from("k7/8/8/8/8/1P6/NP6/7K b2b3 - w - - 0 1"), "a2b4"));
}

TEST_CASE("C2.3 a stretch captures either square of a stretched enemy, the whole piece leaves", "[C2.3]") {
  // Black's queen is stretched d8-d5; the knight on c3 takes it on d5, the knight on e6 on d8.
  const Position pos = position_from("3qk3/8/4N3/3q4/8/2N5/8/4K3 d8d5 - w - - 0 1");
  Position a = pos;
  play(a, "c3d5");
  CHECK(format_position(a) == "4k3/8/4N3/3N4/8/2N5/8/4K3 c3d5 - b - - 0 1");
  Position b = pos;
  play(b, "e6d8");
  CHECK(format_position(b) == "3Nk3/8/4N3/8/8/2N5/8/4K3 e6d8 - b - - 0 1");
}

TEST_CASE("C2.4 consolidation onto either square, never a capture, no path needed", "[C2.4]") {
  // The rook stretched a1-a8 with a Black piece between: both consolidations are still legal.
  Position pos = position_from("R6k/8/8/n7/8/8/8/R6K a1a8 - w - - 0 1");
  CHECK(is_listed(pos, "a1a8"));
  CHECK(is_listed(pos, "a8a1"));
  play(pos, "a8a1");  // a retreat: the front empties
  CHECK(format_position(pos) == "7k/8/8/n7/8/8/8/R6K - - b - - 1 1");
}

TEST_CASE("C2.5 a stretched piece only consolidates", "[C2.5]") {
  const Position pos = position_from("k7/8/8/8/3Q4/8/3Q4/7K d2d4 - w - - 0 1");
  const auto tokens = legal_tokens(pos);
  for (const auto& t : tokens) {
    const bool from_queen = t.substr(0, 2) == "d2" || t.substr(0, 2) == "d4";
    if (from_queen) CHECK((t == "d2d4" || t == "d4d2"));
  }
  CHECK(tokens.size() == 2 + 3);  // two consolidations, three king stretches
}

TEST_CASE("C2.6 consolidating is never compulsory, both sides may have stretched pieces", "[C2.6]") {
  Position pos = position_from("startpos");
  play(pos, "e2e4 e7e5 d2d4 d7d5 g1f3 g8f6");
  CHECK(popcount(pos.stretched()) == 12);
  CHECK(is_listed(pos, "c2c4"));  // other moves stay available
}

TEST_CASE("C2.7 a stretch empties no square: a pinned piece stretches anywhere", "[C2.7][C3.5]") {
  // The bishop on e2 is pinned by the rook on e8 against the king on e1: all its stretches are legal.
  const Position pos = position_from("k3r3/8/8/8/8/8/4B3/4K3 - - w - - 0 1");
  for (const char* t : {"e2d3", "e2a6", "e2f1", "e2d1", "e2h5"}) CHECK(is_listed(pos, t));
}

}  // namespace c1_c2_moves_test
