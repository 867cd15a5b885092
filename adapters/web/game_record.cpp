#include "game_record.h"

#include <boost/json.hpp>
#include <cctype>
#include <optional>

#include "options.h"
#include "registry.h"
#include "text.h"

namespace adapters::web {

namespace {

namespace json = boost::json;

bool same_name(std::string_view a, std::string_view b) {
  return inchworm::same_option_name(std::string(a), std::string(b));
}

bool is_one_of(std::string_view name, std::initializer_list<std::string_view> names) {
  for (auto n : names)
    if (same_name(name, n)) return true;
  return false;
}

const std::initializer_list<std::string_view> kBaseNames = {"FEN",  "Position", "StartPosition", "Start",
                                                            "Base", "Initial",  "StartFen"};
const std::initializer_list<std::string_view> kOptionListNames = {"Variant", "Rules", "Options"};
const std::initializer_list<std::string_view> kGameNames = {"Game", "UCI_Variant"};

std::string trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

// Whether `name` is a rule option of some registered game.
bool is_rule_option(const std::string& name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all;
    for (const auto& entry : inchworm::game_registry())
      for (const auto& spec : entry.make_state()->rule_options()) all.push_back(spec.name);
    return all;
  }();
  for (const auto& n : names)
    if (same_name(n, name)) return true;
  return false;
}

// The record suffixes of the registered games (game_entry.h's RecordSuffix): their marker words and
// the fields that give the suffix's word apart.
const std::vector<inchworm::RecordSuffix>& record_suffixes() {
  static const std::vector<inchworm::RecordSuffix> suffixes = [] {
    std::vector<inchworm::RecordSuffix> all;
    for (const auto& entry : inchworm::game_registry())
      if (!entry.record_suffix.marker.empty()) all.push_back(entry.record_suffix);
    return all;
  }();
  return suffixes;
}

// Whether `word` is some registered game's record suffix marker (in either case).
bool is_suffix_marker(std::string_view word) {
  for (const auto& suffix : record_suffixes())
    if (same_name(word, suffix.marker)) return true;
  return false;
}

void set_rule(GameRecord& game, const std::string& name, const std::string& value) {
  for (auto& [n, v] : game.rules)
    if (same_name(n, name)) {
      v = value;
      return;
    }
  game.rules.emplace_back(name, value);
}

void apply_option_list(GameRecord& game, const std::string& value);

// Applies one setting (a tag or a JSON field) to the record: the game, a rule option, the start
// position, "Name=Value" lists, the result. Other names are kept as tags only.
void apply_setting(GameRecord& game, const std::string& name, const std::string& value) {
  if (is_one_of(name, kGameNames)) {
    // Old records count their games in `Game`: only a registered game's id names the game.
    if (const auto* entry = inchworm::find_game(trim(value))) game.game_id = entry->id;
  } else if (is_rule_option(name)) {
    set_rule(game, name, trim(value));
  } else if (is_one_of(name, kBaseNames)) {
    const std::string v = trim(value);
    if (!v.empty()) game.base = v;
  } else if (is_one_of(name, kOptionListNames)) {
    apply_option_list(game, value);
  } else if (same_name(name, "Result")) {
    game.result = trim(value);
  } else if (is_one_of(name, {"FinalFEN", "final"})) {
    game.final_fen = trim(value);
  }
}

// Old records of a game may describe its rules in words of their own ("topology plane, capture original,
// target 60"): the game's registry entry reads such an item.
bool apply_described_rules_item(GameRecord& game, const std::string& key, const std::string& v) {
  for (const auto& entry : inchworm::game_registry())
    if (entry.described_rules_item)
      if (const auto options = entry.described_rules_item(key, v)) {
        for (const auto& [name, value] : *options) set_rule(game, name, value);
        return true;
      }
  return false;
}

// The rules as a list: "Game=<id>, Rows=6" (or blank separated), each name a game or rule option
// (unknown names are left to the replay, which names them), or a game's described form.
void apply_option_list(GameRecord& game, const std::string& value) {
  std::string item;
  auto flush = [&] {
    const std::string text = trim(item);
    item.clear();
    if (text.empty()) return;
    if (text.find('=') != std::string::npos) {
      for (const std::string& word : inchworm::split_words(text)) {
        const auto eq = word.find('=');
        if (eq == std::string::npos) continue;
        const std::string name = trim(word.substr(0, eq)), v = trim(word.substr(eq + 1));
        if (is_one_of(name, kGameNames))
          apply_setting(game, name, v);
        else
          set_rule(game, name, v);
      }
      return;
    }
    const auto last_space = text.rfind(' ');
    if (last_space == std::string::npos ||
        !apply_described_rules_item(game, trim(text.substr(0, last_space)), trim(text.substr(last_space + 1))))
      game.warnings.push_back("rules item '" + text + "' not understood");
  };
  for (char c : value) {
    if (c == ',' || c == ';')
      flush();
    else
      item += c;
  }
  flush();
}

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*" || t == "½-½"; }

// "12." / "12..." alone, or the number in front of a move ("12.d3"): returns what is left.
std::string_view strip_move_number(std::string_view t) {
  std::size_t i = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
  if (i == 0 || i == t.size() || t[i] != '.') return t;
  while (i < t.size() && t[i] == '.') ++i;
  return t.substr(i);
}

// Reads `[Name "value"]`; false when the line is not a tag.
bool parse_tag(std::string_view line, std::string& name, std::string& value) {
  std::string_view s = line;
  if (s.size() < 2 || s.front() != '[') return false;
  s.remove_prefix(1);
  std::size_t i = 0;
  while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i])) && s[i] != ']') ++i;
  name = std::string(s.substr(0, i));
  s.remove_prefix(i);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  value.clear();
  if (!s.empty() && s.front() == '"') {
    s.remove_prefix(1);
    for (std::size_t k = 0; k < s.size() && s[k] != '"'; ++k) {
      if (s[k] == '\\' && k + 1 < s.size()) ++k;
      value += s[k];
    }
  } else {
    const auto close = s.find(']');
    value = trim(s.substr(0, close));
  }
  return !name.empty();
}

