// uiw-referee: runs matches and tournaments between uiw (and UGI) engines, like cutechess-cli and
// fastchess do for chess. See adapters/referee/README.md.
#include <unistd.h>
#include <atomic>
#include <csignal>
#include <iostream>

#include "command_line.h"
#include "match.h"
#include "merge.h"
#include "report.h"
#include "version.h"

namespace {

std::atomic<referee::Match*> running_match{nullptr};
std::atomic<int> first_signal{0};

// SIGINT or SIGTERM (Ctrl-C, `kill`, a supervisor): the first one stops the match soon (Match::abort:
// games in progress end at once and are dropped, finished ones are recorded); a second one leaves at
// once (the engines die with the referee). Exit status 128 + the signal's number, as shells report it.
extern "C" void on_stop_signal(int signal) {
  int none = 0;
  if (!first_signal.compare_exchange_strong(none, signal)) _exit(128 + signal);
  if (referee::Match* m = running_match.load()) m->abort();
}

// -merge: the result table of a run's records. 0 when read (whatever is missing), 1 when they cannot be.
int merge(const std::vector<std::string>& files, const std::optional<referee::SprtSettings>& sprt,
          double max_speed_spread_percent, const std::string& report) {
  auto merged = referee::merge_records(files, sprt, max_speed_spread_percent);
  if (!merged) {
    std::cerr << "uiw-referee: " << merged.error() << std::endl;
    return 1;
  }
  for (const auto& note : merged->notes) std::cerr << "uiw-referee: warning: " << note << std::endl;
  std::cout << merged->header << "\n" << merged->standings->summary();
  if (sprt) std::cout << "SPRT: " << merged->sprt_state << "\n";
  std::cout << std::flush;
  if (!report.empty()) {
    if (auto bad = referee::write_report(report, *merged, sprt)) {
      std::cerr << "uiw-referee: " << bad->message << std::endl;
      return 1;
    }
    std::cout << "Report: " << report << std::endl;
  }
  return 0;
}

void handle_stop_signals() {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  for (int signal : {SIGINT, SIGTERM}) sigaction(signal, &action, nullptr);
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
    std::cout << inchworm::version_text("uiw-referee") << std::endl;
    return 0;
  }
  for (const auto& warning : parsed->warnings) std::cerr << "uiw-referee: warning: " << warning << std::endl;
  if (!parsed->merge_files.empty())
    return merge(parsed->merge_files, parsed->merge_sprt, parsed->max_speed_spread_percent, parsed->report_path);
  if (parsed->analysis) {
    if (auto bad = referee::analyse_records(*parsed->analysis, std::cout)) {
      std::cerr << "uiw-referee: " << bad->message << std::endl;
      return 1;
    }
    return 0;
  }
  if (parsed->compliance) return referee::check_compliance(*parsed->compliance, std::cout) ? 0 : 1;
  const referee::MatchSettings& s = parsed->settings;
  referee::Match match(s, std::cout, std::cerr);
  std::cout << "Match: " << s.engines.size() << " engines, " << match.schedule().size() << " games, concurrency "
            << s.concurrency << ", game: " << s.game.game_id << " (" << s.game.rules_text() << "), openings: "
            << (s.book.empty() ? std::string("start position") : std::to_string(s.book.size()) + " from the book")
            << "\nRun " << match.run_info().id;
  if (!s.shard.whole())
    std::cout << ", shard " << s.shard.text() << ": " << match.games_to_play() << " of its " << match.schedule().size()
              << " games";
  std::cout << std::endl;
  running_match.store(&match);
  handle_stop_signals();
  auto error = match.run();
  running_match.store(nullptr);
  if (error) {
    // An engine that cannot be started stops a match that may have played games: show them.
    if (match.fatal_error() && match.games_done()) std::cout << match.summary() << std::flush;
    std::cerr << "uiw-referee: " << error->message << std::endl;
    return 1;
  }
  std::cout << match.summary() << std::flush;
  if (const int signal = first_signal.load()) {
    std::cout << "Interrupted by " << (signal == SIGINT ? "SIGINT" : "SIGTERM")
              << ": games in progress were stopped and not recorded, finished games were; -resume continues "
                 "the match."
              << std::endl;
    return 128 + signal;
  }
  return 0;
}
