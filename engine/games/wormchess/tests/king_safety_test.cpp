// C3.3 L2: leaves_king_safe works out the king's safety without making the move; it must agree with
// making the move on a copy and asking in_check (leaves_king_safe_by_copy), for every pseudo-legal
// move of positions along seeded random games of all three rule sets.
#include "test_support.h"

using namespace testing;

namespace king_safety_test {
namespace {

struct Agreement {
  long moves = 0, unsafe = 0, onto_stretched = 0, in_check = 0;
  std::vector<std::string> disagreements;
};

void compare_along_random_games(Variant variant, std::uint64_t seed, int games, Agreement& a) {
  for (int game = 0; game < games; ++game) {
    std::mt19937_64 rng(seed + std::uint64_t(game));
    const std::string& start = random_game_starts()[std::size_t(game) % random_game_starts().size()];
    Position pos = position_from(start, variant);
    for (int ply = 0; ply < 200; ++ply) {
      a.in_check += pos.in_check(pos.side_to_move());
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      for (Move m : pseudo) {
        ++a.moves;
        const bool reference = pos.leaves_king_safe_by_copy(m);
        a.unsafe += !reference;
        a.onto_stretched += m.type() != MoveType::Consolidate && pos.is_stretched(m.to()) &&
                            color_of(pos.piece_on(m.to())) != pos.side_to_move();
        if (pos.leaves_king_safe(m) != reference && a.disagreements.size() < 5)
          a.disagreements.push_back(format_position(pos) + " " + format_move(m) + (reference ? " safe" : " unsafe"));
      }
      MoveList moves;
      generate_legal(pos, moves);
      if (moves.empty()) break;
      Position::Undo undo;
      pos.do_move(pick_move(pos, moves, rng), undo);
    }
  }
}

}  // namespace

TEST_CASE("C3.3 L2 the king test without making the move agrees with making it on a copy", "[C3.3][L2][random]") {
  for (Variant v : {kInchworm, kLongworm, kLongwormRelative}) {
    Agreement a;
    compare_along_random_games(v, 7000, 30 / kRandomGamesDivisor, a);
    INFO(variant_name(v) << ": moves " << a.moves << ", unsafe " << a.unsafe << ", onto stretched enemies "
                         << a.onto_stretched << ", positions in check " << a.in_check);
    INFO((a.disagreements.empty() ? std::string() : "first disagreement: " + a.disagreements.front()));
    CHECK(a.disagreements.empty());
    // The comparison means something only if it met unsafe moves, captures of stretched pieces (cuts in
    // Long Worm Chess) and checks; release builds see about four times these.
    CHECK(a.unsafe > 300 / kRandomGamesDivisor);
    CHECK(a.onto_stretched > 300 / kRandomGamesDivisor);
    CHECK(a.in_check > 15 / kRandomGamesDivisor);
  }
}

}  // namespace king_safety_test
