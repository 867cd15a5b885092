// Tactical positions with the move the main engine must choose, searched at a small fixed depth.
// Each cites the rule the tactic rests on.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "game.h"

using namespace inchworm;

namespace {

struct Found {
  std::string best;
  SearchInfo last;  // the last info line: the deepest finished iteration
};

Found search(const std::string& fen, int depth, const std::vector<std::pair<std::string, std::string>>& options = {}) {
  auto game = make_inchworm_game();
  for (const auto& [name, value] : options) REQUIRE_FALSE(game->set_option(name, value));
  REQUIRE_FALSE(game->set_position(fen, {}));
  Found found;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) { found.last = info; };
  SearchLimits limits;
  limits.depth = depth;
  std::atomic<bool> stop{false};
  found.best = game->search(limits, listener, stop).best_move;
  return found;
}

// What the move does: the record form ("move X captured squares", R3.4) is not exposed by the facade,
// so play it and compare scores and the position.
std::string after(const std::string& fen, const std::string& move,
                  const std::vector<std::pair<std::string, std::string>>& options = {}) {
  auto game = make_inchworm_game();
  for (const auto& [name, value] : options) REQUIRE_FALSE(game->set_option(name, value));
  REQUIRE_FALSE(game->set_position(fen, {move}));
  return game->position_string();
}

}  // namespace

TEST_CASE("capture in one: the last liberty of a group is filled [R3.2]", "[search][tactics]") {
  // Blue a1-b1 has one liberty, b2.
  const std::string fen = "x8/x8/x8/x8/x8/x8/r,x7/b,b,r,x5 r 23/23 0/0 0/0 0 5";
  const Found f = search(fen, 3);
  CHECK(f.best == "b2");
  CHECK(after(fen, f.best).find(" 2/0 ") != std::string::npos);  // Red holds and scored two
}

TEST_CASE("capture in two: a stack with two enclosed liberties cannot escape [R3.1][R3.2]", "[search][tactics]") {
  // Blue's 5-stack on a1 has liberties a2 and b1, both closed off by Red: filling either first
  // leaves Blue no escape (its own drop there would not add a liberty, a distribution has no room).
  const std::string fen = "x8/x8/x8/x8/x8/r,r,x6/x,r,r,x5/b5,x,r,x5 r 20/20 0/0 0/0 0 8";
  const Found f = search(fen, 3);
  CHECK((f.best == "a2" || f.best == "b1"));
  CHECK(f.last.score.kind == SearchScore::Kind::Centi);
  CHECK(f.last.score.value >= 400);  // the five points are in sight
}

TEST_CASE("avoid self-capture: Figure 7's h8 takes three, h1 only gives four away [R3.2]", "[search][tactics]") {
  // Any board move lets Blue take a8 and a3-a4 (they have no liberty); h8 at least takes g7-g8-h7.
  const std::string fen =
      "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30";
  CHECK(search(fen, 3).best == "h8");
}

TEST_CASE("under the modern rule Figure 7's h8 gains: a8 and a3-a4 stay [R5]", "[search][tactics]") {
  const std::string fen =
      "r,b,x3,r,b,x/b,b,x3,r,b,b/x5,r,r,r/b,x7/r,b,x6/r,b,x2,r,r,r,r/b,x2,r,b,b,b,b/x3,r,b,x,b,x r 11/9 0/0 0/0 0 30";
  const Found f = search(fen, 3, {{"CaptureRule", "modern"}});
  CHECK(f.best == "h8");
  CHECK(after(fen, "h8", {{"CaptureRule", "modern"}}).find(" 3/1 ") != std::string::npos);  // scores 3/1
}

TEST_CASE("avoid self-capture: no drop into an eye of a living group [R3.2]", "[search][tactics]") {
  // Blue a2-d2 with b1, d1 has two eyes, a1 and c1: a Red piece dropped there has no liberty and is lost.
  const std::string fen = "x8/x8/x8/x8/x8/x8/b,b,b,b,x4/x,b,x,b,x4 r 20/19 0/0 0/0 0 8";
  const Found f = search(fen, 3);
  CHECK(f.best != "a1");
  CHECK(f.best != "c1");
}

TEST_CASE("rescue when the stock has run out, not while it is full [R2.4]", "[search][tactics]") {
  // Red has one piece in stock and Blue holds ten of Red's: time to take them back.
  CHECK(search("x8/x8/x2,b,x5/x8/x4,r,x3/x8/x,r,x4,b,x/x8 r 1/13 0/10 0/10 3 20", 4).best == "R10");
  // With twenty in stock, two held pieces are not worth a move.
  CHECK(search("x8/x8/x2,b,x5/x8/x4,r,x3/x8/x,r,x4,b,x/x8 r 20/13 0/2 0/2 3 20", 4).best != "R2");
}

TEST_CASE("wrap-around: on a cylinder a group across the a-h seam is captured [R7.1]", "[search][tactics]") {
  // Blue a4-h4 is one group on a cylinder; its last liberty is b4.
  const std::string fen = "x8/x8/x8/r,x6,r/b,x5,r,b/r,x6,r/x8/x8 r 20/23 0/0 0/0 0 8";
  const Found f = search(fen, 3, {{"Topology", "cylinder"}});
  CHECK(f.best == "b4");
  CHECK(after(fen, "b4", {{"Topology", "cylinder"}}).find(" 2/0 ") != std::string::npos);
}

TEST_CASE("Figure 4b: Blue's distribution captures d3-d4-e4 as in Figure 5a [R2.3][R3.2]", "[search][tactics]") {
  // 134,871 legal moves: the search must find the capture without listing them. Several distributions
  // cover the six liberties f4 e3 d2 c3 c4 d5 (Figure 5a's e5-f4-e3-d2-c3-c4-d5-d6-d7 is one); each
  // takes the same nine pieces.
  const std::string fen = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";
  const Found f = search(fen, 3);
  const std::string figure_5b_scores = " 0/9 0/9 ";
  CHECK(after(fen, f.best).find(figure_5b_scores) != std::string::npos);
  // Ranks 4 and 3 as in Figure 5b: d4, e4 and d3 emptied, c4 f4 c3 e3 Blue.
  CHECK(after(fen, f.best).find("/x2,b,x2,b,x2/x2,b,x,b,x3/") != std::string::npos);
  CHECK(after(fen, "e5-f4-e3-d2-c3-c4-d5-d6-d7").find(figure_5b_scores) != std::string::npos);
  CHECK(f.last.score.value >= 800);
}
