#include "merge.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "records.h"
#include "text.h"

namespace referee {

using inchworm::Error;

namespace {

struct Located {
  RecordedGame game;
  std::string file;
};

std::string where(const Located& r) { return r.file + ":" + std::to_string(r.game.line); }

std::string field(const RecordedGame& g, const std::string& name) {
  for (const auto& [key, value] : g.schedule)
    if (key == name) return value;
  return "(none)";
}

// Why two records belong to different runs: the first setting that differs, or the event.
std::string difference(const RecordedGame& a, const RecordedGame& b) {
  for (const auto& [name, value] : a.schedule)
    if (!may_differ_within_run(name) && field(b, name) != value)
      return name + " '" + value + "' against '" + field(b, name) + "'";
  if (a.event != b.event) return "event '" + a.event + "' against '" + b.event + "'";
  return "settings written by another version of uiw-referee";
}

// "3, 7, 12 and 40 more" for notes about many pairs.
std::string some_of(const std::vector<long long>& numbers, std::size_t shown = 10) {
  std::string text;
  for (std::size_t i = 0; i < numbers.size() && i < shown; ++i) text += (i ? ", " : "") + std::to_string(numbers[i]);
  if (numbers.size() > shown) text += " and " + std::to_string(numbers.size() - shown) + " more";
  return text;
}

Format format_of(const RecordedGame& g) {
  return field(g, "tournament") == "gauntlet" ? Format::Gauntlet : Format::RoundRobin;
}

// Shards whose measured speeds (the mean over their records of the engines' mean) lie further apart than
// the spread allows: their games were played at different effective time controls unless scaled.
std::optional<std::string> speed_note(const std::vector<Located>& records, double max_spread_percent) {
  std::map<std::string, std::pair<double, long long>> by_shard;  // shard -> (sum of speeds, records)
  bool scaled = false;
  for (const Located& r : records) {
    if (r.game.speeds.empty()) continue;
    double sum = 0;
    for (const auto& [name, nps] : r.game.speeds) sum += nps;
    auto& [total, n] = by_shard[r.game.shard];
    total += sum / double(r.game.speeds.size());
    ++n;
    scaled = scaled || r.game.time_scale != 1;
  }
  if (by_shard.size() < 2) return std::nullopt;
  double slowest = 0, fastest = 0;
  std::string list;
  for (const auto& [shard, sum] : by_shard) {
    const double nps = sum.first / double(sum.second);
    slowest = slowest == 0 ? nps : std::min(slowest, nps);
    fastest = std::max(fastest, nps);
    list += (list.empty() ? "" : ", ") + shard + " " + std::to_string(std::llround(nps));
  }
  const double spread = (fastest / slowest - 1) * 100;
  if (spread <= max_spread_percent) return std::nullopt;
  return "the shards' engines ran at speeds " + format_number(spread, "%.0f") + " % apart (more than " +
         format_number(max_spread_percent, "%g") + " %; bench nodes/s by shard: " + list + "): " +
         (scaled ? "their time controls were scaled to the reference speed (-scale-nps)"
                 : "their games were played at different effective time controls (-scale-nps scales them)");
}

// Every record of the files in order, with where it stands; a file not there yet is a note.
inchworm::Expected<std::vector<Located>> read_located(const std::vector<std::string>& files,
                                                      std::vector<std::string>& notes) {
  std::vector<Located> records;
  for (const std::string& file : files) {
    if (!std::filesystem::exists(file)) {
      notes.push_back(file + ": no such file (a shard that has not started?): nothing from it");
      continue;
    }
    auto games = read_recorded_games(file);
    if (!games) return Error{games.error()};
    for (auto& g : *games) records.push_back({std::move(g), file});
  }
  if (records.empty()) return Error{"no game records in " + std::to_string(files.size()) + " file(s)"};
  return records;
}

// The records are of one run, the first record's, and each names it.
inchworm::MaybeError check_one_run(const std::vector<Located>& records) {
  const Located& first = records.front();
  for (const Located& r : records) {
    if (r.game.run_id.empty())
      return Error{where(r) + ": a record without a run id (written by an older uiw-referee): it cannot be merged"};
    if (r.game.run_id != first.game.run_id)
      return Error{"mixed runs: " + where(first) + " is run " + first.game.run_id + ", " + where(r) + " is run " +
                   r.game.run_id + " (" + difference(first.game, r.game) +
                   "): -merge takes the records of one run at a time"};
  }
  return std::nullopt;
}

// The run's engines with their time controls, as a record of it lists them.
std::vector<EngineEntry> run_engines(const RecordedGame& run) {
  std::vector<EngineEntry> engines;
  for (std::size_t i = 0; i < run.engines.size(); ++i)
    engines.push_back({run.engines[i], i < run.time_controls.size() ? run.time_controls[i] : "?"});
  return engines;
}

// The engine's number in the run (run.engines.size() when it is not one of them).
int engine_number(const RecordedGame& run, const std::string& name) {
  return int(std::find(run.engines.begin(), run.engines.end(), name) - run.engines.begin());
}

// The latest record of each game (a game is its pair and its first player), and what the records say
// of the run's size and shards.
struct LatestRecords {
  std::map<std::pair<long long, int>, const Located*> games;
  long long duplicates = 0;           // records replaced by a later one of the same game
  std::vector<std::string> replaced;  // the first few of them, "file:line by file:line"
  long long largest = 0;              // games per pairing (games x rounds), the largest any record gives
  std::set<std::string> shards;
};

inchworm::Expected<LatestRecords> latest_records(const std::vector<Located>& records, const RecordedGame& run) {
  LatestRecords latest;
  for (const Located& r : records) {
    const int a = engine_number(run, r.game.players[0]), b = engine_number(run, r.game.players[1]);
    if (a >= int(run.engines.size()) || b >= int(run.engines.size()))
      return Error{where(r) + ": its engines " + r.game.players[0] + " and " + r.game.players[1] +
                   " are not the run's"};
    const auto games = inchworm::parse_number<long long>(field(r.game, "games"), 1, 1LL << 40);
    const auto rounds = inchworm::parse_number<long long>(field(r.game, "rounds"), 1, 1LL << 40);
    if (games && rounds) latest.largest = std::max(latest.largest, *games * *rounds);
    latest.shards.insert(r.game.shard);
    auto [at, fresh] = latest.games.emplace(std::make_pair(r.game.pair, a), &r);
    if (!fresh) {
      ++latest.duplicates;
      if (latest.replaced.size() < 3) latest.replaced.push_back(where(*at->second) + " by " + where(r));
      at->second = &r;
    }
  }
  return latest;
}

std::string duplicates_note(const LatestRecords& latest) {
  std::string examples;
  for (const auto& text : latest.replaced) examples += (examples.empty() ? "" : ", ") + text;
  return std::to_string(latest.duplicates) +
         " game(s) recorded more than once (a shard run again?): the later record of each is counted, e.g. " + examples;
}

// Counts what the run's schedule holds (`shape`) and notes its games that are not here.
void note_missing_games(const LatestRecords& latest, const ScheduleShape& shape, MergedRun& merged) {
  std::vector<long long> missing_pairs;
  for (const GameSetup& g : build_schedule(shape, [](long long) { return Opening{}; })) {
    ++merged.scheduled;
    if (!latest.games.count({g.pair, g.engines[0]})) missing_pairs.push_back(g.pair);
  }
  std::sort(missing_pairs.begin(), missing_pairs.end());
  missing_pairs.erase(std::unique(missing_pairs.begin(), missing_pairs.end()), missing_pairs.end());
  merged.games = (long long)latest.games.size();
  if (merged.games < merged.scheduled)
    merged.notes.push_back(std::to_string(merged.scheduled - merged.games) + " of the run's " +
                           std::to_string(merged.scheduled) + " games are missing, in pairs " + some_of(missing_pairs) +
                           " (not played yet, or lost with a shard)");
}

// Shards of one split ("I/N" with one N) that gave no record.
std::optional<std::string> missing_shards_note(const std::set<std::string>& shards) {
  std::set<int> counts;
  for (const auto& s : shards)
    counts.insert(inchworm::parse_number<int>(s.substr(s.find('/') + 1), 1, 1 << 30).value_or(0));
  if (counts.size() != 1 || *counts.begin() <= 1) return std::nullopt;
  std::vector<long long> absent;
  for (int i = 1; i <= *counts.begin(); ++i)
    if (!shards.count(std::to_string(i) + "/" + std::to_string(*counts.begin()))) absent.push_back(i);
  if (absent.empty()) return std::nullopt;
  return "no record of shard(s) " + some_of(absent) + " of " + std::to_string(*counts.begin());
}

// The first player's points in a recorded game.
double first_points_of(const RecordedGame& g) { return g.result == "1-0" ? 1 : g.result == "0-1" ? 0 : 0.5; }

// The standings over the latest records, in the order of their games, and each game for -report.
void count_games(const LatestRecords& latest, const RecordedGame& run, Format format,
                 const std::optional<SprtSettings>& sprt, MergedRun& merged) {
  merged.standings.emplace(run_engines(run), format, sprt, SprtDecisions::OnTotals);
  if (!latest.games.empty()) merged.standings->set_side_names(latest.games.begin()->second->game.sides);
  for (const auto& [key, r] : latest.games) {
    const int players[2] = {key.second, engine_number(run, r->game.players[1])};
    const double first_points = first_points_of(r->game);
    merged.standings->add_game(key.first, players, first_points, r->game.termination);
    merged.standings->add_moves(players, r->game.moves, first_points);
    MergedRun::Game g;
    g.engines[0] = players[0];
    g.engines[1] = players[1];
    g.first_points = first_points;
    g.opening = r->game.opening;
    g.plies = r->game.moves[0].size() + r->game.moves[1].size();
    g.llr = merged.standings->llr();
    merged.in_order.push_back(g);
  }
}

// "H1 accepted", "H0 accepted" or "continue (LLR ... within (..., ...), N complete pairs)".
std::string sprt_state(const Standings& s, const SprtSettings& sprt) {
  if (s.decision()) return sprt_decision_name(*s.decision());
  return "continue (LLR " + format_number(s.llr(), "%.2f") + " within (" + format_number(sprt.lower_bound(), "%.2f") +
         ", " + format_number(sprt.upper_bound(), "%.2f") + "), " +
         std::to_string(s.encounters().front().pairs.pairs()) + " complete pairs)";
}

// A whole run's SPRT stops when the LLR first crosses a bound; a game still in flight then is finished and
// recorded, and can move the totals back inside. Replayed in the order the games were recorded (the order
// they finished), the decision is the one the run took: this says so when the totals alone say continue.
std::optional<std::string> decision_in_record_order(const std::vector<Located>& records, const LatestRecords& latest,
                                                    const RecordedGame& run, Format format, const SprtSettings& sprt,
                                                    double total_llr) {
  if (latest.shards != std::set<std::string>{"1/1"}) return std::nullopt;  // shards have no common order
  std::set<const Located*> counted;
  for (const auto& entry : latest.games) counted.insert(entry.second);
  Standings replay(run_engines(run), format, sprt, SprtDecisions::AsGamesCome);
  long long games = 0;
  for (const Located& r : records) {
    if (!counted.count(&r)) continue;
    const int players[2] = {engine_number(run, r.game.players[0]), engine_number(run, r.game.players[1])};
    replay.add_game(r.game.pair, players, first_points_of(r.game), r.game.termination);
    ++games;
    if (!replay.decision()) continue;
    const long long after = (long long)counted.size() - games;
    return std::string(sprt_decision_name(*replay.decision())) + " when game " + std::to_string(games) +
           " of the record finished (LLR " + format_number(replay.llr(), "%.2f") + "); the " + std::to_string(after) +
           " game(s) in flight then give LLR " + format_number(total_llr, "%.2f") + " on the totals";
  }
  return std::nullopt;
}

}  // namespace

inchworm::Expected<MergedRun> merge_records(const std::vector<std::string>& files,
                                            const std::optional<SprtSettings>& sprt, double max_speed_spread_percent) {
  MergedRun merged;
  auto records = read_located(files, merged.notes);
  if (!records) return Error{records.error()};
  if (auto mixed = check_one_run(*records)) return *mixed;
  const RecordedGame& run = records->front().game;
  merged.run_id = run.run_id;
  merged.event = run.event;
  if (sprt && run.engines.size() != 2)
    return Error{"-sprt needs a run of exactly two engines (run " + run.run_id + " has " +
                 std::to_string(run.engines.size()) + ")"};
  auto latest = latest_records(*records, run);
  if (!latest) return Error{latest.error()};
  merged.duplicates = latest->duplicates;
  if (latest->duplicates) merged.notes.push_back(duplicates_note(*latest));
  if (auto note = speed_note(*records, max_speed_spread_percent)) merged.notes.push_back(*note);
  // What the run's schedule holds and is not here: its games as one round of the largest size (pairs
  // and colours do not depend on how games are split into rounds).
  const ScheduleShape shape{format_of(run), int(run.engines.size()), int(latest->largest), 1};
  note_missing_games(*latest, shape, merged);
  if (auto note = missing_shards_note(latest->shards)) merged.notes.push_back(*note);
  count_games(*latest, run, shape.format, sprt, merged);
  merged.engine_names = run.engines;
  std::string shard_list;
  for (const auto& s : latest->shards) shard_list += (shard_list.empty() ? "" : ", ") + s;
  merged.header = "Run " + run.run_id + " (event '" + run.event + "', " + field(run, "engines") + ", game " +
                  run.game_id + "): " + std::to_string(merged.games) + " of " + std::to_string(merged.scheduled) +
                  " games from " + std::to_string(files.size()) + " file(s), shards " + shard_list;
  if (sprt) {
    merged.sprt_state = sprt_state(*merged.standings, *sprt);
    if (!merged.standings->decision())
      if (auto taken = decision_in_record_order(*records, *latest, run, shape.format, *sprt, merged.standings->llr()))
        merged.sprt_state = *taken;
  }
  return merged;
}

}  // namespace referee