bool has_content(const GameRecord& g) { return !g.moves.empty() || !g.tags.empty(); }

}  // namespace

std::string GameRecord::tag(std::string_view name) const {
  for (const auto& [n, v] : tags)
    if (same_name(n, name)) return v;
  return {};
}

inchworm::Expected<std::vector<GameRecord>> parse_pgn_records(std::string_view text) {
  std::vector<GameRecord> games(1);
  bool in_moves = false;       // moves (or a result) were read for the current game
  bool expect_suffix = false;  // the word before was a record suffix marker
  bool in_comment = false;     // inside { ... }, which may run over several lines
  std::string comment;         // the comment's text so far (its [%eval] and [%clk] belong to the move before)
  int paren_depth = 0;         // inside ( variations ), skipped
  // A comment's commands, a NAG or a suffix mark: the last move's (none before the first move).
  auto annotate = [&](auto&& apply) {
    GameRecord& game = games.back();
    if (paren_depth == 0 && !game.moves.empty()) apply(game.moves.back().notes, game.warnings);
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t eol = text.find('\n', pos);
    if (eol == std::string_view::npos) eol = text.size();
    const std::string_view line = text.substr(pos, eol - pos);
    pos = eol + 1;
    const std::string trimmed = trim(line);
    if (!in_comment && paren_depth == 0 && !trimmed.empty() && trimmed.front() == '[') {
      std::string name, value;
      if (parse_tag(trimmed, name, value)) {
        if (in_moves) {
          games.emplace_back();
          in_moves = false;
          expect_suffix = false;
        }
        games.back().tags.emplace_back(name, value);
        apply_setting(games.back(), name, value);
        continue;
      }
    }
    if (!in_comment && !trimmed.empty() && trimmed.front() == '%') continue;  // escape lines
    std::size_t i = 0;
    while (i < line.size()) {
      const char c = line[i];
      if (in_comment) {
        in_comment = c != '}';
        if (in_comment) {
          comment += c;
        } else {
          annotate([&](MoveAnnotations& notes, std::vector<std::string>& warnings) {
            read_comment_commands(comment, notes, warnings);
          });
          comment.clear();
        }
        ++i;
        continue;
      }
      if (c == ';') break;
      if (std::isspace(static_cast<unsigned char>(c)) || c == '{' || c == '(' || c == ')') {
        if (c == '{') in_comment = true;
        if (c == '(') ++paren_depth;
        if (c == ')' && paren_depth > 0) --paren_depth;
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end])) &&
             std::string_view("{};()").find(line[end]) == std::string_view::npos)
        ++end;
      std::string_view token = line.substr(i, end - i);
      i = end;
      if (paren_depth > 0) continue;
      GameRecord& game = games.back();
      if (expect_suffix) {
        expect_suffix = false;
        if (!game.moves.empty()) game.moves.back().suffix = std::string(token);
        continue;
      }
      if (is_suffix_marker(token)) {
        expect_suffix = true;
        continue;
      }
      if (token.front() == '$') {
        const int nag = nag_of_token(token);
        if (nag == 0 && token != "$0")
          game.warnings.push_back("'" + std::string(token) + "' is not a NAG ($1 to $255): ignored");
        annotate([&](MoveAnnotations& notes, std::vector<std::string>&) {
          if (!mark_of_nag(nag).empty()) notes.nag = nag;
        });
        continue;
      }
      if (is_result(token)) {
        game.result = std::string(token);
        in_moves = true;
        continue;
      }
      token = strip_move_number(token);
      std::size_t marks = token.size();
      while (marks > 0 && std::string_view("!?+#").find(token[marks - 1]) != std::string_view::npos) --marks;
      std::string suffix;  // the marks without the check signs
      for (char m : token.substr(marks))
        if (m == '!' || m == '?') suffix += m;
      token = token.substr(0, marks);
      if (token.empty()) {
        // A mark written apart from its move ("e4 ?!").
        if (const int nag = nag_of_suffix(suffix))
          annotate([&](MoveAnnotations& notes, std::vector<std::string>&) { notes.nag = nag; });
        continue;
      }
      game.moves.push_back({std::string(token), {}, {}});
      game.moves.back().notes.nag = nag_of_suffix(suffix);
      in_moves = true;
    }
    if (in_comment) comment += ' ';
  }
  if (in_comment) games.back().warnings.push_back("a { comment is not closed");
  std::vector<GameRecord> found;
  for (auto& g : games)
    if (has_content(g)) found.push_back(std::move(g));
  if (found.empty()) return inchworm::Error{"no game found in the record (no tags and no moves)"};
  return found;
}

