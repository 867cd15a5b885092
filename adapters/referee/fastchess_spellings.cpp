#include "fastchess_spellings.h"

#include <map>

namespace referee {

using inchworm::Error;
using inchworm::MaybeError;

std::optional<std::string> unsupported_fastchess_option(const std::string& name) {
  static const std::map<std::string, std::string> reasons = {
      {"quick", "give each engine with -engine cmd=... and the match's options"},
      {"site", "the records' Site is uiw-referee"},
      {"crc32", "no checksums of the records are computed"},
      {"force-concurrency", "-concurrency is never limited to the machine's threads here"},
      {"seeds", "a gauntlet here has one seed engine, the first"},
      {"show-latency", "use -pgnout latency=true: the latency of every move in the PGN comments"},
      {"testEnv", "there is no test-environment mode"},
      {"maxmoves", "use -maxplies N, which judges the game by its own rule for a stopped game, not as a draw"},
      {"tb", "there are no tablebases for these games"},
      {"tbpieces", "there are no tablebases for these games"},
      {"tbignore50", "there are no tablebases for these games"},
      {"tbadjudicate", "there are no tablebases for these games"},
      {"output", "there is one output format"},
      {"epdout", "the final position of every game is in the records (FinalFEN, \"final\")"},
      {"noswap", "the two games of an opening always swap colours (the pentanomial counts need it)"},
      {"reverse", "the two games of an opening always swap colours (the pentanomial counts need it)"},
      {"scoreinterval", "use -ratinginterval N"},
      {"autosaveinterval", "every game is recorded when it ends; -resume continues from the records"},
  };
  const auto at = reasons.find(name);
  if (at == reasons.end()) return std::nullopt;
  return "-" + name + " is a fastchess option that uiw-referee does not have: " + at->second;
}

namespace {

// `key=value` or nothing; an empty key is none.
bool split_key(const std::string& word, std::string& key, std::string& value) {
  const std::size_t eq = word.find('=');
  if (eq == std::string::npos || eq == 0) return false;
  key = word.substr(0, eq);
  value = word.substr(eq + 1);
  return true;
}

MaybeError read_flag(const std::string& option, const std::string& word, const std::string& value, bool& flag) {
  if (value != "true" && value != "false") return Error{"-" + option + ": '" + word + "' must be true or false"};
  flag = value == "true";
  return std::nullopt;
}

// The file of `-OPTION FILE` / `-OPTION file=FILE`; every other word goes to `other` (key, value, word).
template <typename Other>
MaybeError read_file_words(const std::string& option, const std::vector<std::string>& words, std::string& path,
                           Other other) {
  if (words.size() == 1 && words[0].rfind("file=", 0) != 0 && words[0].find('=') == std::string::npos) {
    path = words[0];
    return std::nullopt;
  }
  path.clear();
  for (const auto& word : words) {
    std::string key, value;
    if (!split_key(word, key, value))
      return Error{"-" + option + ": '" + word + "' is neither a file alone nor key=value (file=FILE)"};
    if (key == "file") {
      if (value.empty()) return Error{"-" + option + ": empty file name in '" + word + "'"};
      path = value;
    } else if (auto bad = other(key, value, word)) {
      return bad;
    }
  }
  if (path.empty()) return Error{"-" + option + " needs a file (FILE or file=FILE)"};
  return std::nullopt;
}

}  // namespace

MaybeError read_pgnout(const std::vector<std::string>& words, std::string& path, PgnFields& fields) {
  return read_file_words(
      "pgnout", words, path,
      [&](const std::string& key, const std::string& value, const std::string& word) -> MaybeError {
        const std::map<std::string, bool*> flags = {{"nodes", &fields.nodes},       {"seldepth", &fields.seldepth},
                                                    {"nps", &fields.nps},           {"hashfull", &fields.hashfull},
                                                    {"timeleft", &fields.timeleft}, {"latency", &fields.latency}};
        if (const auto at = flags.find(key); at != flags.end()) return read_flag("pgnout", word, value, *at->second);
        if (key == "notation")
          return Error{"-pgnout: '" + word +
                       "' is not supported: moves are written in the game's own record notation (README: Output)"};
        if (key == "tbhits")
          return Error{"-pgnout: '" + word + "' is not supported: there are no tablebases for these games"};
        if (key == "min" || key == "match_line")
          return Error{"-pgnout: '" + word + "' is not supported: the PGN records have one form"};
        return Error{"-pgnout: unknown setting '" + word +
                     "' (file=FILE nodes= seldepth= nps= hashfull= timeleft= latency=, each true or false)"};
      });
}

MaybeError read_file_option(const std::string& option, const std::vector<std::string>& words, std::string& path) {
  return read_file_words(
      option, words, path,
      [&](const std::string& key, const std::string& value, const std::string& word) -> MaybeError {
        // fastchess's `-log ... engine=true` logs the engines' lines, which is all our log holds.
        if (option == "log" && key == "engine" && value == "true") return std::nullopt;
        if (option == "log" && (key == "level" || key == "compress" || key == "realtime" || key == "engine"))
          return Error{"-log: '" + word +
                       "' is not supported: the log holds every line to and from the engines, as it is written"};
        return Error{"-" + option + ": unknown setting '" + word + "' (FILE, or file=FILE)"};
      });
}

}  // namespace referee
