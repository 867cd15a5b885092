#include "bench.h"

#include <iterator>

#include "bench_run.h"
#include "notation.h"
#include "player.h"
#include "position_string.h"

namespace inchworm::wormchess {
namespace {

struct BenchPosition {
  Variant variant;
  const char* position;
};

constexpr Variant kInchworm{false, false}, kLongworm{true, false}, kLongwormRelative{true, true};

// The start, positions of the rules contract's examples, and positions from the engine's games
// against itself (40 ms a move) in each game.
constexpr BenchPosition kPositions[] = {
    {kInchworm, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1"},
    {kInchworm, "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR - - b KQkq - 3 5"},
    {kInchworm, "r3k3/5r2/8/8/8/8/5r2/R3K2R f7f2 - w KQq - 0 1"},
    {kLongworm, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1"},
    {kLongworm, "rnbqkbnr/pppp1ppp/8/4p3/3p4/5C2/PPPPPPPP/RNBQKB1R e5d4 - w KQkq - 0 4"},
    {kLongwormRelative, "r1r1k3/1H6/8/8/8/8/8/4K3 a8c8 - w - - 0 2"},
    {kInchworm, "r1bqkb1r/pppp1p1p/5p2/4p3/3nP3/2Q2N2/PPPP1PPP/R1B1KBNR g1f3 c7 w KQkq - 0 17"},
    {kInchworm, "rn3rk1/pp4pp/q1q1p3/1p3p1p/7P/1P2Q3/PB1Q1PPP/R1B2RK1 c1b2,d2e3,h2h4,a6c6,e6f5,h7h5 g2 b - - 2 32"},
    {kLongworm, "r1bqkb1r/1p3p2/p4np1/3p3p/1n1N1P1p/2NBP3/nPPBB1PP/R2Q1RK1 d3e2,b4a2,h5h4 - w kq - 0 22"},
    {kLongworm, "2kwr3/1p3bpp/2p2c2/p7/2P4P/4H3/PP3PP1/2K2B1R - g2 w - - 3 37"},
};

const char* variant_label(Variant v) {
  return !v.longworm ? "inchworm" : v.relative_halflings ? "longworm-relative" : "longworm";
}

}  // namespace

Expected<BenchTotals> run_bench(Player& player, int depth, const SearchListener& listener,
                                const std::atomic<bool>& stop) {
  auto case_at = [](int index) -> Expected<BenchCase<Position>> {
    const BenchPosition& bp = kPositions[index - 1];
    auto pos = parse_position(bp.position, bp.variant);
    if (!pos) return Error{pos.error()};
    return BenchCase<Position>{*pos, {pos->key()}, variant_label(bp.variant)};
  };
  return run_bench_cases(player, int(std::size(kPositions)), case_at, depth > 0 ? depth : kBenchDepth, listener, stop,
                         [](const Position&, const Move& m) { return format_move(m); });
}

}  // namespace inchworm::wormchess