namespace {

std::string json_text(const json::value& v) {
  if (v.is_string()) return std::string(v.as_string());
  if (v.is_bool()) return v.as_bool() ? "true" : "false";
  if (v.is_int64()) return std::to_string(v.as_int64());
  if (v.is_uint64()) return std::to_string(v.as_uint64());
  if (v.is_double()) return std::to_string(static_cast<long long>(v.as_double()));
  return json::serialize(v);
}

// A suffix given apart: one string, or a list of squares (joined by '-').
std::string json_suffix(const json::value& v) {
  if (v.is_string()) return trim(std::string(v.as_string()));
  std::string s;
  if (v.is_array())
    for (const auto& item : v.as_array())
      if (item.is_string()) s += (s.empty() ? "" : "-") + std::string(item.as_string());
  return s;
}

const json::value* field(const json::object& o, std::initializer_list<std::string_view> names) {
  for (const auto& kv : o)
    if (is_one_of(kv.key(), names)) return &kv.value();
  return nullptr;
}

}  // namespace

namespace {

// One move object: {"move": token} with its record suffix after its marker in "record" (or in "move"
// itself), or apart in a field named by the game ("captures").
std::optional<RecordMove> json_move(const json::object& o) {
  const json::value* move = field(o, {"move", "token"});
  if (!move || !move->is_string()) return std::nullopt;
  RecordMove m;
  auto split_suffix = [&](std::string text) {
    for (const auto& suffix : record_suffixes())
      if (const auto parts = suffix.split(text)) {
        m.suffix = trim(parts->second);
        return trim(parts->first);
      }
    return text;
  };
  m.token = split_suffix(trim(std::string(move->as_string())));
  if (const json::value* r = field(o, {"record"}); r && r->is_string()) split_suffix(std::string(r->as_string()));
  for (const auto& suffix : record_suffixes())
    if (const json::value* given = field(o, {suffix.field})) m.suffix = json_suffix(*given);
  if (m.token.empty()) return std::nullopt;
  return m;
}

// The settings in an object's fields (scalars, and the fields of nested "options"-like objects).
void json_settings(const json::object& o, GameRecord& game) {
  for (const auto& kv : o) {
    const std::string name(kv.key());
    if (kv.value().is_object() && is_one_of(name, {"options", "rules", "settings", "tags"})) {
      for (const auto& inner : kv.value().as_object()) {
        game.tags.emplace_back(std::string(inner.key()), json_text(inner.value()));
        apply_setting(game, std::string(inner.key()), json_text(inner.value()));
      }
      continue;
    }
    if (kv.value().is_object() || kv.value().is_array()) continue;
    game.tags.emplace_back(name, json_text(kv.value()));
    apply_setting(game, name, json_text(kv.value()));
  }
}

}  // namespace

