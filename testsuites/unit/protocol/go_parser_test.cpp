// The `go` command's limits, their UGI aliases, and errors that name the bad token.
#include <catch2/catch.hpp>

#include "go_parser.h"
#include "text.h"

using inchworm::split_words;
using uiw::GoCommand;
using uiw::parse_go;

namespace go_parser_test {

TEST_CASE("go parses every clock field with UCI and UGI names", "[protocol][go]") {
  auto go = parse_go(split_words("go wtime 10000 btime 9000 winc 100 binc 90 movestogo 12"));
  REQUIRE(go.ok());
  CHECK(go->kind == GoCommand::Kind::Search);
  CHECK(go->limits.time[0] == 10000);
  CHECK(go->limits.time[1] == 9000);
  CHECK(go->limits.increment[0] == 100);
  CHECK(go->limits.increment[1] == 90);
  CHECK(go->limits.moves_to_go == 12);
  CHECK_FALSE(go->limits.infinite);

  auto ugi = parse_go(split_words("go p1time 500 p2time 400 p1inc 5 p2inc 4"));
  REQUIRE(ugi.ok());
  CHECK(ugi->limits.time[0] == 500);
  CHECK(ugi->limits.time[1] == 400);
  CHECK(ugi->limits.increment[0] == 5);
  CHECK(ugi->limits.increment[1] == 4);
}

TEST_CASE("go parses movetime, depth, nodes and infinite", "[protocol][go]") {
  auto go = parse_go(split_words("go movetime 250 depth 7 nodes 123456 infinite"));
  REQUIRE(go.ok());
  CHECK(go->limits.move_time == 250);
  CHECK(go->limits.depth == 7);
  CHECK(go->limits.nodes == 123456u);
  CHECK(go->limits.infinite);
  auto bare = parse_go(split_words("go"));
  REQUIRE(bare.ok());
  CHECK_FALSE(bare->limits.depth);
  CHECK_FALSE(bare->limits.time[0]);
}

TEST_CASE("go accepts a clock that has run below zero", "[protocol][go]") {
  auto go = parse_go(split_words("go wtime -20 btime 100"));
  REQUIRE(go.ok());
  CHECK(go->limits.time[0] == -20);
}

TEST_CASE("go perft keeps its own form", "[protocol][go]") {
  auto go = parse_go(split_words("go perft 3"));
  REQUIRE(go.ok());
  CHECK(go->kind == GoCommand::Kind::Perft);
  CHECK(go->perft_depth == 3);
  CHECK(parse_go(split_words("go perft")).error() == "go perft needs a depth");
  CHECK(parse_go(split_words("go perft x")).error() == "bad perft depth: x (expected 0..64)");
  CHECK(parse_go(split_words("go perft 2 7")).error() == "unexpected token after the perft depth: 7");
  CHECK_FALSE(parse_go(split_words("go depth 3 perft 2")).ok());
}

TEST_CASE("bad go arguments are errors that name the token", "[protocol][go]") {
  CHECK(parse_go(split_words("go sideways")).error() == "go: unknown token: sideways");
  CHECK(parse_go(split_words("go wtime")).error() == "go: wtime needs a time in milliseconds");
  CHECK(parse_go(split_words("go btime soon")).error() == "go: bad value for btime: soon (expected milliseconds)");
  CHECK(parse_go(split_words("go depth 0")).error() == "go: bad value for depth: 0 (expected 1..128)");
  CHECK(parse_go(split_words("go nodes -5")).error() == "go: bad value for nodes: -5 (expected a node count >= 1)");
  CHECK(parse_go(split_words("go movetime -1")).error() ==
        "go: bad value for movetime: -1 (expected milliseconds >= 0)");
  CHECK(parse_go(split_words("go movestogo -1")).error() ==
        "go: bad value for movestogo: -1 (expected a number of moves >= 0)");
  CHECK(parse_go(split_words("go mate 0")).error() == "go: bad value for mate: 0 (expected 1..64 moves)");
  CHECK(parse_go(split_words("go searchmoves")).error() == "go: searchmoves needs at least one move");
  CHECK(parse_go(split_words("go searchmoves depth 3")).error() == "go: searchmoves needs at least one move");
  CHECK(parse_go(split_words("go ponder perft 3")).error() == "go: perft cannot be combined with search limits");
  CHECK(parse_go(split_words("go movetime 12x")).error() ==
        "go: bad value for movetime: 12x (expected milliseconds >= 0)");
}

TEST_CASE("go parses ponder, mate, searchmoves, and movestogo 0 as not given", "[protocol][go]") {
  auto go = parse_go(split_words("go ponder wtime 100 searchmoves d4 e1=e4 R9 P@c3 depth 5 mate 3 movestogo 0"));
  REQUIRE(go.ok());
  CHECK(go->ponder);
  CHECK(go->limits.time[0] == 100);
  CHECK(go->limits.search_moves == std::vector<std::string>{"d4", "e1=e4", "R9", "P@c3"});
  CHECK(go->limits.depth == 5);
  CHECK(go->limits.mate == 3);
  CHECK_FALSE(go->limits.moves_to_go);
  // searchmoves may also end the line.
  auto last = parse_go(split_words("go depth 2 searchmoves pass"));
  REQUIRE(last.ok());
  CHECK(last->limits.search_moves == std::vector<std::string>{"pass"});
  CHECK_FALSE(last->ponder);
}

}  // namespace go_parser_test
