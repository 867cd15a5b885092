#include "referee_run.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

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

namespace {

// The referee's arguments with the test's record files and no progress line.
std::vector<std::string> referee_words(const std::string& dir, const std::vector<std::string>& args) {
  std::vector<std::string> words = {REFEREE_BINARY};
  words.insert(words.end(), args.begin(), args.end());
  // A sanitizer build of an engine (TSan: several seconds of CPU before `uiwok`) on a loaded machine can
  // take longer than the default 10 s to start; tests of the start timeout give their own.
  if (std::find(args.begin(), args.end(), "-starttimeout") == args.end())
    for (const char* w : {"-starttimeout", "120000"}) words.push_back(w);
  for (const char* w : {"-pgnout", "", "-jsonout", "", "-progress", "never"}) words.push_back(w);
  words[words.size() - 5] = dir + "/games.pgn";
  words[words.size() - 3] = dir + "/games.jsonl";
  return words;
}

}  // namespace

std::size_t count_lines(const std::string& path) {
  std::ifstream in(path);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

std::vector<std::string> join(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

void poll_pause() { std::this_thread::sleep_for(std::chrono::milliseconds(20)); }

Background start_referee(const std::string& dir, const std::vector<std::string>& args) {
  Background b;
  b.dir = dir;
  b.json_path = dir + "/games.jsonl";
  b.pgn_path = dir + "/games.pgn";
  const std::vector<std::string> words = referee_words(dir, args);
  std::vector<char*> argv;
  for (const auto& w : words) argv.push_back(const_cast<char*>(w.c_str()));
  argv.push_back(nullptr);
  const std::string output = dir + "/output.txt";
  b.pid = ::fork();
  if (b.pid == 0) {
    const int fd = ::open(output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return b;
}

int Background::wait(std::chrono::milliseconds limit) {
  int status = 0;
  pid_t done = 0;
  wait_for([&] { return (done = ::waitpid(pid, &status, WNOHANG)) != 0; }, limit);
  if (done != pid) return -1;
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

std::string Background::output() const { return read_text(dir + "/output.txt"); }

std::vector<pid_t> reported_pids(const std::string& dir) {
  std::vector<pid_t> pids;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (const std::string stem = entry.path().stem(); entry.path().extension() == ".txt" && !stem.empty() &&
                                                      stem.find_first_not_of("0123456789") == std::string::npos)
      pids.push_back(pid_t(std::atoll(stem.c_str())));
  return pids;
}

bool process_gone(pid_t pid) {
  if (::kill(pid, 0) != 0) return true;
  // A zombie whose new parent has not reaped it yet has stopped all the same.
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  const std::size_t close = line.rfind(')');
  return close != std::string::npos && close + 2 < line.size() && line[close + 2] == 'Z';
}

namespace {

// Runs the words as a command, its output into DIR/output.txt.
Run run_words(const std::string& dir, const std::vector<std::string>& words) {
  Run run;
  std::string command;
  for (const auto& w : words) command += (command.empty() ? "" : " ") + shell_quote(w);
  command += " > " + shell_quote(dir + "/output.txt") + " 2>&1";
  const int raw = std::system(command.c_str());
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.output = read_text(dir + "/output.txt");
  return run;
}

}  // namespace

Run run_referee_alone(const std::string& dir, const std::vector<std::string>& args) {
  std::vector<std::string> words = {REFEREE_BINARY};
  words.insert(words.end(), args.begin(), args.end());
  return run_words(dir, words);
}

Run run_referee(const std::string& dir, const std::vector<std::string>& args) {
  Run run = run_words(dir, referee_words(dir, args));
  run.json_path = dir + "/games.jsonl";
  run.pgn_path = dir + "/games.pgn";
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
