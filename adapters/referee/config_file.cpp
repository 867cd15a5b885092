#include <boost/json.hpp>
#include <fstream>
#include <optional>
#include <sstream>

#include "config_file.h"

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

}  // namespace referee
