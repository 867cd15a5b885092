// Distribution paths entered square by square (R2.3, path_entry.h): the squares offered next are exactly
// those through which the path can still be completed (find_distribution decides), checked against a
// brute-force walk of every path.
#include <catch2/catch.hpp>
#include <set>

#include "entry.h"
#include "notation.h"
#include "path_entry.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace r2_path_entry_test {
namespace {

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

Position position(const std::string& text, Rules rules = {}) {
  auto p = parse_position(text, rules);
  INFO((p ? std::string() : p.error()));
  REQUIRE(p);
  return *p;
}

Square sq(const char* name) { return *parse_square(name); }

// Every square that can follow `path` on some complete king path over empty squares, by trying them all.
void brute_force(const Position& pos, std::vector<Square>& path, int height, std::set<Square>& firsts,
                 std::size_t prefix, Square& first_of_branch) {
  if (int(path.size()) == height) {
    firsts.insert(first_of_branch);
    return;
  }
  const Geometry& g = pos.geometry();
  for (Bitboard b = g.king[path.back()] & pos.empty(); b;) {
    const Square s = pop_lsb(b);
    bool used = false;
    for (Square p : path) used |= p == s;
    if (used) continue;
    if (path.size() == prefix) first_of_branch = s;
    path.push_back(s);
    brute_force(pos, path, height, firsts, prefix, first_of_branch);
    path.pop_back();
  }
}

std::set<Square> offered(const Position& pos, const std::vector<Square>& path) {
  auto answer = distribution_continuations(pos, path);
  REQUIRE(answer);
  CHECK(answer->exact);
  return {answer->next.begin(), answer->next.end()};
}

std::set<Square> expected(const Position& pos, std::vector<Square> path) {
  std::set<Square> firsts;
  Square first = -1;
  const std::size_t prefix = path.size();
  brute_force(pos, path, pos.height(path.front()), firsts, prefix, first);
  return firsts;
}

}  // namespace

TEST_CASE("continuations of the Figure 4b distribution, step by step", "[entry][distribution][R2.3]") {
  const Position pos = position(kFigure4b);
  const std::vector<const char*> names = {"e5", "f4", "e3", "d2", "c3", "c4", "d5", "d6", "d7"};
  std::vector<Square> path;
  for (std::size_t i = 0; i < names.size(); ++i) {
    path.push_back(sq(names[i]));
    auto answer = distribution_continuations(pos, path);
    REQUIRE(answer);
    if (i + 1 < names.size()) {
      CHECK_FALSE(answer->complete);
      const auto& next = answer->next;
      CHECK(std::find(next.begin(), next.end(), sq(names[i + 1])) != next.end());
    } else {
      CHECK(answer->complete);
      CHECK(answer->next.empty());
    }
  }
}

TEST_CASE("offered squares equal the brute-force set on cramped boards", "[entry][distribution][R2.3][R7.1]") {
  // Stacks of 4 and 5 where some first steps lead into dead ends.
  struct Case {
    const char* fen;
    Topology topology;
    const char* stack;
  };
  const Case cases[] = {
      {"x8/x8/x8/x8/x8/b,b,b,x5/x,b,x,b,x4/r4,x,b,x5 r 21/18 0/0 0/0 0 1", Topology::Plane, "a1"},
      {"x8/x8/x8/x8/b,b,x6/r,b,x6/x,b,b,x5/r5,b,x6 r 19/18 0/0 0/0 0 1", Topology::Plane, "a1"},
      {"x8/x8/x8/x8/b,b,x6/r,b,x6/x,b,b,x5/r5,b,x6 r 19/18 0/0 0/0 0 1", Topology::Cylinder, "a1"},
      {"x8/x8/x8/x8/b,b,x6/r,b,x6/x,b,b,x5/r5,b,x6 r 19/18 0/0 0/0 0 1", Topology::Torus, "a1"},
      {"x8/x8/x8/x8/x3,b,b,b,x2/x3,b,r4,b,x2/x3,b,x,b,x2/x3,b,b,b,x2 r 21/14 0/0 0/0 0 1", Topology::Plane, "e3"},
      {"x8/x8/x8/x8/x8/x8/b,b,x,b,x4/r5,x,b,x5 r 20/21 0/0 0/0 0 1", Topology::Plane, "a1"},
  };
  for (const auto& c : cases) {
    Rules rules;
    rules.topology = c.topology;
    const Position pos = position(c.fen, rules);
    INFO(c.fen << " topology " << int(c.topology));
    std::vector<Square> path{sq(c.stack)};
    CHECK(offered(pos, path) == expected(pos, path));
    // One level deeper along every offered square.
    for (Square s : offered(pos, path)) {
      auto deeper = path;
      deeper.push_back(s);
      CHECK(offered(pos, deeper) == expected(pos, deeper));
    }
  }
}

TEST_CASE("a stack with no room to spread has no distribution", "[entry][distribution][R2.3]") {
  // Red's 4-stack in the corner has one empty neighbour and one square behind it: no path of 4.
  const Position pos = position("x8/x8/x8/x8/x8/b,b,b,x5/b,x,b,x5/r4,x,b,x5 r 21/19 0/0 0/0 0 1");
  auto answer = distribution_continuations(pos, {sq("a1")});
  REQUIRE(answer);
  CHECK(answer->next.empty());
  // Entered as a move, the stack offers only a drop onto it (R2.1), no square to distribute to.
  auto entry = entry_step(pos, {"a1"});
  REQUIRE(entry);
  CHECK(entry->next == std::vector<std::string>{"stock"});
}

TEST_CASE("bad distribution paths are refused with a reason", "[entry][distribution][R2.3]") {
  const Position pos = position(kFigure4b);
  auto not_own = distribution_continuations(pos, {sq("e4")});
  REQUIRE_FALSE(not_own);
  CHECK(not_own.error().find("no own stack on e4") != std::string::npos);
  auto far = distribution_continuations(pos, {sq("e5"), sq("e7")});
  REQUIRE_FALSE(far);
  CHECK(far.error().find("not a king step") != std::string::npos);
  auto occupied = distribution_continuations(pos, {sq("e5"), sq("e4")});
  REQUIRE_FALSE(occupied);
  CHECK(occupied.error().find("not empty") != std::string::npos);
  auto twice = distribution_continuations(pos, {sq("e5"), sq("f5"), sq("e5")});
  REQUIRE_FALSE(twice);
  CHECK(twice.error().find("already on the path") != std::string::npos);
  CHECK_FALSE(distribution_continuations(pos, {}));
}

}  // namespace r2_path_entry_test
