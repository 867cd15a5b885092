#include "info_line.h"

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

}  // namespace uiw
