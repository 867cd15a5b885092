#include "session.h"

#include <algorithm>
#include <chrono>

#include "go_parser.h"
#include "info_line.h"
#include "option_lines.h"
#include "version.h"

namespace uiw {

namespace {

using inchworm::find_word;
using inchworm::join_words;
using inchworm::split_words;

}  // namespace

Session::Session(std::unique_ptr<inchworm::Engine> engine, Output& out)
    : engine_(std::move(engine)), out_(out), commands_([this] { run_commands(); }) {}

Session::~Session() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!quit_) {
      quit_ = true;
      stop_all_through_ = received_;
      stop_.store(true);
      queue_.push_back({Command::Kind::Quit, ++received_, {}});
    }
  }
  changed_.notify_all();
  if (commands_.joinable()) commands_.join();
  if (worker_.joinable()) worker_.join();
}

bool Session::handle(std::string_view line) {
  Words w = split_words(line);
  if (w.empty()) return true;
  std::unique_lock<std::mutex> lock(mutex_);
  if (quit_) return false;
  const std::string& cmd = w[0];
  // These act at once, even while the command thread waits for a job.
  if (cmd == "stop") {
    stop_targets_.insert(last_go_);
    if (job_seq_ && job_seq_ == last_go_) stop_.store(true);
    return true;
  }
  if (cmd == "ponderhit") {
    hit_targets_.insert(last_go_);
    if (job_seq_ && job_seq_ == last_go_) pondering_.store(false);
    return true;
  }
  if (cmd == "quit") {
    stop_all_through_ = received_;
    stop_.store(true);
    quit_ = true;
    queue_.push_back({Command::Kind::Quit, ++received_, {}});
    lock.unlock();
    changed_.notify_all();
    return false;
  }
  if (cmd == "go" || cmd == "bench") last_go_ = received_ + 1;
  queue_.push_back({Command::Kind::Line, ++received_, std::move(w), std::chrono::steady_clock::now()});
  lock.unlock();
  changed_.notify_all();
  return true;
}

void Session::finish() {
  std::unique_lock<std::mutex> lock(mutex_);
  if (quit_) {
    lock.unlock();
    if (commands_.joinable() && commands_.get_id() != std::this_thread::get_id()) commands_.join();
    return;
  }
  const std::uint64_t seq = ++received_;
  queue_.push_back({Command::Kind::Finish, seq, {}});
  changed_.notify_all();
  changed_.wait(lock, [&] { return done_ >= seq; });
}

void Session::run_commands() {
  for (;;) {
    Command c;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      changed_.wait(lock, [&] { return !queue_.empty(); });
      c = std::move(queue_.front());
      queue_.pop_front();
    }
    switch (c.kind) {
      case Command::Kind::Line:
        execute(c);
        break;
      case Command::Kind::Finish:
        settle_job();
        break;
      case Command::Kind::Quit:
        stop_job();
        break;
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = c.seq;
    }
    changed_.notify_all();
    if (c.kind == Command::Kind::Quit) return;
  }
}

void Session::execute(const Command& c) {
  const std::uint64_t seq = c.seq;
  const Words& w = c.words;
  const std::string& cmd = w[0];
  // Answered at once, also while a job runs.
  if (cmd == "isready") return out_.line("readyok");
  if (cmd == "query") return cmd_query(w);
  if (cmd == "d") return cmd_display();
  if (cmd == "help") return cmd_help();
  if (cmd == "eval") return cmd_eval();  // reads the position only: also during a search
  // Commands that change the engine's state first settle a running job.
  if (cmd == "uiw") return settle_job(), cmd_hello("uiwok");
  if (cmd == "ugi") return settle_job(), cmd_hello("ugiok");
  if (cmd == "setoption") return settle_job(), cmd_setoption(w);
  if (cmd == "uiwnewgame" || cmd == "uginewgame") return settle_job(), engine_->new_game();
  if (cmd == "position") return settle_job(), cmd_position(w);
  if (cmd == "go") return settle_job(), cmd_go(seq, w, c.received_at);
  if (cmd == "bench") return settle_job(), cmd_bench(seq, w);
  // Reads the searcher's values, which a search copies as it starts: after the job, as setoption.
  if (cmd == "tunables") return settle_job(), cmd_tunables(w);
  out_.error("unknown command: " + cmd);
}

