// C4 double step and "has moved", C5 en passant, C6 promotion, C7 castling.
#include "test_support.h"

using namespace testing;

namespace c4_c7_pawns_castling_test {

TEST_CASE("C4.1 the double step needs an unmoved pawn and both squares empty, it passes over", "[C4.1]") {
  const Position blocked = position_from("4k3/8/8/8/4n3/8/4P3/4K3 - - w - - 0 1");
  CHECK(is_listed(blocked, "e2e3"));
  CHECK_FALSE(is_listed(blocked, "e2e4"));
  Position pos = position_from("startpos");
  play(pos, "e2e4");
  CHECK(pos.piece_on(make_square(4, 2)) == kNoPiece);  // e3 stays empty
  CHECK(pos.partner(make_square(4, 1)) == make_square(4, 3));
}

TEST_CASE("C4.2 a pawn that retreated onto its start rank has moved: no double step", "[C4.2][N1.3]") {
  Position pos = position_from("startpos");
  play(pos, "e2e3 g8f6 e3e2");
  CHECK(format_position(pos) == "rnbqkbnr/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR g8f6 e2 b KQkq - 0 2");
  play(pos, "f6g8");
  CHECK(is_listed(pos, "e2e3"));
  CHECK_FALSE(is_listed(pos, "e2e4"));
  play(pos, "e2e3");  // stretching again: no longer listed as retreated
  CHECK(pos.retreated() == 0);
}

TEST_CASE("C5.1 C5.2 the right arises when a two-step is completed, for a consolidated neighbour", "[C5.1][C5.2]") {
  Position pos = position_from("4k3/8/8/8/3p4/8/4P3/4K3 - - w - - 0 1");
  play(pos, "e2e4 e8d8");
  CHECK(pos.ep_square() == kNoSquare);  // still stretched: captured normally, not en passant
  CHECK(is_listed(pos, "e2e4"));
  play(pos, "e2e4");
  CHECK(format_position(pos) == "3kk3/8/8/8/3pP3/8/8/4K3 e8d8 - b - e3 0 2");
  CHECK(is_listed(pos, "d4e3"));
  Position taken = pos;
  play(taken, "d4e3");
  CHECK(format_position(taken) == "3kk3/8/8/8/3p4/4p3/8/4K3 d4e3,e8d8 - w - - 0 3");
  // The right lapses after one move.
  play(pos, "d8e8 e1d1");
  CHECK(pos.ep_square() == kNoSquare);
  CHECK_FALSE(is_listed(pos, "d4e3"));
}

TEST_CASE("C5.2 a stretched neighbour cannot take en passant, and a retreat gives no right", "[C5.2][C5.1]") {
  Position pos = position_from("4k3/8/8/3p4/3p4/8/4P3/4K3 d5d4 - w - - 0 1");
  play(pos, "e2e4 e8d8 e2e4");
  CHECK(pos.ep_square() == kNoSquare);  // the d-pawn is stretched d5-d4
  Position retreat = position_from("4k3/8/8/8/3p4/8/4P3/4K3 - - w - - 0 1");
  play(retreat, "e2e4 e8d8 e4e2");
  CHECK(retreat.ep_square() == kNoSquare);
  CHECK(format_position(retreat) == "3kk3/8/8/8/3p4/8/4P3/4K3 e8d8 e2 b - - 0 2");
}

TEST_CASE("C5.3 the en passant square is written only when a capture is legal", "[C5.3][N1.7]") {
  // Taking e4 would open the b1-h7 diagonal onto the Black king: the square is written back as '-'.
  CHECK(format_position(position_from("8/7k/8/8/3pP3/8/8/1B2K3 - - b - e3 0 1")) ==
        "8/7k/8/8/3pP3/8/8/1B2K3 - - b - - 0 1");
  CHECK(format_position(position_from("8/7k/8/8/3pP3/8/8/4K3 - - b - e3 0 1")) ==
        "8/7k/8/8/3pP3/8/8/4K3 - - b - e3 0 1");
  // The same legality when the two-step is completed in play.
  Position pinned = position_from("8/7k/8/8/3pP3/8/4P3/1B2K3 e2e4 - b - - 0 1");
  play(pinned, "h7h6 e2e4");
  CHECK(pinned.ep_square() == kNoSquare);
  Position free = position_from("8/7k/8/8/3pP3/8/4P3/4K3 e2e4 - b - - 0 1");
  play(free, "h7h6 e2e4");
  CHECK(free.ep_square() == make_square(4, 2));
}

TEST_CASE("C6.1 a pawn promotes on the stretch to the last rank, the piece may consolidate back", "[C6.1]") {
  Position pos = position_from("4k3/P7/8/8/8/8/8/4K3 - - w - - 0 1");
  CHECK(legal_tokens(pos).size() == 4 + 5);
  CHECK_FALSE(parse_move(pos, "a7a8"));  // the new piece must be named
  play(pos, "a7a8r");
  CHECK(format_position(pos) == "R3k3/R7/8/8/8/8/8/4K3 a7a8 - b - - 0 1");
  play(pos, "e8e7 a8a7");  // the rook retreats onto the seventh rank (not a pawn move: the clock runs)
  CHECK(format_position(pos) == "4k3/R3k3/8/8/8/8/8/4K3 e8e7 - b - - 2 2");
}

TEST_CASE("C7.1 castling moves king and rook at once, both consolidated", "[C7.1][C7.4]") {
  Position pos = position_from("r3k2r/8/8/8/8/8/8/R3K2R - - w KQkq - 5 1");
  play(pos, "e1g1");
  CHECK(format_position(pos) == "r3k2r/8/8/8/8/8/8/R4RK1 - - b kq - 6 1");
  play(pos, "e8c8");
  CHECK(format_position(pos) == "2kr3r/8/8/8/8/8/8/R4RK1 - - w - - 7 2");
}

TEST_CASE("C7.2 castling needs empty squares between, no check, and no attacked square to cross", "[C7.2]") {
  const Position free = position_from("4k3/8/8/8/8/8/8/R3K2R - - w KQ - 0 1");
  CHECK(is_listed(free, "e1g1"));
  CHECK(is_listed(free, "e1c1"));
  // Any part of a piece between king and rook stops it: the knight's rear on b1.
  const Position knight = position_from("4k3/8/8/8/8/2N5/8/RN2K2R b1c3 - w KQ - 0 1");
  CHECK_FALSE(is_listed(knight, "e1c1"));
  CHECK(is_listed(knight, "e1g1"));
  // Not out of check.
  const Position check = position_from("4r1k1/8/8/8/8/8/8/R3K2R - - w KQ - 0 1");
  CHECK_FALSE(is_listed(check, "e1g1"));
  CHECK_FALSE(is_listed(check, "e1c1"));
  // A consolidated rook on g2 covers g1; stretched from g8, it covers nothing.
  CHECK_FALSE(is_listed(position_from("4k3/8/8/8/8/8/6r1/R3K2R - - w KQ - 0 1"), "e1g1"));
  CHECK(is_listed(position_from("4k1r1/8/8/8/8/8/6r1/R3K2R g8g2 - w KQ - 0 1"), "e1g1"));
  // The square crossed (d1) counts; b1, which only the rook crosses, does not.
  CHECK_FALSE(is_listed(position_from("3rk3/8/8/8/8/8/8/R3K3 - - w Q - 0 1"), "e1c1"));
  CHECK(is_listed(position_from("1r2k3/8/8/8/8/8/8/R3K3 - - w Q - 0 1"), "e1c1"));
}

TEST_CASE("C7.3 rights are lost when the king or the rook stretches or the rook is taken, for good", "[C7.3]") {
  Position king = position_from("r3k2r/8/8/8/8/8/8/R3K2R - - w KQkq - 0 1");
  play(king, "e1e2 a8a7 e2e1");  // back on e1, but it has moved
  CHECK(format_position(king) == "r3k2r/r7/8/8/8/8/8/R3K2R a8a7 - b k - 3 2");
  Position rook = position_from("r3k2r/8/8/8/8/8/8/R3K2R - - w KQkq - 0 1");
  play(rook, "h1h5");
  CHECK(rook.castling() == (WHITE_OOO | BLACK_OO | BLACK_OOO));
  Position taken = position_from("r3k2r/8/8/8/8/8/8/R3K2R - - w KQkq - 0 1");
  play(taken, "a1a8");
  CHECK(taken.castling() == (WHITE_OO | BLACK_OO));
}

}  // namespace c4_c7_pawns_castling_test
