// A session under test, for the protocol's unit tests: its output kept where the test can read it
// while the session's threads write, either as a whole or line by line, as a host reads an engine.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>

#include "registry.h"
#include "session.h"

namespace session_test {

using Millis = std::chrono::milliseconds;

// A stream buffer that keeps what is written; readers on other threads can wait for more.
class SharedText : public std::streambuf {
 public:
  std::string snapshot() {
    std::lock_guard<std::mutex> lock(mutex_);
    return text_;
  }
  // Waits until `ready(text)` holds or `limit` has passed; returns the last `ready` answer.
  bool wait(const std::function<bool(const std::string&)>& ready, Millis limit) {
    std::unique_lock<std::mutex> lock(mutex_);
    return grew_.wait_for(lock, limit, [&] { return ready(text_); });
  }

 protected:
  int_type overflow(int_type c) override {
    if (c != traits_type::eof()) append(std::string(1, char(c)));
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    append(std::string(s, std::size_t(n)));
    return n;
  }

 private:
  void append(const std::string& more) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      text_ += more;
    }
    grew_.notify_all();
  }
  std::mutex mutex_;
  std::condition_variable grew_;
  std::string text_;
};

// A session with every registered game whose output can be read while its threads write.
struct Harness {
  SharedText buffer;
  std::ostream stream{&buffer};
  uiw::Output out{stream};
  uiw::Session session{inchworm::make_engine(), out};
  std::size_t read_to = 0;  // how much of the output next_line has consumed

  std::string output() { return buffer.snapshot(); }

  // Waits until the output holds `what`; false after `limit`.
  bool wait_for(const std::string& what, Millis limit) {
    return buffer.wait([&](const std::string& text) { return text.find(what) != std::string::npos; }, limit);
  }

  // The next whole line not read yet for which `accept` holds; the lines before it are consumed and
  // skipped, as a host skips lines it does not wait for. Nothing after `limit`.
  std::optional<std::string> next_line(const std::function<bool(const std::string&)>& accept, Millis limit) {
    std::optional<std::string> found;
    buffer.wait(
        [&](const std::string& text) {
          for (std::size_t end; (end = text.find('\n', read_to)) != std::string::npos;) {
            std::string line = text.substr(read_to, end - read_to);
            read_to = end + 1;
            if (accept(line)) {
              found = std::move(line);
              return true;
            }
          }
          return false;
        },
        limit);
    return found;
  }
};

}  // namespace session_test
