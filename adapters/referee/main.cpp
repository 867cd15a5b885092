// uiw-referee: runs matches and tournaments between uiw (and UGI) engines, like cutechess-cli and
// fastchess do for chess. See adapters/referee/README.md.
#include <unistd.h>
#include <atomic>
#include <csignal>
#include <iostream>

#include "command_line.h"
#include "match.h"

namespace {

std::atomic<referee::Match*> running_match{nullptr};
std::atomic<int> interrupts{0};

extern "C" void on_interrupt(int) {
  if (interrupts.fetch_add(1) > 0) _exit(130);  // a second interrupt: leave at once
  if (referee::Match* m = running_match.load()) m->abort();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> words(argv + 1, argv + argc);
  auto parsed = referee::parse_command_line(words);
  if (!parsed) {
    std::cerr << "uiw-referee: " << parsed.error() << "\n(uiw-referee -help lists the options)" << std::endl;
    return 2;
  }
  if (parsed->help) {
    std::cout << referee::command_line_help() << std::flush;
    return 0;
  }
  if (parsed->version) {
    std::cout << "uiw-referee 0.1" << std::endl;
    return 0;
  }
  const referee::MatchSettings& s = parsed->settings;
  referee::Match match(s, std::cout, std::cerr);
  std::cout << "Match: " << s.engines.size() << " engines, " << match.schedule().size() << " games, concurrency "
            << s.concurrency << ", rules: " << inchworm::describe(s.rules) << ", openings: "
            << (s.book.empty() ? std::string("start position") : std::to_string(s.book.size()) + " from the book")
            << std::endl;
  running_match.store(&match);
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
  auto error = match.run();
  running_match.store(nullptr);
  if (error) {
    std::cerr << "uiw-referee: " << error->message << std::endl;
    return 1;
  }
  std::cout << match.summary() << std::flush;
  if (interrupts.load()) {
    std::cout << "Interrupted: games in progress were not recorded; -resume continues the match." << std::endl;
    return 130;
  }
  return 0;
}
