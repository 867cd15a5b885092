#include "records.h"

#include <cmath>
#include <cstdio>

namespace referee {

namespace {

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

std::string json_line(const GameRecord& g, const std::string& event) {
  std::string s = "{";
  s += "\"event\":" + json_quote(event);
  s += ",\"game\":" + std::to_string(g.setup.index);
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
  s += "]}";
  return s;
}

inchworm::MaybeError RecordFiles::open(const std::string& pgn_path, const std::string& json_path) {
  if (!pgn_path.empty() && !(pgn_ = std::fopen(pgn_path.c_str(), "a")))
    return inchworm::Error{"cannot write " + pgn_path};
  if (!json_path.empty()) {
    // A line cut off by a kill gets its end of line first, so that the next record starts a line.
    bool cut = false;
    if (std::FILE* old = std::fopen(json_path.c_str(), "rb")) {
      cut = std::fseek(old, -1, SEEK_END) == 0 && std::fgetc(old) != '\n';
      std::fclose(old);
    }
    if (!(json_ = std::fopen(json_path.c_str(), "a"))) return inchworm::Error{"cannot write " + json_path};
    if (cut) std::fputc('\n', json_);
  }
  return std::nullopt;
}

RecordFiles::~RecordFiles() {
  if (pgn_) std::fclose(pgn_);
  if (json_) std::fclose(json_);
}

void RecordFiles::append(const GameRecord& game, const std::string& event) {
  std::lock_guard lock(mutex_);
  if (pgn_) {
    const std::string text = pgn_text(game, event);
    std::fwrite(text.data(), 1, text.size(), pgn_);
    std::fflush(pgn_);
  }
  if (json_) {
    const std::string text = json_line(game, event) + "\n";
    std::fwrite(text.data(), 1, text.size(), json_);
    std::fflush(json_);
  }
}

}  // namespace referee
