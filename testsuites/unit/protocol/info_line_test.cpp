// Reading engine output back (the referee and the bridges do): `info` and `bestmove` lines, and the
// engine's own info lines read back as written.
#include <catch2/catch.hpp>

#include "info_line.h"

using namespace uiw;

namespace info_line_test {

TEST_CASE("info lines give depth, score, nodes, nps, time and the pv", "[protocol][info_line]") {
  auto info = parse_info_line("info depth 7 seldepth 9 score cp -35 nodes 123456 nps 98765 time 1250 pv d3 e1=e4 R2");
  REQUIRE(info);
  CHECK(info->depth == 7);
  CHECK(info->seldepth == 9);
  CHECK(info->score_kind == "cp");
  CHECK(info->score_value == -35);
  CHECK(info->nodes == 123456u);
  CHECK(info->nps == 98765u);
  CHECK(info->time_ms == 1250u);
  CHECK(info->pv == std::vector<std::string>{"d3", "e1=e4", "R2"});
}

TEST_CASE("info lines: win and loss scores, bounds, unknown fields skipped", "[protocol][info_line]") {
  auto win = parse_info_line("info multipv 1 depth 3 score win 5 lowerbound hashfull 12 nodes 10 pv a1");
  REQUIRE(win);
  CHECK(win->score_kind == "win");
  CHECK(win->score_value == 5);
  CHECK(win->score_bound == "lowerbound");
  CHECK(win->depth == 3);
  CHECK(win->nodes == 10u);
  auto loss = parse_info_line("info score loss 2 depth 4");
  REQUIRE(loss);
  CHECK(loss->score_kind == "loss");
  CHECK(loss->score_value == 2);
  CHECK(loss->depth == 4);
  auto bad = parse_info_line("info depth x score cp nonsense nodes 5");
  REQUIRE(bad);
  CHECK_FALSE(bad->depth);
  CHECK(bad->score_kind.empty());
}

TEST_CASE("info string keeps the rest of the line", "[protocol][info_line]") {
  auto info = parse_info_line("info string position reset to the start: under the new rules");
  REQUIRE(info);
  CHECK(info->text == "position reset to the start: under the new rules");
  CHECK_FALSE(parse_info_line("bestmove d3"));
  CHECK_FALSE(parse_info_line("information"));
}

TEST_CASE("bestmove lines: a move, pass, 0000 and (none)", "[protocol][info_line]") {
  auto m = parse_bestmove_line("bestmove e5-f4-e3 ponder d3");
  REQUIRE(m);
  CHECK(m->move == "e5-f4-e3");
  CHECK(m->ponder == "d3");
  CHECK(parse_bestmove_line("bestmove pass")->move == "pass");
  CHECK(parse_bestmove_line("bestmove 0000")->move == "pass");
  CHECK(parse_bestmove_line("bestmove (none)")->move.empty());
  CHECK_FALSE(parse_bestmove_line("bestmove"));
  CHECK_FALSE(parse_bestmove_line("info depth 1"));
}

TEST_CASE("the engine's info lines read back as written", "[protocol][info_line]") {
  inchworm::SearchInfo written;
  written.depth = 6;
  written.seldepth = 9;
  written.multipv = 2;
  written.show_multipv = true;
  written.score = {inchworm::SearchScore::Kind::Loss, 7};
  written.nodes = 5000;
  written.time_ms = 20;
  written.hashfull = 31;
  written.pv = {"c3", "d5"};
  const auto read = parse_info_line(format_info(written));
  REQUIRE(read);
  CHECK(read->depth == 6);
  CHECK(read->seldepth == 9);
  CHECK(read->multipv == 2);
  CHECK(read->score_kind == "loss");
  CHECK(read->score_value == 7);
  CHECK(read->nodes == 5000u);
  CHECK(read->nps == 250000u);
  CHECK(read->time_ms == 20u);
  CHECK(read->hashfull == 31);
  CHECK(read->pv == written.pv);
  CHECK(read->score_number() < -1e8);
}

TEST_CASE("scores as one number for adjudication", "[protocol][info_line]") {
  CHECK(parse_info_line("info score cp -35")->score_number() == -35);
  CHECK(parse_info_line("info score win 3")->score_number() > parse_info_line("info score win 5")->score_number());
  CHECK(parse_info_line("info score mate -2")->score_number() < -1e8);
  CHECK_FALSE(parse_info_line("info depth 3")->score_number());
}

}  // namespace info_line_test
