// The search's move order (movepick.h): the table's move, killers, the counter move and the history in
// their classes, and picking the moves one by one giving the sorted order exactly.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "movepick.h"
#include "test_support.h"

using namespace testing;

namespace movepick_test {
namespace {

std::vector<std::string> tokens_of(const std::vector<ScoredMove>& moves) {
  std::vector<std::string> out;
  for (const ScoredMove& sm : moves) out.push_back(format_move(sm.move));
  return out;
}

}  // namespace

TEST_CASE("move order: the table's move, the killers, the counter move, then quiet moves by history", "[search]") {
  const Position pos = position_from("startpos");
  MoveList list;
  generate_legal(pos, list);
  REQUIRE(list.size() > 8);
  const Move tt = move_from(pos, "g1f3"), first = move_from(pos, "e2e4"), second = move_from(pos, "d2d4"),
             counter = move_from(pos, "b1c3"), liked = move_from(pos, "c2c4");
  auto hints = std::make_unique<OrderingHints>();
  const int ply = 3;
  hints->add_killer(ply, second);
  hints->add_killer(ply, first);  // the latest killer is the first
  hints->add_history(WHITE, liked, 4000);
  hints->add_history(WHITE, counter, 500);  // below `liked`: only its class as the counter move puts it first
  QuietHints quiet;
  quiet.counter = &counter;
  std::vector<ScoredMove> moves;
  order_moves(pos, list, &tt, *hints, ply, moves, quiet);
  const std::vector<std::string> order = tokens_of(moves);
  REQUIRE(order.size() == list.size());
  CHECK(std::vector<std::string>(order.begin(), order.begin() + 5) ==
        std::vector<std::string>{format_move(tt), format_move(first), format_move(second), format_move(counter),
                                 format_move(liked)});

  SECTION("without the counter move it takes its place by history, after the move with more") {
    order_moves(pos, list, &tt, *hints, ply, moves);
    CHECK(format_move(moves[3].move) == format_move(liked));
    CHECK(format_move(moves[4].move) == format_move(counter));
    CHECK(moves[3].order < kCounterOrder);
  }
  SECTION("a counter move that is a killer keeps the killer's place") {
    quiet.counter = &first;
    order_moves(pos, list, &tt, *hints, ply, moves, quiet);
    CHECK(format_move(moves[1].move) == format_move(first));
    CHECK(moves[1].order == kKillerOrder);
    CHECK(moves[3].order < kCounterOrder);
  }
  SECTION("picking one by one gives the sorted order") {
    std::vector<ScoredMove> picked;
    score_moves(pos, list, &tt, *hints, ply, picked, quiet);
    place_in_order(picked, 0);
    std::vector<std::string> picked_order;
    for (std::size_t i = 0; i < picked.size(); ++i) picked_order.push_back(format_move(pick_in_order(picked, i).move));
    CHECK(picked_order == order);
  }
}

TEST_CASE("history: gravity keeps every score within the limit, however many and however large the bonuses",
          "[search]") {
  const Position pos = position_from("startpos");
  const Move liked = move_from(pos, "e2e4"), disliked = move_from(pos, "d2d4");
  auto hints = std::make_unique<OrderingHints>();
  // The largest bonus, 8,192 (a cut-off at depth 16 or more), again and again: the score nears the limit
  // from below and never passes it (a 32-bit product of score and bonus once overflowed here and sent
  // scores to +-1.6 million and back).
  int last = 0;
  for (int i = 0; i < 5000; ++i) {
    hints->add_history(WHITE, liked, 8192);
    hints->add_history(WHITE, disliked, -8192);
    const int h = hints->history[WHITE][liked.from()][liked.to()];
    REQUIRE(h >= last);
    REQUIRE(h <= kHistoryLimit);
    REQUIRE(hints->history[WHITE][disliked.from()][disliked.to()] == -h);
    last = h;
  }
  CHECK(last > kHistoryLimit - kHistoryLimit / 64);
  // A reversal moves it back down by the bonus and the gravity together: 8,192 + 8,192 * h / 2^20.
  hints->add_history(WHITE, liked, -8192);
  CHECK(hints->history[WHITE][liked.from()][liked.to()] ==
        last - 8192 - int(std::int64_t{last} * 8192 / kHistoryLimit));
}

}  // namespace movepick_test
