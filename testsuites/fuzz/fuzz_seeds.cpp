#include "fuzz_seeds.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <set>
#include <sstream>

#include "file_text.h"
#include "parser_fuzz.h"
#include "text.h"

namespace fuzz {
namespace {

namespace fs = std::filesystem;
using inchworm::GameEntry;
using inchworm::GameState;
using testing_support::read_text;

// Every file with extension `ext` under `dir` (and its subfolders), sorted; none when `dir` is missing.
std::vector<fs::path> files_under(const fs::path& dir, const std::string& ext) {
  std::vector<fs::path> found;
  if (!fs::is_directory(dir)) return found;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ext) found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

// A seed's name from its file: the path below `root` with `-` for `/`, and `suffix`.
std::string name_of(const fs::path& root, const fs::path& file, const std::string& suffix = "") {
  std::string name = fs::relative(file, root).generic_string();
  std::replace(name.begin(), name.end(), '/', '-');
  return name + suffix;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

// `Name=Value` items, separated by spaces or commas; false (and nothing) when `field` is anything else.
bool rule_items(const std::string& field, std::vector<std::string>& items) {
  std::string spaced = field;
  std::replace(spaced.begin(), spaced.end(), ',', ' ');
  const auto words = inchworm::split_words(spaced);
  for (const auto& w : words) {
    const auto eq = w.find('=');
    if (eq == 0 || eq == std::string::npos || eq + 1 == w.size() ||
        !std::all_of(w.begin(), w.begin() + std::ptrdiff_t(eq),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
      return false;
  }
  items = words;
  return !words.empty();
}

// Sets `Name=Value`; false when the game refuses it.
bool set_item(GameState& state, const std::string& item) {
  const auto eq = item.find('=');
  return !state.set_rule_option(item.substr(0, eq), item.substr(eq + 1));
}

// The figure is the game's (see the header).
bool figure_is_for(const GameEntry& game, const std::string& text) {
  auto state = game.make_state();
  bool at_position = true;  // at a position the game read: its start, until a position line says otherwise
  for (const std::string& line : lines_of(text)) {
    const KeyedLine kl = split_key(line);
    if (kl.key == "rules") {
      for (const auto& item : inchworm::split_words(kl.value))
        if (item.find('=') != std::string::npos && set_item(*state, item)) return true;
    } else if (kl.key == "position") {
      const bool read = !state->set_position(kl.value);
      if (read && kl.value != "startpos") return true;
      at_position = read;
    } else if ((kl.key == "move" || kl.key == "play") && at_position) {
      const auto words = inchworm::split_words(kl.value);
      if (!words.empty() && state->play(words[0])) return true;
      at_position = false;
    }
  }
  return false;
}

// A line of a position file as a parser input for the game, or "" when the game reads none of it.
std::string position_line_input(const GameEntry& game, const std::string& line) {
  std::string spaced = line;
  std::replace(spaced.begin(), spaced.end(), '\t', ';');
  std::vector<std::string> fields;
  std::istringstream in(spaced);
  for (std::string f; std::getline(in, f, ';');) fields.push_back(f);
  auto state = game.make_state();
  std::vector<std::string> rules;
  for (const auto& f : fields) {
    std::vector<std::string> items;
    if (!rule_items(f, items)) continue;
    for (const auto& item : items)
      if (!set_item(*state, item)) return "";  // another game's rules
    rules.insert(rules.end(), items.begin(), items.end());
  }
  const std::string rules_line = rules.empty() ? "" : "rules: " + inchworm::join_words(rules, 0, rules.size()) + "\n";
  for (const auto& f : fields)
    if (f.size() > 2 && !state->set_position(f)) return rules_line + "position: " + f + "\n";
  // A line of moves: the game plays every one of them from its start.
  if (fields.size() != 1) return "";
  const auto words = inchworm::split_words(line);
  state->set_position("startpos");
  for (const auto& w : words)
    if (!state->play(w)) return "";
  return words.empty() ? "" : "position: startpos\nplay: " + line + "\n";
}

// A random game of the game from its start, as a parser input.
std::string random_game(const GameEntry& game, std::uint64_t seed, int plies) {
  auto state = game.make_state();
  std::string moves;
  std::uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 1;
  for (int ply = 0; ply < plies && !state->is_over(); ++ply) {
    const auto listed = state->legal_moves();
    if (!listed || listed->empty()) break;
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    const std::string& m = (*listed)[x % listed->size()];
    if (!state->play(m)) break;
    moves += (moves.empty() ? "" : " ") + m;
  }
  return "position: startpos\nplay: " + moves + "\n";
}

// At most `most` of `all`, spread through it.
std::vector<Seed> spread(std::vector<Seed> all, std::size_t most) {
  if (all.size() <= most) return all;
  std::vector<Seed> kept;
  for (std::size_t i = 0; i < most; ++i) kept.push_back(std::move(all[i * all.size() / most]));
  return kept;
}

void add_unique(std::vector<Seed>& seeds, std::set<std::string>& seen, Seed seed) {
  if (!seed.text.empty() && seen.insert(seed.text).second) seeds.push_back(std::move(seed));
}

// The game's seeds found among the figures and position files, and its random games.
std::vector<Seed> seeds_found(const GameEntry& game, const fs::path& root, std::size_t per_file,
                              std::set<std::string>& seen) {
  std::vector<Seed> seeds;
  for (const auto& file : files_under(root / "seeds", ".txt")) {
    std::string text = read_text(file);
    if (figure_is_for(game, text)) add_unique(seeds, seen, {name_of(root, file), std::move(text)});
  }
  for (const auto& file : files_under(root / "testsuites" / "positions", ".txt")) {
    std::vector<Seed> matched;
    const auto lines = lines_of(read_text(file));
    for (std::size_t i = 0; i < lines.size(); ++i)
      matched.push_back({name_of(root, file, "-" + std::to_string(i + 1)), position_line_input(game, lines[i])});
    std::erase_if(matched, [](const Seed& s) { return s.text.empty(); });
    for (auto& seed : spread(std::move(matched), per_file)) add_unique(seeds, seen, std::move(seed));
  }
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    add_unique(seeds, seen, {"random-" + std::to_string(seed), random_game(game, seed, 20 * int(seed))});
  return seeds;
}

}  // namespace

std::vector<Seed> parser_seeds(const GameEntry& game, const fs::path& root, std::size_t per_file) {
  std::set<std::string> seen;
  std::vector<Seed> seeds = seeds_found(game, root, per_file, seen);
  for (const auto& file : files_under(root / "testsuites" / "fuzz" / "parser_corpus", ".txt"))
    add_unique(seeds, seen, {name_of(root, file), read_text(file)});
  return seeds;
}

std::string as_session(const GameEntry& game, const std::string& parser_input) {
  auto state = game.make_state();
  std::string out, base = "startpos";
  std::vector<std::string> moves;
  bool have_position = false;
  auto position = [&](const std::string& extra) {
    const std::string list = inchworm::join_words(moves, 0, moves.size()) + (moves.empty() ? "" : " ") + extra;
    return "position " + base + (list.empty() ? "" : " moves " + list) + "\n";
  };
  for (const std::string& line : lines_of(parser_input)) {
    const KeyedLine kl = split_key(line);
    if (kl.key == "rules") {
      for (const auto& item : inchworm::split_words(kl.value))
        if (item.find('=') != std::string::npos && set_item(*state, item))
          out +=
              "setoption name " + item.substr(0, item.find('=')) + " value " + item.substr(item.find('=') + 1) + "\n";
      state->set_position("startpos");
      base = "startpos";
      moves.clear();
      have_position = false;
    } else if (kl.key == "position" || (kl.key.empty() && !have_position)) {
      have_position = true;
      const std::string given = kl.value == "startpos" ? "startpos" : "fen " + kl.value;
      if (state->set_position(kl.value)) {
        out += "position " + given + "\n";  // refused: the previous position stays
        continue;
      }
      base = given;
      moves.clear();
      out += "position " + base + "\n";
    } else if (kl.key != "after" && kl.key != "fen") {
      std::string refused;
      for (const auto& token : inchworm::split_words(kl.value)) {
        if (auto played = state->play(token))
          moves.push_back(played->token);
        else if (refused.empty())
          refused = token;
      }
      out += position("");
      if (!refused.empty()) out += position(refused);
    }
  }
  return out + "d\neval\ngo depth 2\nquery gameover\n";
}

std::vector<Seed> session_seeds(const GameEntry& game, const fs::path& root, std::size_t per_file) {
  std::vector<Seed> seeds;
  std::set<std::string> seen;
  const fs::path transcripts = root / "testsuites" / "protocol";
  for (const auto& entry : fs::directory_iterator(transcripts))
    if (entry.is_regular_file() && entry.path().extension() == ".in")
      add_unique(seeds, seen, {name_of(root, entry.path()), read_text(entry.path())});
  for (const auto& file : files_under(transcripts / game.id, ".in"))
    add_unique(seeds, seen, {name_of(root, file), read_text(file)});
  for (const auto& file : files_under(root / "testsuites" / "fuzz" / "session_corpus", ".txt"))
    add_unique(seeds, seen, {name_of(root, file), read_text(file)});
  // Not the parser's hand-made awkward inputs: as sessions they are mostly refused positions.
  std::set<std::string> found;
  for (const Seed& seed : seeds_found(game, root, per_file, found))
    add_unique(seeds, seen, {"session-" + seed.name, as_session(game, seed.text)});
  std::sort(seeds.begin(), seeds.end(), [](const Seed& a, const Seed& b) { return a.name < b.name; });
  return seeds;
}

}  // namespace fuzz
