#include "live_feed.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <boost/json.hpp>
#include <cerrno>
#include <cstring>
#include <ctime>

#include "write_all.h"

namespace referee {

namespace json = boost::json;

namespace {

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// "Name=Value, Name=Value" (GameRules::rules_text) as [[name, value], ...].
json::array rules_json(const std::string& text) {
  json::array out;
  for (const auto& [name, value] : rule_pairs(text)) out.push_back(json::array{name, value});
  return out;
}

json::array engine_pair(const GameSetup& setup) { return json::array{setup.engines[0], setup.engines[1]}; }

}  // namespace

LiveFeed::~LiveFeed() {
  if (fd_ >= 0) ::close(fd_);
}

inchworm::MaybeError LiveFeed::open(const std::string& path) {
  if (path.empty()) return std::nullopt;
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0) return inchworm::Error{"-live: cannot open '" + path + "': " + std::strerror(errno)};
  // A line cut short by a kill of an earlier run would join this run's first line: end it (the
  // reader skips the piece as a bad line).
  struct stat st {};
  char last = '\n';
  if (::fstat(fd_, &st) == 0 && st.st_size > 0 && ::pread(fd_, &last, 1, st.st_size - 1) == 1 && last != '\n')
    write_line("");
  return std::nullopt;
}

void LiveFeed::write_line(const std::string& line) {
  const std::string text = line + "\n";
  std::lock_guard lock(mutex_);
  adapters::write_all(fd_, text);  // false on a full disk: the feed is for watching, the match goes on
}

void LiveFeed::run_started(const LiveMatch& s, const RunInfo& run, long long games_to_play) {
  if (!is_open()) return;
  json::array engines;
  for (const EngineEntry& e : run.engines) engines.push_back(json::object{{"name", e.name}, {"tc", e.time_control}});
  json::object o{{"type", "run"},
                 {"run", run.id},
                 {"event", run.event},
                 {"shard", run.shard.text()},
                 {"pid", long(::getpid())},
                 {"time", utc_now()},
                 {"game", s.game_id},
                 {"sides", json::array{s.sides.first, s.sides.second}},
                 {"rules", rules_json(s.rules)},
                 {"engines", std::move(engines)},
                 {"format", s.format == Format::Gauntlet ? "gauntlet" : "roundrobin"},
                 {"to_play", games_to_play},
                 {"resume", s.resume}};
  if (s.sprt)
    o["sprt"] = json::object{{"elo0", s.sprt->elo0},
                             {"elo1", s.sprt->elo1},
                             {"alpha", s.sprt->alpha},
                             {"beta", s.sprt->beta},
                             {"model", s.sprt->model == SprtModel::Normalized ? "normalized" : "logistic"}};
  write_line(json::serialize(o));
}

void LiveFeed::game_started(const GameSetup& setup, const LiveMatch& s) {
  if (!is_open()) return;
  json::array moves;
  for (const auto& m : setup.opening.moves) moves.push_back(json::string(m));
  write_line(json::serialize(json::object{{"type", "start"},
                                          {"index", setup.index},
                                          {"number", setup.index + 1},
                                          {"round", setup.round},
                                          {"pair", setup.pair},
                                          {"engines", engine_pair(setup)},
                                          {"players", json::array{s.engine_names[std::size_t(setup.engines[0])],
                                                                  s.engine_names[std::size_t(setup.engines[1])]}},
                                          {"base", setup.opening.base},
                                          {"opening", std::move(moves)},
                                          {"time", utc_now()}}));
}

void LiveFeed::move(long long index, std::size_t ply, const PlyRecord& record) {
  if (!is_open()) return;
  json::object o{{"type", "move"},      {"index", index},          {"ply", ply},
                 {"move", record.move}, {"record", record.record}, {"ms", std::llround(record.elapsed_ms)}};
  if (!record.info.score_kind.empty()) o[record.info.score_kind] = record.info.score_value;
  if (record.info.depth) o["depth"] = *record.info.depth;
  if (record.clock_left_ms) o["clock"] = *record.clock_left_ms;
  write_line(json::serialize(o));
}

void LiveFeed::think(long long index, std::size_t ply, int side, int engine, const uiw::InfoReport& info,
                     const std::vector<std::string>& line) {
  if (!is_open()) return;
  json::object o{{"type", "think"}, {"index", index}, {"ply", ply}, {"side", side}, {"engine", engine}};
  if (!info.score_kind.empty()) o[info.score_kind] = info.score_value;
  if (info.depth) o["depth"] = *info.depth;
  if (info.nodes) o["nodes"] = *info.nodes;
  if (info.time_ms) o["ms"] = *info.time_ms;
  json::array pv, records;
  for (const auto& m : info.pv) pv.push_back(json::string(m));
  for (const auto& m : line) records.push_back(json::string(m));
  o["pv"] = std::move(pv);
  o["line"] = std::move(records);
  write_line(json::serialize(o));
}

void LiveFeed::game_ended(const GameSetup& setup, double first_points, const std::string& termination,
                          const std::string& detail, std::size_t plies, bool resumed) {
  if (!is_open()) return;
  json::object o{{"type", "end"},
                 {"index", setup.index},
                 {"pair", setup.pair},
                 {"engines", engine_pair(setup)},
                 {"result", result_from_points(first_points)},
                 {"points", first_points},
                 {"termination", termination},
                 {"detail", detail},
                 {"plies", plies}};
  if (resumed) o["resumed"] = true;
  write_line(json::serialize(o));
}

void LiveFeed::game_dropped(long long index) {
  if (!is_open()) return;
  write_line(json::serialize(json::object{{"type", "drop"}, {"index", index}}));
}

void LiveFeed::run_finished(long long games_done, bool stopped) {
  if (!is_open()) return;
  write_line(json::serialize(
      json::object{{"type", "finish"}, {"games", games_done}, {"stopped", stopped}, {"time", utc_now()}}));
}

}  // namespace referee
