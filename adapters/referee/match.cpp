#include "match.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <thread>

#include "notation.h"

namespace referee {

namespace {

std::string percent(double fraction) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f %%", 100 * fraction);
  return buf;
}

std::string number(double x, const char* format) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

double points_from_result(const std::string& result, bool red) {
  if (result == "1-0") return red ? 1 : 0;
  if (result == "0-1") return red ? 0 : 1;
  return 0.5;
}

}  // namespace

Match::Match(MatchSettings settings, std::ostream& out, std::ostream& progress_out)
    : s_(std::move(settings)), out_(out), progress_out_(progress_out) {
  progress_on_ = s_.progress == Progress::Always || (s_.progress == Progress::Auto && ::isatty(STDERR_FILENO));
  per_engine_.resize(s_.engines.size());
  build_schedule();
  done_.assign(schedule_.size(), 0);
}

void Match::build_schedule() {
  const int n = int(s_.engines.size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (s_.format == Format::RoundRobin || a == 0) encounters_.push_back({a, b, {}, {}});
  const long long pairs_per_round = (s_.games + 1) / 2;
  const long long e_count = (long long)encounters_.size();
  for (int round = 0; round < s_.rounds; ++round) {
    for (long long e = 0; e < e_count; ++e) {
      for (int k = 0; k < s_.games; ++k) {
        GameSetup g;
        g.index = (long long)schedule_.size();
        g.round = round + 1;
        g.encounter = int(e);
        const long long pair_in_encounter = round * pairs_per_round + k / 2;
        g.pair = (round * e_count + e) * pairs_per_round + k / 2;
        const bool swapped = k % 2 == 1;
        g.red = swapped ? encounters_[e].second : encounters_[e].first;
        g.blue = swapped ? encounters_[e].first : encounters_[e].second;
        if (!s_.book.empty()) {
          const std::size_t at = (s_.book_start + std::size_t(pair_in_encounter)) % s_.book.size();
          g.opening = s_.book[s_.book_order.empty() ? at : s_.book_order[at]];
        } else {
          g.opening.start_fen = inchworm::format_position(inchworm::Position::start(s_.rules));
        }
        schedule_.push_back(g);
      }
    }
  }
}

inchworm::MaybeError Match::load_resume() {
  auto recorded = read_recorded_games(s_.json_path);
  if (!recorded) return inchworm::Error{recorded.error()};
  for (const RecordedGame& r : *recorded) {
    if (r.index < 0 || r.index >= (long long)schedule_.size())
      return inchworm::Error{s_.json_path + ": game " + std::to_string(r.index) + " is not in this match's schedule"};
    const GameSetup& g = schedule_[std::size_t(r.index)];
    if (r.red != s_.engines[g.red].name || r.blue != s_.engines[g.blue].name)
      return inchworm::Error{s_.json_path + ": game " + std::to_string(r.index) + " was " + r.red + " vs " + r.blue +
                             ", but this match schedules " + s_.engines[g.red].name + " vs " + s_.engines[g.blue].name +
                             " (different engines or order?)"};
    if (done_[std::size_t(r.index)]) continue;
    done_[std::size_t(r.index)] = 1;
    count_game(g, points_from_result(r.result, true), r.termination);
  }
  if (games_done_) out_ << "Resuming: " << games_done_ << " of " << schedule_.size() << " games already played\n";
  return std::nullopt;
}

void Match::count_game(const GameSetup& g, double red_points, const std::string& termination) {
  ++games_done_;
  ++terminations_[termination];
  Encounter& e = encounters_[std::size_t(g.encounter)];
  const double first_points = g.red == e.first ? red_points : 1 - red_points;
  if (first_points == 1)
    ++e.games.wins;
  else if (first_points == 0)
    ++e.games.losses;
  else
    ++e.games.draws;
  for (int engine : {g.red, g.blue}) {
    const double p = engine == g.red ? red_points : 1 - red_points;
    Trinomial& t = per_engine_[std::size_t(engine)];
    if (p == 1)
      ++t.wins;
    else if (p == 0)
      ++t.losses;
    else
      ++t.draws;
  }
  // The two games of an opening make a pair once both are in (pentanomial counts).
  if (s_.games >= 2) {
    auto& open = open_pairs_[g.pair];
    if (++open.first == 2) {
      e.pairs.add_pair(open.second, first_points);
      open_pairs_.erase(g.pair);
    } else {
      open.second = first_points;
    }
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
  if (s_.resume)
    if (auto bad = load_resume()) return bad;
  if (auto bad = records_.open(s_.pgn_path, s_.json_path)) return bad;
  if (!s_.log_path.empty())
    if (auto bad = log_.open(s_.log_path)) return bad;
  const int threads = std::max(1, std::min<int>(s_.concurrency, int(schedule_.size())));
  std::vector<std::thread> workers;
  for (int i = 0; i < threads; ++i) workers.emplace_back([this] { worker(); });
  for (auto& w : workers) w.join();
  if (progress_on_) progress_out_ << "\r\033[K" << std::flush;
  return std::nullopt;
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
    for (int engine : {setup.red, setup.blue})
      if (!players[std::size_t(engine)])
        players[std::size_t(engine)] = std::make_unique<EnginePlayer>(s_.engines[std::size_t(engine)], s_.rules_options,
                                                                      s_.timeouts, log_.is_open() ? &log_ : nullptr);
    GameRecord game = play_game(setup, *players[std::size_t(setup.red)], *players[std::size_t(setup.blue)], s_.rules,
                                s_.adjudication);
    if (aborted_.load()) {
      std::lock_guard lock(mutex_);
      --running_;
      break;
    }
    records_.append(game, s_.event);
    std::lock_guard lock(mutex_);
    --running_;
    const std::string reason =
        game.termination == Termination::Failure ? failure_name(game.failure) : termination_name(game.termination);
    count_game(setup, game.points_of(setup.red), reason);
    report_game(game);
  }
  for (auto& p : players)
    if (p) p->quit();
}

void Match::report_game(const GameRecord& g) {
  if (progress_on_) progress_out_ << "\r\033[K" << std::flush;
  out_ << "Finished game " << g.setup.index + 1 << " (" << g.red_name << " vs " << g.blue_name
       << "): " << g.result_text() << " {" << g.detail << "; score " << g.score[0] << "/" << g.score[1] << ", "
       << g.plies.size() << " plies}\n";
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
      << number(s_.sprt->elo1, "%.2f") << "]";
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
