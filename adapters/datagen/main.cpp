// uiw-datagen: training data from the engine's own games, and what a Texel fit needs of it. See
// adapters/datagen/README.md.
#include <iostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "features_command.h"
#include "merge_command.h"
#include "play_command.h"
#include "show_commands.h"
#include "terms_command.h"
#include "version.h"

namespace {

const char* const kUsage = R"(uiw-datagen: training data from the engine's own games (adapters/datagen/README.md)

  uiw-datagen play --game G (--nodes N | --depth D) --games N --out FILE [options]   self-play into a data file
  uiw-datagen merge --out FILE IN...                                                 shards of a run as one file
  uiw-datagen dump FILE [filters]                                                    a data file as text
  uiw-datagen stats FILE [filters]                                                   its counts
  uiw-datagen terms --data FILE [filters] [--param NAME]... --out FILE.npy           evaluations for scripts/texel-fit
  uiw-datagen features --data FILE [filters] --out DIR                               network inputs for scripts/nnue-train

`uiw-datagen COMMAND --help` lists a command's options; `uiw-datagen --version` the version and commit.
)";

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty() || words[0] == "-h" || words[0] == "--help" || words[0] == "help") {
    (words.empty() ? std::cerr : std::cout) << kUsage;
    return words.empty() ? datagen::kExitUsage : datagen::kExitDone;
  }
  if (words[0] == "--version" || words[0] == "-version") {
    std::cout << inchworm::version_text("uiw-datagen") << std::endl;
    return datagen::kExitDone;
  }
  const std::vector<std::string> args(words.begin() + 1, words.end());
  const std::string& command = words[0];
  if (command == "play") return datagen::play_command(args, std::cout, std::cerr);
  if (command == "merge") return datagen::merge_command(args, std::cout, std::cerr);
  if (command == "dump") return datagen::dump_command(args, std::cout, std::cerr);
  if (command == "stats") return datagen::stats_command(args, std::cout, std::cerr);
  if (command == "terms") return datagen::terms_command(args, std::cout, std::cerr);
  if (command == "features") return datagen::features_command(args, std::cout, std::cerr);
  std::cerr << "uiw-datagen: unknown command '" << command << "'\n" << kUsage;
  return datagen::kExitUsage;
}
