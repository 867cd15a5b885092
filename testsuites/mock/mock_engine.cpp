// uiw_mock: a small uiw engine that plays random legal moves, or misbehaves on purpose so that the
// referee's and the adapters' failure handling can be tested with real processes.
//
//   uiw_mock [--mode M] [--after N] [--delay MS] [--seed S] [--name NAME] [--score CP]
//            [--report DIR] [--max-siblings N] [--marker FILE]
//
// Modes (each misbehaviour starts once the engine has answered N `go` commands, N = --after, default 0):
//   random       well-behaved: a random legal move for every `go`, with one `info` line (default)
//   crash-on-go  exits with status 3 on receiving `go`
//   stall        stops answering anything (reads and ignores its input until end of file)
//   illegal      answers `go` with an illegal move
//   garbage      prints a line that is not protocol before its move
//   slow-start   sleeps --delay ms before answering `uiw` / `ugi`, then behaves
//   exit-midgame exits with status 0 right after sending a move
//   slow         sleeps --delay ms before each move (still answers `isready` afterwards)
//   resign       reports score cp -(--score) for every move (for resign / draw adjudication tests)
//   double-bestmove  sends its `bestmove` line twice
//   start-once   exits like exit-midgame; and exits at once with status 4 when started while --marker
//                FILE exists (the first process creates it): an engine that cannot be restarted
//
// --report DIR: at start, writes DIR/<pid>.txt with what the process inherited from its parent: open
//   file descriptors beyond 0-2, SIGPIPE's disposition, blocked signals, the parent-death signal, and
//   whether it leads its own process group.
// --max-siblings N: on every `go`, counts the running processes with the same parent (itself included);
//   more than N gives a garbage line (for checking that a referee keeps few engines running).
#include <dirent.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "rodeffer/movegen.h"
#include "rodeffer/notation.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace {

struct Settings {
  std::string mode = "random";
  long long after = 0;
  long long delay_ms = 0;
  unsigned long long seed = 1;
  std::string name = "uiw_mock";
  long long score = 0;
  std::string report_dir;
  long long max_siblings = 0;  // 0: not checked
  std::string marker;
};

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> w;
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

void say(const std::string& line) { std::cout << line << std::endl; }

// The numeric entries of a /proc folder.
std::vector<long long> numbers_in(const char* folder) {
  std::vector<long long> numbers;
  if (DIR* dir = ::opendir(folder)) {
    while (const dirent* entry = ::readdir(dir)) {
      char* end = nullptr;
      const long long n = std::strtoll(entry->d_name, &end, 10);
      if (end != entry->d_name && *end == '\0') numbers.push_back(n);
    }
    ::closedir(dir);
  }
  return numbers;
}

void write_report(const std::string& dir) {
  std::vector<long long> fds;
  for (long long fd : numbers_in("/proc/self/fd")) {
    const std::string link = "/proc/self/fd/" + std::to_string(fd);
    char target[512] = {};
    const ssize_t n = ::readlink(link.c_str(), target, sizeof target - 1);
    // The listing's own descriptor is gone by now: only descriptors that still resolve count.
    if (fd > 2 && n > 0) fds.push_back(fd);
  }
  struct sigaction pipe_action {};
  ::sigaction(SIGPIPE, nullptr, &pipe_action);
  sigset_t blocked;
  ::sigprocmask(SIG_BLOCK, nullptr, &blocked);
  int death_signal = 0;
  ::prctl(PR_GET_PDEATHSIG, &death_signal);
  std::ofstream out(dir + "/" + std::to_string(::getpid()) + ".txt");
  out << "fds:";
  for (long long fd : fds) out << " " << fd;
  out << "\nsigpipe: "
      << (pipe_action.sa_handler == SIG_IGN   ? "ignored"
          : pipe_action.sa_handler == SIG_DFL ? "default"
                                              : "handled");
  out << "\nblocked:";
  for (int sig = 1; sig < NSIG; ++sig)
    if (sigismember(&blocked, sig) == 1) out << " " << sig;
  out << "\npdeathsig: " << death_signal << "\nown group: " << (::getpgrp() == ::getpid() ? "yes" : "no") << "\n";
}

// Running (not zombie) processes whose parent is this process's parent, this one included.
long long running_siblings() {
  const long long parent = ::getppid();
  long long count = 0;
  for (long long pid : numbers_in("/proc")) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    // pid (comm) state ppid ...: the name may hold spaces, so read after its closing parenthesis.
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 1));
    char state = 0;
    long long ppid = 0;
    rest >> state >> ppid;
    if (ppid == parent && state != 'Z') ++count;
  }
  return count;
}

class Mock {
 public:
  explicit Mock(Settings s) : s_(std::move(s)), rng_(s_.seed), pos_(Position::start(rules_)) {}

