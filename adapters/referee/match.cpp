#include "match.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <thread>

namespace referee {

namespace {

std::string percent(double fraction) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f %%", 100 * fraction);
  return buf;
}

std::string number(double x, const char* format) { return format_number(x, format); }

// The first player's points.
double points_from_result(const std::string& result) {
  if (result == "1-0") return 1;
  if (result == "0-1") return 0;
  return 0.5;
}

}  // namespace

Match::Match(MatchSettings settings, std::ostream& out, std::ostream& progress_out)
    : s_(std::move(settings)), out_(out), progress_out_(progress_out), started_once_(s_.engines.size()) {
  progress_on_ = s_.progress == Progress::Always || (s_.progress == Progress::Auto && ::isatty(STDERR_FILENO));
  per_engine_.resize(s_.engines.size());
  build_schedule();
  build_schedule_fields();
  done_.assign(schedule_.size(), 0);
}

void Match::build_schedule() {
  const int n = int(s_.engines.size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (s_.format == Format::RoundRobin || a == 0) encounters_.push_back({a, b, {}, {}});
  // A pairing's games are numbered across the rounds, so that colours and openings alternate over the
  // whole sequence and an odd -games still gives pairs (-games 1 -rounds 2N: N pairs).
  const long long per_pairing = (long long)s_.games * s_.rounds;
  const long long pairs_per_pairing = (per_pairing + 1) / 2;
  const long long e_count = (long long)encounters_.size();
  const Opening start = start_opening(*s_.game.prototype);
  for (int round = 0; round < s_.rounds; ++round) {
    for (long long e = 0; e < e_count; ++e) {
      for (int k = 0; k < s_.games; ++k) {
        const long long g_in_pairing = (long long)round * s_.games + k;
        GameSetup g;
        g.index = (long long)schedule_.size();
        g.round = round + 1;
        g.encounter = int(e);
        g.pair = e * pairs_per_pairing + g_in_pairing / 2;
        const bool swapped = g_in_pairing % 2 == 1;
        g.engines[0] = swapped ? encounters_[e].second : encounters_[e].first;
        g.engines[1] = swapped ? encounters_[e].first : encounters_[e].second;
        if (!s_.book.empty()) {
          const std::size_t at = (s_.book_start + std::size_t(g_in_pairing / 2)) % s_.book.size();
          g.opening = s_.book[s_.book_order.empty() ? at : s_.book_order[at]];
        } else {
          g.opening = start;
        }
        schedule_.push_back(g);
      }
    }
  }
}

namespace {

// Names of the schedule fields that may differ on -resume: the schedule may grow, as long as every
// recorded game keeps its place (checked game by game); the file may move if its openings stay.
bool may_differ_on_resume(const std::string& field) {
  return field == "games" || field == "rounds" || field == "openings file";
}

std::string joined(const std::vector<std::string>& parts) {
  std::string s;
  for (const auto& p : parts) s += (s.empty() ? "" : ", ") + p;
  return s;
}

// FNV-1a over the openings' text: a book that changed is told from one that moved.
std::string book_fingerprint(const std::vector<Opening>& book) {
  if (book.empty()) return "start position";
  std::uint64_t h = 14695981039346656037ull;
  for (const Opening& o : book)
    for (unsigned char c : o.text() + "\n") h = (h ^ c) * 1099511628211ull;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
  return std::to_string(book.size()) + " openings, fingerprint " + hex;
}

}  // namespace

void Match::build_schedule_fields() {
  std::vector<std::string> names, tcs;
  for (const auto& e : s_.engines) {
    names.push_back(e.name);
    tcs.push_back(e.tc.describe());
  }
  schedule_fields_ = {
      {"tournament", s_.format == Format::Gauntlet ? "gauntlet" : "roundrobin"},
      {"engines", joined(names)},
      {"time controls", joined(tcs)},
      {"game", s_.game.game_id},
      {"variant", s_.game.rules_text()},
      {"games", std::to_string(s_.games)},
      {"rounds", std::to_string(s_.rounds)},
      {"openings", book_fingerprint(s_.book)},
      {"openings order", s_.book.empty() ? "" : s_.book_order_text},
      {"openings file", s_.book_file},
  };
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
  for (const auto& [name, value] : schedule_fields_) {
    if (may_differ_on_resume(name) || recorded(name) == value) continue;
    return inchworm::Error{where + ": " + game + " was played with " + name + " '" + recorded(name) +
                           "', this match has '" + value +
                           "' (different engines, time controls, game, variant or openings: -resume needs the same "
                           "schedule, or a new -jsonout file)"};
  }
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
  for (const RecordedGame& r : *recorded) {
    if (auto bad = check_recorded(r, s_.json_path)) return bad;
    resume.recorded.insert(r.index);
    if (const auto [at, fresh] = first_line.emplace(r.index, r.line); !fresh) {
      out_ << "Resuming: " << s_.json_path << ":" << r.line << " records game " << r.index + 1
           << " again (first at line " << at->second << "): counted once\n";
      continue;
    }
    done_[std::size_t(r.index)] = 1;
    const GameSetup& g = schedule_[std::size_t(r.index)];
    count_game(g, points_from_result(r.result), r.termination);
  }
  for (const GameSetup& g : schedule_)
    resume.players.emplace_back(s_.engines[std::size_t(g.engines[0])].name, s_.engines[std::size_t(g.engines[1])].name);
  resume.sides = s_.game.sides;
  resume.event = s_.event;
  if (games_done_) out_ << "Resuming: " << games_done_ << " of " << schedule_.size() << " games already played\n";
  return std::nullopt;
}

void Match::count_game(const GameSetup& g, double first_points, const std::string& termination) {
  ++games_done_;
  ++terminations_[termination];
  Encounter& e = encounters_[std::size_t(g.encounter)];
  const double encounter_points = g.engines[0] == e.first ? first_points : 1 - first_points;
  if (encounter_points == 1)
    ++e.games.wins;
  else if (encounter_points == 0)
    ++e.games.losses;
  else
    ++e.games.draws;
  for (int engine : {g.engines[0], g.engines[1]}) {
    const double p = engine == g.engines[0] ? first_points : 1 - first_points;
    Trinomial& t = per_engine_[std::size_t(engine)];
    if (p == 1)
      ++t.wins;
    else if (p == 0)
      ++t.losses;
    else
      ++t.draws;
  }
  // The two games of an opening make a pair once both are in (pentanomial counts).
  auto& open = open_pairs_[g.pair];
  if (++open.first == 2) {
    e.pairs.add_pair(open.second, encounter_points);
    open_pairs_.erase(g.pair);
  } else {
    open.second = encounter_points;
  }
  if (s_.sprt && encounters_.size() == 1) {
    last_llr_ = sprt_llr(e.pairs, *s_.sprt);
    const SprtDecision d = sprt_decide(last_llr_, *s_.sprt);
    if (d != SprtDecision::Continue) {
      sprt_decision_ = d;
      stop_.store(true);
    }
  }
}

inchworm::MaybeError Match::run() {
  ResumeRecords resume;
  if (s_.resume)
    if (auto bad = load_resume(resume)) return bad;
  if (auto bad = records_.open(s_.pgn_path, s_.json_path, s_.resume ? &resume : nullptr)) return bad;
  if (!s_.log_path.empty())
    if (auto bad = log_.open(s_.log_path)) return bad;
  const int threads = std::max(1, std::min<int>(s_.concurrency, int(schedule_.size())));
  std::vector<std::thread> workers;
  for (int i = 0; i < threads; ++i) workers.emplace_back([this] { worker(); });
  for (auto& w : workers) w.join();
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

GameRecord Match::play(const GameSetup& setup, std::vector<std::unique_ptr<EnginePlayer>>& players) {
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
  EnginePlayer* const seated[2] = {players[std::size_t(setup.engines[0])].get(),
                                   players[std::size_t(setup.engines[1])].get()};
  return play_game(setup, seated, s_.game, s_.adjudication);
}

void Match::worker() {
  std::vector<std::unique_ptr<EnginePlayer>> players(s_.engines.size());
  for (;;) {
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
    GameRecord game = play(setup, players);
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
      std::lock_guard lock(mutex_);
      --running_;
      break;
    }
    records_.append(game, s_.event, schedule_fields_);
    std::lock_guard lock(mutex_);
    --running_;
    const std::string reason =
        game.termination == Termination::Failure ? failure_name(game.failure) : termination_name(game.termination);
    count_game(setup, game.points_of(setup.engines[0]), reason);
    report_game(game);
  }
  // Stopping: the engines get a short grace to leave (they may be in the middle of a search).
  const auto grace = std::chrono::milliseconds(aborted_.load() ? 200 : 500);
  for (auto& p : players)
    if (p) p->quit(grace);
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
  std::string s = "Games " + std::to_string(games_done_) + "/" + std::to_string(schedule_.size()) + ", running " +
                  std::to_string(running_);
  if (encounters_.size() == 1) {
    const Encounter& e = encounters_[0];
    s += " | " + s_.engines[std::size_t(e.first)].name + " +" + std::to_string(e.games.wins) + " =" +
         std::to_string(e.games.draws) + " -" + std::to_string(e.games.losses) + " | Elo " +
         format_elo(elo_from_games(e.games));
    if (s_.sprt)
      s += " | LLR " + number(last_llr_, "%.2f") + " [" + number(s_.sprt->lower_bound(), "%.2f") + ", " +
           number(s_.sprt->upper_bound(), "%.2f") + "]";
  }
  return s;
}

void Match::show_progress() {
  if (!progress_on_) return;
  progress_out_ << "\r\033[K" << progress_text() << std::flush;
}

std::string Match::encounter_text(const Encounter& e) const {
  const std::string& a = s_.engines[std::size_t(e.first)].name;
  const std::string& b = s_.engines[std::size_t(e.second)].name;
  const Trinomial& t = e.games;
  std::ostringstream o;
  o << "Results of " << a << " vs " << b << " (" << s_.engines[std::size_t(e.first)].tc.describe() << " vs "
    << s_.engines[std::size_t(e.second)].tc.describe() << "):\n";
  o << "  Elo: " << format_elo(elo_from_games(t)) << ", LOS: " << percent(likelihood_of_superiority(t))
    << ", DrawRatio: " << percent(t.draw_ratio()) << "\n";
  o << "  Games: " << t.games() << ", Wins: " << t.wins << ", Losses: " << t.losses << ", Draws: " << t.draws
    << ", Points: " << number(double(t.wins) + 0.5 * double(t.draws), "%.1f") << " (" << percent(t.score()) << ")\n";
  if (e.pairs.pairs()) {
    o << "  Ptnml(0-2): [" << e.pairs.counts[0] << ", " << e.pairs.counts[1] << ", " << e.pairs.counts[2] << ", "
      << e.pairs.counts[3] << ", " << e.pairs.counts[4] << "], pairs Elo: " << format_elo(elo_from_pairs(e.pairs))
      << "\n";
  }
  if (s_.sprt && encounters_.size() == 1) {
    o << "  LLR: " << number(sprt_llr(e.pairs, *s_.sprt), "%.2f") << " (" << number(s_.sprt->lower_bound(), "%.2f")
      << ", " << number(s_.sprt->upper_bound(), "%.2f") << ") [" << number(s_.sprt->elo0, "%.2f") << ", "
      << number(s_.sprt->elo1, "%.2f") << "] " << (s_.sprt->model == SprtModel::Normalized ? "nElo" : "logistic Elo");
    if (sprt_decision_) o << " " << (*sprt_decision_ == SprtDecision::AcceptH1 ? "H1 accepted" : "H0 accepted");
    o << "\n";
  }
  return o.str();
}

std::string Match::summary() const {
  std::ostringstream o;
  o << "--------------------------------------------------\n";
  for (const Encounter& e : encounters_)
    if (e.games.games() || encounters_.size() == 1) o << encounter_text(e);
  if (s_.engines.size() > 2) {
    // Standings: each engine against the field.
    std::vector<std::size_t> rank(s_.engines.size());
    for (std::size_t i = 0; i < rank.size(); ++i) rank[i] = i;
    std::stable_sort(rank.begin(), rank.end(),
                     [&](std::size_t a, std::size_t b) { return per_engine_[a].score() > per_engine_[b].score(); });
    o << "Rank Name                      Elo        +/-   Games  Score   Draw\n";
    int place = 1;
    for (std::size_t i : rank) {
      const Trinomial& t = per_engine_[i];
      const EloEstimate elo = elo_from_games(t);
      char line[160];
      std::snprintf(line, sizeof line, "%4d %-20s %8s %10s %7lld %6s %6s\n", place++, s_.engines[i].name.c_str(),
                    number(elo.elo, "%+.1f").c_str(), number(elo.error95, "%.1f").c_str(), t.games(),
                    percent(t.score()).c_str(), percent(t.draw_ratio()).c_str());
      o << line;
    }
  }
  if (!terminations_.empty()) {
    o << "Terminations:";
    bool first = true;
    for (const auto& [name, count] : terminations_) {
      o << (first ? " " : ", ") << name << " " << count;
      first = false;
    }
    o << "\n";
  }
  o << "--------------------------------------------------\n";
  return o.str();
}

}  // namespace referee
