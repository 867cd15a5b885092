// `-log FILE`: every line between the referee and the engines, with the time and the engine's name, for
// finding out what an engine did when it failed. Shared by all games; thread-safe.
#pragma once

#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

#include "expected.h"

namespace referee {

class ProtocolLog {
 public:
  ~ProtocolLog();
  inchworm::MaybeError open(const std::string& path);
  bool is_open() const { return file_ != nullptr; }
  // `to_engine`: a line the referee sent; otherwise one the engine wrote.
  void line(const std::string& engine, int pid, bool to_engine, const std::string& text);

 private:
  std::mutex mutex_;
  std::FILE* file_ = nullptr;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace referee