inchworm::Expected<std::vector<GameRecord>> parse_jsonl_records(std::string_view text) {
  std::vector<GameRecord> games(1);
  std::size_t pos = 0;
  int line_number = 0;
  auto next_game = [&] {
    if (has_content(games.back())) games.emplace_back();
  };
  while (pos < text.size()) {
    std::size_t eol = text.find('\n', pos);
    if (eol == std::string_view::npos) eol = text.size();
    const std::string line = trim(text.substr(pos, eol - pos));
    pos = eol + 1;
    ++line_number;
    if (line.empty()) continue;
    boost::system::error_code ec;
    json::value v = json::parse(line, ec);
    if (ec || !v.is_object()) {
      games.back().warnings.push_back("line " + std::to_string(line_number) + " is not a JSON object: skipped");
      continue;
    }
    const json::object& o = v.as_object();
    if (const json::value* moves = o.if_contains("moves"); moves && moves->is_array()) {
      // A whole game on one line.
      next_game();
      GameRecord& game = games.back();
      json_settings(o, game);
      for (const auto& item : moves->as_array()) {
        std::optional<RecordMove> m;
        if (item.is_object())
          m = json_move(item.as_object());
        else if (item.is_string())
          m = json_move(json::object{{"move", item}});
        if (m)
          game.moves.push_back(std::move(*m));
        else
          game.warnings.push_back("line " + std::to_string(line_number) + ": a move without a \"move\" string skipped");
      }
      games.emplace_back();
      continue;
    }
    if (auto m = json_move(o)) {
      games.back().moves.push_back(std::move(*m));
      if (const json::value* r = field(o, {"result"})) games.back().result = json_text(*r);
      continue;
    }
    // A line that sets up a game (a start or rules) after moves begins the next game; others, such as
    // a result, belong to the game read so far.
    const bool sets_up = field(o, kBaseNames) || field(o, {"options", "rules", "settings", "variant"});
    if (sets_up && !games.back().moves.empty()) next_game();
    json_settings(o, games.back());
  }
  std::vector<GameRecord> found;
  for (auto& g : games)
    if (has_content(g)) found.push_back(std::move(g));
  if (found.empty()) return inchworm::Error{"no game found in the JSON lines (no moves and no settings)"};
  return found;
}

inchworm::Expected<std::vector<GameRecord>> parse_game_records(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  if (i == text.size()) return inchworm::Error{"the record is empty"};
  if (text[i] == '{') return parse_jsonl_records(text);
  return parse_pgn_records(text);
}

}  // namespace adapters::web
