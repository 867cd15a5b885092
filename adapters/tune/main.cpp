// uiw-tune: tunes integer options of a uiw engine by SPSA through uiw-referee's match machinery.
// See adapters/tune/README.md.
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <iostream>

#include "tuner.h"
#include "version.h"

namespace {

std::atomic<tune::Tuner*> running{nullptr};
std::atomic<int> first_signal{0};

// The first SIGINT or SIGTERM stops soon (games in progress are dropped, -resume plays them again); a
// second one leaves at once. Exit status 128 + the signal's number.
extern "C" void on_stop_signal(int signal) {
  int none = 0;
  if (!first_signal.compare_exchange_strong(none, signal)) _exit(128 + signal);
  if (tune::Tuner* t = running.load()) t->abort();
}

}  // namespace

int main(int argc, char** argv) {
  auto parsed = tune::parse_tune_command_line(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed) {
    std::cerr << "uiw-tune: " << parsed.error() << "\n(uiw-tune -help lists the options)" << std::endl;
    return 2;
  }
  if (parsed->help) {
    std::cout << tune::tune_help() << std::flush;
    return 0;
  }
  if (parsed->version) {
    std::cout << inchworm::version_text("uiw-tune") << std::endl;
    return 0;
  }
  for (const auto& warning : parsed->warnings) std::cerr << "uiw-tune: warning: " << warning << std::endl;
  const tune::TuneSettings& s = *parsed;
  std::cout << "Tuning " << s.params.size() << " parameter(s) of " << s.match.engines[0].name
            << " by SPSA: " << s.iterations << " iterations of " << s.pairs << " game pairs ("
            << (s.self_play ? std::string("self-play") : "against " + s.match.engines[1].name) << "), " << s.batches()
            << " batch(es) an iteration, in " << s.dir;
  if (s.role == tune::Role::Worker) std::cout << "; worker " << s.worker_id;
  if (s.role == tune::Role::Coordinator) std::cout << "; coordinator only";
  std::cout << std::endl;
  tune::Tuner tuner(*parsed, std::cout);
  running.store(&tuner);
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  for (int signal : {SIGINT, SIGTERM}) sigaction(signal, &action, nullptr);
  auto error = tuner.run();
  running.store(nullptr);
  if (error) {
    std::cerr << "uiw-tune: " << error->message << std::endl;
    return 1;
  }
  if (const int signal = first_signal.load()) {
    std::cout << "Interrupted by " << (signal == SIGINT ? "SIGINT" : "SIGTERM")
              << ": the iteration in progress was not counted; -resume continues from the last completed one."
              << std::endl;
    return 128 + signal;
  }
  return 0;
}
