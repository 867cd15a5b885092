// The static evaluation's parts: colour symmetry, groups short of liberties under each capture rule,
// eyes, stock management and wrap-around liberties.
#include <catch2/catch.hpp>
#include <string>

#include "eval.h"
#include "notation.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace eval_terms_test {
namespace {

Position at(const std::string& fen, Rules rules = {}) {
  auto pos = parse_position(fen, rules);
  REQUIRE(pos.ok());
  return *pos;
}

// The same position with the colours exchanged (board, stocks, prisoners, scores, side to move).
std::string swap_colours(const std::string& fen) {
  std::string board = fen.substr(0, fen.find(' '));
  for (char& c : board) c = c == 'r' ? 'b' : c == 'b' ? 'r' : c;
  std::string rest = fen.substr(fen.find(' ') + 1);
  std::string side = rest.substr(0, 1) == "r" ? "b" : "r";
  std::string out = board + " " + side;
  std::size_t at_field = 2;
  for (int field = 0; field < 3; ++field) {
    const std::size_t end = rest.find(' ', at_field);
    const std::string pair = rest.substr(at_field, end - at_field);
    const std::size_t slash = pair.find('/');
    out += " " + pair.substr(slash + 1) + "/" + pair.substr(0, slash);
    at_field = end + 1;
  }
  return out + " " + rest.substr(at_field);
}

}  // namespace

TEST_CASE("the start position is level but for the move in hand", "[eval]") {
  const EvalParts p = evaluate_parts(Position::start(Rules{}));
  CHECK(p.score == 0);
  CHECK(p.stock == 0);
  CHECK(p.danger == 0);
  CHECK(p.total == p.tempo);
}

TEST_CASE("exchanging the colours gives the same evaluation for the side to move", "[eval]") {
  for (const char* fen : {
           "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9",
           "x8/x8/x8/x8/x8/r,r,x6/x,r,r,x5/b5,x,r,x5 r 20/20 0/0 0/0 0 8",
           "x8/x8/x2,b,x5/x8/x4,r,x3/x8/x,r,x4,b,x/x8 r 1/13 0/10 4/10 3 20",
       }) {
    INFO(fen);
    for (CaptureRule rule : {CaptureRule::Original, CaptureRule::Modern}) {
      Rules rules;
      rules.capture = rule;
      CHECK(evaluate(at(fen, rules)) == evaluate(at(swap_colours(fen), rules)));
    }
  }
}

TEST_CASE("points won are the bulk of the evaluation [R3.3]", "[eval]") {
  const EvalParts p = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 7/2 0 1"));
  CHECK(p.score == 5 * kPointValue);
}

TEST_CASE("the same lead counts more near the target score [R4.1]", "[eval]") {
  const EvalParts early = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 7/2 0 1"));
  const EvalParts late = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 57/52 0 1"));
  CHECK(early.score == late.score);
  CHECK(late.race > early.race);
  CHECK(early.race >= 0);
  // A huge target score does not push the evaluation into the range of found game ends.
  Rules big;
  big.target = 10000;
  CHECK(evaluate(at("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 9000/0 0 1", big)) <= 20000);
}

TEST_CASE("a group the opponent can take with one fill is in danger [R3.1][R3.2]", "[eval]") {
  // Blue's 5-stack on a1 has one liberty, a2; Red to move can take it, Blue to move can save it.
  const std::string fen = "x8/x8/x8/x8/x8/r,x7/x,r,x6/b5,r,x6 r 20/20 0/0 0/0 0 8";
  CHECK(evaluate_parts(at(fen)).danger > 0);
  // Without stock Red cannot fill the liberty: no danger (R2.1).
  CHECK(evaluate_parts(at("x8/x8/x8/x8/x8/r,x7/x,r,x6/b5,r,x6 r 0/20 0/0 0/0 0 8")).danger == 0);
}

TEST_CASE("two eyes keep a group alive under the original rule but not under the modern one [R3.2][R5]", "[eval]") {
  // Blue a2-d2 with b1 and d1 has exactly the two eyes a1 and c1 as liberties once rank 3 is Red.
  const std::string fen = "x8/x8/x8/x8/x8/r,r,r,r,r,x3/b,b,b,b,r,x3/x,b,x,b,r,x3 r 14/19 0/0 0/0 0 8";
  Rules modern;
  modern.capture = CaptureRule::Modern;
  CHECK(evaluate_parts(at(fen)).danger == 0);         // filling an eye is suicide
  CHECK(evaluate_parts(at(fen, modern)).danger > 0);  // the first filler survives, the second kills
}

