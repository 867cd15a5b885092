// uiw_mock: a small uiw engine that plays random legal moves of any registered game (through the
// engine library's GameState: it follows the `Game` and rule options it is sent), or misbehaves on
// purpose so that the referee's and the adapters' failure handling can be tested with real processes.
//
//   uiw_mock [--mode M] [--after N] [--delay MS] [--seed S] [--name NAME] [--score CP]
//            [--report DIR] [--max-siblings N] [--marker FILE] [--move-time MS]
//
// `bench` answers `Nodes searched: 1000` and `Nodes/second: N`, N from the environment variable
//   UIW_MOCK_NPS (100000 without it): a machine's speed, for tests of -measure-speed and -scale-nps (the
//   environment is not in the run's settings, so shards of one run may differ in it).
// --move-time MS: every `go` takes that long before its answer, whatever the mode (games that last a
//   while, for tests that stop the referee in the middle of a match).
//
// Modes (each misbehaviour starts once the engine has answered N `go` commands, N = --after, default 0):
//   random       well-behaved: a random legal move for every `go`, with one `info` line (default); the
//                choice depends only on --seed and the position, so games are the same whichever
//                process plays them
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
//   bad-bytes    `info` lines and a `bestmove` with bytes that are not UTF-8, control bytes and braces
//                (the move is illegal)
//   bad-bytes-garbage  a line of such bytes that is not protocol, before its move
//   half-line-abort    writes `bestmo` without an end of line, then aborts (SIGABRT, no core file)
//   garbage-abort      writes a whole line that is not protocol, then aborts
// Modes for the compliance check (-compliance), each failing at one step of it:
//   early-bestmove     answers `go infinite` and `go ponder` at once instead of waiting for `stop` or
//                      `ponderhit` (in every other mode the move is held until then)
//   busy-search        does not answer `isready` while a search is held
//   ignore-stop        ignores `stop`
//   bad-input-crash    exits with status 5 on a position or move it cannot read
//   ignore-quit        ignores `quit` (leaves at the end of its input)
//
// --report DIR: at start, writes DIR/<pid>.txt with what the process inherited from its parent: open
//   file descriptors beyond 0-2, SIGPIPE's disposition, blocked signals, the parent-death signal, and
//   whether it leads its own process group; and at every `go`, a line `go cpus: 0 1` with the cores it
//   may run on then (for -use-affinity).
// --max-siblings N: on every `go`, counts the running processes with the same parent (itself included);
//   more than N gives a garbage line (for checking that a referee keeps few engines running).
#include <dirent.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "mock_game.h"
#include "registry.h"
#include "text.h"

using namespace inchworm;

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
  long long move_time_ms = 0;
};

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

