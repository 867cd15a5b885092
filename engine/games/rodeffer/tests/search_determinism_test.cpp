// Threads=1 searches are reproducible: the same position, depth or node limit and seed give the same
// move, score, node count and principal variation. Threads > 1 still answers with a legal move.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace {

// Every info line without its timing fields, and the move.
std::vector<std::string> transcript(const std::string& fen, const SearchLimits& limits, int threads = 1) {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_option("Threads", std::to_string(threads)));
  REQUIRE_FALSE(game->set_position(fen, {}));
  std::vector<std::string> lines;
  SearchListener listener;
  listener.info = [&](const SearchInfo& info) {
    std::string line = std::to_string(info.depth) + " " + std::to_string(info.seldepth) + " " +
                       std::to_string(int(info.score.kind)) + ":" + std::to_string(info.score.value) + " " +
                       std::to_string(info.nodes) + " " + std::to_string(info.hashfull);
    for (const auto& m : info.pv) line += " " + m;
    lines.push_back(line);
  };
  std::atomic<bool> stop{false};
  lines.push_back("bestmove " + game->search(limits, listener, stop).best_move);
  return lines;
}

const char* kPositions[] = {
    "startpos",
    "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9",
    ("x2,b,x,b,x,b,x/x,b,x,b,x,b,x,b/b,x,b,x,b,x,b,x/x,b,x,b,x,b,x,b/x4,b,r2,b,x/x5,r,r3,r3/b,x3,b,b,x,b/"
     "x,b,x,b,x,b,b,x r 0/0 0/16 11/50 0 181"),
};

}  // namespace

TEST_CASE("Threads=1 is deterministic at a fixed depth", "[search][determinism]") {
  SearchLimits limits;
  limits.depth = 4;
  for (const char* fen : kPositions) {
    INFO(fen);
    const auto first = transcript(fen, limits);
    CHECK(first.size() >= 2);
    CHECK(transcript(fen, limits) == first);
  }
}

TEST_CASE("Threads=1 is deterministic at a fixed node count", "[search][determinism]") {
  SearchLimits limits;
  limits.nodes = 3000;
  for (const char* fen : kPositions) {
    INFO(fen);
    CHECK(transcript(fen, limits) == transcript(fen, limits));
  }
}

TEST_CASE("Threads=2 searches and answers with a legal move", "[search][threads]") {
  SearchLimits limits;
  limits.depth = 4;
  const auto lines = transcript("startpos", limits, 2);
  REQUIRE(lines.back().rfind("bestmove ", 0) == 0);
  auto game = testing::make_rodeffer_engine();
  CHECK_FALSE(game->set_position("startpos", {lines.back().substr(9)}));
}
