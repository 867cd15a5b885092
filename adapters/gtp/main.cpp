// uiw-gtp: a GTP version 2 engine (and GoGui ruler) in front of a uiw engine. Reads GTP commands on
// standard input, one per line, and answers each on standard output.
#include <unistd.h>

#include <cxxopts.hpp>
#include <iostream>

#include "registry.h"
#include "session.h"
#include "version.h"

namespace {

// Our engine beside this program: build/bin/inchworm for build/bin/uiw-gtp.
std::string engine_beside_us(const char* argv0) {
  char path[4096] = {};
  const ssize_t n = ::readlink("/proc/self/exe", path, sizeof path - 1);
  const std::string self = n > 0 ? std::string(path, std::size_t(n)) : std::string(argv0);
  const std::size_t slash = self.rfind('/');
  return (slash == std::string::npos ? std::string() : self.substr(0, slash + 1)) + "inchworm";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace adapters::gtp;
  cxxopts::Options cli("uiw-gtp",
                       "A GTP engine and GoGui ruler for the games of a uiw engine. Speaks GTP on standard input\n"
                       "and output; see adapters/gtp/README.md for GoGui.");
  cli.add_options()("h,help", "print this help and exit")("version", "print the version and exit")(
      "list-games", "print the games, one id a line, and exit")(
      "e,engine", "the uiw engine (default: inchworm next to this program)", cxxopts::value<std::string>())(
      "engine-arg", "an argument for the engine (repeat for several)", cxxopts::value<std::vector<std::string>>())(
      "g,game", "the game: " + inchworm::game_ids(),
      cxxopts::value<std::string>()->default_value(inchworm::default_game_id()))(
      "o,option", "Name=Value: a rule option of the game or an engine option, sent as setoption (repeat)",
      cxxopts::value<std::vector<std::string>>())(
      "position", "a position string of the game where every game begins (default: its start position)",
      cxxopts::value<std::string>())("go", "the search of genmove when the game has no clock (uiw go arguments)",
                                     cxxopts::value<std::string>()->default_value("movetime 1000"))(
      "analyze-go", "the search of the analysis commands",
      cxxopts::value<std::string>()->default_value("movetime 1000"))(
      "engine-timeout", "ms without any answer after which the engine counts as hung and is restarted",
      cxxopts::value<long long>()->default_value("5000"))("engine-start-timeout",
                                                          "ms the engine may take to answer uiw after starting",
                                                          cxxopts::value<long long>()->default_value("30000"));
  SessionSettings settings;
  try {
    auto args = cli.parse(argc, argv);
    if (args.count("help")) {
      std::cout << cli.help() << std::endl;
      return 0;
    }
    if (args.count("version")) {
      std::cout << inchworm::version_text("uiw-gtp") << std::endl;
      return 0;
    }
    if (args.count("list-games")) {
      for (const inchworm::GameEntry& game : inchworm::game_registry()) std::cout << game.id << "\n";
      return 0;
    }
    if (!args.unmatched().empty())
      throw cxxopts::exceptions::exception("unexpected argument '" + args.unmatched()[0] + "'");
    settings.engine.program = args.count("engine") ? args["engine"].as<std::string>() : engine_beside_us(argv[0]);
    if (args.count("engine-arg")) settings.engine.args = args["engine-arg"].as<std::vector<std::string>>();
    settings.game = args["game"].as<std::string>();
    if (args.count("option"))
      for (const std::string& item : args["option"].as<std::vector<std::string>>()) {
        const auto eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
          throw cxxopts::exceptions::exception("--option wants Name=Value, not '" + item + "'");
        settings.options.emplace_back(item.substr(0, eq), item.substr(eq + 1));
      }
    if (args.count("position")) settings.position = args["position"].as<std::string>();
    settings.go_args = args["go"].as<std::string>();
    settings.analyze_go_args = args["analyze-go"].as<std::string>();
    settings.engine.quiet_ms = args["engine-timeout"].as<long long>();
    settings.engine.start_ms = args["engine-start-timeout"].as<long long>();
    if (settings.engine.quiet_ms < 10 || settings.engine.start_ms < 10)
      throw cxxopts::exceptions::exception("--engine-timeout and --engine-start-timeout must be at least 10");
  } catch (const std::exception& e) {
    std::cerr << "uiw-gtp: " << e.what() << "\n" << cli.help() << std::endl;
    return 2;
  }
  auto session = Session::create(settings);
  if (!session) {
    std::cerr << "uiw-gtp: " << session.error() << std::endl;
    return 2;
  }
  std::string line;
  while (!(*session)->quit_requested() && std::getline(std::cin, line)) {
    const auto command = parse_command_line(line);
    if (!command) continue;
    std::cout << format_answer(*command, (*session)->handle(*command)) << std::flush;
  }
  return 0;
}
