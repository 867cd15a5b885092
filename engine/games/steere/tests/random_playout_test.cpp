// Seeded random games on several board sizes under both readings, checking the invariants at every
// step (OpenSpiel's RandomSimTest): unique move strings that parse back to their move,
// format(parse(s)) == s, do/undo restoring position and hash, is_ok (so legal worms, S3.2),
// conserved checkers (S1.5), borne-off counts that never fall, and S6.2: never two passes in a row
// while both sides have checkers.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <set>

#include "test_support.h"

using namespace steere_testing;

namespace random_playout_test {
namespace {

// Moves whose parse-back and do/undo are checked in one position, on average (all of a shorter list).
constexpr int kCheckedPerPosition = 12;

struct Tally {
  long positions = 0, moves_checked = 0, passes = 0, finished = 0, repetitions = 0, bear_offs = 0;
  std::map<MoveKind, long> played;
};

class Playout {
 public:
  Playout(const Position& start, std::uint64_t seed, Tally& tally) : rng_(seed), tally_(tally), pos_(start) {}

  void run(int max_plies) {
    std::map<std::uint64_t, int> seen{{pos_.key(), 1}};
    bool passed_last = false;
    for (int ply = 0; ply < max_plies; ++ply) {
      INFO("ply " << ply << ": " << format_position(pos_));
      check_position();
      MoveList moves;
      generate_moves(pos_, moves);
      if (moves.empty()) {
        CHECK(pos_.is_finished());  // S7.2: only a finished position has no move
        ++tally_.finished;
        return;
      }
      check_moves(moves);
      const Move m = pick(moves);
      // S6.2: a pass never follows a pass while both sides have checkers.
      CHECK_FALSE((m.is_pass() && passed_last));
      passed_last = m.is_pass();
      play(m);
      if (++seen[pos_.key()] == 3) {  // S7.3: the game would be drawn here
        ++tally_.repetitions;
        return;
      }
    }
  }

 private:
  void check_position() {
    ++tally_.positions;
    REQUIRE(pos_.is_ok());
    const std::string text = format_position(pos_);
    auto back = parse_position(text, pos_.rules());
    REQUIRE(back);
    CHECK(format_position(*back) == text);
    CHECK(*back == pos_);
    for (Color c : {RED, BLUE}) {
      CHECK(pos_.checkers_on_board(c) + pos_.borne_off(c) == pos_.checkers_per_side());  // S1.5
      CHECK(pos_.borne_off(c) >= last_off_[c]);
      last_off_[c] = pos_.borne_off(c);
    }
  }

  // Unique texts; a random sample of the moves (all of a short list) parses back to itself, and its
  // do/undo restores everything.
  void check_moves(const MoveList& moves) {
    std::set<std::string> seen;
    std::string problem;
    for (const Move& m : moves) {
      const std::string text = format_move(m);
      if (!seen.insert(text).second) problem += " " + text + " listed twice;";
    }
    for (const Move& m : moves) {
      if (moves.size() > kCheckedPerPosition && rng_() % std::uint64_t(moves.size()) >= kCheckedPerPosition) continue;
      ++tally_.moves_checked;
      const std::string text = format_move(m);
      auto parsed = parse_move(pos_, text);
      if (!parsed || !(*parsed == m)) problem += " " + text + " does not parse back;";
      const Position before = pos_;
      Position::Undo undo;
      pos_.do_move(m, undo);
      if (!pos_.is_ok()) problem += " " + text + ": is_ok fails after it;";
      pos_.undo_move(undo);
      if (!(pos_ == before) || pos_.key() != before.key()) problem += " " + text + ": undo differs;";
    }
    CHECK(count_moves(pos_) == std::uint64_t(moves.size()));
    // S6.1: a pass is listed exactly when it is the only move.
    CHECK(moves[0].is_pass() == (moves.size() == 1 && moves[0].is_pass()));
    INFO(problem);
    CHECK(problem.empty());
  }

  // A random kind among those present, then a random move of that kind, so rare kinds get played.
  Move pick(const MoveList& moves) {
    std::vector<MoveKind> kinds;
    for (const Move& m : moves)
      if (std::find(kinds.begin(), kinds.end(), m.kind) == kinds.end()) kinds.push_back(m.kind);
    const MoveKind kind = kinds[rng_() % kinds.size()];
    std::vector<Move> of_kind;
    for (const Move& m : moves)
      if (m.kind == kind) of_kind.push_back(m);
    return of_kind[rng_() % of_kind.size()];
  }

  void play(const Move& m) {
    ++tally_.played[m.kind];
    tally_.passes += m.is_pass();
    tally_.bear_offs += m.bears_off();
    Position::Undo undo;
    pos_.do_move(m, undo);
  }

  std::mt19937_64 rng_;
  Tally& tally_;
  Position pos_;
  int last_off_[2] = {0, 0};
};

}  // namespace

TEST_CASE("S1.5 S3.2 S6.2 random playouts keep every invariant on several sizes under both readings",
          "[random][S1.5][S3.2][S4][S5][S6.2][S7][S8.5][S9.3][S10.2]") {
  Tally tally;
  std::uint64_t seed = 5000;
  const std::pair<int, int> sizes[] = {{2, 3}, {3, 2}, {3, 4}, {4, 5}, {5, 4}, {6, 7}, {7, 6}, {8, 9}, {16, 15}};
  for (const char* advance : {"literal", "strict"})
    for (auto [rows, columns] : sizes) {
      // (Set as a whole: one option at a time cannot go from 6x7 to a size with an odd number of ranks.)
      const Rules rules{rows, columns, advance == std::string("strict") ? Advance::Strict : Advance::Literal};
      // The largest board plays one game part of the way (its games last thousands of plies).
      const int squares = rows * columns;
      const int games = squares > 100 ? 1 : squares > 50 ? 6 : 12;
      for (int game = 0; game < games; ++game, ++seed) {
        INFO("seed " << seed << " " << describe(rules));
        Playout(Position::start(rules), seed, tally).run(squares > 100 ? 600 : squares * 12);
      }
    }
  for (MoveKind kind : {MoveKind::Feed, MoveKind::TailIn, MoveKind::LoneStep, MoveKind::Spawn, MoveKind::Leap}) {
    INFO("kind " << int(kind));
    CHECK(tally.played[kind] > 200);
  }
  CHECK(tally.bear_offs > 1000);
  CHECK(tally.passes > 0);
  CHECK(tally.finished > 60);
}

}  // namespace random_playout_test
