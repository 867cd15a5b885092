// perft's two-ply count (reply_count.h) against making each move and counting the replies, on random
// positions of several sizes under both readings and on the worked examples of the last checker
// (S11.4) and the forced pass (S11.5). Every way the replies can change is met: a move that fills a
// square a reply would land on, one that empties such a square (S4.3-S4.5, S5.3), the mover's last
// checker borne off (S7.1, S7.2), and a side left with no move, which passes (S6.1).
#include <catch2/catch.hpp>

#include <random>

#include "random_positions.h"
#include "reply_count.h"
#include "test_support.h"

using namespace steere_testing;

namespace reply_count_test {
namespace {

struct Seen {
  long moves = 0, filled = 0, emptied = 0, won = 0, passes = 0;
};

// Checks every legal move of `pos`; returns the first move whose replies differ, or "".
std::string check_all(Position pos, Seen& seen) {
  MoveList moves;
  generate_moves(pos, moves);
  const ReplyCounter counter(pos);
  const std::uint64_t now = mobility(pos, ~pos.side_to_move());  // the other side's moves in pos
  std::uint64_t sum = 0;
  for (const Move& m : moves) {
    const std::uint64_t fast = counter.replies(m);
    Position::Undo undo;
    pos.do_move(m, undo);
    const std::uint64_t slow = count_moves(pos);
    pos.undo_move(undo);
    if (fast != slow)
      return format_move(m) + ": " + std::to_string(fast) + " replies counted, " + std::to_string(slow) + " made";
    ++seen.moves;
    sum += slow;
    if (slow == 0) ++seen.won;
    if (slow == 1) {
      MoveList replies;
      pos.do_move(m, undo);
      generate_moves(pos, replies);
      pos.undo_move(undo);
      seen.passes += replies[0].is_pass();
    }
    if (m.to != kOff && pos.content(m.to) == EMPTY && slow < now) ++seen.filled;
    if (pos.height(m.from) == 1 && slow > now) ++seen.emptied;
  }
  if (counter.total() != sum)
    return "total " + std::to_string(counter.total()) + " but the moves' replies sum to " + std::to_string(sum);
  return {};
}

}  // namespace

TEST_CASE("S4 S5.3 S6.1 S7.1 two-ply count equals making each move on random positions",
          "[perft][S4][S5.3][S6.1][S7.1][S10.2]") {
  std::mt19937_64 rng(20261126);
  Seen seen;
  const std::pair<int, int> sizes[] = {{2, 3}, {3, 4}, {4, 5}, {6, 7}, {7, 6}, {8, 9}, {16, 15}};
  for (Advance advance : {Advance::Literal, Advance::Strict})
    for (auto [rows, columns] : sizes)
      for (double density : {0.05, 0.25, 0.45, 0.65})
        for (int i = 0; i < (rows * columns > 100 ? 10 : 40); ++i) {
          const Position pos = random_position(rng, rows, columns, density, advance);
          const std::string problem = check_all(pos, seen);
          INFO(format_position(pos) << (advance == Advance::Strict ? " (strict)" : "") << ": " << problem);
          CHECK(problem.empty());
        }
  INFO(seen.moves << " moves, " << seen.filled << " filled, " << seen.emptied << " emptied, " << seen.won << " won, "
                  << seen.passes << " passes");
  CHECK(seen.filled > 100);
  CHECK(seen.emptied > 100);
  CHECK(seen.won > 0);
  CHECK(seen.passes > 0);
}

TEST_CASE("S11.4 S11.5 two-ply count at the last checker and at a forced pass", "[perft][S7.1][S6.1][S11.4][S11.5]") {
  Seen seen;
  // S11.4: after Red's moves Blue bears off his last checker: no replies (S7.2).
  Position edges = position_from("x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30");
  CHECK(check_all(edges, seen).empty());
  play(edges, "g6-off");
  CHECK(check_all(edges, seen).empty());
  CHECK(ReplyCounter(edges).replies(move_from(edges, "a1-off")) == 0);
  // S11.5: Blue is blocked; each Red move that leaves g3 and f4 filled is answered by the pass.
  const Position blocked = position_from("x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 r 10/17 64");
  CHECK(check_all(blocked, seen).empty());
  CHECK(seen.won > 0);
  CHECK(seen.passes > 0);
}

}  // namespace reply_count_test
