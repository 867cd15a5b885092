#include "session.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <sstream>

#include "go_parser.h"
#include "info_line.h"
#include "option_lines.h"

namespace uiw {

namespace {

constexpr const char* kVersion = "0.1";

bool parse_int(const std::string& s, long long lo, long long hi, long long& out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && ec == std::errc() && end == s.data() + s.size() && out >= lo && out <= hi;
}

}  // namespace

Session::Session(std::unique_ptr<inchworm::Game> game, Output& out) : game_(std::move(game)), out_(out) {}

Session::~Session() { stop_job(); }

bool Session::handle(std::string_view line) {
  const Words w = split_words(line);
  if (w.empty()) return true;
  const std::string& cmd = w[0];
  // Commands answered at once, also while a job runs.
  if (cmd == "isready") return out_.line("readyok"), true;
  if (cmd == "stop") return stop_job(), true;
  if (cmd == "ponderhit") return true;  // no pondering: nothing to switch
  if (cmd == "quit") return stop_job(), false;
  if (cmd == "query") return cmd_query(w), true;
  if (cmd == "d") return cmd_display(), true;
  if (cmd == "help") return cmd_help(), true;
  // Commands that change the engine's state first let a bounded job (go depth/nodes/movetime/clock,
  // perft) finish, as a GUI waits for `bestmove`, and stop an unbounded one (go infinite).
  if (cmd == "uiw") return settle_job(), cmd_hello("uiwok"), true;
  if (cmd == "ugi") return settle_job(), cmd_hello("ugiok"), true;
  if (cmd == "setoption") return settle_job(), cmd_setoption(w), true;
  if (cmd == "uiwnewgame" || cmd == "uginewgame") return settle_job(), game_->new_game(), true;
  if (cmd == "position") return settle_job(), cmd_position(w), true;
  if (cmd == "go") return settle_job(), cmd_go(w), true;
  if (cmd == "eval") return cmd_eval(), true;  // reads the position only: also during a search
  if (cmd == "bench") return settle_job(), cmd_bench(w), true;
  out_.error("unknown command: " + cmd);
  return true;
}

void Session::finish() { settle_job(); }

void Session::settle_job() {
  if (!bounded_) stop_.store(true);
  wait_job();
}

void Session::cmd_hello(const char* ok) {
  out_.line("id name " + game_->name() + " " + kVersion);
  out_.line("id author " + game_->author());
  for (const auto& spec : game_->options()) out_.line(option_line(spec));
  out_.line(ok);
}

void Session::cmd_setoption(const Words& w) {
  // setoption name <name words> [value <value words>]
  if (w.size() < 3 || w[1] != "name") return out_.error("setoption needs: setoption name <name> [value <value>]");
  const std::size_t at = find_word(w, "value", 2);
  const std::string name = join_words(w, 2, at);
  if (name.empty()) return out_.error("setoption needs an option name");
  const std::string value = at < w.size() ? join_words(w, at + 1, w.size()) : "";
  if (auto e = game_->set_option(name, value)) return out_.error(e->message);
  flush_notes();
}

void Session::cmd_position(const Words& w) {
  // position startpos [moves ...] | position fen <position string> [moves ...]
  if (w.size() < 2) return out_.error("position needs startpos or fen");
  const std::size_t moves_at = find_word(w, "moves", 1);
  std::string base;
  if (w[1] == "startpos") {
    if (moves_at != 2 && w.size() > 2) return out_.error("unexpected token after startpos: " + w[2]);
    base = "startpos";
  } else if (w[1] == "fen") {
    base = join_words(w, 2, moves_at);
    if (base.empty()) return out_.error("position fen needs a position string");
  } else {
    return out_.error("position needs startpos or fen, not: " + w[1]);
  }
  const Words moves(w.begin() + std::ptrdiff_t(std::min(moves_at + 1, w.size())), w.end());
  if (auto e = game_->set_position(base, moves)) out_.error(e->message);
}

void Session::cmd_go(const Words& w) {
  auto go = parse_go(w);
  if (!go) return out_.error(go.error());
  if (go->kind == GoCommand::Kind::Perft) {
    const int depth = go->perft_depth;
    start_job(
        [this, depth] {
          auto total = game_->perft(
              depth, [this](const std::string& move, std::uint64_t n) { out_.line(move + ": " + std::to_string(n)); },
              stop_);
          if (total)
            out_.line("Nodes searched: " + std::to_string(*total));
          else if (stop_.load())
            out_.info_string(total.error());
          else
            out_.error(total.error());
        },
        true);
    return;
  }
  const inchworm::SearchLimits limits = go->limits;
  // Without any limit the search runs until `stop`, like `go infinite`.
  const bool bounded =
      !limits.infinite && (limits.depth || limits.nodes || limits.move_time || limits.time[0] || limits.time[1]);
  start_job(
      [this, limits] {
        inchworm::SearchListener listener;
        listener.info = [this](const inchworm::SearchInfo& info) { out_.line(format_info(info)); };
        listener.text = [this](const std::string& text) { out_.info_string(text); };
        const inchworm::SearchOutcome outcome = game_->search(limits, listener, stop_);
        // An infinite search keeps its answer until it is stopped (UCI): a GUI may still be analysing.
        if (limits.infinite)
          while (!stop_.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        out_.line("bestmove " + (outcome.best_move.empty() ? std::string("(none)") : outcome.best_move));
      },
      bounded);
}

void Session::cmd_eval() { out_.line(game_->evaluation()); }

void Session::cmd_bench(const Words& w) {
  long long depth = 0;
  if (w.size() > 2) return out_.error("unexpected token after bench depth: " + w[2]);
  if (w.size() == 2 && !parse_int(w[1], 1, 64, depth))
    return out_.error("bad bench depth: " + w[1] + " (expected 1..64)");
  start_job(
      [this, depth] {
        inchworm::SearchListener listener;
        listener.text = [this](const std::string& text) { out_.info_string(text); };
        auto totals = game_->bench(int(depth), listener, stop_);
        if (!totals) return out_.error(totals.error());
        const long long ms = std::max<long long>(1, totals->time_ms);
        out_.line("Total time (ms): " + std::to_string(totals->time_ms));
        out_.line("Nodes searched: " + std::to_string(totals->nodes));
        out_.line("Nodes/second: " + std::to_string(totals->nodes * 1000 / std::uint64_t(ms)));
      },
      true);
}

void Session::cmd_query(const Words& w) {
  if (w.size() < 2) return out_.error("query needs: moves, fen, gameover, p1turn or result");
  const std::string& what = w[1];
  if (w.size() > 2) return out_.error("unexpected token after query " + what + ": " + w[2]);
  if (what == "fen") return out_.line("response " + game_->position_string());
  if (what == "gameover") return out_.line(std::string("response ") + (game_->is_over() ? "true" : "false"));
  if (what == "p1turn") return out_.line(std::string("response ") + (game_->first_player_to_move() ? "true" : "false"));
  if (what == "result") {
    const char* names[] = {"none", "p1win", "p2win", "draw"};
    return out_.line(std::string("response ") + names[int(game_->outcome())]);
  }
  if (what == "moves") {
    auto moves = game_->legal_moves();
    if (!moves) return out_.error(moves.error());
    std::string line = "response";
    for (const auto& m : *moves) line += " " + m;
    return out_.line(line);
  }
  out_.error("unknown query: " + what);
}

void Session::cmd_display() {
  std::string text = game_->describe();
  if (!text.empty() && text.back() == '\n') text.pop_back();
  out_.line(text);
}

void Session::cmd_help() {
  out_.line(
      "Commands: uiw | ugi | isready | setoption name <name> [value <value>] | uiwnewgame | uginewgame\n"
      "  position startpos|fen <position string> [moves <m1> <m2> ...]\n"
      "  go [wtime|p1time <ms>] [btime|p2time <ms>] [winc|p1inc <ms>] [binc|p2inc <ms>] [movestogo <n>]\n"
      "     [movetime <ms>] [depth <n>] [nodes <n>] [infinite] | go perft <depth> | stop | ponderhit\n"
      "  eval | bench [depth]\n"
      "  query moves|fen|gameover|p1turn|result | d | help | quit");
}

void Session::start_job(std::function<void()> job, bool bounded) {
  wait_job();
  stop_.store(false);
  bounded_ = bounded;
  running_.store(true);
  worker_ = std::thread([this, job = std::move(job)] {
    job();
    running_.store(false);
  });
}

void Session::stop_job() {
  stop_.store(true);
  wait_job();
}

void Session::wait_job() {
  if (worker_.joinable()) worker_.join();
}

void Session::flush_notes() {
  for (const auto& note : game_->take_notes()) out_.info_string(note);
}

}  // namespace uiw
