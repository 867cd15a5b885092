// The inchworm engine executable: speaks uiw (and UGI) on stdin/stdout, or runs the commands given
// as arguments once and exits.
// Each argument is a whole command; position strings contain commas, so cxxopts must not split on them.
#define CXXOPTS_VECTOR_DELIMITER '\0'
#include <cxxopts.hpp>
#include <iostream>
#include <string>

#include "output.h"
#include "registry.h"
#include "session.h"
#include "version.h"

namespace {

// "Rodeffer's Inchworm, Mark Steere's Inchworm, ...": the registry's games for people.
std::string game_titles() {
  std::string titles;
  for (const inchworm::GameEntry& game : inchworm::game_registry()) titles += (titles.empty() ? "" : ", ") + game.title;
  return titles;
}

}  // namespace

int main(int argc, char** argv) {
  cxxopts::Options cli("inchworm",
                       "Reference engine for the Inchworm games, speaking the uiw protocol (UCI-like) and UGI.\n"
                       "The games: " +
                           game_titles() + ".\n" +
                           "Without arguments it reads commands from standard input. Each argument is one command,\n"
                           "run to its end in order, after which the program exits, e.g.\n"
                           "  inchworm \"position startpos\" \"go perft 3\"\n"
                           "The first command that answers with an error ends the run with exit status 1.\n"
                           "Type 'help' in a session for the command list.");
  cli.add_options()("h,help", "print this help and exit")("v,version", "print the version and exit")(
      "g,game", "the game to play (the Game option): " + inchworm::game_ids(), cxxopts::value<std::string>())(
      "commands", "commands to run once", cxxopts::value<std::vector<std::string>>());
  cli.parse_positional({"commands"});
  cli.positional_help("[command ...]");
  cxxopts::ParseResult args;
  try {
    args = cli.parse(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "inchworm: " << e.what() << "\n" << cli.help() << std::endl;
    return 2;
  }
  if (args.count("help")) {
    std::cout << cli.help() << std::endl;
    return 0;
  }
  if (args.count("version")) {
    std::cout << inchworm::version_text("inchworm") << std::endl;
    return 0;
  }
  std::ios::sync_with_stdio(false);
  // std::cin is tied to std::cout: each read would flush std::cout outside Output's lock while the search
  // thread writes, and a racing flush sends a line twice (a second `bestmove` that a GUI takes for its next move).
  std::cin.tie(nullptr);
  uiw::Output out(std::cout);
  auto engine = inchworm::make_engine();
  if (args.count("game")) {
    if (auto e = engine->set_option("Game", args["game"].as<std::string>())) {
      std::cerr << "inchworm: " << e->message << std::endl;
      return 2;
    }
  }
  uiw::Session session(std::move(engine), out);
  if (args.count("commands")) {
    // One-shot commands run to their end, one after the other; an error stops the run, as the
    // commands after it would work on a state the caller did not expect.
    for (const auto& command : args["commands"].as<std::vector<std::string>>()) {
      const bool more = session.handle(command);
      session.finish();
      if (out.errors() > 0) return 1;
      if (!more) break;
    }
    return 0;
  }
  std::string line;
  while (std::getline(std::cin, line))
    if (!session.handle(line)) break;
  session.finish();
  return 0;
}
