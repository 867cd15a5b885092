// R2.2 collects (and their wrapping forms of R7.1), checked by hand and against a walk of every line.
#include <algorithm>
#include <random>
#include <set>

#include "random_positions.h"
#include "reference_rules.h"
#include "test_support.h"

using namespace testing;

namespace r2_collect_test {
namespace {

std::set<std::string> collect_strings(const Position& pos) {
  std::set<std::string> out;
  for (const Move& m : legal_moves(pos))
    if (m.type == MoveType::Collect) out.insert(format_move(pos, m));
  return out;
}

}  // namespace

TEST_CASE("R2.2 collect: own stacks in a row on a rank, file or diagonal, combined onto the last square", "[R2.2]") {
  // Red: e1, e2 (2), e3; c5, d6; h3, g4 (anti-diagonal); a8 alone.
  Position pos = position_from("r,x7/x8/x3,r,x4/x2,r,x5/x6,r,x/x4,r,x2,r/x4,r2,x3/x4,r,x3 r 16/25 0/0 0/0 0 7");
  const auto collects = collect_strings(pos);
  CHECK(collects == std::set<std::string>{"e1=e2", "e1=e3", "e2=e1", "e2=e3", "e3=e1", "e3=e2",  // file e
                                          "c5=d6", "d6=c5",                                      // diagonal
                                          "h3=g4", "g4=h3"});                                    // anti-diagonal
  CHECK(count_collects(pos) == collects.size());
  SECTION("the stacks of the run pile up on the receiving end, the others become empty") {
    play(pos, "e1=e3");
    CHECK(pos.height(*parse_square("e3")) == 4);
    CHECK(pos.height(*parse_square("e2")) == 0);
    CHECK(pos.height(*parse_square("e1")) == 0);
    CHECK(pos.stock(RED) == 16);
    CHECK(format_position(pos) == "r,x7/x8/x3,r,x4/x2,r,x5/x6,r,x/x4,r4,x2,r/x8/x8 b 16/25 0/0 0/0 1 7");
  }
  SECTION("towards the other end") {
    play(pos, "e3=e1");
    CHECK(pos.height(*parse_square("e1")) == 4);
    CHECK(pos.height(*parse_square("e3")) == 0);
  }
  SECTION("along a diagonal") {
    play(pos, "h3=g4");
    CHECK(pos.height(*parse_square("g4")) == 2);
    CHECK(pos.height(*parse_square("h3")) == 0);
  }
}

TEST_CASE("R2.2 collect: any contiguous part of a run, onto either end", "[R2.2]") {
  // A full rank of Red singles on the plane: every stretch of 2..8, each onto either end.
  const Position pos = position_from("x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 5");
  const auto collects = collect_strings(pos);
  CHECK(collects.size() == 2 * (7 + 6 + 5 + 4 + 3 + 2 + 1));
  for (const char* inner : {"b1=d1", "d1=b1", "c1=h1", "h1=c1", "f1=g1", "g1=f1", "a1=h1"}) {
    INFO(inner);
    CHECK(collects.count(inner) == 1);
  }
  Position p = pos;
  play(p, "c1=f1");  // the middle stretch c1..f1
  CHECK(format_position(p) == "x8/x8/x8/x8/x8/x8/x8/r,r,x3,r4,r,r b 17/25 0/0 0/0 1 5");
}

TEST_CASE("R2.2 collect: no gaps, no enemy stacks, no bends, no single stack", "[R2.2]") {
  // Red e1, e2, e4 (gap at e3), Blue d2 between c2 and e2, Red c2; d3 to make a corner with e2
  // (and a diagonal c2-d3-e4).
  const Position pos = position_from("x8/x8/x8/x8/x4,r,x3/x3,r,x4/x2,r,b,r,x3/x4,r,x3 r 19/24 0/0 0/0 0 6");
  for (const char* token : {"e1=e4",     // gap at e3
                            "c2=e2",     // Blue d2 in between
                            "e1=e2=d3",  // bend
                            "e1=e2=d2",  // bend onto an enemy
                            "e1=e1",     // one square
                            "e1=f1",     // f1 is empty
                            "e1=", "=e1", "e1=e2=e3=e4", "e1=e2=", "i1=e2"}) {
    INFO(token);
    CHECK_FALSE(parse_move(pos, token));
  }
  CHECK(parse_move(pos, "e1=e2"));
  CHECK(parse_move(pos, "e2=d3"));  // e2 and d3 are diagonal neighbours
  const auto collects = collect_strings(pos);
  CHECK(collects == std::set<std::string>{"e1=e2", "e2=e1", "e2=d3", "d3=e2", "d3=e4", "e4=d3",  // e1-e2, e2-d3, d3-e4
                                          "c2=d3", "d3=c2", "c2=e4", "e4=c2"});                  // c2-d3-e4
}

TEST_CASE("R2.2 collect: the corner path e1=e4=d4=d3 of seed 000 is illegal", "[R2.2]") {
  // Figure 4a.
  const Position pos = position_from("x8/x8/x8/x4,b9,x3/x3,r,r,x3/x3,r,r3,x3/x4,r,x3/x4,r2,x3 r 16/16 0/0 0/0 0 9");
  CHECK(parse_move(pos, "e1=e4"));
  CHECK(parse_move(pos, "d4=e4"));
  auto corner = parse_move(pos, "e1=e4=d4=d3");
  REQUIRE_FALSE(corner);
  CHECK_THAT(corner.error(), Catch::Contains("e1=e4=d4=d3"));
}

TEST_CASE("R2.2 R7.1 collect: on a wrapping board two runs sharing both ends are written first=second=last",
          "[R2.2][R7.1]") {
  const Rules cylinder = rules_from("Topology=cylinder");
  // Red a1, b1, c1, d1, e1 and f1, g1, h1: the whole ring of rank 1.
  const Position ring = position_from("x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 5", cylinder);
  const auto collects = collect_strings(ring);
  CHECK(collects.count("a1=b1=e1") == 1);
  CHECK(collects.count("a1=h1=e1") == 1);
  CHECK(collects.count("a1=e1") == 0);
  auto ambiguous = parse_move(ring, "a1=e1");
  REQUIRE_FALSE(ambiguous);
  CHECK(ambiguous.error() ==
        "illegal move 'a1=e1': ambiguous: 2 runs join these squares; write one of a1=b1=e1, a1=h1=e1");
  Position east = ring, west = ring;
  play(east, "a1=b1=e1");
  play(west, "a1=h1=e1");
  CHECK(east.height(*parse_square("e1")) == 5);
  CHECK(west.height(*parse_square("e1")) == 5);
  CHECK(east.height(*parse_square("b1")) == 0);
  CHECK(west.height(*parse_square("b1")) == 1);
  CHECK(west.height(*parse_square("h1")) == 0);

  SECTION("with only one run between them the short form is used") {
    // Rank 1: a1, b1, c1, h1 only: a1..c1 east, and a1-h1 across the seam.
    const Position part = position_from("x8/x8/x8/x8/x8/x8/x8/r,r,r,x4,r r 21/25 0/0 0/0 0 5", cylinder);
    const auto c = collect_strings(part);
    CHECK(c.count("a1=c1") == 1);
    CHECK(c.count("h1=c1") == 1);  // h1, a1, b1, c1 across the seam
    CHECK(c.count("a1=h1") == 1);
    CHECK(c.count("c1=h1") == 1);
    CHECK(c.size() == 12);  // runs h1-a1-b1-c1: three of 2, two of 3, one of 4, each onto either end
  }
}

TEST_CASE("R2.2 collect: a full ring collected onto one square from either side is two listed moves", "[R2.2][R7.1]") {
  for (const char* topology : {"cylinder", "torus"}) {
    INFO(topology);
    const Rules rules = rules_from(std::string("Topology=") + topology);
    const Position ring = position_from("x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 5", rules);
    const MoveList moves = legal_moves(ring);
    std::vector<Move> onto_h1;
    for (const Move& m : moves)
      if (m.type == MoveType::Collect && popcount(m.squares) == 8 && m.to == *parse_square("h1")) onto_h1.push_back(m);
    REQUIRE(onto_h1.size() == 2);
    CHECK(onto_h1[0] != onto_h1[1]);
    std::set<std::string> names{format_move(ring, onto_h1[0]), format_move(ring, onto_h1[1])};
    CHECK(names == std::set<std::string>{"a1=b1=h1", "g1=f1=h1"});
    Position a = ring, b = ring;
    Position::Undo undo;
    a.do_move(onto_h1[0], undo);
    b.do_move(onto_h1[1], undo);
    CHECK(a == b);
    CHECK(format_position(a) == "x8/x8/x8/x8/x8/x8/x8/x7,r8 b 17/25 0/0 0/0 1 5");
  }
}

TEST_CASE("R2.2 R7.1 collect: generated collects equal a walk of every line, on all three boards", "[R2.2][R7.1]") {
  std::mt19937_64 rng(2202);
  for (Topology t : {Topology::Plane, Topology::Cylinder, Topology::Torus}) {
    Rules rules;
    rules.topology = t;
    for (int i = 0; i < 150; ++i) {
      RandomPositionShape shape;
      shape.empty_share = 0.2 + 0.6 * double(i % 5) / 4.0;
      const Position pos = random_position(rng, rules, shape);
      INFO(format_position(pos) << " on " << describe(rules));
      std::set<reference::Collect> generated;
      MoveList moves;
      generate_simple(pos, moves, kCollects);
      for (const Move& m : moves) {
        REQUIRE(m.type == MoveType::Collect);
        generated.insert({m.from, m.to, kDirFile[m.dir], kDirRank[m.dir], m.squares});
        // Every collect parses back from its text to itself (notation of R2.2 / R7.1).
        auto back = parse_move(pos, format_move(pos, m));
        REQUIRE(back);
        CHECK(*back == m);
      }
      CHECK(moves.size() == generated.size());  // no collect twice
      CHECK(generated == reference::collects(t, pos.stacks(pos.side_to_move())));
      CHECK(count_collects(pos) == moves.size());
    }
  }
}

TEST_CASE("R2.2 R7.1 collect: on a torus four runs can join two squares, the message lists how to write each",
          "[R2.2][R7.1]") {
  // Red on both whole diagonals through a1 and e5: a1 reaches e5 north-east, south-west, north-west
  // and south-east (across the seams).
  const Position pos = position_from(
      "x,r,x5,r/x2,r,x3,r,x/x3,r,x,r,x2/x4,r,x3/x3,r,x,r,x2/x2,r,x3,r,x/x,r,x5,r/r,x7 r 11/25 0/0 0/0 0 5",
      rules_from("Topology=torus"));
  auto ambiguous = parse_move(pos, "a1=e5");
  REQUIRE_FALSE(ambiguous);
  CHECK(ambiguous.error() ==
        "illegal move 'a1=e5': ambiguous: 4 runs join these squares; write one of a1=b2=e5, a1=h8=e5, a1=h2=e5, "
        "a1=b8=e5");
  for (const char* way : {"a1=b2=e5", "a1=h8=e5", "a1=h2=e5", "a1=b8=e5"}) CHECK(is_listed(pos, way));
}

}  // namespace r2_collect_test
