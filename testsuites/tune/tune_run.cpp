#include "tune_run.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace tune_test {

std::string scratch_dir(const std::string& name) {
  const std::string dir = std::string(TEST_SCRATCH_DIR) + "/" + name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

int Process::wait(std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  for (;;) {
    int status = 0;
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (std::chrono::steady_clock::now() > end) return -1;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

Process start_tune(const std::vector<std::string>& args, const std::string& log) {
  std::vector<std::string> words = {TUNE_BINARY};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  Process p;
  p.log = log;
  p.pid = ::fork();
  if (p.pid == 0) {
    const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return p;
}

int run_tune(const std::vector<std::string>& args, std::string& output, std::chrono::milliseconds limit) {
  const std::string log = std::string(TEST_SCRATCH_DIR) + "/run-" + std::to_string(::getpid()) + ".log";
  std::filesystem::remove(log);
  Process p = start_tune(args, log);
  int status = p.wait(limit);
  if (status == -1) {
    ::kill(p.pid, SIGKILL);
    p.wait(std::chrono::seconds(5));
  }
  output = p.output();
  return status;
}

std::vector<std::string> skill_mock_match(const std::string& name, const std::vector<std::string>& mock_args) {
  std::vector<std::string> words = {"-engine", std::string("cmd=") + SKILL_MOCK, "name=" + name};
  for (const auto& a : mock_args) words.push_back("arg=" + a);
  for (const char* w : {"-each", "depth=1", "-variant", "Game=inchworm-chess", "-maxplies", "40", "-resign",
                        "movecount=1", "score=500"})
    words.push_back(w);
  return words;
}

}  // namespace tune_test