TEST_CASE("under the modern rule a group is in danger only where taking it gains: a trade of equals is no threat [R5]",
          "[eval]") {
  // Blue's a1 has one liberty, a2, an eye of Blue's: Red's filler there has no liberty either, so both
  // go (R5). A single for a single gains nothing; a 5-stack for a single gains 4.
  const std::string single = "x8/x8/x8/x8/x8/b,x7/x,b,x6/b,r,r,r,x4 r 22/22 0/0 0/0 0 8";
  const std::string stack = "x8/x8/x8/x8/x8/b,x7/x,b,x6/b5,r,r,r,x4 r 22/18 0/0 0/0 0 8";
  Rules modern;
  modern.capture = CaptureRule::Modern;
  CHECK(evaluate_parts(at(single, modern)).danger == 0);
  const int gain = evaluate_parts(at(stack, modern)).danger;
  CHECK(gain == 4 * kDefaultEval.danger_one_attacker_modern.value());  // the modern rule's own weight
  // Under the original rule the filler's loss does not count against the group (R3.2: both go, but the
  // single is still a point won), as before.
  CHECK(evaluate_parts(at(single)).danger == kDefaultEval.danger_one_attacker.value());
  CHECK(evaluate_parts(at(stack)).danger == 5 * kDefaultEval.danger_one_attacker.value());
}

TEST_CASE("under the modern rule a side's pieces that the opponent holds cost until rescued [R5][R2.4]", "[eval]") {
  // Blue holds five of Red's pieces; Red's rescue brings them back to its stock.
  const std::string held = "x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/5 0/5 0 9";
  const std::string rescued = "x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 0/5 0 9";
  Rules modern;
  modern.capture = CaptureRule::Modern;
  const EvalParams& w = kDefaultEval;
  const int first = w.stock_first_modern.value(), extra = w.stock_extra_modern.value();
  CHECK(evaluate_parts(at(held, modern)).stock ==
        (2 * first + 18 * extra) - (2 * first + 23 * extra) + 5 * w.captive_modern.value());
  CHECK(evaluate_parts(at(rescued, modern)).stock == 0);
  CHECK(evaluate_parts(at(rescued, modern)).stock > evaluate_parts(at(held, modern)).stock);  // the rescue gains
  // The original rule has no such weight: only the stocks count.
  CHECK(evaluate_parts(at(held)).stock == (2 * w.stock_first.value() + 18 * w.stock_extra.value()) -
                                              (2 * w.stock_first.value() + 23 * w.stock_extra.value()));
}

TEST_CASE("stock is worth more per piece when it runs low [R2.4]", "[eval]") {
  const int low = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 3/20 0/0 0/0 0 1")).stock -
                  evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 1/20 0/0 0/0 0 1")).stock;
  const int high = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 22/20 0/0 0/0 0 1")).stock -
                   evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 20/20 0/0 0/0 0 1")).stock;
  CHECK(low > 3 * high);
}

TEST_CASE("under the modern rule the stock has its own weights, which may make a piece held back cost [R5]", "[eval]") {
  const std::string fen = "x8/x8/x8/x8/x8/x8/x8/x8 r 20/10 0/0 0/0 0 1";
  Rules modern;
  modern.capture = CaptureRule::Modern;
  EvalParams w;
  REQUIRE_FALSE(w.stock_first_modern.set(-10));
  REQUIRE_FALSE(w.stock_extra_modern.set(-3));
  // Red's 20 and Blue's 10: two first pieces each, 18 and 8 beyond.
  CHECK(evaluate_parts(at(fen, modern), w).stock == -3 * (18 - 8));
  REQUIRE_FALSE(w.stock_first.set(0));
  REQUIRE_FALSE(w.stock_extra.set(7));
  CHECK(evaluate_parts(at(fen, modern), w).stock == -3 * (18 - 8));  // the original rule's weights do not count
  CHECK(evaluate_parts(at(fen), w).stock == 7 * (18 - 8));           // and they are the original rule's
}

