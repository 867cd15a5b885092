// fuzz-seeds: writes one game's seed corpus for a fuzz target (fuzz_seeds.h), a file per input, and
// prints how many; `games` lists the registered games, one a line. For scripts/fuzz.
//   fuzz-seeds parser|session GAME REPOSITORY FOLDER
//   fuzz-seeds games
#include <cstdio>
#include <fstream>
#include <string>

#include "fuzz_seeds.h"
#include "registry.h"

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "games") {
    for (const inchworm::GameEntry& game : inchworm::game_registry()) std::printf("%s\n", game.id.c_str());
    return 0;
  }
  const std::string target = argc == 5 ? argv[1] : "";
  if (target != "parser" && target != "session") {
    std::fprintf(stderr, "usage: fuzz-seeds parser|session GAME REPOSITORY FOLDER | fuzz-seeds games\n");
    return 2;
  }
  const inchworm::GameEntry* game = inchworm::find_game(argv[2]);
  if (!game) {
    std::fprintf(stderr, "fuzz-seeds: unknown game '%s' (the games: %s)\n", argv[2], inchworm::game_ids().c_str());
    return 2;
  }
  const std::filesystem::path folder = argv[4];
  std::filesystem::create_directories(folder);
  const auto seeds = target == "parser" ? fuzz::parser_seeds(*game, argv[3]) : fuzz::session_seeds(*game, argv[3]);
  for (const fuzz::Seed& seed : seeds) std::ofstream(folder / ("seed-" + seed.name), std::ios::binary) << seed.text;
  std::printf("%zu\n", seeds.size());
  return 0;
}
