#include "engine_config.h"

#include "game_rules.h"
#include "safe_text.h"
#include "text.h"

namespace referee {

using inchworm::Error;
using inchworm::MaybeError;

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
  } else if (key == "args") {
    // fastchess's spelling: several arguments in one word, split at spaces.
    for (const auto& word : inchworm::split_words(value)) e.args.push_back(word);
  } else if (key == "restart") {
    if (value != "on" && value != "off") return Error{"bad restart in '" + token + "' (on or off)"};
    e.restart = value == "on";
  } else if (key == "stderr") {
    e.stderr_path = value;
  } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
    // A game or rule given to one engine alone would make it play another game than the referee
    // checks (and lose every game by "illegal move"): they go to both engines and the referee through
    // -variant.
    const std::string name = key.substr(7);
    if (std::string why; is_game_setting(name, why))
      return Error{"'" + token + "': " + name + " is not an engine setting (" + why +
                   "): give it to both engines and the referee with -variant " + name + "=" + value};
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
  } else if (key == "depth" || key == "plies") {  // plies=: fastchess's name for a depth limit
    const auto depth = inchworm::parse_number<int>(value, 1, 1000);
    if (!depth) return Error{"bad depth in '" + token + "' (1..1000)"};
    e.tc.depth = *depth;
  } else if (key == "nodes") {
    const auto nodes = inchworm::parse_number<long long>(value, 1, 1'000'000'000'000'000LL);
    if (!nodes) return Error{"bad node count in '" + token + "'"};
    e.tc.nodes = *nodes;
  } else if (key == "timemargin") {
    const auto ms = inchworm::parse_number<long long>(value, 0, 10'000'000);
    if (!ms) return Error{"bad time margin in '" + token + "' (ms)"};
    e.tc.margin_ms = *ms;
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

MaybeError finish_engine_config(EngineConfig& e, bool needs_time_control) {
  if (e.command.empty()) return Error{"an engine needs cmd=PATH" + (e.name.empty() ? "" : " (engine " + e.name + ")")};
  if (e.name.empty()) {
    const std::size_t slash = e.command.find_last_of('/');
    e.name = slash == std::string::npos ? e.command : e.command.substr(slash + 1);
  }
  if (!adapters::is_printable_text(e.name))
    return Error{"engine name '" + adapters::printable_text(e.name) +
                 "' is not printable UTF-8 (it goes into the records): give a name=NAME"};
  if (needs_time_control && !e.tc.limited())
    return Error{"engine " + e.name + " has no time control: give tc=, st=, depth= or nodes="};
  return std::nullopt;
}

}  // namespace referee
