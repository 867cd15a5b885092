#include "referee_run.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace referee_test {

namespace {

std::string shell_quote(const std::string& word) {
  std::string q = "'";
  for (char c : word) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// The scratch folders of this test process, removed when it ends (kept with UIW_REFEREE_KEEP_SCRATCH=1).
struct ScratchFolders {
  std::vector<std::filesystem::path> folders;
  ~ScratchFolders() {
    if (std::getenv("UIW_REFEREE_KEEP_SCRATCH")) return;
    std::error_code ec;
    for (const auto& f : folders) std::filesystem::remove_all(f, ec);
  }
} scratch_folders;

}  // namespace

std::string scratch_dir(const std::string& name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("uiw-referee-test-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::remove_all(dir);
  scratch_folders.folders.push_back(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Run run_referee(const std::string& dir, const std::vector<std::string>& args) {
  Run run;
  run.json_path = dir + "/games.jsonl";
  run.pgn_path = dir + "/games.pgn";
  std::string command = shell_quote(REFEREE_BINARY);
  for (const auto& a : args) command += " " + shell_quote(a);
  command += " -pgnout " + shell_quote(run.pgn_path) + " -jsonout " + shell_quote(run.json_path);
  command += " -progress never > " + shell_quote(dir + "/output.txt") + " 2>&1";
  const int raw = std::system(command.c_str());
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.output = read_text(dir + "/output.txt");
  auto games = referee::read_recorded_games(run.json_path);
  if (games) run.games = *games;
  return run;
}

std::vector<std::string> mock_engine(const std::string& name, const std::string& mode,
                                     const std::vector<std::string>& mock_args) {
  std::vector<std::string> words = {"-engine", std::string("cmd=") + MOCK_ENGINE, "name=" + name, "arg=--mode",
                                    "arg=" + mode};
  for (const auto& a : mock_args) words.push_back("arg=" + a);
  return words;
}

}  // namespace referee_test
