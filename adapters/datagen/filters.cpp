#include "filters.h"

#include <cstdlib>
#include <cxxopts.hpp>

namespace datagen {

bool PositionFilter::keeps(const PositionRecord& p) const {
  return !(skip_in_check && p.in_check) && !(quiet_only && !p.quiet) &&
         !(max_score && std::abs(p.score) > *max_score) && p.ply >= min_ply;
}

std::string PositionFilter::text() const {
  std::string s;
  const auto add = [&](const std::string& part) { s += (s.empty() ? "" : ", ") + part; };
  if (skip_in_check) add("not in check");
  if (quiet_only) add("quiet best move");
  if (max_score) add("|score| <= " + std::to_string(*max_score));
  if (min_ply > 0) add("ply >= " + std::to_string(min_ply));
  return s.empty() ? "none" : s;
}

bool FilterCounts::count(const PositionFilter& filter, const PositionRecord& p) {
  ++read;
  if (filter.skip_in_check && p.in_check)
    ++in_check;
  else if (filter.quiet_only && !p.quiet)
    ++not_quiet;
  else if (filter.max_score && std::abs(p.score) > *filter.max_score)
    ++decided;
  else if (p.ply < filter.min_ply)
    ++early;
  else
    return ++kept, true;
  return false;
}

void add_filter_options(cxxopts::Options& cli) {
  cli.add_options("filters")("skip-in-check", "leave out positions whose side to move is in check")(
      "quiet-only", "keep only positions whose best move is quiet (takes nothing, promotes nothing)")(
      "max-score", "leave out positions whose |search score| is above CP (game ends are above any)",
      cxxopts::value<int>(), "CP")("min-ply", "leave out positions before ply P", cxxopts::value<std::uint32_t>(), "P");
}

PositionFilter filter_from(const cxxopts::ParseResult& args) {
  PositionFilter f;
  f.skip_in_check = args.count("skip-in-check") > 0;
  f.quiet_only = args.count("quiet-only") > 0;
  if (args.count("max-score")) f.max_score = args["max-score"].as<int>();
  if (args.count("min-ply")) f.min_ply = args["min-ply"].as<std::uint32_t>();
  return f;
}

}  // namespace datagen
