#include "played_game.h"

#include <algorithm>

namespace referee {

using inchworm::Outcome;

const char* failure_name(Failure f) {
  switch (f) {
    case Failure::None:
      return "none";
    case Failure::IllegalMove:
      return "illegal move";
    case Failure::Crash:
      return "crash";
    case Failure::Stall:
      return "stall";
    case Failure::TimeForfeit:
      return "time forfeit";
    case Failure::Garbage:
      return "garbage output";
    case Failure::EngineError:
      return "engine error";
    case Failure::Interrupted:
      return "interrupted";
  }
  return "?";
}

const char* termination_name(Termination t) {
  switch (t) {
    case Termination::Rules:
      return "rules";
    case Termination::MaxPlies:
      return "max plies";
    case Termination::Resign:
      return "resign adjudication";
    case Termination::Draw:
      return "draw adjudication";
    case Termination::Failure:
      return "failure";
    case Termination::Interrupted:
      return "interrupted";
  }
  return "?";
}

std::string Opening::text() const {
  std::string s = base;
  if (!moves.empty()) {
    s += " moves";
    for (const auto& m : moves) s += " " + m;
  }
  return s;
}

std::string result_text(Outcome outcome) {
  switch (outcome) {
    case Outcome::FirstPlayerWins:
      return "1-0";
    case Outcome::SecondPlayerWins:
      return "0-1";
    case Outcome::Draw:
      return "1/2-1/2";
    case Outcome::None:
      break;
  }
  return "*";
}

std::string result_from_points(double first_points) {
  return first_points == 1 ? "1-0" : first_points == 0 ? "0-1" : "1/2-1/2";
}

std::string GameRecord::result_text() const { return referee::result_text(result); }

double GameRecord::points_of(int engine) const {
  const bool is_first = engine == setup.engines[0];
  switch (result) {
    case Outcome::FirstPlayerWins:
      return is_first ? 1 : 0;
    case Outcome::SecondPlayerWins:
      return is_first ? 0 : 1;
    case Outcome::Draw:
      return 0.5;
    case Outcome::None:
      break;
  }
  return 0;
}

std::string GameRecord::reason() const {
  return termination == Termination::Failure ? failure_name(failure) : termination_name(termination);
}

std::vector<std::pair<std::string, std::string>> rule_pairs(std::string_view rules) {
  std::vector<std::pair<std::string, std::string>> pairs;
  for (std::size_t at = 0; at < rules.size();) {
    const std::size_t end = std::min(rules.find(", ", at), rules.size());
    const std::string_view item = rules.substr(at, end - at);
    if (const std::size_t eq = item.find('='); eq != std::string_view::npos)
      pairs.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    at = end + 2;
  }
  return pairs;
}

std::string describe_info(const uiw::InfoReport& info) {
  std::string score = "-";
  if (info.score_kind == "cp")
    score = (info.score_value >= 0 ? "+" : "") + std::to_string(info.score_value);
  else if (!info.score_kind.empty())
    score = info.score_kind + std::to_string(info.score_value);
  return score + "/" + std::to_string(info.depth.value_or(0));
}

}  // namespace referee
