// The session fuzz target's body (testsuites/fuzz/session_fuzz.h) over its seed corpus, for every
// registered game, so that every build runs it without clang: the golden transcripts' inputs and the
// awkward sessions of testsuites/fuzz/session_corpus/.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "session_fuzz.h"

namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every file with extension `ext` under `dir` (and its subfolders), sorted by path.
std::vector<fs::path> files_under(const fs::path& dir, const std::string& ext) {
  std::vector<fs::path> found;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ext) found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

TEST_CASE("session fuzz target body over its seed corpus, for every game", "[protocol][fuzz][threads]") {
  const fs::path suites = TESTSUITES_DIR;
  std::vector<fs::path> corpus = files_under(suites / "protocol", ".in");
  for (const auto& path : files_under(suites / "fuzz" / "session_corpus", ".txt")) corpus.push_back(path);
  CHECK(corpus.size() >= 25);
  const auto& games = inchworm::game_registry();
  for (std::size_t g = 0; g < games.size(); ++g) {
    for (const auto& path : corpus) {
      INFO(games[g].id << ": " << path.string());
      CHECK(fuzz::check_session(std::string(1, char(g)) + read_file(path)) == "");
    }
  }
}
