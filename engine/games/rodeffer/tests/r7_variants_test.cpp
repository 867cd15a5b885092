// R7: topologies, prisoner drops, handicap, target score; the options that set them and their errors.
#include <algorithm>

#include "reference_rules.h"
#include "test_support.h"

using namespace testing;

namespace r7_variants_test {

TEST_CASE("R7.1 topology: king and orthogonal neighbours wrap on cylinder (files) and torus (files and ranks)",
          "[R7.1]") {
  for (Topology t : {Topology::Plane, Topology::Cylinder, Topology::Torus}) {
    const Geometry& g = geometry(t);
    for (Square s = 0; s < kSquares; ++s) {
      Bitboard king = 0, orth = 0;
      for (int n : reference::king_neighbours(t, s)) king |= square_bb(n);
      for (int n : reference::orthogonal_neighbours(t, s)) orth |= square_bb(n);
      INFO(square_name(s) << " topology " << int(t));
      CHECK(g.king[s] == king);
      CHECK(g.orth[s] == orth);
      CHECK(g.orth_neighbours(square_bb(s)) == orth);
    }
  }
  CHECK(popcount(geometry(Topology::Plane).king[0]) == 3);
  CHECK(popcount(geometry(Topology::Cylinder).king[0]) == 5);
  CHECK(popcount(geometry(Topology::Torus).king[0]) == 8);
}

TEST_CASE("R7.1 topology: liberties and groups continue across the joined edges", "[R7.1]") {
  // Red a4 and h4 form one group on the cylinder; Blue a3, a5, b4, h3, h5 leave it g4.
  const char* seam = "x8/x8/x8/b,x6,b/r,b,x5,r/b,x6,b/x8/x8 b 23/20 0/0 0/0 0 6";
  CHECK(position_from(seam).capturable() == squares_from("a4"));
  CHECK(position_from(seam, rules_from("Topology=cylinder")).capturable() == 0);
  Position cyl = position_from(seam, rules_from("Topology=cylinder"));
  CHECK(play(cyl, "g4") == squares_from("a4-h4"));  // the whole group goes, both ends
  CHECK(cyl.score(BLUE) == 2);
  // Torus: a1 and a8 are neighbours, so Red a1-a8 is one group.
  const char* rank_seam = "r,b,x6/b,x7/x8/x8/x8/x8/b,x7/r,b,x6 b 23/20 0/0 0/0 0 6";
  CHECK(position_from(rank_seam, rules_from("Topology=cylinder")).capturable() == 0);  // h1, h8 breathe
  Position torus = position_from(rank_seam, rules_from("Topology=torus"));
  CHECK(torus.capturable() == 0);
  play(torus, "h1");
  play(torus, "d4");
  CHECK(play(torus, "h8") == squares_from("a1-a8"));
}

TEST_CASE("R7.2 prisoner drops: a held prisoner onto an empty square, staying the opponent's, written P@sq", "[R7.2]") {
  const Rules drops = rules_from("PrisonerDrops=true");
  // Blue holds three Red pieces.
  Position pos = position_from("x8/x8/x8/x8/x8/x3,r,x4/x8/x8 b 21/25 0/3 0/3 2 8", drops);
  const MoveList moves = legal_moves(pos);
  const long n =
      std::count_if(moves.begin(), moves.end(), [](const Move& m) { return m.type == MoveType::PrisonerDrop; });
  CHECK(n == 63);  // every empty square, not the occupied d3
  CHECK(is_listed(pos, "P@h8"));
  auto onto_stack = parse_move(pos, "P@d3");
  REQUIRE_FALSE(onto_stack);
  CHECK_THAT(onto_stack.error(), Catch::Contains("P@d3"));
  CHECK(play(pos, "P@f6") == 0);
  CHECK(pos.colour(*parse_square("f6")) == RED);  // still Red's piece
  CHECK(pos.prisoners(BLUE) == 2);
  CHECK(pos.stock(BLUE) == 25);  // Blue's own stock is untouched
  CHECK(format_position(pos) == "x8/x8/x5,r,x2/x8/x8/x3,r,x4/x8/x8 r 21/25 0/2 0/3 3 9");
  // Red, to move, holds no Blue pieces: no prisoner drops for Red.
  CHECK_FALSE(parse_move(pos, "P@a1"));
}

TEST_CASE("R7.2 prisoner drops: off by default, and only while prisoners are held", "[R7.2]") {
  const char* fen = "x8/x8/x8/x8/x8/x3,r,x4/x8/x8 b 21/25 0/3 0/3 2 8";
  auto off = parse_move(position_from(fen), "P@h8");
  REQUIRE_FALSE(off);
  CHECK_THAT(off.error(), Catch::Contains("PrisonerDrops"));
  for (const Move& m : legal_moves(position_from(fen))) CHECK(m.type != MoveType::PrisonerDrop);
  const Position none_held =
      position_from("x8/x8/x8/x8/x8/x3,r,x4/x8/x8 b 24/25 0/0 0/0 2 8", rules_from("PrisonerDrops=true"));
  CHECK_FALSE(parse_move(none_held, "P@h8"));
}

TEST_CASE("R7.2 R3 R5 a dropped prisoner is captured as usual: the race of seed 000 and its modern answer",
          "[R7.2][R5]") {
  const char* fen = "x8/x8/x8/x8/x8/x8/b,b,x6/x,b,x6 b 22/22 0/3 0/3 4 6";
  Position original = position_from(fen, rules_from("PrisonerDrops=true"));
  CHECK(play(original, "P@a1") == squares_from("a1"));
  CHECK(original.score(BLUE) == 4);
  CHECK(original.prisoners(BLUE) == 3);
  // Under the modern rule the Blue group around a1 breathes, so the dropped Red piece stays.
  Position modern = position_from(fen, rules_from("PrisonerDrops=true CaptureRule=modern"));
  CHECK(play(modern, "P@a1") == 0);
  CHECK(modern.score(BLUE) == 3);
  CHECK(modern.prisoners(BLUE) == 2);
}

TEST_CASE("R7.3 handicap: RedPieces and BluePieces (1..25) set the totals and the start stocks", "[R7.3]") {
  const Position start = Position::start(rules_from("RedPieces=20 BluePieces=24"));
  CHECK(start.stock(RED) == 20);
  CHECK(start.stock(BLUE) == 24);
  CHECK(format_position(start) == "x8/x8/x8/x8/x8/x8/x8/x8 r 20/24 0/0 0/0 0 1");
  CHECK(Position::start(rules_from("RedPieces=1")).stock(RED) == 1);
  Rules rules;
  for (const char* bad : {"0", "26", "-1", "x", "", "2.5"}) {
    INFO(bad);
    auto e = set_rules_option(rules, "RedPieces", bad);
    REQUIRE(e);
    CHECK_THAT(e->message, Catch::Contains("RedPieces"));
    CHECK(rules == Rules{});
  }
}

TEST_CASE("R7.4 TargetScore sets the winning score (1..10000)", "[R7.4]") {
  const Rules low = rules_from("TargetScore=5");
  CHECK(low.target == 5);
  CHECK(position_from("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 5/0 0 9", low).is_over());
  CHECK_FALSE(position_from("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 4/4 0 9", low).is_over());
  Rules rules;
  for (const char* bad : {"0", "10001", "sixty", "60x"}) {
    INFO(bad);
    auto e = set_rules_option(rules, "TargetScore", bad);
    REQUIRE(e);
    CHECK_THAT(e->message, Catch::Contains("TargetScore") && Catch::Contains(bad));
  }
  CHECK(rules.target == 60);
}

TEST_CASE("R7 options: unknown names and bad values are errors naming them, the rules stay unchanged", "[R7]") {
  Rules rules = rules_from("Topology=torus");
  const Rules before = rules;
  struct Bad {
    const char *name, *value;
  };
  for (const Bad& bad :
       {Bad{"Topologie", "plane"}, Bad{"Foo", "16"}, Bad{"", "x"}, Bad{"Topology", "sphere"}, Bad{"Topology", ""},
        Bad{"CaptureRule", "new"}, Bad{"PrisonerDrops", "yes"}, Bad{"PrisonerDrops", "1"}, Bad{"BluePieces", "30"}}) {
    INFO(bad.name << " = " << bad.value);
    auto e = set_rules_option(rules, bad.name, bad.value);
    REQUIRE(e);
    CHECK_THAT(e->message, Catch::Contains(bad.name));
    CHECK(rules == before);
  }
  // Names and choices compare without regard to case, as in UCI.
  CHECK_FALSE(set_rules_option(rules, "topology", "CYLINDER"));
  CHECK(rules.topology == Topology::Cylinder);
  CHECK_FALSE(set_rules_option(rules, "prisonerdrops", "TRUE"));
  CHECK(rules.prisoner_drops);
  CHECK(rules_option_value(rules, "PrisonerDrops") == "true");
  CHECK(rules_option_value(rules, "Topology") == "cylinder");
  // Every option is listed with its default.
  std::vector<std::string> names;
  for (const auto& spec : rules_options()) {
    names.push_back(spec.name);
    CHECK(rules_option_value(Rules{}, spec.name) == spec.default_value);
  }
  CHECK(names == std::vector<std::string>{"Topology", "CaptureRule", "TargetScore", "PrisonerDrops", "RedPieces",
                                          "BluePieces", "QuietLimit"});
}

TEST_CASE("R7: every item of describe()'s line reads back as the options that set it (old records' rules)", "[R7]") {
  Rules rules;
  rules.topology = Topology::Torus;
  rules.capture = CaptureRule::Modern;
  rules.target = 10;
  rules.prisoner_drops = true;
  rules.pieces[RED] = 20;
  Rules read;
  std::string line = describe(rules) + ",";
  for (std::size_t comma; (comma = line.find(',')) != std::string::npos; line.erase(0, comma + 1)) {
    std::string item = line.substr(0, comma);
    item.erase(0, item.find_first_not_of(' '));
    const std::size_t space = item.rfind(' ');
    const auto options = described_rules_item(item.substr(0, space), item.substr(space + 1));
    INFO(item);
    REQUIRE(options);
    for (const auto& [name, value] : *options) CHECK(!set_rules_option(read, name, value));
  }
  CHECK(read == rules);
  CHECK(!described_rules_item("no such", "thing"));
  CHECK(!described_rules_item("pieces", "20"));  // both sides' counts or nothing
}

}  // namespace r7_variants_test
