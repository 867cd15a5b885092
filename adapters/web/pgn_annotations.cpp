#include "pgn_annotations.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>

namespace adapters::web {

namespace {

constexpr std::array<std::string_view, 7> kNagMarks = {"", "!", "?", "!!", "??", "!?", "?!"};

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

std::optional<long long> whole_number(std::string_view s, long long most) {
  if (!all_digits(s) || s.size() > 9) return std::nullopt;
  long long n = 0;
  std::from_chars(s.data(), s.data() + s.size(), n);
  if (n > most) return std::nullopt;
  return n;
}

// "12", "12.5", "-0.35": a decimal number (no exponent, no sign but a leading minus).
std::optional<double> decimal(std::string_view s) {
  bool negative = false;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    negative = s.front() == '-';
    s.remove_prefix(1);
  }
  const auto dot = s.find('.');
  const std::string_view whole = s.substr(0, dot), fraction = dot == std::string_view::npos ? "" : s.substr(dot + 1);
  if ((whole.empty() && fraction.empty()) || (!whole.empty() && !all_digits(whole)) ||
      (dot != std::string_view::npos && !all_digits(fraction)) || whole.size() > 9 || fraction.size() > 9)
    return std::nullopt;
  double value = 0;
  for (char c : whole) value = value * 10 + (c - '0');
  double scale = 0.1;
  for (char c : fraction) value += (c - '0') * scale, scale /= 10;
  return negative ? -value : value;
}

}  // namespace

std::optional<RecordEval> parse_eval_value(std::string_view text) {
  RecordEval e;
  if (!text.empty() && text.front() == '#') {
    text.remove_prefix(1);
    const bool negative = !text.empty() && text.front() == '-';
    if (negative || (!text.empty() && text.front() == '+')) text.remove_prefix(1);
    const auto n = whole_number(text, 100000);
    if (!n) return std::nullopt;
    e.mate = true;
    e.moves = int(negative ? -*n : *n);
    return e;
  }
  const auto pawns = decimal(text);
  if (!pawns || std::abs(*pawns) > 1e6) return std::nullopt;
  e.units = std::round(*pawns * 100);
  return e;
}

std::optional<long long> parse_clock_value(std::string_view text) {
  // Up to three parts: hours, minutes, seconds (the last may have a fraction).
  std::vector<std::string_view> parts;
  while (true) {
    const auto colon = text.find(':');
    parts.push_back(text.substr(0, colon));
    if (colon == std::string_view::npos) break;
    text.remove_prefix(colon + 1);
  }
  if (parts.size() < 2 || parts.size() > 3) return std::nullopt;
  const auto seconds = decimal(parts.back());
  if (!seconds || *seconds < 0 || *seconds >= 60 || parts.back().front() == '-' || parts.back().front() == '+')
    return std::nullopt;
  long long minutes = 0, hours = 0;
  const auto m = whole_number(parts[parts.size() - 2], parts.size() == 3 ? 59 : 100000);
  if (!m) return std::nullopt;
  minutes = *m;
  if (parts.size() == 3) {
    const auto h = whole_number(parts[0], 10000);
    if (!h) return std::nullopt;
    hours = *h;
  }
  return (hours * 3600 + minutes * 60) * 1000 + std::llround(*seconds * 1000);
}

void read_comment_commands(std::string_view comment, MoveAnnotations& into, std::vector<std::string>& warnings) {
  std::size_t at = 0;
  while ((at = comment.find("[%", at)) != std::string_view::npos) {
    const auto close = comment.find(']', at);
    const std::string_view command =
        comment.substr(at, close == std::string_view::npos ? std::string_view::npos : close - at + 1);
    at = close == std::string_view::npos ? comment.size() : close + 1;
    std::string_view body = command.substr(2);
    if (!body.empty() && body.back() == ']') body.remove_suffix(1);
    const auto space = body.find_first_of(" \t\n");
    const std::string_view name = body.substr(0, space);
    std::string_view value = space == std::string_view::npos ? std::string_view() : body.substr(space + 1);
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front()))) value.remove_prefix(1);
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.remove_suffix(1);
    // lichess may add the depth after the eval: "[%eval 0.35,18]".
    if (name == "eval") value = value.substr(0, value.find(','));
    const bool malformed = close == std::string_view::npos;
    if (name == "eval") {
      auto e = malformed ? std::nullopt : parse_eval_value(value);
      if (e)
        into.eval = *e;
      else
        warnings.push_back("annotation '" + std::string(command) +
                           "' is not an evaluation (0.35, -1.20, #3, #-3): ignored");
    } else if (name == "clk") {
      auto c = malformed ? std::nullopt : parse_clock_value(value);
      if (c)
        into.clock_ms = *c;
      else
        warnings.push_back("annotation '" + std::string(command) + "' is not a clock time (h:mm:ss): ignored");
    }
  }
}

int nag_of_token(std::string_view token) {
  if (token.size() < 2 || token.front() != '$') return 0;
  const auto n = whole_number(token.substr(1), 255);
  return n ? int(*n) : 0;
}

int nag_of_suffix(std::string_view suffix) {
  for (int nag = 1; nag < int(kNagMarks.size()); ++nag)
    if (suffix == kNagMarks[nag]) return nag;
  return 0;
}

std::string mark_of_nag(int nag) { return nag > 0 && nag < int(kNagMarks.size()) ? std::string(kNagMarks[nag]) : ""; }

}  // namespace adapters::web
