#include "info_line.h"

#include <limits>

#include "text.h"

namespace uiw {

std::string format_info(const inchworm::SearchInfo& info) {
  using Kind = inchworm::SearchScore::Kind;
  std::string s = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth);
  if (info.show_multipv) s += " multipv " + std::to_string(info.multipv);
  s += " score ";
  s += info.score.kind == Kind::Centi ? "cp " : info.score.kind == Kind::Win ? "win " : "loss ";
  s += std::to_string(info.score.value);
  const long long ms = info.time_ms;
  const std::uint64_t nps = ms > 0 ? info.nodes * 1000 / std::uint64_t(ms) : info.nodes * 1000;
  s += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(nps) + " time " + std::to_string(ms) +
       " hashfull " + std::to_string(info.hashfull);
  if (!info.pv.empty()) {
    s += " pv";
    for (const auto& m : info.pv) s += " " + m;
  }
  return s;
}

std::optional<double> InfoReport::score_number() const {
  constexpr double kDecided = 1e9;
  if (score_kind == "cp") return double(score_value);
  if (score_kind == "win") return kDecided - double(score_value);
  if (score_kind == "loss") return -kDecided + double(score_value);
  if (score_kind == "mate") return score_value > 0 ? kDecided - double(score_value) : -kDecided - double(score_value);
  return std::nullopt;
}

std::optional<InfoReport> parse_info_line(std::string_view line) {
  const auto w = inchworm::split_words(line);
  if (w.empty() || w[0] != "info") return std::nullopt;
  InfoReport info;
  std::size_t i = 1;
  // The value after a key, or an empty string at the end of the line.
  auto value = [&]() -> std::string {
    ++i;
    return i < w.size() ? w[i] : std::string();
  };
  constexpr auto kMaxInt = std::numeric_limits<int>::max();
  constexpr auto kMaxCount = std::numeric_limits<std::uint64_t>::max();
  while (i < w.size()) {
    const std::string& key = w[i];
    if (key == "string") {
      info.text = inchworm::join_words(w, i + 1, w.size());
      break;
    }
    if (key == "pv") {
      info.pv.assign(w.begin() + std::ptrdiff_t(i) + 1, w.end());
      break;
    }
    if (key == "depth") {
      info.depth = inchworm::parse_number<int>(value(), 0, kMaxInt);
    } else if (key == "seldepth") {
      info.seldepth = inchworm::parse_number<int>(value(), 0, kMaxInt);
    } else if (key == "multipv") {
      info.multipv = inchworm::parse_number<int>(value(), 1, kMaxInt);
    } else if (key == "hashfull") {
      info.hashfull = inchworm::parse_number<int>(value(), 0, 1000);
    } else if (key == "nodes") {
      info.nodes = inchworm::parse_number<std::uint64_t>(value(), 0, kMaxCount);
    } else if (key == "nps") {
      info.nps = inchworm::parse_number<std::uint64_t>(value(), 0, kMaxCount);
    } else if (key == "time") {
      info.time_ms = inchworm::parse_number<std::uint64_t>(value(), 0, kMaxCount);
    } else if (key == "score") {
      const std::string kind = value();
      const auto v = inchworm::parse_number<long long>(value(), std::numeric_limits<long long>::min(),
                                                       std::numeric_limits<long long>::max());
      if ((kind == "cp" || kind == "win" || kind == "loss" || kind == "mate") && v) {
        info.score_kind = kind;
        info.score_value = *v;
      }
      if (i + 1 < w.size() && (w[i + 1] == "lowerbound" || w[i + 1] == "upperbound")) info.score_bound = w[++i];
    }
    // Unknown keys (currmove, an engine's own...) are skipped word by word.
    ++i;
  }
  return info;
}

std::optional<BestMoveReply> parse_bestmove_line(std::string_view line) {
  const auto w = inchworm::split_words(line);
  if (w.size() < 2 || w[0] != "bestmove") return std::nullopt;
  BestMoveReply best;
  if (w[1] != "(none)") best.move = w[1] == "0000" ? "pass" : w[1];
  if (w.size() >= 4 && w[2] == "ponder") best.ponder = w[3];
  return best;
}

}  // namespace uiw
