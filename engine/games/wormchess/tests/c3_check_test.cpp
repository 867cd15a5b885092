// C3: only consolidated pieces attack; check on either square of a stretched king; legality; mate.
#include "game_end.h"
#include "test_support.h"

using namespace testing;

namespace c3_check_test {

TEST_CASE("C3.1 a stretched piece attacks nothing, a consolidated one does", "[C3.1]") {
  const Square g8 = make_square(6, 7);
  const Position consolidated = position_from("7k/8/8/8/8/8/8/K5R1 - - b - - 0 1");
  CHECK(consolidated.attacked(g8, WHITE, consolidated.occupied()));
  const Position stretched = position_from("7k/8/8/8/8/8/8/K5RR g1h1 - b - - 1 1");
  CHECK_FALSE(stretched.attacked(g8, WHITE, stretched.occupied()));
  CHECK_FALSE(stretched.attacked(make_square(7, 7), WHITE, stretched.occupied()));
  CHECK(legal_tokens(stretched).size() == 3);  // g8, g7, h7
}

TEST_CASE("C3.1 pawns attack the two squares diagonally ahead, only when consolidated", "[C3.1]") {
  const Position pos = position_from("8/8/8/3k4/8/4P3/8/K7 - - b - - 0 1");
  CHECK_FALSE(is_listed(pos, "d5d4"));  // e3 attacks d4
  CHECK(is_listed(pos, "d5e4"));        // but not the square straight ahead
  const Position stretched_pawn = position_from("8/8/8/3k4/8/4P3/4P3/K7 e2e3 - b - - 1 1");
  CHECK(is_listed(stretched_pawn, "d5d4"));
}

TEST_CASE("C3.2 a stretched king is in check when either square is attacked", "[C3.2]") {
  // Rear attacked (the rook on e1 hits e8): only the consolidation onto the front.
  const Position rear = position_from("3kk3/8/8/8/8/8/8/4R1K1 e8d8 - b - - 0 1");
  CHECK(rear.in_check(BLACK));
  CHECK(legal_tokens(rear) == std::vector<std::string>{"e8d8"});
  // Front attacked (the rook on d1 hits d8): only the retreat onto the rear.
  const Position front = position_from("3kk3/8/8/8/8/8/8/3R2K1 e8d8 - b - - 0 1");
  CHECK(front.in_check(BLACK));
  CHECK(legal_tokens(front) == std::vector<std::string>{"d8e8"});
}

TEST_CASE("C3.3 a move that leaves the mover's king in check is illegal, and says so", "[C3.3]") {
  const Position pinned = position_from("4r1kk/8/8/2N5/4N3/8/8/4K3 e4c5,h8g8 - w - - 2 2");
  auto m = parse_move(pinned, "e4c5");
  REQUIRE_FALSE(m);
  CHECK(m.error().find("check") != std::string::npos);
  CHECK(m.error().find("'e4c5'") != std::string::npos);
  // A king may not stretch onto an attacked square.
  CHECK_FALSE(is_listed(position_from("4k3/8/8/8/8/8/r7/4K3 - - w - - 0 1"), "e1e2"));
}

TEST_CASE("C3.4 no legal move: in check it is lost, otherwise drawn", "[C3.4][C8.2]") {
  const Position mate = position_from("4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1");
  CHECK(game_end(mate, 1) == Ending::Checkmate);
  const Position stalemate = position_from("7k/5Q2/8/8/8/8/8/K7 - - b - - 0 1");
  CHECK_FALSE(stalemate.in_check(BLACK));
  CHECK(count_legal(stalemate) == 0);
  CHECK(game_end(stalemate, 1) == Ending::Stalemate);
}

TEST_CASE("C3.5 a consolidated king in check is saved only by capture or block", "[C3.5]") {
  // Empty squares all round do not help: any stretch leaves the rear on e8.
  const Position pos = position_from("4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1");
  CHECK(count_legal(pos) == 0);
  CHECK(legal_tokens(position_from("4kb2/8/8/8/8/8/8/4R1K1 - - b - - 0 1")) == std::vector<std::string>{"f8e7"});
  CHECK(legal_tokens(position_from("4k3/8/8/8/8/8/8/r3R1K1 - - b - - 0 1")) == std::vector<std::string>{"a1e1"});
}

TEST_CASE("C3.5 a kept square is judged with the other square empty: a slider may reach further", "[C3.5]") {
  // The king is stretched e1-f1 and the rook on a1 hits e1. Keeping f1 empties e1, and the rook then
  // reaches f1 too: checkmate.
  const Position pos = position_from("4k3/8/8/8/8/8/8/r3KK2 e1f1 - w - - 0 1");
  CHECK(pos.in_check(WHITE));
  CHECK(count_legal(pos) == 0);
  CHECK(game_end(pos, 1) == Ending::Checkmate);
}

TEST_CASE("C3.5 fatal but legal: a king may consolidate where a stretched piece will attack", "[C3.5]") {
  Position pos = position_from("7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2");
  CHECK(is_listed(pos, "h7h8"));
  CHECK(is_listed(pos, "h8h7"));
  play(pos, "h8h7 g1h1");
  CHECK(game_end(pos, 1) == Ending::Checkmate);
}

TEST_CASE("C3.5 a piece that stretches stops attacking until it consolidates", "[C3.5]") {
  CHECK_FALSE(is_listed(position_from("5k2/8/8/8/8/8/8/K5R1 - - b - - 0 1"), "f8g8"));  // the rook covers g8
  Position pos = position_from("5k2/8/8/8/8/8/8/K5R1 - - w - - 0 1");
  play(pos, "g1g2");
  CHECK(is_listed(pos, "f8g8"));  // stretched over g1-g2, it covers nothing
  CHECK(is_listed(pos, "f8g7"));
  play(pos, "f8e8 g1g2");  // consolidated on g2, it covers the g-file again
  CHECK(pos.attacked(make_square(6, 7), WHITE, pos.occupied()));
}

}  // namespace c3_check_test