  // Returns false to quit.
  bool handle(const std::string& line) {
    const auto w = words_of(line);
    if (w.empty()) return true;
    const std::string& cmd = w[0];
    if (cmd == "uiw" || cmd == "ugi") {
      if (s_.mode == "slow-start") sleep(s_.delay_ms);
      say("id name " + s_.name);
      say("id author the Inchworm team (mock)");
      say("option name Topology type combo default plane var plane var cylinder var torus");
      say(cmd == "uiw" ? "uiwok" : "ugiok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "setoption") {
      set_option(w);
    } else if (cmd == "uiwnewgame" || cmd == "uginewgame") {
      pos_ = Position::start(rules_);
    } else if (cmd == "position") {
      set_position(w);
    } else if (cmd == "go") {
      return go();
    } else if (cmd == "quit") {
      return false;
    }
    return true;
  }

  bool stalled() const { return stalled_; }

 private:
  static void sleep(long long ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

  void set_option(const std::vector<std::string>& w) {
    // setoption name N value V (single words are enough for the rules options)
    if (w.size() >= 5 && is_rules_option(w[2])) {
      if (auto e = set_rules_option(rules_, w[2], w[4])) say("error " + e->message);
      pos_ = Position::start(rules_);
    }
  }

  void set_position(const std::vector<std::string>& w) {
    std::size_t i = 1;
    Position pos = Position::start(rules_);
    if (i < w.size() && w[i] == "startpos") {
      ++i;
    } else if (i < w.size() && w[i] == "fen") {
      std::string text;
      for (++i; i < w.size() && w[i] != "moves"; ++i) text += (text.empty() ? "" : " ") + w[i];
      auto parsed = parse_position(text, rules_);
      if (!parsed) return say("error " + parsed.error());
      pos = *parsed;
    }
    if (i < w.size() && w[i] == "moves") ++i;
    for (; i < w.size(); ++i) {
      auto m = parse_move(pos, w[i]);
      if (!m) return say("error " + m.error());
      Position::Undo undo;
      pos.do_move(*m, undo);
    }
    pos_ = pos;
  }

  bool go() {
    const bool misbehave = answered_ >= s_.after;
    ++answered_;
    if (s_.max_siblings > 0)
      if (const long long n = running_siblings(); n > s_.max_siblings)
        say("too many engines: " + std::to_string(n) + " running");
    if (misbehave && s_.mode == "crash-on-go") std::exit(3);
    if (misbehave && s_.mode == "stall") {
      stalled_ = true;
      return true;
    }
    if (misbehave && s_.mode == "slow") sleep(s_.delay_ms);
    if (pos_.is_over()) return say("bestmove (none)"), true;
    if (misbehave && s_.mode == "illegal") return say("bestmove " + illegal_move()), true;
    if (misbehave && s_.mode == "garbage") say("#%& this is not a protocol line");
    const std::string move = random_move();
    const long long score = s_.mode == "resign" ? -s_.score : 0;
    say("info depth 1 score cp " + std::to_string(score) + " nodes 1 time 0 pv " + move);
    // The second copy goes out in the same write, as a racing flush would send it.
    if (misbehave && s_.mode == "double-bestmove")
      say("bestmove " + move + "\nbestmove " + move);
    else
      say("bestmove " + move);
    if (misbehave && (s_.mode == "exit-midgame" || s_.mode == "start-once")) std::exit(0);
    return true;
  }

  std::string random_move() {
    MoveList moves;
    DistributionCounter counter;
    if (!generate_all(pos_, moves, counter)) {
      moves.clear();
      generate_simple(pos_, moves);
    }
    if (moves.empty()) return "pass";
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    return format_move(pos_, moves[pick(rng_)]);
  }

  // A drop onto an enemy stack (never legal, R2.1), or a pass while other moves exist (R2.5).
  std::string illegal_move() const {
    const Bitboard enemy = pos_.stacks(~pos_.side_to_move());
    if (enemy) return square_name(__builtin_ctzll(enemy));
    return "pass";
  }

  Settings s_;
  std::mt19937_64 rng_;
  Rules rules_;
  Position pos_;
  long long answered_ = 0;
  bool stalled_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i], value = argv[i + 1];
    if (key == "--mode")
      s.mode = value;
    else if (key == "--after")
      s.after = std::atoll(value.c_str());
    else if (key == "--delay")
      s.delay_ms = std::atoll(value.c_str());
    else if (key == "--seed")
      s.seed = std::strtoull(value.c_str(), nullptr, 10);
    else if (key == "--name")
      s.name = value;
    else if (key == "--score")
      s.score = std::atoll(value.c_str());
    else if (key == "--report")
      s.report_dir = value;
    else if (key == "--max-siblings")
      s.max_siblings = std::atoll(value.c_str());
    else if (key == "--marker")
      s.marker = value;
  }
  if (!s.report_dir.empty()) write_report(s.report_dir);
  if (s.mode == "start-once" && !s.marker.empty()) {
    if (std::ifstream(s.marker)) return 4;
    std::ofstream(s.marker) << ::getpid() << "\n";
  }
  Mock mock(s);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (mock.stalled()) continue;  // a hung engine: reads, never answers
    if (!mock.handle(line)) return 0;
  }
  return 0;
}
