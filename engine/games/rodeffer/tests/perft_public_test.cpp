// Every line of the independent implementation's perft counts must match (R2, R3, R5, R7).
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "notation.h"
#include "perft.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace perft_public_test {
namespace {

struct PerftCase {
  Rules rules;
  std::string position;
  int depth;
  std::uint64_t nodes;
};

std::vector<PerftCase> read_cases(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in.good());
  std::vector<PerftCase> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string item; std::getline(ss, item, ';');) f.push_back(item);
    REQUIRE(f.size() == 7);
    PerftCase c;
    REQUIRE_FALSE(set_rules_option(c.rules, "Topology", f[0]));
    REQUIRE_FALSE(set_rules_option(c.rules, "CaptureRule", f[1]));
    REQUIRE_FALSE(set_rules_option(c.rules, "TargetScore", f[2]));
    REQUIRE_FALSE(set_rules_option(c.rules, "PrisonerDrops", f[3] == "1" ? "true" : "false"));
    c.position = f[4];
    c.depth = std::stoi(f[5]);
    c.nodes = std::stoull(f[6]);
    cases.push_back(c);
  }
  return cases;
}

}  // namespace

TEST_CASE("perft-public: every line matches the independent implementation", "[perft][R2][R3][R5][R7]") {
  const auto cases = read_cases(TESTSUITES_DIR "/positions/perft-public.txt");
  REQUIRE(cases.size() == 20);
  for (const auto& c : cases) {
    INFO(describe(c.rules) << " | " << c.position << " | depth " << c.depth);
    auto pos = parse_position(c.position, c.rules);
    REQUIRE(pos);
    CHECK(format_position(*pos) == c.position);
    Position p = *pos;
    Perft perft;
    auto n = perft.count(p, c.depth);
    REQUIRE(n);
    CHECK(*n == c.nodes);
    // Divide gives the same total.
    std::uint64_t sum = 0;
    Perft divider;
    auto total = divider.divide(p, c.depth, [&](const Move&, std::uint64_t k) { sum += k; });
    REQUIRE(total);
    CHECK(*total == c.nodes);
    CHECK(sum == c.nodes);
  }
}

}  // namespace perft_public_test
