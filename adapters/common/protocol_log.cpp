#include "protocol_log.h"

namespace adapters {

ProtocolLog::~ProtocolLog() {
  if (file_) std::fclose(file_);
}

std::optional<std::string> ProtocolLog::open(const std::string& path) {
  if (!(file_ = std::fopen(path.c_str(), "ae")))  // "e": close-on-exec, kept from the engines
    return "cannot write the log " + path;
  return std::nullopt;
}

void ProtocolLog::line(const std::string& engine, int pid, bool to_engine, const std::string& text) {
  if (!file_) return;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::string who = pid > 0 ? engine + "(" + std::to_string(pid) + ")" : engine;
  std::lock_guard lock(mutex_);
  std::fprintf(file_, "%10.6f %s %s %s\n", seconds, who.c_str(), to_engine ? "<" : ">", text.c_str());
  std::fflush(file_);
}

}  // namespace adapters
