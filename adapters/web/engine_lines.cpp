#include "engine_lines.h"

#include <charconv>

namespace adapters::web {

namespace {

template <typename T>
std::optional<T> number(const std::string& s) {
  T value{};
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return value;
}

std::string join(const std::vector<std::string>& w, std::size_t from) {
  std::string s;
  for (std::size_t i = from; i < w.size(); ++i) s += (i > from ? " " : "") + w[i];
  return s;
}

}  // namespace

std::vector<std::string> split_blanks(std::string_view line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) words.emplace_back(line.substr(start, i - start));
  }
  return words;
}

std::optional<SearchInfo> parse_info_line(std::string_view line) {
  const auto w = split_blanks(line);
  if (w.empty() || w[0] != "info") return std::nullopt;
  SearchInfo info;
  std::size_t i = 1;
  // The value after a key, or an empty string at the end of the line.
  auto value = [&]() -> std::string {
    ++i;
    return i < w.size() ? w[i] : std::string();
  };
  while (i < w.size()) {
    const std::string& key = w[i];
    if (key == "string") {
      info.text = join(w, i + 1);
      break;
    }
    if (key == "pv") {
      info.pv.assign(w.begin() + std::ptrdiff_t(i) + 1, w.end());
      break;
    }
    if (key == "depth") {
      info.depth = number<int>(value());
    } else if (key == "seldepth") {
      info.seldepth = number<int>(value());
    } else if (key == "nodes") {
      info.nodes = number<std::uint64_t>(value());
    } else if (key == "nps") {
      info.nps = number<std::uint64_t>(value());
    } else if (key == "time") {
      info.time_ms = number<std::uint64_t>(value());
    } else if (key == "score") {
      const std::string kind = value();
      const auto v = number<long long>(value());
      if ((kind == "cp" || kind == "win" || kind == "loss" || kind == "mate") && v) {
        info.score_kind = kind;
        info.score_value = *v;
      }
      if (i + 1 < w.size() && (w[i + 1] == "lowerbound" || w[i + 1] == "upperbound")) info.score_bound = w[++i];
    }
    // Unknown keys (multipv, hashfull, currmove, an engine's own...) are skipped word by word.
    ++i;
  }
  return info;
}

std::optional<BestMove> parse_bestmove_line(std::string_view line) {
  const auto w = split_blanks(line);
  if (w.size() < 2 || w[0] != "bestmove") return std::nullopt;
  BestMove best;
  if (w[1] != "(none)") best.move = w[1] == "0000" ? "pass" : w[1];
  if (w.size() >= 4 && w[2] == "ponder") best.ponder = w[3];
  return best;
}

}  // namespace adapters::web
