// -analyse on positions checked by hand, in every game: a real blunder gets its mark, a quiet move as
// good as the best gets none. Each position is a one-move record analysed by the real engine.
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <fstream>

#include "referee_run.h"

using namespace referee_test;

namespace analysis_marks_test {
namespace {

struct MarkCase {
  const char* game;
  const char* start;
  const char* move;
  const char* least_mark;  // "" (no mark at all), "?!", "?" or "??" (at least this)
  const char* why;
};

// Checked on the board (`d`) and by the engine's score of every move (`go depth 4 searchmoves M`).
const MarkCase kCases[] = {
    // Inchworm Chess: White's bishop stretches b5-a6 and Black's b7 pawn takes its front, the whole
    // bishop (C4), for nothing: nothing of White's defends a6.
    {"inchworm-chess",
     "r1bqkbnr/ppp2ppp/2np1n2/1B2p2p/8/1PN1PN1P/PPPP1PPP/R1BQK2R b2b3,h2h3,h7h5,g8f6 b7 w KQkq - 2 11", "b5a6", "??",
     "a bishop left en prise"},
    {"inchworm-chess",
     "r1bqkbnr/ppp2ppp/2np1n2/1B2p2p/8/1PN1PN1P/PPPP1PPP/R1BQK2R b2b3,h2h3,h7h5,g8f6 b7 w KQkq - 2 11", "e1g1", "",
     "castling, 3 centipawns below the best move (h2h3)"},
    {"inchworm-chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1", "d2d4", "",
     "a first move as good as e2e4"},
    // Long Worm Chess: White's knight stretches c3-e4 and Black's f6 knight takes its front: half a
    // knight lost (L2: a crab stays on c3), for nothing; neither d4 nor f3 guards e4. At least "?!": the
    // network (Long Worm Chess's default evaluation) prices the loss at 158 centipawns at depth 4 (+66 ->
    // -92), 0.197 of winning chances, just under a mistake's 0.2; the hand-written evaluation at 187 (0.230, "?").
    {"longworm-chess", "r1bqkb1r/ppp1pppp/1pnp1n2/7p/3P4/1PN2N1P/PPP2PP1/R1BQKB1R b2b3,b7b6,h7h5 - w KQkq - 1 11",
     "c3e4", "?!", "half a knight left en prise"},
    {"longworm-chess", "r1bqkb1r/ppp1pppp/1pnp1n2/7p/3P4/1PN2N1P/PPP2PP1/R1BQKB1R b2b3,b7b6,h7h5 - w KQkq - 1 11",
     "b2b3", "", "the b-pawn consolidated, 7 centipawns below the best move (d4d5)"},
    // Steere: two lone Red checkers on Red's far edge, two Blue ones on Blue's; Red moves first and wins
    // the race by bearing off (S4.4) every move. e6-f6 wastes a move: Blue bears off first.
    {"steere", "x4,r,x,r/x7/x7/x7/x7/b,x,b,x4 r 19/19 30", "e6-f6", "??", "a move that hands over the race"},
    {"steere", "x4,r,x,r/x7/x7/x7/x7/b,x,b,x4 r 19/19 30", "e6-off", "", "either checker borne off wins"},
    // Rodeffer: Red's 5-stack on a1 has one liberty left (b1; Blue stands on a2). A drop far away leaves
    // it: Blue drops on b1 and takes five pieces (R3.2). Red's best takes a2 instead by a distribution.
    {"rodeffer", "x7,b/x8/x8/x8/x8/x8/b,x7/r5,x7 r 20/23 0/0 0/0 0 5", "d4", "??", "a 5-stack left to be surrounded"},
    {"rodeffer", "x7,b/x8/x8/x8/x8/x8/b,x7/r5,x7 r 20/23 0/0 0/0 0 5", "g8", "??",
     "the same stack left, the drop beside Blue's h8"},
    {"rodeffer", "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 0/0 0 1", "e5", "",
     "a first drop as good as any square off the rim"},
};

int severity(const std::string& mark) { return mark == "??" ? 3 : mark == "?" ? 2 : mark == "?!" ? 1 : 0; }

}  // namespace

TEST_CASE("referee analysis: blunders checked by hand are marked, quiet equal moves are not", "[referee][analysis]") {
  const std::string dir = scratch_dir("analysis-marks");
  const std::string records = dir + "/cases.jsonl", annotated = dir + "/annotated.jsonl";
  {
    std::ofstream out(records);
    for (const MarkCase& c : kCases)
      out << boost::json::serialize(
                 boost::json::object{{"game", c.game},
                                     {"start", c.start},
                                     {"moves", boost::json::array{boost::json::object{{"move", c.move}}}}})
          << "\n";
  }
  const Run analysed = run_referee_alone(dir, {"-analyse", records, "-engine", std::string("cmd=") + ENGINE_BINARY,
                                               "name=judge", "option.Threads=1", "depth=4", "-jsonout", annotated});
  INFO(analysed.output);
  REQUIRE(analysed.status == 0);
  std::ifstream in(annotated);
  std::string line;
  for (const MarkCase& c : kCases) {
    REQUIRE(std::getline(in, line));
    const boost::json::object move = boost::json::parse(line).at("moves").as_array().at(0).as_object();
    const std::string mark = move.if_contains("mark") ? std::string(move.at("mark").as_string()) : "";
    INFO(c.game << " " << c.start << ": " << c.move << " (" << c.why << ") marked '" << mark << "', "
                << boost::json::serialize(move));
    if (severity(c.least_mark) == 0)
      CHECK(mark.empty());
    else
      CHECK(severity(mark) >= severity(c.least_mark));
  }
}

}  // namespace analysis_marks_test
