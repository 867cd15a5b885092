// L1-L6: Long Worm Chess: cutting, half pieces and their ranges, pawns and kings.
#include <algorithm>

#include "game_end.h"
#include "perft.h"
#include "test_support.h"

using namespace testing;

namespace l_longworm_test {

TEST_CASE("L1 Long Worm Chess is Inchworm Chess until a stretched piece is cut", "[L1]") {
  Position inchworm = position_from("startpos", kInchworm), longworm = position_from("startpos", kLongworm);
  CHECK(perft(inchworm, 4) == perft(longworm, 4));
  // Half pieces exist only in Long Worm Chess.
  CHECK_FALSE(parse_position("4k3/8/8/8/8/8/8/3WK3 - - w - - 0 1", kInchworm));
  CHECK(parse_position("4k3/8/8/8/8/8/8/3WK3 - - w - - 0 1", kLongworm));
}

TEST_CASE("L2 cutting a stretched piece leaves its half on the other square", "[L2]") {
  // Black's queen, rook, bishop and knight stretched; White takes each on its front.
  const struct {
    const char* position;
    const char* token;
    const char* after;
  } cases[] = {
      {"3qk3/8/8/3q4/8/8/8/3RK3 d8d5 - w - - 0 1", "d1d5", "3hk3/8/8/3R4/8/8/8/3RK3 d1d5 - b - - 0 1"},
      {"4k2r/8/8/7r/8/8/8/4K2R h8h5 - w - - 0 1", "h1h5", "4k2w/8/8/7R/8/8/8/4K2R h1h5 - b - - 0 1"},
      {"4kb2/8/8/8/1b6/8/8/1R2K3 f8b4 - w - - 0 1", "b1b4", "4kf2/8/8/8/1R6/8/8/1R2K3 b1b4 - b - - 0 1"},
      {"4k1n1/8/5n2/8/8/8/8/4K1R1 g8f6 - w - - 0 1", "g1g8", "4k1R1/8/5c2/8/8/8/8/4K1R1 g1g8 - b - - 0 1"},
  };
  for (const auto& c : cases) {
    INFO(c.position << " " << c.token);
    Position pos = position_from(c.position, kLongworm);
    play(pos, c.token);
    CHECK(format_position(pos) == c.after);
  }
  // A consolidated piece is captured whole.
  Position whole = position_from("3qk3/8/8/8/8/8/8/3RK3 - - w - - 0 1", kLongworm);
  play(whole, "d1d8");
  CHECK(format_position(whole) == "3Rk3/8/8/8/8/8/8/3RK3 d1d8 - b - - 0 1");
}

TEST_CASE("L2 a cut that leaves a half piece checking the capturer's king is illegal", "[L2][C3.3]") {
  Position pos = position_from("rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR - - b KQkq - 3 5", kLongworm);
  play(pos, "d5d2");
  auto m = parse_move(pos, "c3d5");
  REQUIRE_FALSE(m);
  CHECK(m.error().find("check") != std::string::npos);
}

TEST_CASE("L3.1 half pieces move straight to their square in one turn and stay consolidated", "[L3.1]") {
  Position pos = position_from("4k3/8/8/8/8/8/8/3WK3 - - w - - 0 1", kLongworm);
  play(pos, "d1d4");
  CHECK(format_position(pos) == "4k3/8/8/8/3W4/8/8/4K3 - - b - - 1 1");
  // A half piece attacks with its moves: the half rook on d4 gives check along the rank.
  const Position check = position_from("8/8/8/8/3W1k2/8/8/4K3 - - b - - 0 1", kLongworm);
  CHECK(check.in_check(BLACK));
  // It blocks and is captured on its one square.
  Position taken = position_from("3rk3/8/8/8/3W4/8/8/4K3 - - b - - 0 1", kLongworm);
  play(taken, "d8d4");
  CHECK(format_position(taken) == "3rk3/8/8/8/3r4/8/8/4K3 d8d4 - w - - 0 2");
}

TEST_CASE("L3.2 L3.3 absolute halflings: half the way to the edge, rounded up", "[L3.2][L3.3]") {
  auto targets = [](const char* position) {
    std::vector<std::string> out;
    const Position pos = position_from(position, kLongworm);
    for (const auto& t : legal_tokens(pos))
      if (is_half(kind_of(pos.piece_on(parse_square(t.substr(0, 2)))))) out.push_back(t);
    return out;
  };
  auto has = [](const std::vector<std::string>& list, const char* token) {
    return std::find(list.begin(), list.end(), token) != list.end();
  };
  // A half rook on a8 reaches a4 (7 squares to the edge, so 4), and b8-e8 (7, so 4).
  CHECK(targets("W7/8/8/8/8/8/8/4K2k - - w - - 0 1") ==
        std::vector<std::string>{"a8a4", "a8a5", "a8a6", "a8a7", "a8b8", "a8c8", "a8d8", "a8e8"});
  // A half queen on d1: d5 north, b1 west (3, so 2), f3 north-east (4, so 2), b3 north-west (3, so 2).
  const auto queen = targets("k7/8/8/8/8/8/8/3H3K - - w - - 0 1");
  for (const char* t : {"d1d5", "d1b1", "d1f3", "d1b3", "d1f1"}) CHECK(has(queen, t));
  for (const char* t : {"d1d6", "d1a1", "d1g4", "d1a4", "d1g1"}) CHECK_FALSE(has(queen, t));
  // Next to the edge it reaches it; two squares away it does not.
  CHECK(targets("k7/8/8/8/8/8/1F6/7K - - w - - 0 1") ==
        std::vector<std::string>{"b2a1", "b2a3", "b2c1", "b2c3", "b2d4", "b2e5"});
  const auto two_away = targets("k7/8/8/8/8/2F5/8/7K - - w - - 0 1");
  CHECK(has(two_away, "c3b2"));
  CHECK_FALSE(has(two_away, "c3a1"));
}

TEST_CASE("L3.2 relative halflings: half of how far the full piece could go now, they attack only neighbours",
          "[L3.2]") {
  // E11: the knight on d4 is 3 squares up (a capture counted): the half rook stops at d3.
  const Position pos = position_from("4k3/8/8/8/3n4/8/8/3WK3 - - w - - 0 1", kLongwormRelative);
  CHECK(is_listed(pos, "d1d3"));
  CHECK_FALSE(is_listed(pos, "d1d4"));
  // An own piece counts as the square before it: three free squares up to the pawn on d5 give 2.
  const Position own = position_from("4k3/8/8/3P4/8/8/8/3WK3 - - w - - 0 1", kLongwormRelative);
  CHECK(is_listed(own, "d1d2"));
  CHECK(is_listed(own, "d1d3"));
  CHECK_FALSE(is_listed(own, "d1d4"));
  // A relative half rook two squares from the king does not check it; next to it, it does.
  CHECK_FALSE(position_from("8/8/8/8/3W1k2/8/8/4K3 - - b - - 0 1", kLongwormRelative).in_check(BLACK));
  CHECK(position_from("8/8/8/8/3Wk3/8/8/K7 - - b - - 0 1", kLongwormRelative).in_check(BLACK));
  // With absolute halflings the same half rook at distance two does check.
  CHECK(position_from("8/8/8/8/3W1k2/8/8/4K3 - - b - - 0 1", kLongworm).in_check(BLACK));
}

TEST_CASE("L3.4 the crab: narrow knight forward, wide knight backward, by its owner's forward", "[L3.4]") {
  auto crab_targets = [](const char* position) {
    std::vector<std::string> out;
    const Position pos = position_from(position, kLongworm);
    for (const auto& t : legal_tokens(pos))
      if (kind_of(pos.piece_on(parse_square(t.substr(0, 2)))) == CRAB) out.push_back(t);
    return out;
  };
  CHECK(crab_targets("k7/8/8/8/4C3/8/8/7K - - w - - 0 1") == std::vector<std::string>{"e4c3", "e4d6", "e4f6", "e4g3"});
  CHECK(crab_targets("K7/8/8/4c3/8/8/8/7k - - b - - 0 1") == std::vector<std::string>{"e5c6", "e5d3", "e5f3", "e5g6"});
}

TEST_CASE("L3.5 half pieces never promote, castle or take part in en passant, nor hold a right", "[L3.5]") {
  // A half rook reaching the last rank stays a half rook (no promotion letter).
  Position pos = position_from("4k3/W7/8/8/8/8/8/4K3 - - w - - 0 1", kLongworm);
  CHECK(is_listed(pos, "a7a8"));
  CHECK_FALSE(parse_move(pos, "a7a8q"));
  play(pos, "a7a8");
  CHECK(pos.piece_on(make_square(0, 7)) == make_piece(WHITE, HALF_ROOK));
  // A half rook on h1 gives no castling right.
  auto bad = parse_position("4k3/8/8/8/8/8/8/4K2W - - w K - 0 1", kLongworm);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().find("castling") != std::string::npos);
  // A half queen beside a completed two-step gives no en passant right, and its diagonal step onto the
  // passed square takes nothing.
  Position ep = position_from("4k3/8/8/8/3h4/8/4P3/4K3 - - w - - 0 1", kLongworm);
  play(ep, "e2e4 e8d8 e2e4");
  CHECK(ep.ep_square() == kNoSquare);
  play(ep, "d4e3");
  CHECK(ep.piece_on(make_square(4, 3)) == make_piece(WHITE, PAWN));
}

TEST_CASE("L4 a pawn is never cut: either square taken removes it whole", "[L4]") {
  Position pos = position_from("4k3/4p3/8/4p3/8/8/8/4RK2 e7e5 - w - - 0 1", kLongworm);
  play(pos, "e1e5");
  CHECK(format_position(pos) == "4k3/8/8/4R3/8/8/8/4RK2 e1e5 - b - - 0 1");
}

TEST_CASE("L5 a position with the side not to move in check is rejected", "[L5][N1.6]") {
  auto bad = parse_position("4k3/8/8/8/8/8/8/4R1K1 - - w - - 0 1", kLongworm);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().rfind("side:", 0) == 0);
}

TEST_CASE("L6 a half piece is material, and taking one resets the clock", "[L6][C8.1][C8.4]") {
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/KF6 - - w - - 0 1", kLongworm), 1) == Ending::None);
  Position pos = position_from("k7/8/8/8/8/8/1f6/K7 - - w - - 40 1", kLongworm);
  play(pos, "a1b2");
  CHECK(pos.halfmove() == 0);
  CHECK(game_end(pos, 1) == Ending::BareKings);
}

}  // namespace l_longworm_test
