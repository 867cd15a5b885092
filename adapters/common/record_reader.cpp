// Reading the JSON-lines records of an earlier run back (-resume).
#include <boost/json.hpp>
#include <fstream>
#include <optional>

#include "records.h"
#include "registry.h"
#include "text.h"

namespace referee {

namespace json = boost::json;
using inchworm::Error;
using inchworm::Expected;
using inchworm::lower_case;

bool is_json_object(const std::string& line) {
  boost::system::error_code ec;
  const json::value v = json::parse(line, ec);
  return !ec && v.is_object();
}

namespace {

// The side names of a recorded game's game: where its engines' names are.
Expected<inchworm::SideNames> sides_of(const std::string& game_id) {
  auto state = inchworm::make_game_state(game_id);
  if (!state) return Error{state.error()};
  return (*state)->side_names();
}

// The facts of each move for the statistics: depth, nodes, the referee's time, the clock left.
void read_moves(const json::object& o, RecordedGame& g) {
  const json::value* moves = o.if_contains("moves");
  if (!moves || !moves->is_array()) return;
  const json::value* start = o.if_contains("start_ply");
  const std::size_t first_side = start && start->is_int64() ? std::size_t(start->get_int64() % 2) : 0;
  auto number = [](const json::object& m, const char* key) -> std::optional<double> {
    const json::value* field = m.if_contains(key);
    if (!field || !field->is_number()) return std::nullopt;
    return field->to_number<double>();
  };
  std::size_t i = 0;
  for (const json::value& item : moves->get_array()) {
    const json::object* m = item.if_object();
    if (!m) continue;
    MoveFacts f;
    f.depth = number(*m, "depth");
    f.nodes = number(*m, "nodes");
    f.ms = number(*m, "us").value_or(0) / 1000;
    f.left_ms = number(*m, "left_ms");
    g.moves[(first_side + i++) % 2].push_back(f);
  }
}

}  // namespace

Expected<std::vector<RecordedGame>> read_recorded_games(const std::string& json_path) {
  std::vector<RecordedGame> games;
  std::ifstream in(json_path, std::ios::binary);
  if (!in) return games;
  const std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t start = 0;
  for (long long line_number = 1; start < content.size(); ++line_number) {
    const std::size_t end = content.find('\n', start);
    const bool terminated = end != std::string::npos;
    const std::string line = content.substr(start, (terminated ? end : content.size()) - start);
    start = terminated ? end + 1 : content.size();
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = json_path + ":" + std::to_string(line_number);
    boost::system::error_code ec;
    json::value v = json::parse(line, ec);
    // The last line without its end of line: cut off by a kill while it was written. That game was
    // not counted; it is played again (opening the file for writing removes the piece).
    if (ec && !terminated) break;
    if (ec)
      return Error{where + ": cannot be read (" + ec.message() +
                   "): resuming past it would play its game again and keep both; repair or remove the line"};
    const json::object* o = v.if_object();
    auto text = [&](const std::string& key) -> std::optional<std::string> {
      const json::value* field = o ? o->if_contains(key) : nullptr;
      if (!field || !field->is_string()) return std::nullopt;
      return std::string(field->get_string());
    };
    auto number = [&](const char* key) -> std::optional<long long> {
      const json::value* field = o ? o->if_contains(key) : nullptr;
      if (!field || !field->is_int64()) return std::nullopt;
      return field->get_int64();
    };
    const auto game = text("game");
    const auto index = number("number");
    const auto result = text("result");
    if (!game || !index || !result) return Error{where + ": not a game record (needs game, number, result)"};
    auto sides = sides_of(*game);
    if (!sides) return Error{where + ": " + sides.error()};
    const auto first = text(lower_case(sides->first)), second = text(lower_case(sides->second));
    if (!first || !second)
      return Error{where + ": not a game record of " + *game + " (needs " + lower_case(sides->first) + " and " +
                   lower_case(sides->second) + ")"};
    RecordedGame g;
    g.line = line_number;
    g.index = *index - 1;
    g.round = int(number("round").value_or(0));
    g.pair = number("pair").value_or(-1);
    g.game_id = *game;
    g.run_id = text("run").value_or("");
    g.event = text("event").value_or("");
    g.shard = text("shard").value_or("");
    for (const char* key : {"engines", "time_controls"}) {
      auto& list = std::string(key) == "engines" ? g.engines : g.time_controls;
      if (const json::value* items = o->if_contains(key); items && items->is_array())
        for (const json::value& item : items->get_array())
          if (item.is_string()) list.emplace_back(item.get_string());
    }
    g.players[0] = *first;
    g.players[1] = *second;
    g.opening = text("opening").value_or("");
    g.result = *result;
    g.termination = text("termination").value_or("");
    if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2")
      return Error{where + ": unknown result '" + g.result + "'"};
    g.sides = *sides;
    read_moves(*o, g);
    if (const json::value* speeds = o->if_contains("speed"); speeds && speeds->is_object())
      for (const auto& [name, nps] : speeds->get_object())
        if (nps.is_number()) g.speeds.emplace_back(std::string(name), nps.to_number<double>());
    if (const json::value* scale = o->if_contains("time_scale"); scale && scale->is_number())
      g.time_scale = scale->to_number<double>();
    if (const json::value* schedule = o->if_contains("schedule"); schedule && schedule->is_object())
      for (const auto& [key, value] : schedule->get_object())
        if (value.is_string()) g.schedule.emplace_back(std::string(key), std::string(value.get_string()));
    games.push_back(g);
  }
  return games;
}

}  // namespace referee