void Session::cmd_hello(const char* ok) {
  out_.line("id name " + engine_->name() + " " + std::string(inchworm::version()));
  out_.line("id author " + engine_->author());
  for (const auto& spec : engine_->options()) out_.line(option_line(spec));
  out_.line(ok);
}

void Session::cmd_setoption(const Words& w) {
  // setoption name <name words> [value <value words>]
  if (w.size() < 3 || w[1] != "name") return out_.error("setoption needs: setoption name <name> [value <value>]");
  const std::size_t at = find_word(w, "value", 2);
  const std::string name = join_words(w, 2, at);
  if (name.empty()) return out_.error("setoption needs an option name");
  const std::string value = at < w.size() ? join_words(w, at + 1, w.size()) : "";
  if (auto e = engine_->set_option(name, value)) return out_.error(e->message);
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
  if (auto e = engine_->set_position(base, moves)) out_.error(e->message);
}

void Session::cmd_go(std::uint64_t seq, const Words& w, std::chrono::steady_clock::time_point asked_at) {
  auto go = parse_go(w);
  if (!go) return out_.error(go.error());
  if (go->kind == GoCommand::Kind::Perft) {
    const int depth = go->perft_depth;
    start_job(
        seq,
        [this, depth] {
          auto total = engine_->perft(
              depth, [this](const std::string& move, std::uint64_t n) { out_.line(move + ": " + std::to_string(n)); },
              stop_);
          if (total) return out_.line("Nodes searched: " + std::to_string(*total));
          report_failure("perft", total.error());
        },
        true);
    return;
  }
  if (!engine_->can_search()) return out_.error(engine_->no_search_message());
  inchworm::SearchLimits limits = go->limits;
  limits.asked_at = asked_at;
  if (!limits.search_moves.empty())
    if (auto e = engine_->check_moves(limits.search_moves)) return out_.error("go searchmoves: " + e->message);
  const bool ponder = go->ponder;
  if (ponder) limits.ponder = &pondering_;
  // The expected reply only for a GUI that said it ponders: hosts that do not ponder may take only
  // `bestmove <move>` (cutegames waits for ever on a longer line).
  const bool show_reply = engine_->player_settings().ponder;
  // Bounded: ends by itself once pondering is over. Without any limit it runs until `stop`.
  inchworm::SearchLimits after_ponderhit = limits;
  after_ponderhit.ponder = nullptr;
  const bool bounded = inchworm::search_ends_by_itself(after_ponderhit, engine_->first_player_to_move());
  start_job(
      seq,
      [this, limits, show_reply] {
        inchworm::SearchListener listener;
        listener.info = [this](const inchworm::SearchInfo& info) { out_.line(format_info(info)); };
        listener.text = [this](const std::string& text) { out_.info_string(text); };
        const inchworm::SearchOutcome outcome = engine_->search(limits, listener, stop_);
        // An infinite or pondering search keeps its answer until `stop` (or `ponderhit`): UCI.
        while ((limits.infinite || pondering_.load()) && !stop_.load())
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
        std::string answer = "bestmove " + (outcome.best_move.empty() ? std::string("(none)") : outcome.best_move);
        if (show_reply && !outcome.ponder_move.empty()) answer += " ponder " + outcome.ponder_move;
        out_.line(answer);
      },
      bounded, ponder);
}

void Session::cmd_tunables(const Words& w) {
  if (w.size() > 1) return out_.error("unexpected token after tunables: " + w[1]);
  if (!engine_->can_search()) return out_.error(engine_->no_search_message());
  for (const auto& t : engine_->tunables()) out_.line(tunable_line(t));
}