// A 64-bit mix (splitmix64's finaliser): spreads a position's hash over the move list.
std::uint64_t mix(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// FNV-1a of a text.
std::uint64_t text_hash(const std::string& text) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

class Mock {
 public:
  explicit Mock(Settings s) : s_(std::move(s)), game_(default_game_id()) {}

  // Returns false to quit.
  bool handle(const std::string& line) {
    const auto w = split_words(line);
    if (w.empty()) return true;
    const std::string& cmd = w[0];
    if (cmd == "uiw" || cmd == "ugi") {
      if (s_.mode == "slow-start") sleep(s_.delay_ms);
      say("id name " + s_.name);
      say("id author the Inchworm team (mock)");
      say("option name Game type combo default " + default_game_id() + mock::MockGame::game_choices());
      say(cmd == "uiw" ? "uiwok" : "ugiok");
    } else if (cmd == "isready") {
      if (!(s_.mode == "busy-search" && !held_.empty())) say("readyok");
    } else if (cmd == "stop" || cmd == "ponderhit") {
      if (s_.mode == "ignore-stop" && cmd == "stop") return true;
      if (!held_.empty()) say("bestmove " + std::exchange(held_, {}));
    } else if (cmd == "setoption") {
      set_option(w);
    } else if (cmd == "uiwnewgame" || cmd == "uginewgame") {
      game_.new_game();
    } else if (cmd == "position") {
      set_position(w);
    } else if (cmd == "go") {
      return go(w);
    } else if (cmd == "bench") {
      const char* nps = std::getenv("UIW_MOCK_NPS");
      say("Nodes searched: 1000");
      say(std::string("Nodes/second: ") + (nps ? nps : "100000"));
    } else if (cmd == "quit") {
      return s_.mode == "ignore-quit";
    }
    return true;
  }

  bool stalled() const { return stalled_; }

 private:
  static void sleep(long long ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

  // SIGABRT without leaving a core file behind.
  [[noreturn]] static void abort_quietly() {
    const rlimit none{0, 0};
    ::setrlimit(RLIMIT_CORE, &none);
    std::abort();
  }

  // setoption name N value V: the game and its rules (mock_game.h); other options are accepted.
  void set_option(const std::vector<std::string>& w) {
    const std::size_t value_at = find_word(w, "value");
    if (w.size() < 3 || w[1] != "name") return;
    if (const auto error = game_.set_option(join_words(w, 2, value_at), join_words(w, value_at + 1, w.size())))
      say("error " + *error);
  }

  void set_position(const std::vector<std::string>& w) {
    if (s_.mode == "bad-input-crash") {
      if (!read_position(w)) std::exit(5);
      return;
    }
    read_position(w);
  }

  // False (after an `error` line) when the position or a move cannot be read; the old one stays.
  bool read_position(const std::vector<std::string>& w) {
    if (const auto error = game_.set_position(w)) return say("error " + *error), false;
    return true;
  }

  bool go(const std::vector<std::string>& w) {
    // `go infinite` and `go ponder` keep their move until `stop` or `ponderhit`.
    const bool hold =
        s_.mode != "early-bestmove" && (find_word(w, "infinite") < w.size() || find_word(w, "ponder") < w.size());
    if (hold && !game_.state().is_over()) {
      held_ = random_move();
      return true;
    }
    if (!s_.report_dir.empty()) report_cores();
    const bool misbehave = answered_ >= s_.after;
    ++answered_;
    sleep(s_.move_time_ms);
    if (s_.max_siblings > 0)
      if (const long long n = running_siblings(); n > s_.max_siblings)
        say("too many engines: " + std::to_string(n) + " running");
    if (misbehave && s_.mode == "crash-on-go") std::exit(3);
    if (misbehave && s_.mode == "stall") {
      stalled_ = true;
      return true;
    }
    if (misbehave && s_.mode == "slow") sleep(s_.delay_ms);
    if (game_.state().is_over()) return say("bestmove (none)"), true;
    if (misbehave && s_.mode == "illegal") return say("bestmove " + illegal_move()), true;
    if (misbehave && s_.mode == "garbage") say("#%& this is not a protocol line");
    if (misbehave && s_.mode == "bad-bytes") {
      say("info depth 1 score cp 0 nodes 1 pv \xff\xfe \xc3");
      say("info string \x01\x1b[31m{red}\xc0\xaf \xed\xa0\x80 \xf4\x90\x80\x80 \x7f");
      return say("bestmove \xf0\x28\x8c\xbc}\x07{\xe2\x82"), true;
    }
    if (misbehave && s_.mode == "bad-bytes-garbage") say("\xff\xfe{not protocol}\x01 \x1b[0m \xc3");
    if (misbehave && s_.mode == "half-line-abort") {
      std::cout << "bestmo" << std::flush;
      abort_quietly();
    }
    if (misbehave && s_.mode == "garbage-abort") {
      say("#%& this is not a protocol line");
      abort_quietly();
    }
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

  void report_cores() const {
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (::sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
    std::ofstream out(s_.report_dir + "/" + std::to_string(::getpid()) + ".txt", std::ios::app);
    out << "go cpus:";
    for (int core = 0; core < CPU_SETSIZE; ++core)
      if (CPU_ISSET(core, &allowed)) out << " " << core;
    out << "\n";
  }

  // A legal move chosen by the seed and the position alone; `(none)` when the moves cannot be listed.
  std::string random_move() const {
    const auto moves = game_.state().legal_moves();
    if (!moves || moves->empty()) return "(none)";
    const std::uint64_t pick = mix(text_hash(game_.state().position_string()) ^ mix(s_.seed));
    return (*moves)[pick % moves->size()];
  }

  // A move the rules refuse here: a square name (a drop onto an occupied square in Rodeffer's game, a
  // step from an empty square in the others), else `pass` while other moves exist, else a word no game
  // reads.
  std::string illegal_move() const {
    const BoardView board = game_.state().board();
    for (int rank = 0; rank < board.ranks; ++rank)
      for (int file = 0; file < board.files; ++file) {
        const std::string square = std::string(1, char('a' + file)) + std::to_string(rank + 1);
        if (!game_.state().parse_move(square)) return square;
      }
    if (!game_.state().parse_move("pass")) return "pass";
    return "z0";
  }

  Settings s_;
  mock::MockGame game_;
  long long answered_ = 0;
  bool stalled_ = false;
  std::string held_;  // the move of a `go infinite` or `go ponder`, until `stop` or `ponderhit`
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
    else if (key == "--move-time")
      s.move_time_ms = std::atoll(value.c_str());
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
