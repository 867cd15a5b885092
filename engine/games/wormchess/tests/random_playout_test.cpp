// Seeded random games in both games and both halfling ranges, checking at every step (OpenSpiel's
// RandomSimTest): move tokens unique and parsing back to their move, format(parse(s)) == s, do/undo
// restoring position and hash, is_ok, the bulk count, the any-move test and the quiescence's list
// (captures and promotions) agreeing with the list, pieces conserved except by captures, and the
// listed moves being exactly the pseudo-legal moves after which the slow independent attack function
// finds the mover's king safe (C3.3).
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "movepick.h"
#include "reference_rules.h"
#include "test_support.h"

using namespace testing;

namespace random_playout_test {
namespace {

struct Tally {
  long positions = 0, moves_checked = 0, captures = 0, cuts = 0, promotions = 0, en_passant = 0, castlings = 0,
       retreats = 0, half_moves = 0, checks = 0, evasion_positions = 0, games_over = 0;
};

// Pieces of a colour, a stretched one counted once (C1.3).
int piece_count(const Position& pos, Color c) {
  return popcount(pos.pieces(c) & ~pos.stretched()) + popcount(pos.pieces(c) & pos.stretched()) / 2;
}

class Playout {
 public:
  Playout(Variant variant, std::string_view start, std::uint64_t seed, Tally& tally)
      : variant_(variant), rng_(seed), tally_(tally), pos_(position_from(start, variant)) {}

  void run(int max_plies) {
    for (int ply = 0; ply < max_plies; ++ply) {
      INFO("ply " << ply << " of " << variant_name(variant_) << ": " << format_position(pos_));
      check_position();
      MoveList moves;
      generate_legal(pos_, moves);
      REQUIRE(count_legal(pos_) == moves.size());
      CHECK(has_legal_move(pos_) == !moves.empty());
      check_noisy(moves);
      if (moves.empty()) {
        ++tally_.games_over;
        return;
      }
      check_moves(moves);
      play(pick_move(pos_, moves, rng_));
    }
  }

 private:
  void check_position() {
    ++tally_.positions;
    REQUIRE(pos_.is_ok());
    const std::string text = format_position(pos_);
    auto back = parse_position(text, variant_);
    REQUIRE(back);
    CHECK(format_position(*back) == text);
    CHECK(*back == pos_);
    if (pos_.in_check(pos_.side_to_move())) ++tally_.evasion_positions;
  }

  // The quiescence search's moves: out of check, the listed captures and promotions (and
  // consolidations, if asked) in the list's order; in check, the whole list.
  void check_noisy(const MoveList& moves) {
    const bool in_check = pos_.in_check(pos_.side_to_move());
    for (bool consolidations : {false, true}) {
      std::vector<std::string> expected, noisy;
      for (Move m : moves)
        if (in_check || is_capture(pos_, m) || m.type() == MoveType::Promotion ||
            (consolidations && m.type() == MoveType::Consolidate))
          expected.push_back(format_move(m));
      MoveList listed;
      generate_noisy(pos_, listed, consolidations);
      for (Move m : listed) noisy.push_back(format_move(m));
      INFO("consolidations " << consolidations);
      CHECK(noisy == expected);
    }
  }

  // C3.3 through the independent attack function: of all pseudo-legal moves, exactly those that leave
  // the mover's king unattacked are listed; each listed token is unique and parses back to its move.
  void check_moves(const MoveList& moves) {
    std::set<std::string> listed;
    std::vector<std::string> problems;
    for (Move m : moves) {
      const std::string token = format_move(m);
      if (!listed.insert(token).second) problems.push_back(token + ": listed twice");
      auto parsed = parse_move(pos_, token);
      if (!parsed || !(*parsed == m)) problems.push_back(token + ": does not parse back to its move");
    }
    MoveList pseudo;
    generate_pseudo_legal(pos_, pseudo);
    for (Move m : pseudo) {
      if (auto problem = move_problem(m, listed.count(format_move(m)) > 0); !problem.empty())
        problems.push_back(problem);
    }
    INFO((problems.empty() ? std::string() : problems.front()));
    CHECK(problems.empty());
  }

