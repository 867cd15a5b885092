#include "engine_config.h"

#include <charconv>

#include "rodeffer/rules.h"

namespace referee {

using inchworm::Error;
using inchworm::MaybeError;

namespace {

bool parse_count(const std::string& text, long long max, long long& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size() && out >= 1 && out <= max;
}

}  // namespace

MaybeError apply_engine_setting(EngineConfig& e, const std::string& token) {
  const std::size_t eq = token.find('=');
  if (eq == std::string::npos || eq == 0) return Error{"engine setting '" + token + "' is not key=value"};
  return apply_engine_setting(e, token.substr(0, eq), token.substr(eq + 1));
}

MaybeError apply_engine_setting(EngineConfig& e, const std::string& key, const std::string& value) {
  const std::string token = key + "=" + value;
  if (key == "cmd") {
    if (value.empty()) return Error{"empty engine command in '" + token + "'"};
    e.command = value;
  } else if (key == "name") {
    if (value.empty()) return Error{"empty engine name in '" + token + "'"};
    e.name = value;
  } else if (key == "dir") {
    e.working_dir = value;
  } else if (key == "arg") {
    e.args.push_back(value);
  } else if (key == "stderr") {
    e.stderr_path = value;
  } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
    // A rule given to one engine alone would make it play another game than the referee checks (and
    // lose every game by "illegal move"): rules go to both engines and the referee through -variant.
    const std::string name = key.substr(7);
    if (inchworm::rodeffer::is_rules_option(name))
      return Error{"'" + token + "': " + name + " is a rule of the game, not an engine setting: give it to both " +
                   "engines and the referee with -variant " + name + "=" + value};
    e.options.emplace_back(name, value);
  } else if (key == "tc") {
    // A clock and a fixed move time are alternatives: the later one given replaces the other.
    if (auto bad = parse_clock(value, e.tc)) return bad;
    e.tc.movetime_ms = 0;
  } else if (key == "st") {
    auto ms = parse_seconds(value);
    if (!ms || *ms <= 0) return Error{"bad move time in '" + token + "' (seconds, e.g. st=0.1)"};
    e.tc.movetime_ms = *ms;
    e.tc.clocked = false;
  } else if (key == "depth") {
    long long depth = 0;
    if (!parse_count(value, 1000, depth)) return Error{"bad depth in '" + token + "' (1..1000)"};
    e.tc.depth = int(depth);
  } else if (key == "nodes") {
    long long nodes = 0;
    if (!parse_count(value, 1'000'000'000'000'000LL, nodes)) return Error{"bad node count in '" + token + "'"};
    e.tc.nodes = nodes;
  } else if (key == "timemargin") {
    long long ms = 0;
    if (value != "0" && !parse_count(value, 10'000'000, ms)) return Error{"bad time margin in '" + token + "' (ms)"};
    e.tc.margin_ms = ms;
  } else if (key == "proto") {
    if (value == "uiw")
      e.protocol = Protocol::Uiw;
    else if (value == "ugi")
      e.protocol = Protocol::Ugi;
    else
      return Error{"unknown protocol in '" + token + "' (uiw or ugi)"};
  } else {
    return Error{"unknown engine setting '" + key + "' in '" + token + "'"};
  }
  return std::nullopt;
}

MaybeError finish_engine_config(EngineConfig& e) {
  if (e.command.empty()) return Error{"an engine needs cmd=PATH" + (e.name.empty() ? "" : " (engine " + e.name + ")")};
  if (e.name.empty()) {
    const std::size_t slash = e.command.find_last_of('/');
    e.name = slash == std::string::npos ? e.command : e.command.substr(slash + 1);
  }
  if (!e.tc.limited()) return Error{"engine " + e.name + " has no time control: give tc=, st=, depth= or nodes="};
  return std::nullopt;
}

}  // namespace referee
