// N2 protocol tokens and N3 record notation.
#include "test_support.h"

using namespace testing;

namespace n2_n3_notation_test {
namespace {

std::string record_of(const char* position, const char* token, Variant v = kInchworm) {
  const Position pos = position_from(position, v);
  return record_move(pos, move_from(pos, token));
}

}  // namespace

TEST_CASE("N2.2 N2.3 one text, two meanings: a stretch now, a consolidation two plies later",
          "[N2.1][N2.2][N2.3][N2.6]") {
  Position pos = position_from("startpos");
  const Move first = move_from(pos, "e2e4");
  CHECK(first.type() == MoveType::Stretch);
  play(pos, "e2e4 e7e5");
  const Move second = move_from(pos, "e2e4");
  CHECK(second.type() == MoveType::Consolidate);
  CHECK(move_from(pos, "e4e2").type() == MoveType::Consolidate);  // the retreat
  CHECK(format_move(second) == "e2e4");
}

TEST_CASE("N2.2 promotions need their letter, and only they may have one", "[N2.2][C6.1]") {
  const Position pos = position_from("r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1");
  CHECK(format_move(move_from(pos, "b7a8n")) == "b7a8n");
  CHECK_FALSE(parse_move(pos, "b7a8N"));  // N2.1: lower case only
  CHECK_FALSE(parse_move(pos, "b7a8"));
  CHECK_FALSE(parse_move(pos, "b7a8k"));
  CHECK_FALSE(parse_move(pos, "e1e2q"));
}

TEST_CASE("N2.1 tokens are lower case: an upper-case letter anywhere is an error naming the token", "[N2.1]") {
  const Position pos = position_from("startpos");
  for (const char* token : {"E2E4", "e2E4", "E2e4"}) {
    const auto m = parse_move(pos, token);
    REQUIRE_FALSE(m);
    CHECK(m.error().find(std::string("'") + token + "'") != std::string::npos);
    CHECK(m.error().find("lower case") != std::string::npos);
  }
  CHECK(parse_move(pos, "e2e4"));
}

TEST_CASE("N2.4 N2.5 castling is the king's move, half pieces move from to", "[N2.4][N2.5]") {
  const Position castle = position_from("4k3/8/8/8/8/8/8/R3K2R - - w KQ - 0 1");
  CHECK(move_from(castle, "e1g1").type() == MoveType::Castle);
  CHECK(move_from(castle, "e1c1").type() == MoveType::Castle);
  const Position half = position_from("4k3/8/8/8/8/8/8/3WK3 - - w - - 0 1", kLongworm);
  CHECK(move_from(half, "d1d4").type() == MoveType::HalfMove);
}

TEST_CASE("N2.6 errors quote the token and say what is wrong", "[N2.6]") {
  Position pos = position_from("startpos");
  auto contains = [](const Expected<Move>& m, const char* text) {
    return !m && m.error().find(text) != std::string::npos;
  };
  CHECK(contains(parse_move(pos, "e2"), "'e2'"));
  CHECK(contains(parse_move(pos, "e3e4"), "no piece on e3"));
  CHECK(contains(parse_move(pos, "e7e5"), "Black"));
  CHECK(contains(parse_move(pos, "e2e5"), "'e2e5'"));
  play(pos, "e2e4 e7e5");
  CHECK(contains(parse_move(pos, "e2e3"), "consolidate"));
}

TEST_CASE("N3 records: stretches, captures, whole and cut, consolidations", "[N3]") {
  CHECK(record_of(kStartPosition, "e2e4") == "e2-e4");
  CHECK(record_of(kStartPosition, "b1c3") == "Nb1-c3");
  CHECK(record_of("rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PPPP1PPP/RNBQKBNR e4d5 - b KQkq - 0 3", "d8d5") == "Qd8xd5xe4");
  CHECK(record_of("rnbqkbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/RNBQKBNR b1c3,d8d5 - b KQkq - 1 4", "d5d8") == "Qd5-d8");
  // Long Worm: a cut writes only the square hit; a pawn (never cut) still shows both.
  CHECK(record_of("3qk3/8/8/3q4/8/8/8/3RK3 d8d5 - w - - 0 1", "d1d5", kLongworm) == "Rd1xd5");
  CHECK(record_of("3qk3/8/8/3q4/8/8/8/3RK3 d8d5 - w - - 0 1", "d1d5", kInchworm) == "Rd1xd5xd8");
  CHECK(record_of("4k3/4p3/8/4p3/8/8/8/4RK2 e7e5 - w - - 0 1", "e1e5", kLongworm) == "Re1xe5xe7");
  CHECK(record_of("4k3/8/8/8/4C3/8/8/4K3 - - w - - 0 1", "e4c3", kLongworm) == "Ce4-c3");
  // The crab on f6 attacks e8 (a narrow knight's leap forward): the consolidated king cannot escape.
  CHECK(record_of("4k3/8/8/8/4C3/8/8/4K3 - - w - - 0 1", "e4f6", kLongworm) == "Ce4-f6#");
}

TEST_CASE("N3 records: promotion, en passant, castling, check and mate", "[N3]") {
  CHECK(record_of("r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1", "b7a8n") == "b7xa8=N");
  CHECK(record_of("r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1", "b7b8q") == "b7-b8=Q");
  CHECK(record_of("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR - - w KQkq d6 0 4", "e5d6") == "e5xd6 e.p.");
  CHECK(record_of("4k3/8/8/8/8/8/8/R3K2R - - w KQ - 0 1", "e1g1") == "O-O");
  CHECK(record_of("4k3/8/8/8/8/8/8/R3K2R - - w KQ - 0 1", "e1c1") == "O-O-O");
  // Consolidating the rook onto e1 checks; onto the king's file with no escape, mates.
  CHECK(record_of("4k3/8/8/8/8/8/8/K2RR3 d1e1 - w - - 0 1", "d1e1") == "Rd1-e1#");
  CHECK(record_of("4k3/8/8/8/8/8/3p4/K2RR3 d1e1 - w - - 0 1", "d1e1") == "Rd1-e1+");
}

}  // namespace n2_n3_notation_test
