#include "records.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace referee {

namespace {

constexpr const char* kRecordStart = "[Event \"";

std::string fixed(double value, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

std::string tag(const std::string& name, const std::string& value) {
  std::string escaped;
  for (char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "[" + name + " \"" + escaped + "\"]\n";
}

std::string result_reason(const GameRecord& g) {
  return g.termination == Termination::Failure ? failure_name(g.failure) : termination_name(g.termination);
}

// Move number and side of the first game ply, from the start position string's last fields.
void first_move_number(const std::string& fen, long long& number, bool& blue_first) {
  number = 1;
  blue_first = false;
  const std::size_t side_at = fen.find(' ');
  if (side_at != std::string::npos && side_at + 1 < fen.size()) blue_first = fen[side_at + 1] == 'b';
  const std::size_t last = fen.find_last_of(' ');
  if (last != std::string::npos) number = std::atoll(fen.c_str() + last + 1);
  if (number < 1) number = 1;
}

std::string score_text(const SearchInfo& info) { return info.describe(); }

}  // namespace

std::string json_quote(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

std::string pgn_text(const GameRecord& g, const std::string& event) {
  std::string s;
  s += tag("Event", event);
  s += tag("Site", "uiw-referee");
  s += tag("Date", g.date);
  s += tag("Time", g.time);
  s += tag("Round", std::to_string(g.setup.round));
  s += tag("Game", std::to_string(g.setup.index + 1));
  s += tag("Red", g.red_name);
  s += tag("Blue", g.blue_name);
  s += tag("Result", g.result_text());
  s += tag("Termination", result_reason(g));
  s += tag("TerminationDetail", g.detail);
  s += tag("Variant", g.variant);
  s += tag("FEN", g.setup.opening.start_fen);
  s += tag("Opening", g.setup.opening.text());
  s += tag("RedTimeControl", g.red_tc);
  s += tag("BlueTimeControl", g.blue_tc);
  s += tag("PlyCount", std::to_string(g.plies.size()));
  s += tag("FinalScore", std::to_string(g.score[0]) + "/" + std::to_string(g.score[1]));
  s += tag("FinalFEN", g.final_fen);
  s += "\n";
  long long number = 1;
  bool blue = false;
  first_move_number(g.setup.opening.start_fen, number, blue);
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
    const std::string prefix = !blue ? std::to_string(number) + ". " : i == 0 ? std::to_string(number) + "... " : "";
    put(prefix + p.record + " {" + score_text(p.info) + " " + fixed(p.elapsed_ms / 1000, 3) + "s}");
    if (blue) ++number;
    blue = !blue;
  }
  put("{" + g.detail + "}");
  put(g.result_text());
  s += line + "\n\n";
  return s;
}

std::string json_line(const GameRecord& g, const std::string& event, const ScheduleFields& schedule) {
  std::string s = "{";
  s += "\"event\":" + json_quote(event);
  s += ",\"game\":" + std::to_string(g.setup.index + 1);
  s += ",\"round\":" + std::to_string(g.setup.round);
  s += ",\"pair\":" + std::to_string(g.setup.pair);
  s += ",\"red\":" + json_quote(g.red_name);
  s += ",\"blue\":" + json_quote(g.blue_name);
  s += ",\"result\":" + json_quote(g.result_text());
  s += ",\"termination\":" + json_quote(result_reason(g));
  s += ",\"detail\":" + json_quote(g.detail);
  s += ",\"variant\":" + json_quote(g.variant);
  s += ",\"opening\":" + json_quote(g.setup.opening.text());
  s += ",\"start\":" + json_quote(g.setup.opening.start_fen);
  s += ",\"final\":" + json_quote(g.final_fen);
  s += ",\"score\":[" + std::to_string(g.score[0]) + "," + std::to_string(g.score[1]) + "]";
  s += ",\"red_tc\":" + json_quote(g.red_tc) + ",\"blue_tc\":" + json_quote(g.blue_tc);
  s += ",\"date\":" + json_quote(g.date) + ",\"time\":" + json_quote(g.time);
  s += ",\"duration_s\":" + fixed(g.duration_s, 3);
  s += ",\"moves\":[";
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    const PlyRecord& p = g.plies[i];
    if (i) s += ",";
    s += "{\"move\":" + json_quote(p.move);
    if (p.record != p.move) s += ",\"record\":" + json_quote(p.record);
    switch (p.info.score_kind) {
      case SearchInfo::Score::Cp:
        s += ",\"cp\":" + std::to_string(p.info.score);
        break;
      case SearchInfo::Score::Win:
        s += ",\"win\":" + std::to_string(p.info.score);
        break;
      case SearchInfo::Score::Loss:
        s += ",\"loss\":" + std::to_string(p.info.score);
        break;
      case SearchInfo::Score::None:
        break;
    }
    if (p.info.depth) s += ",\"depth\":" + std::to_string(p.info.depth);
    if (p.info.nodes) s += ",\"nodes\":" + std::to_string(p.info.nodes);
    if (p.info.time_ms >= 0) s += ",\"engine_ms\":" + std::to_string(p.info.time_ms);
    s += ",\"ms\":" + fixed(p.elapsed_ms, 3) + "}";
  }
  s += "]";
  if (!schedule.empty()) {
    s += ",\"schedule\":{";
    for (std::size_t i = 0; i < schedule.size(); ++i)
      s += (i ? "," : "") + json_quote(schedule[i].first) + ":" + json_quote(schedule[i].second);
    s += "}";
  }
  s += "}";
  return s;
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
  const auto game = tag_value(record, "Game");
  const auto red = tag_value(record, "Red"), blue = tag_value(record, "Blue");
  const auto event = tag_value(record, "Event");
  if (!game || !red || !blue || !event || *event != resume.event) return false;
  char* end = nullptr;
  const long long number = std::strtoll(game->c_str(), &end, 10);
  if (game->empty() || *end != '\0' || number < 1 || number > (long long)resume.players.size()) return false;
  const auto& [scheduled_red, scheduled_blue] = resume.players[std::size_t(number - 1)];
  return *red == scheduled_red && *blue == scheduled_blue && !resume.recorded.count(number - 1);
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n > 0)
      done += std::size_t(n);
    else if (n < 0 && errno != EINTR)
      return false;
  }
  return true;
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
  const auto starts = record_starts(out);
  if (starts.empty()) return out;
  const std::string last = out.substr(starts.back());
  if (!is_complete_record(last) || (resume && is_unrecorded_game(last, *resume))) out.resize(starts.back());
  return out;
}

inchworm::MaybeError RecordFiles::open(const std::string& pgn_path, const std::string& json_path,
                                       const ResumeRecords* resume) {
  if (!pgn_path.empty()) {
    auto fd = open_repaired(
        pgn_path, [](const std::string& tail) { return !record_starts(tail).empty(); },
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

void RecordFiles::append(const GameRecord& game, const std::string& event, const ScheduleFields& schedule) {
  std::lock_guard lock(mutex_);
  // The PGN record first: a kill between the two leaves a PGN record that reopening removes; the
  // other order would leave a counted game without its PGN record.
  if (pgn_ >= 0) write_all(pgn_, pgn_text(game, event));
  if (json_ >= 0) write_all(json_, json_line(game, event, schedule) + "\n");
}

}  // namespace referee
