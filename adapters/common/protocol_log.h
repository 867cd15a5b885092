// A protocol log: every line between an adapter and its engines, with the time and the engine's name
// and pid, for finding out what an engine did when it failed (uiw-referee -log, uiw-web --log). Lines
// in parentheses are the adapter's own notes (an end of output, an exit, a kill). Thread-safe.
#pragma once

#include <chrono>
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>

namespace adapters {

class ProtocolLog {
 public:
  ProtocolLog() = default;
  ~ProtocolLog();
  ProtocolLog(const ProtocolLog&) = delete;
  ProtocolLog& operator=(const ProtocolLog&) = delete;
  // Appends to `path`; the reason when it cannot be written.
  std::optional<std::string> open(const std::string& path);
  bool is_open() const { return file_ != nullptr; }
  // `to_engine`: a line the adapter sent; otherwise one the engine wrote (or a note). A pid of 0 (the
  // process is not started yet, or gone) is left out.
  void line(const std::string& engine, int pid, bool to_engine, const std::string& text);

 private:
  std::mutex mutex_;
  std::FILE* file_ = nullptr;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace adapters
