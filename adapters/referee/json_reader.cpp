// Everything the referee reads as JSON: configuration files and the records of an interrupted match.
// Boost.JSON is used header-only: its implementation is compiled here, in this one file.
#include <boost/json/src.hpp>
#include <fstream>
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

// key=value words from an object; lists give one word per item.
inchworm::MaybeError object_words(const json::object& object, const std::string& where,
                                  std::vector<std::string>& words) {
  for (const auto& [key, value] : object) {
    const std::string k(key);
    if (value.is_array()) {
      for (const auto& item : value.get_array()) {
        auto text = scalar_text(item, where + "." + k);
        if (!text) return Error{text.error()};
        words.push_back(k + "=" + *text);
      }
      continue;
    }
    auto text = scalar_text(value, where + "." + k);
    if (!text) return Error{text.error()};
    words.push_back(k + "=" + *text);
  }
  return std::nullopt;
}

inchworm::MaybeError engine_words(const json::object& engine, const std::string& where,
                                  std::vector<std::string>& words) {
  for (const auto& [key, value] : engine) {
    const std::string k(key);
    if (k == "options") {
      if (!value.is_object()) return Error{where + ".options must be an object"};
      std::vector<std::string> options;
      if (auto bad = object_words(value.get_object(), where + ".options", options)) return bad;
      for (auto& o : options) words.push_back("option." + o);
    } else if (k == "args") {
      if (!value.is_array()) return Error{where + ".args must be a list"};
      for (const auto& item : value.get_array()) {
        auto text = scalar_text(item, where + ".args");
        if (!text) return Error{text.error()};
        words.push_back("arg=" + *text);
      }
    } else {
      auto text = scalar_text(value, where + "." + k);
      if (!text) return Error{text.error()};
      words.push_back(k + "=" + *text);
    }
  }
  return std::nullopt;
}

}  // namespace

Expected<std::vector<std::string>> config_file_arguments(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{"cannot read configuration file " + path};
  std::stringstream content;
  content << in.rdbuf();
  boost::system::error_code ec;
  json::value root = json::parse(content.str(), ec);
  if (ec) return Error{path + ": not valid JSON: " + ec.message()};
  if (!root.is_object()) return Error{path + ": the top level must be an object"};
  std::vector<std::string> words;
  for (const auto& [key, value] : root.get_object()) {
    const std::string k(key);
    if (k == "engines") {
      if (!value.is_array()) return Error{path + ": engines must be a list of objects"};
      int n = 0;
      for (const auto& engine : value.get_array()) {
        const std::string where = path + ": engines[" + std::to_string(n++) + "]";
        if (!engine.is_object()) return Error{where + " must be an object"};
        words.push_back("-engine");
        if (auto bad = engine_words(engine.get_object(), where, words)) return Error{bad->message};
      }
    } else if (k == "each") {
      if (!value.is_object()) return Error{path + ": each must be an object"};
      words.push_back("-each");
      if (auto bad = engine_words(value.get_object(), path + ": each", words)) return Error{bad->message};
    } else if (value.is_object()) {
      words.push_back("-" + k);
      if (auto bad = object_words(value.get_object(), path + ": " + k, words)) return Error{bad->message};
    } else if (value.is_array()) {
      words.push_back("-" + k);
      for (const auto& item : value.get_array()) {
        auto text = scalar_text(item, path + ": " + k);
        if (!text) return Error{text.error()};
        words.push_back(*text);
      }
    } else if (value.is_bool()) {
      if (value.get_bool()) words.push_back("-" + k);  // a flag
    } else {
      auto text = scalar_text(value, path + ": " + k);
      if (!text) return Error{text.error()};
      words.push_back("-" + k);
      words.push_back(*text);
    }
  }
  return words;
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
    const json::value* game = o ? o->if_contains("game") : nullptr;
    const json::value* red = o ? o->if_contains("red") : nullptr;
    const json::value* blue = o ? o->if_contains("blue") : nullptr;
    const json::value* result = o ? o->if_contains("result") : nullptr;
    const json::value* termination = o ? o->if_contains("termination") : nullptr;
    if (!game || !game->is_int64() || !red || !red->is_string() || !blue || !blue->is_string() || !result ||
        !result->is_string())
      return Error{where + ": not a game record (needs game, red, blue, result)"};
    RecordedGame g;
    g.index = game->get_int64();
    g.red = std::string(red->get_string());
    g.blue = std::string(blue->get_string());
    g.result = std::string(result->get_string());
    if (termination && termination->is_string()) g.termination = std::string(termination->get_string());
    if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2")
      return Error{where + ": unknown result '" + g.result + "'"};
    games.push_back(g);
  }
  return games;
}

}  // namespace referee