TEST_CASE("each capture rule weighs tempo, liberties and danger with its own values [R5]", "[eval]") {
  // Red to move with a lone d4 stack (four liberties, two of them useful) and Blue none on the board: the
  // tempo and the liberties terms follow the rule in force's weights only.
  const std::string fen = "x8/x8/x8/x8/x3,r,x4/x8/x8/x8 r 24/25 0/0 0/0 0 3";
  Rules modern;
  modern.capture = CaptureRule::Modern;
  EvalParams w;
  REQUIRE_FALSE(w.tempo.set(10));
  REQUIRE_FALSE(w.tempo_modern.set(30));
  REQUIRE_FALSE(w.liberty.set(3));
  REQUIRE_FALSE(w.liberty_modern.set(0));
  CHECK(evaluate_parts(at(fen), w).tempo == 10);
  CHECK(evaluate_parts(at(fen, modern), w).tempo == 30);
  CHECK(evaluate_parts(at(fen), w).liberties == 3 * 2);
  CHECK(evaluate_parts(at(fen, modern), w).liberties == 0);
  // The defaults: the original rule's fitted values differ from the modern rule's own.
  CHECK(kDefaultEval.tempo.value() != kDefaultEval.tempo_modern.value());
}

TEST_CASE("the same lead is worth more when both have scored more: the side ahead trades [R4.1]", "[eval]") {
  const EvalParts early = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 12/10 0 1"));
  const EvalParts later = evaluate_parts(at("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 22/20 0 1"));
  CHECK(early.score == later.score);
  CHECK(later.race > early.race);
}

TEST_CASE("the side behind counts its own safety for less: it has to take risks [R4.1]", "[eval]") {
  // Red's lone d4 has liberties to count; Blue's a8 corner piece has two as well. Liberties count
  // (the term is checked with a weight of its own, whatever the default).
  EvalParams w;
  REQUIRE_FALSE(w.liberty.set(3));
  const EvalParts level = evaluate_parts(at("b,x7/x8/x8/x8/x3,r,x4/x8/x8/x8 r 24/24 0/0 5/5 0 5"), w);
  const EvalParts behind = evaluate_parts(at("b,x7/x8/x8/x8/x3,r,x4/x8/x8/x8 r 24/24 0/0 5/15 0 5"), w);
  const EvalParts ahead = evaluate_parts(at("b,x7/x8/x8/x8/x3,r,x4/x8/x8/x8 r 24/24 0/0 15/5 0 5"), w);
  CHECK(level.liberties == 0);
  CHECK(behind.liberties < 0);  // Red's own liberties count for less, Blue's in full
  CHECK(ahead.liberties > 0);   // and the other way round
}

TEST_CASE("eyes beyond UsefulEyes per side add nothing [R3.2]", "[eval]") {
  // A Red wall on rank 2 with rank 1 alternating: four eyes, two, one. With weights on eyes (the fitted
  // defaults give them none: EyeOriginal 0, UsefulEyes 0).
  EvalParams w;
  REQUIRE_FALSE(w.eye_original.set(11));
  REQUIRE_FALSE(w.useful_eyes.set(2));
  const int four = evaluate_parts(at("x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r/x,r,x,r,x,r,x,r b 13/25 0/0 0/0 0 7"), w).eyes;
  const int two = evaluate_parts(at("x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r/x,r,x,r,r,r,r,r b 11/25 0/0 0/0 0 7"), w).eyes;
  const int one = evaluate_parts(at("x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r/x,r,r,r,r,r,r,r b 10/25 0/0 0/0 0 7"), w).eyes;
  CHECK(four == two);
  CHECK(two > one);
  CHECK(one > 0);
}

TEST_CASE("on a cylinder an edge group has its wrapped liberties [R7.1]", "[eval]") {
  // Red's a4, held by Blue's a5 and b4, breathes only at a3 on the plane, and at h4 too on a cylinder
  // (two liberties per group count, so the group needs fewer than two on the plane to show it).
  const std::string fen = "x8/x8/x8/b,x7/r,b,x6/x8/x8/x8 b 24/23 0/0 0/0 0 1";
  Rules cylinder;
  cylinder.topology = Topology::Cylinder;
  EvalParams w;  // with a weight on liberties of the test's own
  REQUIRE_FALSE(w.liberty.set(3));
  CHECK(evaluate_parts(at(fen, cylinder), w).liberties > evaluate_parts(at(fen), w).liberties);
}

TEST_CASE("eval text names every part", "[eval]") {
  const std::string text = describe_evaluation(Position::start(Rules{}));
  for (const char* part : {"score", "race", "stock", "danger", "liberties", "eyes", "tempo", "total"})
    CHECK(text.find(part) != std::string::npos);
}

}  // namespace eval_terms_test