void Session::cmd_eval() { out_.line(engine_->evaluation()); }

void Session::cmd_bench(std::uint64_t seq, const Words& w) {
  if (w.size() > 2) return out_.error("unexpected token after bench depth: " + w[2]);
  const auto parsed = w.size() == 2 ? inchworm::parse_number<long long>(w[1], 1, 64) : 0LL;
  if (!parsed) return out_.error("bad bench depth: " + w[1] + " (expected 1..64)");
  const long long depth = *parsed;
  start_job(
      seq,
      [this, depth] {
        inchworm::SearchListener listener;
        listener.text = [this](const std::string& text) { out_.info_string(text); };
        auto totals = engine_->bench(int(depth), listener, stop_);
        if (!totals) return report_failure("bench", totals.error());
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
  if (what == "fen") return out_.line("response " + engine_->position_string());
  if (what == "gameover") return out_.line(std::string("response ") + (engine_->is_over() ? "true" : "false"));
  if (what == "p1turn")
    return out_.line(std::string("response ") + (engine_->first_player_to_move() ? "true" : "false"));
  if (what == "result") {
    const char* names[] = {"none", "p1win", "p2win", "draw"};
    return out_.line(std::string("response ") + names[int(engine_->outcome())]);
  }
  if (what == "moves") {
    auto moves = engine_->legal_moves();
    if (!moves) return out_.error(moves.error());
    std::string line = "response";
    for (const auto& m : *moves) line += " " + m;
    return out_.line(line);
  }
  out_.error("unknown query: " + what);
}

void Session::cmd_display() {
  std::string text = engine_->describe();
  if (!text.empty() && text.back() == '\n') text.pop_back();
  out_.line(text);
}

void Session::cmd_help() {
  out_.line(
      "Commands: uiw | ugi | isready | setoption name <name> [value <value>] | uiwnewgame | uginewgame\n"
      "  position startpos|fen <position string> [moves <m1> <m2> ...]\n"
      "  go [wtime|p1time <ms>] [btime|p2time <ms>] [winc|p1inc <ms>] [binc|p2inc <ms>] [movestogo <n>]\n"
      "     [movetime <ms>] [depth <n>] [nodes <n>] [mate <n>] [infinite] [ponder] [searchmoves <m1> ...]\n"
      "  go perft <depth> | stop | ponderhit\n"
      "  eval | bench [depth] | tunables (the game's tunable constants, set by setoption, as SPSA input)\n"
      "  query moves|fen|gameover|p1turn|result | d | help | quit");
}

void Session::start_job(std::uint64_t seq, std::function<void()> job, bool bounded, bool ponder) {
  settle_job();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // A `stop` (or `ponderhit`) that came after this command but before its job started still counts.
    job_seq_ = seq;
    stop_.store(stop_targets_.count(seq) || seq <= stop_all_through_);
    pondering_.store(ponder && !hit_targets_.count(seq));
    // Jobs start in order: what was meant for this job or an earlier one is used up.
    stop_targets_.erase(stop_targets_.begin(), stop_targets_.upper_bound(seq));
    hit_targets_.erase(hit_targets_.begin(), hit_targets_.upper_bound(seq));
  }
  bounded_ = bounded;
  worker_ = std::thread(std::move(job));
}

void Session::settle_job() {
  if (!worker_.joinable()) return;
  if (!bounded_ || pondering_.load()) stop_.store(true);
  worker_.join();
  std::lock_guard<std::mutex> lock(mutex_);
  job_seq_ = 0;
}

void Session::stop_job() {
  stop_.store(true);
  settle_job();
}

void Session::report_failure(const char* job, const std::string& message) {
  // A job cut short by `stop` (or `quit`) did what it was asked: one note, the same for every job.
  if (stop_.load()) return out_.info_string(std::string(job) + " stopped");
  out_.error(message);
}

void Session::flush_notes() {
  for (const auto& note : engine_->take_notes()) out_.info_string(note);
}

}  // namespace uiw
