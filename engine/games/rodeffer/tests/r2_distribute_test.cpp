// R2.3 distributions: distinct sets of squares, any valid path as input, and both enumerators against a
// brute-force walk of every path.
#include <algorithm>
#include <random>
#include <set>

#include "random_positions.h"
#include "reference_rules.h"
#include "test_support.h"

using namespace testing;

namespace r2_distribute_test {
namespace {

std::string path_text(const std::vector<int>& path) {
  std::string s;
  for (int sq : path) s += (s.empty() ? "" : "-") + square_name(sq);
  return s;
}

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

}  // namespace

TEST_CASE("R2.3 distribute: a stack spreads into singles along a king path over empty squares", "[R2.3]") {
  Position pos = position_from("x8/x8/x8/x8/x3,r3,x4/x8/x8/x8 r 22/25 0/0 0/0 0 3");
  play(pos, "d4-e5-f5");
  CHECK(format_position(pos) == "x8/x8/x8/x4,r,r,x2/x3,r,x4/x8/x8/x8 b 22/25 0/0 0/0 1 3");
  CHECK(pos.stock(RED) == 22);
}

TEST_CASE("R2.3 distribute: one move per distinct set of squares, any valid path names it", "[R2.3]") {
  const Position pos = position_from("x8/x8/x8/x8/x3,r3,x4/x8/x8/x8 r 22/25 0/0 0/0 0 3");
  // d4-e4-e5 and d4-e5-e4 cover the same squares: one move.
  const Move a = move_from(pos, "d4-e4-e5"), b = move_from(pos, "d4-e5-e4");
  CHECK(a == b);
  const auto listed = legal_move_strings(pos);
  const bool first = std::count(listed.begin(), listed.end(), "d4-e4-e5") == 1;
  const bool second = std::count(listed.begin(), listed.end(), "d4-e5-e4") == 1;
  CHECK(first != second);  // listed once, under one of its paths
  // The 3-stack in the open: 8 first steps; sets {d4, x, y} with x next to d4 and y next to x.
  DistributionCounter counter;
  const auto n = counter.count(pos.geometry(), *parse_square("d4"), 3, pos.empty(), kDefaultDistributionBudget);
  REQUIRE(n);
  CHECK(*n == reference::distributions(Topology::Plane, *parse_square("d4"), 3, pos.occupied()).size());
}

TEST_CASE("R2.3 distribute: invalid paths are refused with the token named", "[R2.3]") {
  // Red 3-stack on d4, Red single on e4, Blue on c5.
  const Position pos = position_from("x8/x8/x8/x2,b,x5/x3,r3,r,x3/x8/x8/x8 r 21/24 0/0 0/0 0 3");
  for (const char* token : {"d4-e4-f4",     // e4 is occupied (own)
                            "d4-c5-c6",     // c5 is occupied (enemy)
                            "d4-d5-d4",     // repeats a square
                            "d4-d5-d5",     // repeats a square
                            "d4-d6-d7",     // d4 to d6 is no king step
                            "d4-d5",        // too short for a 3-stack
                            "d4-d5-d6-d7",  // too long
                            "e4-e5",        // e4 is a single: nothing to distribute
                            "c5-c6-c7",     // not Red's stack
                            "a1-a2-a3",     // empty square
                            "d4-d5-x9", "d4--d5", "d4-"}) {
    INFO(token);
    auto m = parse_move(pos, token);
    REQUIRE_FALSE(m);
    CHECK_THAT(m.error(), Catch::Contains(token));
  }
}

TEST_CASE("R2.3 distribute: diagonal steps pass between occupied squares", "[R2.3]") {
  // Red 2-stack on d4 boxed in orthogonally and on three diagonals; only e5 is free, diagonally between
  // Blue d5 and Blue e4.
  const Position pos = position_from("x8/x8/x8/x2,b,b,x4/x2,b,r2,b,x3/x2,b,b,b,x3/x8/x8 r 23/18 0/0 0/0 0 6");
  std::vector<std::string> distributions;
  for (const auto& m : legal_move_strings(pos))
    if (m.find('-') != std::string::npos) distributions.push_back(m);
  CHECK(distributions == std::vector<std::string>{"d4-e5"});
  Position p = pos;
  play(p, "d4-e5");
  CHECK(p.height(*parse_square("e5")) == 1);
  CHECK(p.colour(*parse_square("e5")) == RED);
}

TEST_CASE("R2.3 distribute: Figure 4b has 134,810 distinct distributions (and 61 drops)", "[R2.3]") {
  const Position pos = position_from(kFigure4b);
  DistributionCounter counter;
  const auto n = counter.count(pos.geometry(), *parse_square("e5"), 9, pos.empty(), kDefaultDistributionBudget);
  REQUIRE(n);
  CHECK(*n == 134810);
  CHECK(count_moves(pos, counter) == 134871u);
  // The walker yields the same sets, each once.
  DistributionWalker walker(pos.geometry(), *parse_square("e5"), 9, pos.empty());
  std::set<Bitboard> walked;
  std::uint64_t yielded = 0;
  for (Bitboard set; (set = walker.next());) {
    walked.insert(set);
    ++yielded;
  }
  CHECK(yielded == 134810);
  CHECK(walked.size() == 134810);
  std::set<Bitboard> enumerated;
  REQUIRE(counter.enumerate(pos.geometry(), *parse_square("e5"), 9, pos.empty(), kDefaultDistributionBudget,
                            [&](Bitboard set) { enumerated.insert(set); }));
  CHECK(enumerated == walked);
}

TEST_CASE("R2.3 R7.1 distribute: counter and walker equal a brute-force walk of every path, all boards",
          "[R2.3][R7.1]") {
  std::mt19937_64 rng(2303);
  int compared = 0;
  for (Topology t : {Topology::Plane, Topology::Cylinder, Topology::Torus}) {
    Rules rules;
    rules.topology = t;
    for (int i = 0; i < 60; ++i) {
      RandomPositionShape shape;
      shape.empty_share = 0.35 + 0.1 * double(i % 4);
      Position pos = random_position(rng, rules, shape);
      const Geometry& g = pos.geometry();
      const Square from = Square(rng() % 64);
      const int height = 2 + int(rng() % 6);  // 2..7
      const Bitboard free = pos.empty() & ~square_bb(from);
      INFO(describe(rules) << " | " << format_position(pos) << " | " << square_name(from) << " height " << height);
      std::vector<std::vector<int>> paths;
      const auto expected = reference::distributions(t, from, height, pos.occupied() | square_bb(from), &paths, 40);

      DistributionCounter counter;
      const auto n = counter.count(g, from, height, free | square_bb(from), kDefaultDistributionBudget);
      REQUIRE(n);
      CHECK(*n == expected.size());
      std::set<Bitboard> enumerated;
      std::uint64_t visits = 0;
      REQUIRE(counter.enumerate(g, from, height, free | square_bb(from), kDefaultDistributionBudget, [&](Bitboard s) {
        enumerated.insert(s);
        ++visits;
      }));
      CHECK(visits == enumerated.size());
      CHECK(enumerated == expected);

      DistributionWalker walker(g, from, height, free | square_bb(from));
      std::set<Bitboard> walked;
      std::uint64_t yielded = 0;
      for (Bitboard s; (s = walker.next());) {
        walked.insert(s);
        ++yielded;
      }
      CHECK(yielded == walked.size());
      CHECK(walked == expected);

      // The canonical path covers its set and is a valid path.
      for (Bitboard set : expected) {
        const auto path = distribution_path(g, from, set);
        REQUIRE(path.size() == std::size_t(height));
        CHECK(path.front() == from);
        CHECK(is_distribution_path(g, path, free));
        Bitboard covered = 0;
        for (Square s : path) covered |= square_bb(s);
        CHECK(covered == set);
      }
      // Put a real stack there and check that every walked path is accepted as that move (R2.3).
      if (!expected.empty() && pos.height(from) == 0) {
        Setup setup;
        setup.stock[RED] = setup.stock[BLUE] = 0;
        for (Square s = 0; s < kSquares; ++s)
          if (pos.height(s)) setup.height[s] = pos.height(s), setup.colour[s] = pos.colour(s);
        setup.height[from] = height;
        setup.colour[from] = pos.side_to_move();
        const Color us = pos.side_to_move();
        if (pos.pieces_on_board(us) + height <= kMaxPieces) {
          setup.side = us;
          auto with_stack = Position::create(rules, setup);
          REQUIRE(with_stack);
          for (const auto& path : paths) {
            Bitboard set = 0;
            for (int s : path) set |= square_bb(s);
            auto m = parse_move(*with_stack, path_text(path));
            REQUIRE(m);
            CHECK(*m == Move::distribute(from, set));
          }
        }
      }
      ++compared;
    }
  }
  CHECK(compared == 180);
}

TEST_CASE("R2.3 distribute: stacks of height 2 go to any empty king neighbour", "[R2.3]") {
  for (Topology t : {Topology::Plane, Topology::Cylinder, Topology::Torus}) {
    Rules rules;
    rules.topology = t;
    const Position corner = position_from("x8/x8/x8/x8/x8/x8/x8/r2,x7 r 23/25 0/0 0/0 0 2", rules);
    const auto moves = legal_move_strings(corner);
    const long n = std::count_if(moves.begin(), moves.end(),
                                 [](const std::string& m) { return m.find('-') != std::string::npos; });
    INFO(describe(rules));
    CHECK(n == (t == Topology::Plane ? 3 : t == Topology::Cylinder ? 5 : 8));
    CHECK((t == Topology::Plane) != is_listed(corner, "a1-h1"));
    CHECK((t == Topology::Torus) == is_listed(corner, "a1-h8"));
  }
}

}  // namespace r2_distribute_test
