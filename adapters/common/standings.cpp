#include "standings.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace referee {

namespace {

std::string percent(double fraction) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f %%", 100 * fraction);
  return buf;
}

std::string number(double x, const char* format) { return format_number(x, format); }

}  // namespace

Standings::Standings(std::vector<EngineEntry> engines, Format format, std::optional<SprtSettings> sprt,
                     SprtDecisions decisions)
    : engines_(std::move(engines)),
      sprt_(sprt),
      decisions_(decisions),
      per_engine_(engines_.size()),
      engine_stats_(engines_.size()) {
  for (const auto& [a, b] : make_encounters(int(engines_.size()), format)) {
    encounter_of_[{a, b}] = encounters_.size();
    encounters_.push_back({a, b, {}, {}});
  }
}

void Standings::add_game(long long pair, const int (&engines)[2], double first_points, const std::string& termination) {
  ++games_;
  ++terminations_[termination];
  const auto at = encounter_of_.find({std::min(engines[0], engines[1]), std::max(engines[0], engines[1])});
  if (at == encounter_of_.end()) return;  // not a pairing of this schedule (the caller checks)
  Encounter& e = encounters_[at->second];
  const double encounter_points = engines[0] == e.first ? first_points : 1 - first_points;
  e.games.add(encounter_points);
  per_engine_[std::size_t(engines[0])].add(first_points);
  per_engine_[std::size_t(engines[1])].add(1 - first_points);
  // The two games of an opening make a pair once both are in (pentanomial counts).
  if (const auto open = open_pairs_.find(pair); open != open_pairs_.end()) {
    e.pairs.add_pair(open->second, encounter_points);
    open_pairs_.erase(open);
  } else {
    open_pairs_[pair] = encounter_points;
  }
  if (sprt_ && encounters_.size() == 1) {
    llr_ = sprt_llr(e.pairs, *sprt_);
    const SprtDecision d = sprt_decide(llr_, *sprt_);
    if (decisions_ == SprtDecisions::OnTotals)
      decision_ = d == SprtDecision::Continue ? std::nullopt : std::optional(d);
    else if (d != SprtDecision::Continue && !decision_)
      decision_ = d;
  }
}

std::string Standings::progress_text() const {
  if (encounters_.size() != 1) return {};
  const Encounter& e = encounters_[0];
  std::string s = engines_[std::size_t(e.first)].name + " +" + std::to_string(e.games.wins) + " =" +
                  std::to_string(e.games.draws) + " -" + std::to_string(e.games.losses) + " | Elo " +
                  format_elo(elo_from_games(e.games));
  if (sprt_)
    s += " | LLR " + number(llr_, "%.2f") + " [" + number(sprt_->lower_bound(), "%.2f") + ", " +
         number(sprt_->upper_bound(), "%.2f") + "]";
  return s;
}

std::string Standings::encounter_text(const Encounter& e) const {
  const EngineEntry& a = engines_[std::size_t(e.first)];
  const EngineEntry& b = engines_[std::size_t(e.second)];
  const Trinomial& t = e.games;
  std::ostringstream o;
  o << "Results of " << a.name << " vs " << b.name << " (" << a.time_control << " vs " << b.time_control << "):\n";
  o << "  Elo: " << format_elo(elo_from_games(t)) << ", LOS: " << percent(likelihood_of_superiority(t))
    << ", DrawRatio: " << percent(t.draw_ratio()) << "\n";
  o << "  Games: " << t.games() << ", Wins: " << t.wins << ", Losses: " << t.losses << ", Draws: " << t.draws
    << ", Points: " << number(double(t.wins) + 0.5 * double(t.draws), "%.1f") << " (" << percent(t.score()) << ")\n";
  if (e.pairs.pairs()) {
    o << "  Ptnml(0-2): [" << e.pairs.counts[0] << ", " << e.pairs.counts[1] << ", " << e.pairs.counts[2] << ", "
      << e.pairs.counts[3] << ", " << e.pairs.counts[4] << "], pairs Elo: " << format_elo(elo_from_pairs(e.pairs))
      << "\n";
  }
  if (sprt_ && encounters_.size() == 1) {
    o << "  LLR: " << number(sprt_llr(e.pairs, *sprt_), "%.2f") << " (" << number(sprt_->lower_bound(), "%.2f") << ", "
      << number(sprt_->upper_bound(), "%.2f") << ") [" << number(sprt_->elo0, "%.2f") << ", "
      << number(sprt_->elo1, "%.2f") << "] " << (sprt_->model == SprtModel::Normalized ? "nElo" : "logistic Elo");
    if (decision_) o << " " << sprt_decision_name(*decision_);
    o << "\n";
  }
  return o.str();
}

std::string Standings::crosstable() const {
  if (engines_.size() < 3 || !games_) return {};
  std::string out = "Crosstable (points of the row's engine / games)\n";
  char cell[64];
  std::snprintf(cell, sizeof cell, "  %-20s", "");
  out += cell;
  for (const auto& e : engines_) {
    std::snprintf(cell, sizeof cell, " %10.10s", e.name.c_str());
    out += cell;
  }
  out += "\n";
  for (std::size_t row = 0; row < engines_.size(); ++row) {
    std::snprintf(cell, sizeof cell, "  %-20.20s", engines_[row].name.c_str());
    out += cell;
    for (std::size_t column = 0; column < engines_.size(); ++column) {
      std::string text = "-";
      const auto at = encounter_of_.find({int(std::min(row, column)), int(std::max(row, column))});
      if (row != column && at != encounter_of_.end()) {
        const Trinomial& t = encounters_[at->second].games;
        const double first_points = double(t.wins) + 0.5 * double(t.draws);
        const double points =
            int(row) == encounters_[at->second].first ? first_points : double(t.games()) - first_points;
        text = number(points, "%.1f") + "/" + std::to_string(t.games());
      }
      std::snprintf(cell, sizeof cell, " %10s", text.c_str());
      out += cell;
    }
    out += "\n";
  }
  return out;
}

std::string Standings::summary() const {
  std::ostringstream o;
  o << "--------------------------------------------------\n";
  for (const Encounter& e : encounters_)
    if (e.games.games() || encounters_.size() == 1) o << encounter_text(e);
  if (engines_.size() > 2) {
    // Standings: each engine against the field.
    std::vector<std::size_t> rank(engines_.size());
    for (std::size_t i = 0; i < rank.size(); ++i) rank[i] = i;
    std::stable_sort(rank.begin(), rank.end(),
                     [&](std::size_t a, std::size_t b) { return per_engine_[a].score() > per_engine_[b].score(); });
    o << "Rank Name                      Elo        +/-   Games  Score   Draw\n";
    int place = 1;
    for (std::size_t i : rank) {
      const Trinomial& t = per_engine_[i];
      const EloEstimate elo = elo_from_games(t);
      char line[160];
      std::snprintf(line, sizeof line, "%4d %-20s %8s %10s %7lld %6s %6s\n", place++, engines_[i].name.c_str(),
                    number(elo.elo, "%+.1f").c_str(), number(elo.error95, "%.1f").c_str(), t.games(),
                    percent(t.score()).c_str(), percent(t.draw_ratio()).c_str());
      o << line;
    }
  }
  o << crosstable() << engine_stats_.table(engines_, sides_);
  if (!terminations_.empty()) {
    o << "Terminations:";
    bool first = true;
    for (const auto& [name, n] : terminations_) {
      o << (first ? " " : ", ") << name << " " << n;
      first = false;
    }
    o << "\n";
  }
  o << "--------------------------------------------------\n";
  return o.str();
}

}  // namespace referee
