// Every line of the independent implementation's perft counts must match, under both readings of
// the advance rule (S9.4, S10.2), including the 8x9 and 3x4 boards.
#include "perft.h"
#include "test_support.h"

using namespace steere_testing;

namespace perft_public_test {
namespace {

void check_file(const std::string& file, const Rules& rules, std::size_t expected_lines) {
  const auto lines = perft_lines(file);
  REQUIRE(lines.size() == expected_lines);
  for (const auto& line : lines) {
    INFO(file << " | " << line.position << " | depth " << line.depth);
    Position pos = position_from(line.position, rules);
    CHECK(format_position(pos) == line.position);
    const auto n = perft(pos, line.depth);
    REQUIRE(n);
    CHECK(*n == line.count);
    // Divide gives the same total, and the position is unchanged afterwards (checked on the shorter
    // lines only: the sanitizer build runs these tests too).
    if (line.count > 30000) continue;
    std::uint64_t sum = 0;
    const auto total = perft_divide(pos, line.depth, [&](const Move&, std::uint64_t k) { sum += k; });
    REQUIRE(total);
    CHECK(*total == line.count);
    CHECK(sum == line.count);
    CHECK(format_position(pos) == line.position);
  }
}

}  // namespace

TEST_CASE("S9.4 perft: every line of steere-perft-public.txt matches", "[perft][S9.4][S4][S5][S6][S7.2]") {
  check_file("steere-perft-public.txt", Rules{}, 18);
}

TEST_CASE("S10.2 perft: every line of steere-perft-strict-public.txt matches under Advance=strict",
          "[perft][S9.4][S10.2]") {
  check_file("steere-perft-strict-public.txt", rules_from("Advance=strict"), 3);
}

}  // namespace perft_public_test
