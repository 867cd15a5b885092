#include "records.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <boost/json.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "fixed_text.h"
#include "safe_text.h"
#include "text.h"
#include "write_all.h"

namespace referee {

namespace json = boost::json;
using adapters::write_all;
using inchworm::lower_case;

namespace {

constexpr const char* kRecordStart = "[Event \"";

// A tag with its value made printable UTF-8 (adapters::printable_text) and its quotes escaped.
std::string tag(const std::string& name, const std::string& value) {
  std::string escaped;
  for (char c : adapters::printable_text(value)) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "[" + name + " \"" + escaped + "\"]\n";
}

// A `{comment}`: printable UTF-8, and braces, which PGN cannot escape inside a comment, as parentheses.
std::string comment(const std::string& text) {
  std::string safe = adapters::printable_text(text);
  for (char& c : safe) c = c == '{' ? '(' : c == '}' ? ')' : c;
  return "{" + safe + "}";
}

// Every string in `v` made valid UTF-8 (adapters::valid_utf8); the serializer escapes control bytes.
void make_valid_utf8(json::value& v) {
  if (v.is_string()) {
    const json::string& text = v.get_string();
    const std::string valid = adapters::valid_utf8(std::string_view(text.data(), text.size()));
    if (valid.size() != text.size() || valid.compare(0, valid.size(), text.data(), text.size()) != 0) v = valid;
  } else if (v.is_array()) {
    for (json::value& item : v.get_array()) make_valid_utf8(item);
  } else if (v.is_object()) {
    for (auto& field : v.get_object()) make_valid_utf8(field.value());
  }
}

}  // namespace

namespace {

// The move's comment: {score/depth time}, then the fields asked for.
std::string move_comment(const PlyRecord& p, const PgnFields& fields) {
  std::string text = describe_info(p.info) + " " + adapters::fixed_text(p.elapsed_ms / 1000, 3) + "s";
  auto add = [&](bool on, const char* name, const auto& value) {
    if (on && value) text += std::string(" ") + name + "=" + std::to_string(*value);
  };
  add(fields.nodes, "nodes", p.info.nodes);
  add(fields.seldepth, "seldepth", p.info.seldepth);
  add(fields.nps, "nps", p.info.nps);
  add(fields.hashfull, "hashfull", p.info.hashfull);
  if (fields.timeleft && p.clock_left_ms)
    text += " timeleft=" + adapters::fixed_text(double(*p.clock_left_ms) / 1000, 3) + "s";
  if (fields.latency && p.info.time_ms)
    text += " latency=" + std::to_string(std::llround(p.elapsed_ms - double(*p.info.time_ms))) + "ms";
  return text;
}

}  // namespace

std::string pgn_text(const GameRecord& g, const RunInfo& run, const PgnFields& fields) {
  std::string s;
  s += tag("Event", run.event);
  s += tag("Site", "uiw-referee");
  s += tag("Date", g.date);
  s += tag("Time", g.time);
  s += tag("Round", std::to_string(g.setup.round));
  s += tag("Number", std::to_string(g.setup.index + 1));
  s += tag("Game", g.game_id);
  s += tag(g.sides.first, g.names[0]);
  s += tag(g.sides.second, g.names[1]);
  s += tag("Result", g.result_text());
  s += tag("Termination", g.reason());
  s += tag("TerminationDetail", g.detail);
  s += tag("Variant", g.rules);
  s += tag("FEN", g.setup.opening.start_position);
  s += tag("Opening", g.setup.opening.text());
  s += tag(g.sides.first + "TimeControl", g.time_controls[0]);
  s += tag(g.sides.second + "TimeControl", g.time_controls[1]);
  for (int side : {0, 1})
    if (!g.id_names[side].empty()) s += tag(g.side_name(side) + "IdName", g.id_names[side]);
  s += tag("PlyCount", std::to_string(g.plies.size()));
  s += tag("FinalFEN", g.final_position);
  s += tag("Run", run.id);
  s += tag("Shard", run.shard.text());
  s += tag("Pair", std::to_string(g.setup.pair));
  if (!run.referee.empty()) s += tag("Referee", run.referee);
  if (!run.speeds.empty()) {
    std::string speeds;
    for (const auto& [name, nps] : run.speeds)
      speeds += (speeds.empty() ? "" : ", ") + name + " " + std::to_string(std::llround(nps));
    s += tag("Speed", speeds);
    s += tag("TimeScale", adapters::fixed_text(run.time_scale, 3));
  }
  s += "\n";
  // Numbered like PGN from the start position's move number: "12. " before the first player's move,
  // "12... " when the game starts with the second player's.
  long long number = g.start_ply / 2 + 1;
  bool second = g.start_ply % 2 == 1;
  std::string line;
  auto put = [&](const std::string& word) {
    if (!line.empty() && line.size() + 1 + word.size() > 100) {
      s += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  };
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    const PlyRecord& p = g.plies[i];
    // The move number stays on one line with its move.
    const std::string prefix = !second ? std::to_string(number) + ". " : i == 0 ? std::to_string(number) + "... " : "";
    put(prefix + adapters::printable_text(p.record) + " " + comment(move_comment(p, fields)));
    if (second) ++number;
    second = !second;
  }
  put(comment(g.detail));
  put(g.result_text());
  s += line + "\n\n";
  return s;
}

std::string pgn_tag(const std::string& name, const std::string& value) { return tag(name, value); }
std::string pgn_comment(const std::string& text) { return comment(text); }

void moves_by_side(const GameRecord& g, std::vector<MoveFacts> (&moves)[2]) {
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    const PlyRecord& p = g.plies[i];
    MoveFacts m;
    if (p.info.depth) m.depth = *p.info.depth;
    if (p.info.nodes) m.nodes = double(*p.info.nodes);
    m.ms = double(std::llround(p.elapsed_ms * 1000)) / 1000;  // as the JSON record has it, for -merge's table
    if (p.clock_left_ms) m.left_ms = double(*p.clock_left_ms);
    moves[(std::size_t(g.start_ply) + i) % 2].push_back(m);
  }
}

