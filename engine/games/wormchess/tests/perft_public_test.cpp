// N4: every line of the independent implementation's perft counts must match, with divide agreeing.
#include "perft.h"
#include "test_support.h"

using namespace testing;

namespace perft_public_test {

TEST_CASE("N4 perft-public: every line matches the independent implementation",
          "[perft][N4][N4.1][N4.3][E1][C2][C3][C4][C5][C6][C7][L2][L3]") {
  const auto lines = perft_public_lines();
  REQUIRE(lines.size() == 26);
  for (const auto& f : lines) {
    INFO(f[0] << " | " << f[1] << " | depth " << f[2]);
    const Variant variant = variant_named(f[0]);
    Position pos = position_from(f[1], variant);
    CHECK(format_position(pos) == f[1]);
    const int depth = std::stoi(f[2]);
    const std::uint64_t expected = std::stoull(f[3]);
    const auto n = perft(pos, depth);
    REQUIRE(n);
    CHECK(*n == expected);
    std::uint64_t sum = 0;
    const auto total = perft_divide(pos, depth, [&](Move, std::uint64_t k) { sum += k; });
    REQUIRE(total);
    CHECK(*total == expected);
    CHECK(sum == expected);
    CHECK(format_position(pos) == f[1]);  // restored
  }
}

TEST_CASE("N4 perft gives up when stopped, and restores the position", "[perft][N4]") {
  Position pos = position_from("startpos");
  const std::atomic<bool> stop{true};
  CHECK_FALSE(perft(pos, 4, &stop));
  CHECK_FALSE(perft_divide(
      pos, 4, [](Move, std::uint64_t) {}, &stop));
  CHECK(format_position(pos) == kStartPosition);
  CHECK_FALSE(perft(pos, 1, &stop));
  const std::atomic<bool> go{false};
  CHECK(perft(pos, 1, &go) == std::optional<std::uint64_t>(20));
  CHECK(perft(pos, 0) == std::optional<std::uint64_t>(1));
}

}  // namespace perft_public_test
