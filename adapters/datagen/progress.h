// A run's progress on standard error: games done of the run's (the shard's) total, positions, positions
// per second of this session and the time left at the rate of the games ended in it, printed every few
// seconds by a thread of its own while the workers count.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

namespace datagen {

struct ProgressCounts {
  std::atomic<std::uint64_t> games{0};      // ended in this session (dropped ones included)
  std::atomic<std::uint64_t> dropped{0};    // of those, dropped
  std::atomic<std::uint64_t> positions{0};  // searched in this session
};

class ProgressMeter {
 public:
  // `total`: the games this session plays; `before`: games and positions already in the file.
  ProgressMeter(std::ostream& out, const ProgressCounts& counts, std::uint64_t total, std::uint64_t games_before,
                std::uint64_t positions_before, double every_seconds);
  ~ProgressMeter();  // stops the thread

  // The line as it stands now.
  std::string line() const;

 private:
  void run();

  std::ostream& out_;
  const ProgressCounts& counts_;
  std::uint64_t total_, games_before_, positions_before_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

// "1:02:03" (hours when there are), "4:05".
std::string clock_text(double seconds);

}  // namespace datagen