std::string json_line(const GameRecord& g, const RunInfo& run) {
  json::object o;
  o["run"] = run.id;
  o["shard"] = run.shard.text();
  o["event"] = run.event;
  o["game"] = g.game_id;
  o["variant"] = g.rules;
  o["number"] = g.setup.index + 1;
  o["round"] = g.setup.round;
  o["pair"] = g.setup.pair;
  const std::string first = lower_case(g.sides.first), second = lower_case(g.sides.second);
  o[first] = g.names[0];
  o[second] = g.names[1];
  o["result"] = g.result_text();
  o["termination"] = g.reason();
  o["detail"] = g.detail;
  o["opening"] = g.setup.opening.text();
  o["start"] = g.setup.opening.start_position;
  o["final"] = g.final_position;
  o[first + "_tc"] = g.time_controls[0];
  o[second + "_tc"] = g.time_controls[1];
  for (int side : {0, 1})
    if (!g.id_names[side].empty()) o[lower_case(g.side_name(side)) + "_id_name"] = g.id_names[side];
  if (!run.referee.empty()) o["referee"] = run.referee;
  o["date"] = g.date;
  o["time"] = g.time;
  o["duration_ms"] = std::llround(g.duration_s * 1000);
  json::array moves;
  for (const PlyRecord& p : g.plies) {
    json::object m;
    m["move"] = p.move;
    if (p.record != p.move) m["record"] = p.record;
    if (!p.info.score_kind.empty()) m[p.info.score_kind] = p.info.score_value;
    if (p.info.depth) m["depth"] = *p.info.depth;
    if (p.info.nodes) m["nodes"] = *p.info.nodes;
    if (p.info.time_ms) m["engine_ms"] = *p.info.time_ms;
    m["us"] = std::llround(p.elapsed_ms * 1000);
    if (p.clock_left_ms) m["left_ms"] = *p.clock_left_ms;
    moves.push_back(std::move(m));
  }
  o["moves"] = std::move(moves);
  o["start_ply"] = g.start_ply;  // its parity tells who made the first move
  if (!run.speeds.empty()) {
    json::object speeds;
    for (const auto& [name, nps] : run.speeds) speeds[name] = std::llround(nps);
    o["speed"] = std::move(speeds);
    o["time_scale"] = run.time_scale;
  }
  json::array engines, time_controls;
  for (const EngineEntry& e : run.engines) {
    engines.push_back(json::string(e.name));
    time_controls.push_back(json::string(e.time_control));
  }
  o["engines"] = std::move(engines);
  o["time_controls"] = std::move(time_controls);
  json::object fields;
  for (const auto& [name, value] : run.fields) fields[name] = value;
  o["schedule"] = std::move(fields);
  // Keys are ours (valid already); every value, whatever an engine printed into it, is made valid UTF-8.
  json::value record = std::move(o);
  make_valid_utf8(record);
  return json::serialize(record);
}

