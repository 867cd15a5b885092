// Rodeffer's transposition table: a move with its squares found again, and a hash size that cannot be allocated (the
// option is refused with an error and the table stays as it was).
#include <sys/resource.h>

#include <catch2/catch.hpp>
#include <fstream>

#include "engine_support.h"
#include "tt.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace tt_test {
namespace {

TTEntry entry(int depth, Bound bound = Bound::Lower) {
  TTEntry e;
  e.depth = depth;
  e.bound = bound;
  return e;
}

}  // namespace

TEST_CASE("tt: a Rodeffer move is found again with its squares", "[tt]") {
  TranspositionTable tt;
  REQUIRE(tt.resize(1));
  TTEntry e = entry(5, Bound::Exact);
  e.score = -1234;
  e.has_move = true;
  e.move = Move::drop(27);
  e.move.squares = 0x8000'0000'0000'0001ULL;
  e.move.dir = 5;
  tt.store(42, e);
  const auto found = tt.probe(42);
  REQUIRE(found);
  CHECK(found->score == -1234);
  CHECK(found->depth == 5);
  CHECK(found->bound == Bound::Exact);
  CHECK(found->move == e.move);
  CHECK_FALSE(tt.probe(43));
}

// Not in the ASan and TSan builds: their allocators end the program on a failed `new` instead of throwing
// bad_alloc, and their shadow memory takes far more address space than the limit below. GCC names them
// with __SANITIZE_*__, clang (14) only through __has_feature.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define RODEFFER_TT_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define RODEFFER_TT_TEST_SANITIZED 1
#endif
#endif
#if !defined(RODEFFER_TT_TEST_SANITIZED)
TEST_CASE("Hash: a size that cannot be allocated is refused and the table stays", "[tt]") {
  auto game = testing::make_rodeffer_engine();
  // Allow this process only a little more address space than it has (restored at the end).
  long pages = 0;
  std::ifstream("/proc/self/statm") >> pages;
  rlimit saved{};
  REQUIRE(getrlimit(RLIMIT_AS, &saved) == 0);
  rlimit tight = saved;
  tight.rlim_cur = rlim_t(pages) * 4096 + (rlim_t(512) << 20);
  REQUIRE(setrlimit(RLIMIT_AS, &tight) == 0);
  const auto e = game->set_option("Hash", "4096");
  REQUIRE(setrlimit(RLIMIT_AS, &saved) == 0);
  REQUIRE(e);
  CHECK(e->message == "cannot allocate a hash table of 4096 MiB; it stays at 16 MiB");
  // The game goes on with the table it had.
  SearchLimits limits;
  limits.depth = 2;
  std::atomic<bool> stop{false};
  CHECK_FALSE(game->search(limits, SearchListener{}, stop).best_move.empty());
  CHECK_FALSE(game->set_option("Hash", "2"));
}
#endif

}  // namespace tt_test
