// UseKeptHistory (params.h): the history a search learns stays for the game's next search when it is on,
// and a new game (clear) forgets it. A search's table is kept too; giving the second search a table of
// another size (a fresh one) leaves the history as the only thing the first search can pass on.
#include <catch2/catch.hpp>
#include <string_view>

#include "search_support.h"
#include "wormchess_searcher.h"

using namespace search_testing;
using namespace inchworm;

namespace kept_history_test {
namespace {

std::unique_ptr<Searcher> searcher_with(bool longworm, int kept) {
  auto searcher = longworm ? wormchess::make_longworm_searcher() : wormchess::make_searcher();
  for (Tunable* t : searcher->tunables())
    if (t->name() == std::string_view("UseKeptHistory")) REQUIRE_FALSE(t->set(kept));
  return searcher;
}

std::uint64_t nodes_of(const Decision& d) { return d.last().nodes; }

PlayerSettings with_hash(int mib) {
  PlayerSettings settings;
  settings.hash_mib = mib;
  return settings;
}

}  // namespace

TEST_CASE("kept history: on, a game's second search starts from the first's history, and a new game forgets it",
          "[search][history]") {
  for (const bool longworm : {false, true}) {
    INFO((longworm ? "longworm-chess" : "inchworm-chess"));
    const auto first = chess_state("startpos", longworm, "e2e4 e7e5");
    const auto second = chess_state("startpos", longworm, "e2e4 e7e5 g1f3 b8c6");
    const int depth = 6;
    for (const int kept : {0, 1}) {
      INFO("UseKeptHistory " << kept);
      // The second search alone, from nothing, with a table of 8 MiB.
      auto alone = searcher_with(longworm, kept);
      const std::uint64_t fresh = nodes_of(decide(*alone, *second, depth_limit(depth), with_hash(8)));
      // After the first search (16 MiB), with a fresh table of 8 MiB: only the history can differ.
      auto played = searcher_with(longworm, kept);
      decide(*played, *first, depth_limit(depth), with_hash(16));
      const std::uint64_t after = nodes_of(decide(*played, *second, depth_limit(depth), with_hash(8)));
      if (kept)
        CHECK(after != fresh);
      else
        CHECK(after == fresh);
      // A new game clears the table and the history: the second search is the fresh one again.
      decide(*played, *first, depth_limit(depth), with_hash(8));
      played->clear();
      CHECK(nodes_of(decide(*played, *second, depth_limit(depth), with_hash(8))) == fresh);
    }
  }
}

}  // namespace kept_history_test