namespace {

// Where the records of a PGN-like text start: "[Event " at the start of a line.
std::vector<std::size_t> record_starts(const std::string& text) {
  std::vector<std::size_t> starts;
  const std::string mark = kRecordStart;
  if (text.compare(0, mark.size(), mark) == 0) starts.push_back(0);
  for (std::size_t at = text.find("\n" + mark); at != std::string::npos; at = text.find("\n" + mark, at + 1))
    starts.push_back(at + 1);
  return starts;
}

// A whole record ends with its result, alone or after a space, and a blank line.
bool is_complete_record(const std::string& record) {
  for (const std::string result : {"1-0", "0-1", "1/2-1/2", "*"}) {
    const std::string end = result + "\n\n";
    if (record.size() > end.size() && record.compare(record.size() - end.size(), end.size(), end) == 0) {
      const char before = record[record.size() - end.size() - 1];
      if (before == ' ' || before == '\n') return true;
    }
  }
  return false;
}

// The value of a tag in a record, unescaped; nothing when it has none.
std::optional<std::string> tag_value(const std::string& record, const std::string& name) {
  const std::string mark = "[" + name + " \"";
  std::size_t at = record.compare(0, mark.size(), mark) == 0 ? 0 : record.find("\n" + mark);
  if (at == std::string::npos) return std::nullopt;
  std::string value;
  for (at += (at == 0 ? 0 : 1) + mark.size(); at < record.size() && record[at] != '"'; ++at) {
    if (record[at] == '\\' && at + 1 < record.size()) ++at;
    if (record[at] == '\n') return std::nullopt;
    value += record[at];
  }
  if (at >= record.size()) return std::nullopt;
  return value;
}

// A PGN record of this match whose game the JSON file does not hold.
bool is_unrecorded_game(const std::string& record, const ResumeRecords& resume) {
  const auto number_tag = tag_value(record, "Number");
  const auto first = tag_value(record, resume.sides.first), second = tag_value(record, resume.sides.second);
  const auto event = tag_value(record, "Event");
  if (!number_tag || !first || !second || !event || *event != resume.event) return false;
  const auto number = inchworm::parse_number<long long>(*number_tag, 1, (long long)resume.players.size());
  if (!number) return false;
  const auto& [scheduled_first, scheduled_second] = resume.players[std::size_t(*number - 1)];
  return *first == scheduled_first && *second == scheduled_second && !resume.recorded.count(*number - 1);
}

// The end of a file, read backwards in growing windows until `enough` says it holds what is needed
// (or the whole file is read): records are only ever appended, so only the end can need repair.
struct Tail {
  off_t offset = 0;  // where `text` starts in the file
  std::string text;
};
template <typename Enough>
Tail read_tail(int fd, Enough enough) {
  Tail tail;
  struct stat st {};
  if (::fstat(fd, &st) != 0) return tail;
  for (off_t window = 1 << 16;; window *= 4) {
    tail.offset = st.st_size > window ? st.st_size - window : 0;
    tail.text.assign(std::size_t(st.st_size - tail.offset), '\0');
    const ssize_t n = ::pread(fd, tail.text.data(), tail.text.size(), tail.offset);
    if (n < 0) return {};
    tail.text.resize(std::size_t(n));
    if (tail.offset == 0 || enough(tail.text)) return tail;
  }
}

// Opens `path` for appending, close-on-exec, and lets `repair` shorten its end.
template <typename Enough, typename Repair>
inchworm::Expected<int> open_repaired(const std::string& path, Enough enough, Repair repair) {
  const int fd = ::open(path.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return inchworm::Error{"cannot write " + path};
  Tail tail = read_tail(fd, enough);
  const std::string repaired = repair(tail.text);
  if (repaired.size() < tail.text.size()) {
    if (::ftruncate(fd, tail.offset + off_t(repaired.size())) != 0) {
      ::close(fd);
      return inchworm::Error{"cannot repair the end of " + path};
    }
  } else if (repaired.size() > tail.text.size() && !write_all(fd, repaired.substr(tail.text.size()))) {
    ::close(fd);
    return inchworm::Error{"cannot write " + path};
  }
  return fd;
}

}  // namespace

std::string repair_pgn_text(const std::string& text, const ResumeRecords* resume) {
  std::string out = text;
  // Cut in the first bytes of a record: the start of "[Event \"" alone on the last line.
  const std::size_t line = out.rfind('\n') == std::string::npos ? 0 : out.rfind('\n') + 1;
  const std::string mark = kRecordStart;
  if (line < out.size() && out.size() - line < mark.size() && mark.compare(0, out.size() - line, out, line) == 0)
    out.resize(line);
  // Then the last record while it is cut short or, resuming, a game of this match the JSON file lacks:
  // a kill between a PGN record and its JSON line, or a JSON line cut off by a kill (the JSON file's
  // repair removes it), with another game's PGN record written after it.
  for (auto starts = record_starts(out); !starts.empty(); starts.pop_back()) {
    const std::string last = out.substr(starts.back());
    if (is_complete_record(last) && !(resume && is_unrecorded_game(last, *resume))) break;
    out.resize(starts.back());
  }
  return out;
}

inchworm::MaybeError RecordFiles::open(const std::string& pgn_path, const std::string& json_path,
                                       const ResumeRecords* resume, const PgnFields& fields) {
  pgn_fields_ = fields;
  if (!pgn_path.empty()) {
    auto fd = open_repaired(
        // Enough when a record stays in the window (the text before its first record start belongs to
        // an earlier record that the repair cannot judge).
        pgn_path, [&](const std::string& tail) { return !record_starts(repair_pgn_text(tail, resume)).empty(); },
        [&](const std::string& tail) { return repair_pgn_text(tail, resume); });
    if (!fd) return inchworm::Error{fd.error()};
    pgn_ = *fd;
  }
  if (!json_path.empty()) {
    // A last line without its end: a whole object gets its newline, a line cut off by a kill goes.
    auto fd = open_repaired(
        json_path, [](const std::string& tail) { return tail.size() > 1 && tail.find('\n') < tail.size() - 1; },
        [](const std::string& tail) {
          if (tail.empty() || tail.back() == '\n') return tail;
          const std::size_t line = tail.rfind('\n') == std::string::npos ? 0 : tail.rfind('\n') + 1;
          return is_json_object(tail.substr(line)) ? tail + "\n" : tail.substr(0, line);
        });
    if (!fd) return inchworm::Error{fd.error()};
    json_ = *fd;
  }
  return std::nullopt;
}

RecordFiles::~RecordFiles() {
  if (pgn_ >= 0) ::close(pgn_);
  if (json_ >= 0) ::close(json_);
}

void RecordFiles::append(const GameRecord& game, const RunInfo& run) {
  std::lock_guard lock(mutex_);
  // The PGN record first: a kill between the two leaves a PGN record that reopening removes; the
  // other order would leave a counted game without its PGN record.
  if (pgn_ >= 0) write_all(pgn_, pgn_text(game, run, pgn_fields_));
  if (json_ >= 0) write_all(json_, json_line(game, run) + "\n");
}

}  // namespace referee
