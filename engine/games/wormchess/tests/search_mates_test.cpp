// The search finds mates in one to three moves (the rules contract's examples among them), the ones
// particular to these games (an attacked consolidated king cannot step away, C3.5), reports them as
// wins and losses in plies, wins hanging pieces, and keeps the 100-move rule. Each mate is confirmed
// by an exhaustive proof over the rules' legal moves, independent of the search.
#include <catch2/catch.hpp>

#include "movegen.h"
#include "position.h"
#include "search_support.h"
#include "state.h"
#include "wormchess_searcher.h"

using namespace search_testing;
using namespace inchworm;
using namespace inchworm::wormchess;

namespace search_mates_test {
namespace {

bool mated_within(Position& pos, int plies);

// The side to move forces checkmate within `plies` (odd) plies.
bool mates_within(Position& pos, int plies) {
  if (plies <= 0) return false;
  MoveList moves;
  generate_legal(pos, moves);
  Position::Undo undo;
  for (const Move& m : moves) {
    pos.do_move(m, undo);
    const bool mates = mated_within(pos, plies - 1);
    pos.undo_move(undo);
    if (mates) return true;
  }
  return false;
}

// The side to move is checkmated now, or every move it has leads to a mate within `plies` plies.
bool mated_within(Position& pos, int plies) {
  MoveList moves;
  generate_legal(pos, moves);
  if (moves.empty()) return pos.in_check(pos.side_to_move());
  if (plies <= 0) return false;
  Position::Undo undo;
  for (const Move& m : moves) {
    pos.do_move(m, undo);
    const bool mated = mates_within(pos, plies - 1);
    pos.undo_move(undo);
    if (!mated) return false;
  }
  return true;
}

// The fastest forced mate of the side to move, in own moves (1..max), proved exhaustively; 0: none.
int proved_mate_in(const GameState& state, int max_moves) {
  Position pos = static_cast<const State&>(state).position();
  for (int n = 1; n <= max_moves; ++n)
    if (mates_within(pos, 2 * n - 1)) return n;
  return 0;
}

// Asks for a mate within `moves` and checks the answer: a win in 2 * moves - 1 plies, proved.
void check_mate_in(const std::string& position, int moves, bool longworm = false) {
  auto state = chess_state(position, longworm);
  INFO(position);
  REQUIRE(proved_mate_in(*state, moves) == moves);
  auto searcher = make_searcher();
  const Decision d = decide(*searcher, *state, mate_limit(moves));
  CHECK(score_text(d.last().score) == "win " + std::to_string(2 * moves - 1));
  // The move found keeps the mate: the opponent is then mated within moves - 1.
  REQUIRE(state->play(d.move));
  Position after = static_cast<const State&>(*state).position();
  CHECK(mated_within(after, 2 * moves - 2));
}

}  // namespace

TEST_CASE("search mate in 1: the attacked consolidated king cannot step away", "[search][C3.5][E5]") {
  // The queen consolidates onto a2 and checks along the diagonal: the king on d5 has eight empty
  // squares around it, but every move of it would leave its rear on d5.
  check_mate_in("8/8/8/3k4/8/8/Q7/Q3K3 a1a2 - w - - 0 1", 1);
  // E5's mate, one move earlier: the rook consolidates onto e1.
  check_mate_in("4k3/8/8/8/8/8/8/R3R1K1 a1e1 - w - - 0 1", 1);
  auto state = chess_state("8/8/8/3k4/8/8/Q7/Q3K3 a1a2 - w - - 0 1");
  auto searcher = make_searcher();
  REQUIRE(state->play(decide(*searcher, *state, depth_limit(2)).move));
  CHECK(state->verdict().outcome == Outcome::FirstPlayerWins);
}

TEST_CASE("search mate in 2: Betza's rook against king, and a back rank the pawns cannot cover", "[search][E2][C3.5]") {
  // E2 after h8h7: the rook stretches to h1 while the king is stretched, then consolidates.
  check_mate_in("7k/7k/8/8/8/8/8/K5R1 h8h7 - w - - 1 2", 2);
  check_mate_in("6k1/5ppp/8/8/8/8/5PPP/3R2K1 - - w - - 0 1", 2);
}

TEST_CASE("search mate in 2 seen by the side that is mated: a loss in 4 plies", "[search][E2]") {
  auto state = chess_state("7k/8/8/8/8/8/8/K5R1 - - b - - 0 1");
  auto searcher = make_searcher();
  const Decision d = decide(*searcher, *state, depth_limit(6));
  CHECK(d.move == "h8h7");  // E2: the only legal move
  CHECK(score_text(d.last().score) == "loss 4");
  CHECK(d.last().depth == 6);  // a forced move is still searched to the depth asked for
}

TEST_CASE("search mate in 3: a tempo first, then the rook's stretch and consolidation", "[search][C3.5]") {
  check_mate_in("k7/8/8/8/8/8/8/1R2K3 - - w - - 0 1", 3);
  check_mate_in("8/8/8/4k3/8/8/Q7/4K3 - - w - - 0 1", 3);
}

TEST_CASE("search wins a hanging piece, which cannot escape by moving", "[search][C3.5][L2]") {
  auto searcher = make_searcher();
  auto queen = chess_state("4k3/8/8/3q4/8/8/8/3RK3 - - w - - 0 1");
  CHECK(decide(*searcher, *queen, depth_limit(4)).move == "d1d5");
  // Black to move cannot save its knight: every knight move leaves its rear on c6.
  auto knight = chess_state("4k3/8/2n5/8/8/8/8/2R1K3 - - b - - 0 1");
  const Decision d = decide(*searcher, *knight, depth_limit(5));
  CHECK(d.last().score.value < -200);
  // Long Worm Chess: the cut of a stretched queen wins it less the half queen left.
  auto cut = chess_state("4k3/3q4/8/8/8/3q4/8/3RK3 d7d3 - w - - 0 1", true);
  const Decision c = decide(*searcher, *cut, depth_limit(4));
  CHECK(c.move == "d1d3");
}

TEST_CASE("search keeps the 100-move rule: a mate on the 200th ply counts, any other move draws", "[search][C8.1]") {
  auto searcher = make_searcher();
  auto mate = chess_state("4k3/8/8/8/8/8/8/R3R1K1 a1e1 - w - - 199 100");
  const Decision m = decide(*searcher, *mate, depth_limit(3));
  CHECK(m.move == "a1e1");
  CHECK(score_text(m.last().score) == "win 1");
  auto draw = chess_state("7k/7k/8/8/8/8/8/K5R1 h8h7 - w - - 199 100");
  CHECK(score_text(decide(*searcher, *draw, depth_limit(4)).last().score) == "cp 0");
}

TEST_CASE("search takes a repetition when behind: the third occurrence is a draw", "[search][C8.3]") {
  auto searcher = make_searcher();
  // The rook and the king stretch and step back twice; d8e8 would bring the start back a third time.
  auto state = chess_state("4k3/8/8/8/8/8/8/R3K3 - - w - - 0 1", false, "a1a2 e8d8 a2a1 d8e8 a1a2 e8d8 a2a1");
  const Decision d = decide(*searcher, *state, depth_limit(5));
  CHECK(d.move == "d8e8");
  CHECK(score_text(d.last().score) == "cp 0");
  REQUIRE(state->play(d.move));
  CHECK(state->verdict().outcome == Outcome::Draw);
}

TEST_CASE("search scores a stalemate at the horizon as a draw, also where quiescence stands pat at once",
          "[search][C3.4]") {
  auto searcher = make_searcher();
  // White's stretched queen g5-g6 consolidates on g6 (g5g6) and Black's king on h8 has no move: stalemate,
  // although White is a queen up. With QuiescencePlies 0 the stalemate is found where the search would
  // otherwise stand pat on the evaluation.
  for (Tunable* t : searcher->tunables())
    if (t->name() == "QuiescencePlies") REQUIRE_FALSE(t->set(0));
  auto state = chess_state("7k/8/6Q1/6Q1/8/8/8/K7 g5g6 - w - - 1 1");
  const Decision stalemate = decide(*searcher, *state, depth_limit(1), {}, {"g5g6"});
  CHECK(score_text(stalemate.last().score) == "cp 0");
  const Decision other = decide(*searcher, *state, depth_limit(1), {}, {"g6g5"});
  CHECK(other.last().score.value > 500);
}

}  // namespace search_mates_test
