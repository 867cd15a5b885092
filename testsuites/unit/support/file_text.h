// The whole text of a file, for the tests that read what a program wrote (records, logs, outputs) or
// the files they take as seeds; empty when the file cannot be read (the test's checks then say what was
// missing).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace testing_support {

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace testing_support
