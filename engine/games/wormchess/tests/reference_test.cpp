// The engine against the slow independent reference (reference_rules.h) on positions from seeded
// random games in both games and both halfling ranges: the same legal moves, each leading to the
// same position (first six fields, C8.3), and the same verdict on check.
#include <random>

#include "reference_rules.h"
#include "test_support.h"

using namespace testing;

namespace reference_test {
namespace {

struct Compared {
  long positions = 0, moves = 0, stretched_pieces = 0, half_pieces = 0;
};

void compare(const Position& pos, Compared& tally) {
  const Variant v = pos.variant();
  const std::string text = format_position(pos);
  INFO(variant_name(v) << ": " << text);
  const auto board = reference::read(text, v.longworm, v.relative_halflings);
  REQUIRE(reference::identity(board) == format_identity(pos));
  CHECK(reference::king_attacked(board, pos.side_to_move() == WHITE) == pos.in_check(pos.side_to_move()));
  const auto expected = reference::legal_moves(board);
  std::vector<std::string> reference_tokens;
  for (const auto& [token, after] : expected) reference_tokens.push_back(token);
  REQUIRE(legal_tokens(pos) == reference_tokens);
  std::string problem;  // one assertion per position: millions of them would slow the sanitizer build
  for (const auto& [token, after] : expected) {
    Position next = pos;
    Position::Undo undo;
    next.do_move(move_from(pos, token), undo);
    if (format_identity(next) != reference::identity(after) || next.halfmove() != std::uint32_t(after.halfmove) ||
        next.fullmove() != std::uint32_t(after.fullmove))
      problem = "after " + token + ": " + format_position(next) + " | reference " + reference::identity(after);
  }
  CHECK(problem == "");
  ++tally.positions;
  tally.moves += long(expected.size());
  tally.stretched_pieces += popcount(pos.stretched()) / 2;
  tally.half_pieces += popcount(pos.half_pieces());
}

Compared compare_games(Variant variant, int games, int plies, std::uint64_t seed) {
  Compared tally;
  for (int game = 0; game < games / kRandomGamesDivisor; ++game) {
    std::mt19937_64 rng(seed + std::uint64_t(game));
    const auto& starts = random_game_starts();
    Position pos = position_from(starts[std::size_t(game) % starts.size()], variant);
    for (int ply = 0; ply < plies; ++ply) {
      compare(pos, tally);
      MoveList moves;
      generate_legal(pos, moves);
      if (moves.empty()) break;
      Position::Undo undo;
      pos.do_move(pick_move(pos, moves, rng), undo);
    }
  }
  return tally;
}

}  // namespace

TEST_CASE("reference: Inchworm Chess moves and positions agree with the independent generator",
          "[reference][C2][C3][C4][C5][C6][C7]") {
  const Compared t = compare_games(kInchworm, 24, 150, 500);
  CHECK(t.positions > 2000 / kRandomGamesDivisor);
  CHECK(t.stretched_pieces > 4000 / kRandomGamesDivisor);
}

TEST_CASE("reference: Long Worm Chess (absolute) agrees with the independent generator", "[reference][L2][L3][L4]") {
  const Compared t = compare_games(kLongworm, 24, 150, 600);
  CHECK(t.half_pieces > 500 / kRandomGamesDivisor);
}

TEST_CASE("reference: Long Worm Chess (relative) agrees with the independent generator", "[reference][L3.2]") {
  const Compared t = compare_games(kLongwormRelative, 24, 150, 700);
  CHECK(t.half_pieces > 500 / kRandomGamesDivisor);
}

}  // namespace reference_test
