#include "match.h"

#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <thread>

namespace referee {

namespace {

// The first player's points.
double points_from_result(const std::string& result) {
  if (result == "1-0") return 1;
  if (result == "0-1") return 0;
  return 0.5;
}

std::vector<EngineEntry> engine_entries(const MatchSettings& s) {
  std::vector<EngineEntry> entries;
  for (const auto& e : s.engines) entries.push_back({e.name, e.tc.describe()});
  return entries;
}

}  // namespace

Match::Match(MatchSettings settings, std::ostream& out, std::ostream& progress_out)
    : s_(std::move(settings)),
      run_(referee::run_info(s_)),
      out_(out),
      progress_out_(progress_out),
      standings_(engine_entries(s_), s_.format, s_.sprt),
      live_match_(live_match(s_)),
      started_once_(s_.engines.size()) {
  standings_.set_side_names(s_.game.sides);
  progress_on_ = s_.progress == Progress::Always || (s_.progress == Progress::Auto && ::isatty(STDERR_FILENO));
  const Opening start = start_opening(*s_.game.prototype);
  schedule_ = build_schedule({s_.format, int(s_.engines.size()), s_.games, s_.rounds}, [&](long long k) {
    if (s_.book.empty()) return start;
    const std::size_t at = (s_.book_start + std::size_t(k)) % s_.book.size();
    return s_.book[s_.book_order.empty() ? at : s_.book_order[at]];
  });
  done_.assign(schedule_.size(), 0);
  for (const GameSetup& g : schedule_) {
    if (s_.shard.holds(g.pair))
      ++games_to_play_;
    else
      done_[std::size_t(g.index)] = 1;
  }
}

inchworm::MaybeError Match::check_recorded(const RecordedGame& r, const std::string& where) const {
  const std::string game = "game " + std::to_string(r.index + 1);
  if (r.schedule.empty())
    return inchworm::Error{where + ": " + game +
                           " has no schedule: written by an older uiw-referee, it cannot be resumed safely "
                           "(start a new -jsonout file)"};
  auto recorded = [&](const std::string& name) {
    for (const auto& [key, value] : r.schedule)
      if (key == name) return value;
    return std::string("(none)");
  };
  for (const auto& [name, value] : run_.fields) {
    if (may_differ_within_run(name) || recorded(name) == value) continue;
    return inchworm::Error{
        where + ": " + game + " was played with " + name + " '" + recorded(name) + "', this match has '" + value +
        "' (different engines, time controls, game, variant, adjudication or openings: -resume needs "
        "the same schedule, or a new -jsonout file)"};
  }
  if (r.run_id != run_.id)
    return inchworm::Error{where + ": " + game + " belongs to run " + r.run_id + " (event '" + r.event +
                           "'), this match is run " + run_.id + " (event '" + run_.event +
                           "'): -resume needs the same run, or a new -jsonout file"};
  const std::string recorded_size = "-games " + recorded("games") + " -rounds " + recorded("rounds");
  const std::string size = "-games " + std::to_string(s_.games) + " -rounds " + std::to_string(s_.rounds);
  if (r.index < 0 || r.index >= (long long)schedule_.size())
    return inchworm::Error{where + ": " + game + " is not in this match's schedule (" + size +
                           "; the records were made with " + recorded_size + ")"};
  const GameSetup& g = schedule_[std::size_t(r.index)];
  const std::string& first = s_.engines[std::size_t(g.engines[0])].name;
  const std::string& second = s_.engines[std::size_t(g.engines[1])].name;
  if (r.players[0] != first || r.players[1] != second || r.round != g.round || r.opening != g.opening.text())
    return inchworm::Error{where + ": " + game + " was round " + std::to_string(r.round) + ", " + r.players[0] +
                           " vs " + r.players[1] + ", opening '" + r.opening + "'; with " + size + " it is round " +
                           std::to_string(g.round) + ", " + first + " vs " + second + ", opening '" + g.opening.text() +
                           "' (resume with the recorded " + recorded_size + ")"};
  return std::nullopt;
}

inchworm::MaybeError Match::load_resume(ResumeRecords& resume) {
  auto recorded = read_recorded_games(s_.json_path);
  if (!recorded) return inchworm::Error{recorded.error()};
  std::map<long long, long long> first_line;  // schedule index -> the line that recorded it first
  long long other_shards = 0;
  for (const RecordedGame& r : *recorded) {
    if (auto bad = check_recorded(r, s_.json_path)) return bad;
    resume.recorded.insert(r.index);
    if (!s_.shard.holds(schedule_[std::size_t(r.index)].pair)) {
      ++other_shards;  // the same run's, played by another shard into this file: theirs to count
      continue;
    }
    if (const auto [at, fresh] = first_line.emplace(r.index, r.line); !fresh) {
      out_ << "Resuming: " << s_.json_path << ":" << r.line << " records game " << r.index + 1
           << " again (first at line " << at->second << "): counted once\n";
      continue;
    }
    done_[std::size_t(r.index)] = 1;
    const GameSetup& g = schedule_[std::size_t(r.index)];
    count_game(g, points_from_result(r.result), r.termination, r.moves);
    live_.game_ended(g, points_from_result(r.result), r.termination, "", r.moves[0].size() + r.moves[1].size(), true);
  }
  for (const GameSetup& g : schedule_)
    resume.players.emplace_back(s_.engines[std::size_t(g.engines[0])].name, s_.engines[std::size_t(g.engines[1])].name);
  resume.sides = s_.game.sides;
  resume.event = s_.event;
  if (other_shards)
    out_ << "Resuming: " << other_shards << " games of other shards of this run in " << s_.json_path
         << " are left as they are\n";
  if (games_done_) out_ << "Resuming: " << games_done_ << " of " << games_to_play_ << " games already played\n";
  return std::nullopt;
}

void Match::count_game(const GameSetup& g, double first_points, const std::string& termination,
                       const std::vector<MoveFacts> (&moves)[2]) {
  ++games_done_;
  standings_.add_game(g.pair, g.engines, first_points, termination);
  standings_.add_moves(g.engines, moves, first_points);
  // A shard plays all its pairs: the SPRT of a sharded run is decided on the merged records.
  if (standings_.decision() && s_.shard.whole()) stop_.store(true);
}

inchworm::MaybeError Match::run() {
  ResumeRecords resume;
  if (auto bad = live_.open(s_.live_path)) return bad;
  live_.run_started(live_match_, run_, games_to_play_);
  if (s_.resume)
    if (auto bad = load_resume(resume)) return bad;
  if (auto bad = records_.open(s_.pgn_path, s_.json_path, s_.resume ? &resume : nullptr, s_.pgn_fields)) return bad;
  if (!s_.log_path.empty())
    if (auto bad = log_.open(s_.log_path)) return inchworm::Error{*bad};
  if (s_.speed.measure || s_.speed.reference_nps > 0)
    if (auto bad = measure_speeds()) return bad;
  const int threads = std::max(1, (int)std::min<long long>(s_.concurrency, games_to_play_));
  std::vector<std::thread> workers;
  const auto cores = s_.use_affinity ? worker_cores(threads) : std::vector<std::vector<int>>{};
  for (int i = 0; i < threads; ++i) {
    const std::vector<int>* mine = cores.empty() ? nullptr : &cores[std::size_t(i)];
    workers.emplace_back([this, mine] { worker(mine); });
  }
  for (auto& w : workers) w.join();
  live_.run_finished(games_done_, aborted_.load());
  if (progress_on_) progress_out_ << "\r\033[K" << std::flush;
  if (fatal_error_) return inchworm::Error{*fatal_error_};
  return std::nullopt;
}

void Match::fail_match(const std::string& message) {
  {
    std::lock_guard lock(mutex_);
    if (!fatal_error_) fatal_error_ = message;
  }
  abort();
}

std::vector<std::vector<int>> Match::worker_cores(int workers) {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  std::vector<int> cores;
  if (::sched_getaffinity(0, sizeof allowed, &allowed) == 0)
    for (int core = 0; core < CPU_SETSIZE; ++core)
      if (CPU_ISSET(core, &allowed)) cores.push_back(core);
  if (cores.size() < 2 * std::size_t(workers)) {
    out_ << "-use-affinity: not pinned: " << cores.size() << " core(s) for " << workers
         << " game(s) at once, which need two each" << std::endl;
    return {};
  }
  std::vector<std::vector<int>> assigned;
  for (std::size_t w = 0; w < std::size_t(workers); ++w) assigned.push_back({cores[2 * w], cores[2 * w + 1]});
  return assigned;
}

GameRecord Match::play(const GameSetup& setup, std::vector<std::unique_ptr<EnginePlayer>>& players,
                       const std::vector<int>* cores) {
  // Only the two engines of this game keep a process: a tournament's other engines would otherwise
  // sit idle with their memory, one process per engine and worker.
  for (std::size_t engine = 0; engine < players.size(); ++engine)
    if (players[engine] && int(engine) != setup.engines[0] && int(engine) != setup.engines[1]) players[engine].reset();
  for (int engine : setup.engines) {
    auto& player = players[std::size_t(engine)];
    if (!player) {
      PlayerContext context;
      context.timeouts = s_.timeouts;
      context.log = log_.is_open() ? &log_ : nullptr;
      context.interrupt = &interrupt_;
      context.started_once = &started_once_[std::size_t(engine)];
      player = std::make_unique<EnginePlayer>(s_.engines[std::size_t(engine)], s_.game.engine_options(), context);
    }
  }
  // restart=on: a fresh process for every game (quit here, started again by the game).
  for (int engine : setup.engines)
    if (s_.engines[std::size_t(engine)].restart) players[std::size_t(engine)]->quit();
  EnginePlayer* const seated[2] = {players[std::size_t(setup.engines[0])].get(),
                                   players[std::size_t(setup.engines[1])].get()};
  // -use-affinity: the first player on the worker's first core, the second on its second.
  if (cores)
    for (int seat : {0, 1}) seated[seat]->set_cores({(*cores)[std::size_t(seat)]});
  live_.game_started(setup, live_match_);
  GameObservers observers;
  if (live_.is_open()) {
    observers.on_move = [&](const PlyRecord& ply, std::size_t n) { live_.move(setup.index, n, ply); };
    observers.on_think = [&](std::size_t ply, int side, const uiw::InfoReport& info,
                             const std::vector<std::string>& line) {
      live_.think(setup.index, ply, side, setup.engines[std::size_t(side)], info, line);
    };
  }
  return play_game(setup, seated, s_.game, s_.adjudication, observers);
}

void Match::worker(const std::vector<int>* cores) {
  std::vector<std::unique_ptr<EnginePlayer>> players(s_.engines.size());
  for (bool first = true;; first = false) {
    if (!first && s_.wait_ms > 0) pause_between_games();
    GameSetup setup;
    {
      std::lock_guard lock(mutex_);
      while (next_ < schedule_.size() && done_[next_]) ++next_;
      if (stop_.load() || next_ >= schedule_.size()) break;
      setup = schedule_[next_];
      done_[next_++] = 1;
      ++running_;
      show_progress();
    }
    GameRecord game = play(setup, players, cores);
    if (game.never_started >= 0) {
      // Like fastchess and cutechess-cli: an engine that cannot be started at all is a setup error,
      // not a string of lost games for the statistics (and the SPRT) to count.
      const EngineConfig& e = s_.engines[std::size_t(game.never_started)];
      std::string command = e.command;
      for (const auto& a : e.args) command += " " + a;
      const std::string side =
          s_.game.side_name(game.never_started == setup.engines[0] ? 0 : 1) + " (" + e.name + "): ";
      const std::string why = game.detail.rfind(side, 0) == 0 ? game.detail.substr(side.size()) : game.detail;
      fail_match("engine " + e.name + " cannot be started (command: " + command + "): " + why);
    }
    // After a stop, a failure may be the stop's doing (the signal may have reached the engines too).
    const bool dropped = game.termination == Termination::Interrupted || game.never_started >= 0 ||
                         (aborted_.load() && game.termination == Termination::Failure);
    if (dropped) {
      live_.game_dropped(setup.index);
      std::lock_guard lock(mutex_);
      --running_;
      break;
    }
    records_.append(game, run_);
    const std::string reason = game.reason();
    live_.game_ended(setup, game.points_of(setup.engines[0]), reason, game.detail, game.plies.size(), false);
    std::lock_guard lock(mutex_);
    --running_;
    std::vector<MoveFacts> moves[2];
    moves_by_side(game, moves);
    count_game(setup, game.points_of(setup.engines[0]), reason, moves);
    ++played_here_;
    report_game(game);
  }
  // Stopping: the engines get a short grace to leave (they may be in the middle of a search).
  const auto grace = std::chrono::milliseconds(aborted_.load() ? 200 : 500);
  for (auto& p : players)
    if (p) p->quit(grace);
}

inchworm::MaybeError Match::measure_speeds() {
  double total = 0;
  std::string text;
  for (const EngineConfig& e : s_.engines) {
    auto nps = bench_nps(e, s_.game.engine_options(), s_.timeouts);
    if (!nps) return inchworm::Error{nps.error()};
    run_.speeds.emplace_back(e.name, *nps);
    total += *nps;
    text += (text.empty() ? "" : ", ") + e.name + " " + std::to_string(std::llround(*nps));
  }
  out_ << "Speed (bench, nodes/s): " << text;
  if (s_.speed.reference_nps > 0) {
    // The engines' mean speed against the reference: a slower machine gets more time.
    run_.time_scale = s_.speed.reference_nps / (total / double(s_.engines.size()));
    for (EngineConfig& e : s_.engines) scale_time_control(e.tc, run_.time_scale);
    out_ << "; time controls x" << format_number(run_.time_scale, "%.3f") << " (to "
         << std::llround(s_.speed.reference_nps) << " nodes/s)";
  }
  out_ << std::endl;
  return std::nullopt;
}

void Match::pause_between_games() {
  // In short steps, so that a stop is not kept waiting.
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(s_.wait_ms);
  while (!stop_.load() && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(
        std::chrono::milliseconds(20), until - std::chrono::steady_clock::now()));
}

void Match::report_game(const GameRecord& g) {
  if (progress_on_) progress_out_ << "\r\033[K" << std::flush;
  out_ << "Finished game " << g.setup.index + 1 << " (" << g.names[0] << " vs " << g.names[1]
       << "): " << g.result_text() << " {" << g.detail << "; " << g.plies.size() << " plies}\n";
  if (s_.rating_interval > 0 && games_done_ % s_.rating_interval == 0) out_ << summary();
  out_ << std::flush;
  show_progress();
}

std::string Match::progress_text() const {
  std::string games = "Games " + std::to_string(games_done_) + "/" + std::to_string(games_to_play_) + ", running " +
                      std::to_string(running_);
  // The games still to play at the pace of those played so far by this process.
  if (played_here_ > 0 && games_done_ < games_to_play_) {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    const long long eta = std::llround(elapsed * double(games_to_play_ - games_done_) / double(played_here_));
    char text[48];
    std::snprintf(text, sizeof text, ", ETA %lld:%02lld:%02lld", eta / 3600, eta / 60 % 60, eta % 60);
    games += text;
  }
  const std::string results = standings_.progress_text();
  return results.empty() ? games : games + " | " + results;
}

void Match::show_progress() {
  if (!progress_on_) return;
  progress_out_ << "\r\033[K" << progress_text() << std::flush;
}

std::string Match::summary() const { return standings_.summary(); }

}  // namespace referee