  std::string move_problem(Move m, bool listed) {
    ++tally_.moves_checked;
    const std::string token = format_move(m);
    const Color us = pos_.side_to_move();
    const bool takes =
        m.type() == MoveType::EnPassant || (m.type() != MoveType::Consolidate && pos_.piece_on(m.to()) != kNoPiece);
    const Kind victim = takes && m.type() != MoveType::EnPassant ? kind_of(pos_.piece_on(m.to())) : PAWN;
    const bool cut = takes && variant_.longworm && pos_.is_stretched(m.to()) && victim != PAWN && victim != KING;
    const int own_before = piece_count(pos_, us), their_before = piece_count(pos_, ~us);
    const Position before = pos_;
    Position::Undo undo;
    pos_.do_move(m, undo);
    std::string problem;
    const auto after = reference::read(format_position(pos_), variant_.longworm, variant_.relative_halflings);
    if (!pos_.is_ok()) problem = token + ": is_ok fails after the move";
    if (reference::king_attacked(after, us == WHITE) == listed)
      problem += token + (listed ? ": listed, but the king is attacked after it" : ": king safe, but not listed");
    if (piece_count(pos_, us) != own_before) problem += token + ": the mover's piece count changed";
    if (piece_count(pos_, ~us) != their_before - (takes && !cut ? 1 : 0))
      problem += token + ": the opponent's piece count is not conserved";
    pos_.undo_move(undo);
    if (!(pos_ == before) || pos_.key() != before.key()) problem += token + ": undo does not restore the position";
    return problem;
  }

  void play(Move m) {
    const bool takes = m.type() != MoveType::Consolidate && pos_.piece_on(m.to()) != kNoPiece;
    tally_.captures += takes || m.type() == MoveType::EnPassant;
    tally_.cuts += takes && variant_.longworm && pos_.is_stretched(m.to()) && kind_of(pos_.piece_on(m.to())) != PAWN;
    tally_.promotions += m.type() == MoveType::Promotion;
    tally_.en_passant += m.type() == MoveType::EnPassant;
    tally_.castlings += m.type() == MoveType::Castle;
    tally_.retreats += m.type() == MoveType::Consolidate && !pos_.is_front(m.to());
    tally_.half_moves += m.type() == MoveType::HalfMove;
    Position::Undo undo;
    pos_.do_move(m, undo);
    tally_.checks += pos_.in_check(pos_.side_to_move());
  }

  Variant variant_;
  std::mt19937_64 rng_;
  Tally& tally_;
  Position pos_;
};

Tally play_games(Variant variant, int games, int plies, std::uint64_t seed) {
  Tally tally;
  for (int game = 0; game < games / kRandomGamesDivisor; ++game) {
    const std::string& start = random_game_starts()[std::size_t(game) % random_game_starts().size()];
    INFO("game seed " << seed + std::uint64_t(game) << " from " << start);
    Playout(variant, start, seed + std::uint64_t(game), tally).run(plies);
  }
  return tally;
}

std::string summary(const Tally& t) {
  return "positions " + std::to_string(t.positions) + ", moves checked " + std::to_string(t.moves_checked) +
         ", captures " + std::to_string(t.captures) + ", cuts " + std::to_string(t.cuts) + ", promotions " +
         std::to_string(t.promotions) + ", en passant " + std::to_string(t.en_passant) + ", castlings " +
         std::to_string(t.castlings) + ", retreats " + std::to_string(t.retreats) + ", half moves " +
         std::to_string(t.half_moves) + ", checks " + std::to_string(t.checks) + ", in check " +
         std::to_string(t.evasion_positions) + ", games over " + std::to_string(t.games_over);
}

}  // namespace

TEST_CASE("C2 C3.3 C4 C5 C6 C7 random Inchworm Chess games keep every invariant",
          "[random][C2][C3.3][C4.2][C5][C6][C7][N1.7][N2.6]") {
  const Tally t = play_games(kInchworm, 80, 200, 1000);
  INFO(summary(t));
  CHECK(t.captures > 300 / kRandomGamesDivisor);
  CHECK(t.promotions > 15 / kRandomGamesDivisor);
  CHECK(t.en_passant > 0);
  CHECK(t.castlings > 8 / kRandomGamesDivisor);
  CHECK(t.retreats > 1000 / kRandomGamesDivisor);
  CHECK(t.evasion_positions > 60 / kRandomGamesDivisor);
}

TEST_CASE("L2 L3 L3.2 random Long Worm Chess games keep every invariant, both halfling ranges",
          "[random][L2][L3][L3.2][L4][C3.3]") {
  for (Variant v : {kLongworm, kLongwormRelative}) {
    const Tally t = play_games(v, 80, 200, v.relative_halflings ? 3000 : 2000);
    INFO(variant_name(v) << ": " << summary(t));
    CHECK(t.cuts > 100 / kRandomGamesDivisor);
    CHECK(t.half_moves > 500 / kRandomGamesDivisor);
    CHECK(t.evasion_positions > 80 / kRandomGamesDivisor);
  }
}

}  // namespace random_playout_test
