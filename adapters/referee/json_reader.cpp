// Everything the referee reads as JSON: configuration files and the records of an interrupted match.
// Boost.JSON is used header-only: its implementation is compiled here, in this one file.
#include <boost/json/src.hpp>
#include <fstream>
#include <optional>
#include <sstream>

#include "config_file.h"
#include "records.h"

namespace referee {

namespace json = boost::json;
using inchworm::Error;
using inchworm::Expected;

namespace {

Expected<std::string> scalar_text(const json::value& v, const std::string& where) {
  if (v.is_string()) return std::string(v.get_string());
  if (v.is_bool()) return std::string(v.get_bool() ? "true" : "false");
  if (v.is_int64()) return std::to_string(v.get_int64());
  if (v.is_uint64()) return std::to_string(v.get_uint64());
  if (v.is_double()) {
    std::ostringstream out;
    out << v.get_double();
    return out.str();
  }
  return Error{where + " must be a string, number or true/false"};
}

// key=value words from an object; lists give one word per item. `where` is the object's key path.
inchworm::MaybeError object_words(const json::object& object, const std::string& where, const std::string& prefix,
                                  std::vector<ConfigWord>& words) {
  for (const auto& [key, value] : object) {
    const std::string k(key);
    const std::string at = where + "." + k;
    if (value.is_array()) {
      for (const auto& item : value.get_array()) {
        auto text = scalar_text(item, at);
        if (!text) return Error{text.error()};
        words.push_back({prefix + k + "=" + *text, at});
      }
      continue;
    }
    auto text = scalar_text(value, at);
    if (!text) return Error{text.error()};
    words.push_back({prefix + k + "=" + *text, at});
  }
  return std::nullopt;
}

inchworm::MaybeError engine_words(const json::object& engine, const std::string& where,
                                  std::vector<ConfigWord>& words) {
  for (const auto& [key, value] : engine) {
    const std::string k(key);
    const std::string at = where + "." + k;
    if (k == "options") {
      if (!value.is_object()) return Error{at + " must be an object"};
      if (auto bad = object_words(value.get_object(), at, "option.", words)) return bad;
    } else if (k == "args") {
      if (!value.is_array()) return Error{at + " must be a list"};
      for (const auto& item : value.get_array()) {
        auto text = scalar_text(item, at);
        if (!text) return Error{text.error()};
        words.push_back({"arg=" + *text, at});
      }
    } else {
      auto text = scalar_text(value, at);
      if (!text) return Error{text.error()};
      words.push_back({k + "=" + *text, at});
    }
  }
  return std::nullopt;
}

// The words of the top-level object; errors name the key path.
inchworm::MaybeError top_level_words(const json::object& root, std::vector<ConfigWord>& words) {
  for (const auto& [key, value] : root) {
    const std::string k(key);
    if (k == "engines") {
      if (!value.is_array()) return Error{"engines must be a list of objects"};
      int n = 0;
      for (const auto& engine : value.get_array()) {
        const std::string where = "engines[" + std::to_string(n++) + "]";
        if (!engine.is_object()) return Error{where + " must be an object"};
        words.push_back({"-engine", where});
        if (auto bad = engine_words(engine.get_object(), where, words)) return bad;
      }
    } else if (k == "each") {
      if (!value.is_object()) return Error{"each must be an object"};
      words.push_back({"-each", k});
      if (auto bad = engine_words(value.get_object(), k, words)) return bad;
    } else if (value.is_object()) {
      words.push_back({"-" + k, k});
      if (auto bad = object_words(value.get_object(), k, "", words)) return bad;
    } else if (value.is_array()) {
      words.push_back({"-" + k, k});
      for (const auto& item : value.get_array()) {
        auto text = scalar_text(item, k);
        if (!text) return Error{text.error()};
        words.push_back({*text, k});
      }
    } else if (value.is_bool()) {
      if (value.get_bool()) words.push_back({"-" + k, k});  // a flag
    } else {
      auto text = scalar_text(value, k);
      if (!text) return Error{text.error()};
      words.push_back({"-" + k, k});
      words.push_back({*text, k});
    }
  }
  return std::nullopt;
}

}  // namespace

Expected<std::vector<ConfigWord>> config_file_arguments(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{"cannot read configuration file " + path};
  std::stringstream content;
  content << in.rdbuf();
  boost::system::error_code ec;
  json::value root = json::parse(content.str(), ec);
  if (ec) return Error{path + ": not valid JSON: " + ec.message()};
  if (!root.is_object()) return Error{path + ": the top level must be an object"};
  std::vector<ConfigWord> words;
  if (auto bad = top_level_words(root.get_object(), words)) return Error{path + ": " + bad->message};
  return words;
}

bool is_json_object(const std::string& line) {
  boost::system::error_code ec;
  const json::value v = json::parse(line, ec);
  return !ec && v.is_object();
}

Expected<std::vector<RecordedGame>> read_recorded_games(const std::string& json_path) {
  std::vector<RecordedGame> games;
  std::ifstream in(json_path);
  if (!in) return games;
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) lines.push_back(line);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string where = json_path + ":" + std::to_string(i + 1);
    boost::system::error_code ec;
    json::value v = json::parse(lines[i], ec);
    if (ec) continue;  // cut off by a kill while it was written: that game is played again
    const json::object* o = v.if_object();
    auto text = [&](const char* key) -> std::optional<std::string> {
      const json::value* field = o ? o->if_contains(key) : nullptr;
      if (!field || !field->is_string()) return std::nullopt;
      return std::string(field->get_string());
    };
    auto number = [&](const char* key) -> std::optional<long long> {
      const json::value* field = o ? o->if_contains(key) : nullptr;
      if (!field || !field->is_int64()) return std::nullopt;
      return field->get_int64();
    };
    const auto game = number("game");
    const auto red = text("red"), blue = text("blue"), result = text("result");
    if (!game || !red || !blue || !result) return Error{where + ": not a game record (needs game, red, blue, result)"};
    RecordedGame g;
    g.index = *game - 1;
    g.round = int(number("round").value_or(0));
    g.pair = number("pair").value_or(-1);
    g.red = *red;
    g.blue = *blue;
    g.opening = text("opening").value_or("");
    g.result = *result;
    g.termination = text("termination").value_or("");
    if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2")
      return Error{where + ": unknown result '" + g.result + "'"};
    if (const json::value* schedule = o->if_contains("schedule"); schedule && schedule->is_object())
      for (const auto& [key, value] : schedule->get_object())
        if (value.is_string()) g.schedule.emplace_back(std::string(key), std::string(value.get_string()));
    games.push_back(g);
  }
  return games;
}

}  // namespace referee
