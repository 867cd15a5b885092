#include "progress.h"

#include <cstdio>

namespace datagen {

std::string clock_text(double seconds) {
  const long long s = seconds < 0 ? 0 : (long long)(seconds + 0.5);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
  return text;
}

ProgressMeter::ProgressMeter(std::ostream& out, const ProgressCounts& counts, std::uint64_t total,
                             std::uint64_t games_before, std::uint64_t positions_before, double every_seconds)
    : out_(out),
      counts_(counts),
      total_(total),
      games_before_(games_before),
      positions_before_(positions_before),
      every_(every_seconds) {
  if (every_ > 0) thread_ = std::thread([this] { run(); });
}

ProgressMeter::~ProgressMeter() {
  {
    const std::lock_guard lock(mutex_);
    done_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::string ProgressMeter::line() const {
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::uint64_t games = counts_.games.load(), positions = counts_.positions.load();
  const double rate = elapsed > 0 ? double(positions) / elapsed : 0;
  std::string eta = "-";
  if (games > 0) eta = clock_text(elapsed / double(games) * double(total_ - games));
  char rate_text[32];
  std::snprintf(rate_text, sizeof rate_text, "%.0f", rate);
  return "games " + std::to_string(games_before_ + games) + "/" + std::to_string(games_before_ + total_) + " (" +
         std::to_string(counts_.dropped.load()) + " dropped), positions " +
         std::to_string(positions_before_ + positions) + ", " + rate_text + " positions/s, elapsed " +
         clock_text(elapsed) + ", ETA " + eta;
}

void ProgressMeter::run() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, std::chrono::duration<double>(every_), [this] { return done_; }))
    out_ << "uiw-datagen: " << line() << std::endl;
}

}  // namespace datagen
