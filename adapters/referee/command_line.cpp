#include "command_line.h"

#include <cstdlib>
#include <cxxopts.hpp>
#include <set>

#include "config_file.h"
#include "fastchess_spellings.h"
#include "registry.h"
#include "safe_text.h"
#include "stats.h"
#include "text.h"

namespace referee {

using inchworm::Error;
using inchworm::Expected;
using inchworm::MaybeError;

namespace {

// Options followed by several key=value words, up to the next option.
// -pgnout, -jsonout and -log take a file, or fastchess's `file=FILE` with more settings.
const std::set<std::string> kGroupOptions = {"engine", "each",  "variant", "openings", "resign", "draw",
                                             "sprt",   "merge", "pgnout",  "jsonout",  "log",    "compliance"};
// -repeat (-games 2) and -recover (engines are always restarted after a failure) are fastchess's.
const std::set<std::string> kFlags = {"resume",  "help",          "version",     "repeat",
                                      "recover", "measure-speed", "use-affinity"};
constexpr char kGroupSeparator = '\x1f';

std::vector<std::string> split_group(const std::string& joined) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t at = joined.find(kGroupSeparator, start);
    parts.push_back(joined.substr(start, at - start));
    if (at == std::string::npos) break;
    start = at + 1;
  }
  if (parts.size() == 1 && parts[0].empty()) parts.clear();
  return parts;
}

bool is_option_word(const std::string& w) {
  return w.size() >= 2 && w[0] == '-' && std::isalpha((unsigned char)w.back()) &&
         std::isalpha((unsigned char)w[w[1] == '-' ? 2 : 1]);
}

std::string option_name(const std::string& w) { return w.substr(w[1] == '-' ? 2 : 1); }

// Where a word of a configuration file came from, for error messages.
struct Origin {
  std::string word;    // as given to the parser
  std::string option;  // the option it belongs to, without its dash
  std::string where;   // "match.json, key engines[0].options.Hash"
};

// Turns the cutechess-style words into cxxopts' (`--engine <group>`), expanding `-config FILE`. Words
// of a configuration file come with `file` and their `keys`, and are noted in `origins`.
Expected<std::vector<std::string>> normalise(const std::vector<std::string>& words, std::vector<Origin>& origins,
                                             const std::string& file = "", const std::vector<std::string>& keys = {}) {
  std::vector<std::string> out;
  auto note = [&](std::size_t i, const std::string& option) {
    if (!file.empty()) origins.push_back({words[i], option, file + ", key " + keys[i]});
  };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (!is_option_word(w)) {
      const std::string where = file.empty() ? "" : " (" + file + ", key " + keys[i] + ")";
      return Error{"unexpected word '" + w + "' (options start with '-')" + where};
    }
    const std::string name = option_name(w) == "h" ? "help" : option_name(w);
    if (auto why = unsupported_fastchess_option(name)) return Error{*why};
    if (name == "config") {
      if (i + 1 >= words.size()) return Error{"-config needs a file"};
      if (!file.empty()) return Error{file + ": a configuration file cannot name another one"};
      const std::string path = words[++i];
      auto inner = config_file_arguments(path);
      if (!inner) return Error{inner.error()};
      std::vector<std::string> inner_words, inner_keys;
      for (const auto& [word, key] : *inner) {
        inner_words.push_back(word);
        inner_keys.push_back(key);
      }
      auto expanded = normalise(inner_words, origins, path, inner_keys);
      if (!expanded) return expanded;
      out.insert(out.end(), expanded->begin(), expanded->end());
      continue;
    }
    out.push_back("--" + name);
    note(i, name);
    if (kFlags.count(name)) continue;
    if (kGroupOptions.count(name)) {
      std::string joined;
      bool first = true;
      while (i + 1 < words.size() && !is_option_word(words[i + 1])) {
        joined += (first ? "" : std::string(1, kGroupSeparator)) + words[++i];
        note(i, name);
        first = false;
      }
      out.push_back(joined);
      continue;
    }
    if (i + 1 >= words.size()) return Error{"-" + name + " needs a value"};
    out.push_back(words[++i]);
    note(i, name);
  }
  return out;
}

// Adds where in a configuration file the word an error names came from: a word the message quotes,
// of the option the message starts with; or that option itself (cxxopts quotes unknown ones ‘so’).
std::string with_origin(const std::string& message, const std::vector<Origin>& origins) {
  std::string option;
  if (!message.empty() && message[0] == '-') option = message.substr(1, message.find_first_of(": ") - 1);
  for (const Origin& o : origins)
    if ((option.empty() || o.option == option) && message.find("'" + o.word + "'") != std::string::npos)
      return message + " (" + o.where + ")";
  for (const Origin& o : origins)
    if (o.word == "-" + o.option &&
        (o.option == option || message.find("\u2018" + o.option + "\u2019") != std::string::npos))
      return message + " (" + o.where + ")";
  return message;
}

bool parse_long(const std::string& text, long long lo, long long hi, long long& out) {
  const auto n = inchworm::parse_number<long long>(text, lo, hi);
  if (n) out = *n;
  return n.has_value();
}

bool parse_double(const std::string& text, double& out) {
  if (text.empty()) return false;
  char* end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size();
}

// Splits `key=value`; the error names the option and the word.
MaybeError split_setting(const std::string& option, const std::string& word, std::string& key, std::string& value) {
  const std::size_t eq = word.find('=');
  if (eq == std::string::npos || eq == 0) return Error{"-" + option + ": '" + word + "' is not key=value"};
  key = word.substr(0, eq);
  value = word.substr(eq + 1);
  return std::nullopt;
}

MaybeError read_adjudication(const cxxopts::ParseResult& args, Adjudication& adj) {
  if (args.count("maxplies")) {
    long long n = 0;
    if (!parse_long(args["maxplies"].as<std::string>(), 1, 1'000'000, n))
      return Error{"-maxplies: bad number '" + args["maxplies"].as<std::string>() + "'"};
    adj.max_plies = int(n);
  }
  if (args.count("resign")) {
    adj.resign.on = true;
    for (const auto& word : split_group(args["resign"].as<std::string>())) {
      std::string key, value;
      if (auto bad = split_setting("resign", word, key, value)) return bad;
      long long n = 0;
      if (key == "movecount" && parse_long(value, 1, 10000, n))
        adj.resign.move_count = int(n);
      else if (key == "score" && parse_long(value, 0, 1'000'000'000, n))
        adj.resign.score = n;
      else if (key == "twosided" && (value == "true" || value == "false"))
        adj.resign.two_sided = value == "true";
      else
        return Error{"-resign: bad setting '" + word + "' (movecount=N score=CP twosided=true|false)"};
    }
  }
  if (args.count("draw")) {
    adj.draw.on = true;
    for (const auto& word : split_group(args["draw"].as<std::string>())) {
      std::string key, value;
      if (auto bad = split_setting("draw", word, key, value)) return bad;
      long long n = 0;
      if (key == "movenumber" && parse_long(value, 0, 100000, n))
        adj.draw.move_number = int(n);
      else if (key == "movecount" && parse_long(value, 1, 10000, n))
        adj.draw.move_count = int(n);
      else if (key == "score" && parse_long(value, 0, 1'000'000'000, n))
        adj.draw.score = n;
      else
        return Error{"-draw: bad setting '" + word + "' (movenumber=N movecount=N score=CP)"};
    }
  }
  return std::nullopt;
}

// -openings, with fastchess's `-srand SEED` for the random order's seed.
MaybeError read_openings_option(const cxxopts::ParseResult& args, MatchSettings& s,
                                std::vector<std::string>& warnings) {
  std::optional<std::uint64_t> srand;
  if (args.count("srand")) {
    long long n = 0;
    if (!parse_long(args["srand"].as<std::string>(), 0, (1LL << 62), n))
      return Error{"-srand: bad seed '" + args["srand"].as<std::string>() + "'"};
    srand = std::uint64_t(n);
  }
  if (!args.count("openings")) {
    if (srand) warnings.push_back("-srand without -openings: there is no book to order at random");
    return std::nullopt;
  }
  std::string file;
  OpeningOrder order = OpeningOrder::Sequential;
  std::uint64_t seed = srand.value_or(0);
  bool seed_given = false;
  long long start = 1;
  for (const auto& word : split_group(args["openings"].as<std::string>())) {
    std::string key, value;
    if (auto bad = split_setting("openings", word, key, value)) return bad;
    long long n = 0;
    if (key == "file")
      file = value;
    else if (key == "order" && (value == "sequential" || value == "random"))
      order = value == "random" ? OpeningOrder::Random : OpeningOrder::Sequential;
    else if (key == "seed" && parse_long(value, 0, (1LL << 62), n))
      seed = std::uint64_t(n), seed_given = true;
    else if (key == "start" && parse_long(value, 1, (1LL << 40), n))
      start = n;
    else
      return Error{"-openings: bad setting '" + word + "' (file=PATH order=sequential|random seed=N start=N)"};
  }
  if (file.empty()) return Error{"-openings needs file=PATH"};
  if (srand && seed_given && seed != *srand)
    return Error{"-srand " + std::to_string(*srand) + " and -openings seed=" + std::to_string(seed) +
                 " disagree: give the seed once"};
  if (srand && order == OpeningOrder::Sequential)
    warnings.push_back("-srand with a sequential book: the seed orders only order=random");
  auto book = read_openings(file, *s.game.prototype);
  if (!book) return Error{book.error()};
  s.book = std::move(*book);
  s.book_order = opening_order(s.book.size(), order, seed);
  s.book_start = std::size_t(start - 1) % s.book.size();
  s.book_file = file;
  s.book_order_text =
      (order == OpeningOrder::Random ? "random seed " + std::to_string(seed) : std::string("sequential")) + ", from " +
      std::to_string(start);
  return std::nullopt;
}

// The -sprt settings alone (for a match and for -merge).
Expected<SprtSettings> sprt_settings(const cxxopts::ParseResult& args) {
  SprtSettings sprt;
  for (const auto& word : split_group(args["sprt"].as<std::string>())) {
    std::string key, value;
    if (auto bad = split_setting("sprt", word, key, value)) return *bad;
    if (key == "model") {
      if (value == "logistic")
        sprt.model = SprtModel::Logistic;
      else if (value == "normalized")
        sprt.model = SprtModel::Normalized;
      else
        return Error{"-sprt: unknown model '" + word + "' (model=logistic or model=normalized)"};
      continue;
    }
    double x = 0;
    if (!parse_double(value, x)) return Error{"-sprt: bad number in '" + word + "'"};
    if (key == "elo0")
      sprt.elo0 = x;
    else if (key == "elo1")
      sprt.elo1 = x;
    else if (key == "alpha" && x > 0 && x < 0.5)
      sprt.alpha = x;
    else if (key == "beta" && x > 0 && x < 0.5)
      sprt.beta = x;
    else
      return Error{"-sprt: bad setting '" + word + "' (elo0= elo1= alpha= beta= model=, alpha and beta in (0, 0.5))"};
  }
  if (sprt.elo1 <= sprt.elo0) return Error{"-sprt: elo1 must be greater than elo0"};
  return sprt;
}

MaybeError read_sprt(const cxxopts::ParseResult& args, MatchSettings& s, std::vector<std::string>& warnings) {
  if (!args.count("sprt")) return std::nullopt;
  auto sprt = sprt_settings(args);
  if (!sprt) return Error{sprt.error()};
  if (s.engines.size() != 2) return Error{"-sprt needs exactly two engines"};
  if ((long long)s.games * s.rounds % 2)
    return Error{"-sprt: -games " + std::to_string(s.games) + " x -rounds " + std::to_string(s.rounds) +
                 " is an odd number of games: the SPRT counts game pairs (one opening, colours swapped), so it "
                 "needs an even number"};
  s.sprt = *sprt;
  if (!s.shard.whole())
    warnings.push_back("-sprt with -shard " + s.shard.text() +
                       ": a shard plays all its pairs and does not stop; the SPRT is decided on the merged records "
                       "(uiw-referee -merge FILE... -sprt ...)");
  return std::nullopt;
}

// `-merge FILE... [-sprt ...]`: nothing else goes with it.
MaybeError read_merge(const cxxopts::ParseResult& args, CommandLine& cl) {
  for (const auto& option : args.arguments())
    if (option.key() != "merge" && option.key() != "sprt" && option.key() != "max-speed-spread" &&
        option.key() != "report")
      return Error{"-merge takes record files, -sprt, -max-speed-spread and -report only, not -" + option.key()};
  if (args.count("report")) cl.report_path = args["report"].as<std::string>();
  if (args.count("max-speed-spread") &&
      !parse_double(args["max-speed-spread"].as<std::string>(), cl.max_speed_spread_percent))
    return Error{"-max-speed-spread: bad percentage '" + args["max-speed-spread"].as<std::string>() + "'"};
  cl.merge_files = split_group(args["merge"].as<std::string>());
  if (cl.merge_files.empty()) return Error{"-merge needs the JSON-lines record files of a run"};
  if (args.count("sprt")) {
    auto sprt = sprt_settings(args);
    if (!sprt) return Error{sprt.error()};
    cl.merge_sprt = *sprt;
  }
  return std::nullopt;
}

// `-compliance cmd=PATH ... [-variant ...] [-starttimeout MS] [-readytimeout MS]`: nothing else goes with it.
MaybeError read_compliance(const cxxopts::ParseResult& args, CommandLine& cl) {
  for (const auto& option : args.arguments())
    if (option.key() != "compliance" && option.key() != "variant" && option.key() != "starttimeout" &&
        option.key() != "readytimeout")
      return Error{"-compliance takes an engine's settings, -variant, -starttimeout and -readytimeout, not -" +
                   option.key()};
  ComplianceSettings c;
  for (const auto& word : split_group(args["compliance"].as<std::string>()))
    if (auto bad = apply_engine_setting(c.engine, word)) return Error{"-compliance: " + bad->message};
  if (auto bad = finish_engine_config(c.engine, false)) return Error{"-compliance: " + bad->message};
  if (args.count("variant")) {
    std::vector<std::pair<std::string, std::string>> variant;
    for (const auto& group : args["variant"].as<std::vector<std::string>>())
      for (const auto& word : split_group(group)) {
        std::string key, value;
        if (auto bad = split_setting("variant", word, key, value)) return bad;
        variant.emplace_back(key, value);
      }
    auto rules = make_game_rules(variant);
    if (!rules) return Error{"-variant: " + rules.error()};
    c.rules = std::move(*rules);
  }
  for (auto [name, field] : {std::pair{"starttimeout", &c.timeouts.start_ms}, {"readytimeout", &c.timeouts.ready_ms}})
    if (args.count(name) && !parse_long(args[name].as<std::string>(), 1, 10'000'000, *field))
      return Error{"-" + std::string(name) + ": bad number '" + args[name].as<std::string>() + "'"};
  cl.compliance = std::move(c);
  return std::nullopt;
}

}  // namespace

namespace {

// "ID (Option, Option, ...); ID (...)": every registered game with its rule options.
std::string games_and_rules() {
  std::string text;
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    std::string names;
    for (const auto& spec : game.make_state()->rule_options()) names += (names.empty() ? "" : ", ") + spec.name;
    text += (text.empty() ? "" : ";\n                           ") + game.id + " (" + names + ")";
  }
  return text;
}

}  // namespace

std::string command_line_help() {
  std::string help = R"(uiw-referee: matches and tournaments between uiw / UGI engines, for every game of the
Inchworm engine library.

  uiw-referee -engine cmd=PATH name=A [settings] -engine cmd=PATH name=B [settings] [options]

Engine settings (after -engine, or for all engines after -each; a later setting of a key wins):
  cmd=PATH  name=NAME  arg=WORD (repeatable)  args="W1 W2"  dir=WORKING_DIR  stderr=LOG_FILE  proto=uiw|ugi
  restart=on|off           a fresh process for every game (default off: one per worker, restarted after failures)
  option.NAME=VALUE        sent as `setoption name NAME value VALUE`
  tc=[MOVES/]SECONDS[+INC] clock kept by the referee, e.g. tc=40/60+0.5, tc=10+0.1
  st=SECONDS               fixed time per move        depth=N (plies=N) / nodes=N: fixed search
  timemargin=MS            lateness allowed before a time forfeit (default 50)
Options:
  -config FILE             a JSON file with the same settings (see README)
  -tournament roundrobin|gauntlet   gauntlet: the first engine against each other one
  -games N                 games per pairing per round (default 2: one opening, colours swapped)
  -rounds N                rounds (default 1)
  -concurrency N           games played at once (default 1)
  -variant [Game=ID] NAME=VALUE ...   the game (default: the first listed below) and its rule options, for
                           both engines and the referee (repeatable). The games and their rules:
                           GAMES
  -openings file=PATH [order=sequential|random] [seed=N] [start=N]
  -maxplies N              end a game after N plies, judged by the game's own rule for an unfinished game
  -resign movecount=N score=CP [twosided=true]   -draw movenumber=N movecount=N score=CP
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=logistic|normalized]
                           stop when decided (two engines, an even number of games)
  -pgnout FILE  -jsonout FILE   game records, appended after every game; also fastchess's
                           -pgnout file=FILE [nodes= seldepth= nps= hashfull= timeleft= latency=true]
  -wait MS                 a pause between a worker's games   -repeat (= -games 2)
  -use-affinity            each game's two engines on two cores of their own (when there are enough)
  -measure-speed           each engine's `bench` nodes/s at the start, into every record
  -scale-nps NPS           and the time controls scaled to that reference speed (OpenBench's scale_nps)
  -analyse RECORDS.jsonl -engine cmd=PATH depth=N|nodes=N|st=S [-jsonout OUT] [-pgnout OUT]
                           every move of the recorded games evaluated, best moves, the worst marked
  -merge ... -report FILE.html   a page: Elo, LLR over the games, score by opening, game lengths (gnuplot)
  -merge ... -max-speed-spread PCT   warn about shards whose speeds differ by more (default 10)
  -srand SEED              the seed of -openings order=random   -recover (accepted; always so)
  -resume                  skip the games already in -jsonout and count them
  -live FILE               one JSON line per game start, move and end while the match is played
                           (for uiw-web --follow FILE); appended, safe with -concurrency and -resume
  -shard I/N | auto/N      play part I (1..N) of the run, split by game pairs; auto: I from
                           SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN + 1, or JOB_COMPLETION_INDEX + 1
  -merge FILE... [-sprt ...]   the result table of a run's records (its shards' -jsonout files)
  -compliance cmd=PATH [proto=uiw|ugi] [arg=...] [-variant Game=ID ...]
                           walk one engine through the protocol, a verdict per step (exit 0: all pass)
  -log FILE                every line to and from the engines, with times
  -event NAME  -ratinginterval N  -progress auto|always|never
  -starttimeout MS (10000)  -readytimeout MS (5000)
  -help  -version
)";
  help.replace(help.find("GAMES"), 5, games_and_rules());
  return help;
}

namespace {

cxxopts::Options referee_options() {
  cxxopts::Options cli("uiw-referee", "");
  auto add = cli.add_options();
  for (const char* text : {"tournament",     "games",
                           "rounds",         "concurrency",
                           "openings",       "maxplies",
                           "resign",         "draw",
                           "sprt",           "pgnout",
                           "jsonout",        "log",
                           "live",           "event",
                           "ratinginterval", "progress",
                           "starttimeout",   "readytimeout",
                           "shard",          "merge",
                           "srand",          "wait",
                           "analyse",        "report",
                           "scale-nps",      "max-speed-spread",
                           "compliance"})
    add(text, "", cxxopts::value<std::string>());
  for (const char* repeated : {"engine", "each", "variant"})
    add(repeated, "", cxxopts::value<std::vector<std::string>>());
  for (const std::string& flag : kFlags) add(flag, "");
  return cli;
}

// -report goes only with -merge, and only as a file name.
MaybeError check_report(const cxxopts::ParseResult& args) {
  if (args.count("report") && args["report"].as<std::string>().find('=') != std::string::npos)
    return Error{"-report: fastchess's '" + args["report"].as<std::string>() +
                 "' is not taken: the pentanomial counts are always shown; -merge FILE... -report FILE.html writes a "
                 "page of the results"};
  if (args.count("report") && !args.count("merge"))
    return Error{"-report FILE.html goes with -merge (a finished match: -merge its -jsonout file)"};
  return std::nullopt;
}

// The numbers of the match: games, rounds, concurrency, the rating interval, the timeouts, the wait,
// and the speed measurement's settings.
MaybeError read_counts(const cxxopts::ParseResult& args, MatchSettings& s) {
  auto number_option = [&](const char* name, long long lo, long long hi, long long fallback) -> Expected<long long> {
    if (!args.count(name)) return fallback;
    long long n = 0;
    const std::string text = args[name].as<std::string>();
    if (!parse_long(text, lo, hi, n))
      return Error{"-" + std::string(name) + ": bad number '" + text + "' (" + std::to_string(lo) + ".." +
                   std::to_string(hi) + ")"};
    return n;
  };
  auto games = number_option("games", 1, 100'000'000, 2);
  if (args.count("repeat") && games && *games != 2)
    return Error{"-repeat means -games 2 (fastchess's spelling), but -games " + std::to_string(*games) + " was given"};
  auto wait = number_option("wait", 0, 3'600'000, 0);
  if (!wait) return Error{wait.error()};
  s.wait_ms = *wait;
  s.speed.measure = args.count("measure-speed") > 0;
  s.use_affinity = args.count("use-affinity") > 0;
  if (args.count("scale-nps")) {
    const std::string text = args["scale-nps"].as<std::string>();
    if (!parse_double(text, s.speed.reference_nps) || !(s.speed.reference_nps > 0))
      return Error{"-scale-nps: bad speed '" + text + "' (nodes per second, e.g. 500000)"};
  }
  auto rounds = number_option("rounds", 1, 100'000'000, 1);
  auto concurrency = number_option("concurrency", 1, 1024, 1);
  auto interval = number_option("ratinginterval", 0, 100'000'000, 0);
  auto start_timeout = number_option("starttimeout", 1, 10'000'000, 10000);
  auto ready_timeout = number_option("readytimeout", 1, 10'000'000, 5000);
  for (auto* n : {&games, &rounds, &concurrency, &interval, &start_timeout, &ready_timeout})
    if (!*n) return Error{n->error()};
  s.games = int(*games);
  s.rounds = int(*rounds);
  s.concurrency = int(*concurrency);
  s.rating_interval = int(*interval);
  s.timeouts.start_ms = *start_timeout;
  s.timeouts.ready_ms = *ready_timeout;
  return std::nullopt;
}

// -tournament and -progress: one word each, from a fixed set.
MaybeError read_format(const cxxopts::ParseResult& args, MatchSettings& s) {
  if (args.count("tournament")) {
    const std::string t = args["tournament"].as<std::string>();
    if (t == "roundrobin" || t == "round-robin")
      s.format = Format::RoundRobin;
    else if (t == "gauntlet")
      s.format = Format::Gauntlet;
    else
      return Error{"-tournament: unknown format '" + t + "' (roundrobin or gauntlet)"};
  }
  if (args.count("progress")) {
    const std::string p = args["progress"].as<std::string>();
    if (p == "auto")
      s.progress = Progress::Auto;
    else if (p == "always")
      s.progress = Progress::Always;
    else if (p == "never")
      s.progress = Progress::Never;
    else
      return Error{"-progress: '" + p + "' (auto, always or never)"};
  }
  return std::nullopt;
}

// What the match writes: the event's name, -pgnout, -jsonout, -log, -live, and -resume from -jsonout.
MaybeError read_outputs(const cxxopts::ParseResult& args, MatchSettings& s) {
  if (args.count("event")) s.event = args["event"].as<std::string>();
  if (!adapters::is_printable_text(s.event))
    return Error{"-event: '" + adapters::printable_text(s.event) +
                 "' is not printable UTF-8 (it goes into the records)"};
  if (args.count("pgnout"))
    if (auto bad = read_pgnout(split_group(args["pgnout"].as<std::string>()), s.pgn_path, s.pgn_fields)) return bad;
  if (args.count("live")) s.live_path = args["live"].as<std::string>();
  for (auto [name, path] : {std::pair{"jsonout", &s.json_path}, {"log", &s.log_path}})
    if (args.count(name))
      if (auto bad = read_file_option(name, split_group(args[name].as<std::string>()), *path)) return bad;
  s.resume = args.count("resume") > 0;
  if (s.resume && s.json_path.empty()) return Error{"-resume needs -jsonout FILE (the records to continue from)"};
  return std::nullopt;
}

// The words of a repeatable group option (-each, -variant), in order.
std::vector<std::string> repeated_words(const cxxopts::ParseResult& args, const char* name) {
  std::vector<std::string> collected;
  if (args.count(name))
    for (const auto& group : args[name].as<std::vector<std::string>>())
      for (const auto& word : split_group(group)) collected.push_back(word);
  return collected;
}

// The rules (-variant): the engines get them as options and the openings are checked against them.
MaybeError read_rules(const cxxopts::ParseResult& args, MatchSettings& s) {
  std::vector<std::pair<std::string, std::string>> variant;
  for (const auto& word : repeated_words(args, "variant")) {
    std::string key, value;
    if (auto bad = split_setting("variant", word, key, value)) return bad;
    variant.emplace_back(key, value);
  }
  auto game = make_game_rules(variant);
  if (!game) return Error{"-variant: " + game.error()};
  s.game = std::move(*game);
  return std::nullopt;
}

// The engines: each -engine's words after every -each word, names unique.
MaybeError read_engines(const cxxopts::ParseResult& args, MatchSettings& s) {
  if (!args.count("engine")) return std::nullopt;
  const std::vector<std::string> each = repeated_words(args, "each");
  for (const auto& group : args["engine"].as<std::vector<std::string>>()) {
    EngineConfig e;
    for (const auto& word : each)
      if (auto bad = apply_engine_setting(e, word)) return Error{"-each: " + bad->message};
    for (const auto& word : split_group(group))
      if (auto bad = apply_engine_setting(e, word)) return Error{"-engine: " + bad->message};
    if (auto bad = finish_engine_config(e)) return bad;
    for (const auto& other : s.engines)
      if (other.name == e.name) return Error{"two engines are named '" + e.name + "': give each a name=NAME"};
    s.engines.push_back(std::move(e));
  }
  return std::nullopt;
}

Expected<CommandLine> parse_words(const std::vector<std::string>& words, std::vector<Origin>& origins) {
  auto normal = normalise(words, origins);
  if (!normal) return Error{normal.error()};
  cxxopts::Options cli = referee_options();
  std::vector<const char*> argv = {"uiw-referee"};
  for (const auto& w : *normal) argv.push_back(w.c_str());
  cxxopts::ParseResult args;
  try {
    args = cli.parse(int(argv.size()), argv.data());
  } catch (const std::exception& e) {
    return Error{e.what()};
  }
  CommandLine cl;
  cl.help = args.count("help") > 0;
  cl.version = args.count("version") > 0;
  if (cl.help || cl.version) return cl;
  if (auto bad = check_report(args)) return Error{bad->message};
  if (args.count("merge")) {
    if (auto bad = read_merge(args, cl)) return Error{bad->message};
    return cl;
  }
  if (args.count("compliance")) {
    if (auto bad = read_compliance(args, cl)) return Error{bad->message};
    return cl;
  }
  MatchSettings& s = cl.settings;
  if (args.count("shard")) {
    auto shard = parse_shard(args["shard"].as<std::string>(), [](const char* name) { return std::getenv(name); });
    if (!shard) return Error{shard.error()};
    s.shard = *shard;
  }
  for (auto read : {read_counts, read_format, read_outputs, read_rules, read_engines})
    if (auto bad = read(args, s)) return Error{bad->message};
  if (args.count("analyse")) {
    if (s.engines.size() != 1) return Error{"-analyse takes one engine (-engine cmd=PATH depth=N ...)"};
    cl.analysis =
        AnalysisSettings{args["analyse"].as<std::string>(), s.engines[0], s.timeouts, s.json_path, s.pgn_path};
    return cl;
  }
  if (s.engines.size() < 2) return Error{"a match needs at least two engines (-engine cmd=PATH ...)"};

  if (auto bad = read_adjudication(args, s.adjudication)) return Error{bad->message};
  if (auto bad = read_openings_option(args, s, cl.warnings)) return Error{bad->message};
  if (auto bad = read_sprt(args, s, cl.warnings)) return Error{bad->message};
  if ((long long)s.games * s.rounds % 2)
    cl.warnings.push_back("-games " + std::to_string(s.games) + " x -rounds " + std::to_string(s.rounds) +
                          " is an odd number of games per pairing: the last one has no partner with the colours "
                          "swapped (colours are unbalanced, and that game is not in the pentanomial counts)");
  return cl;
}

}  // namespace

Expected<CommandLine> parse_command_line(const std::vector<std::string>& words) {
  std::vector<Origin> origins;
  auto parsed = parse_words(words, origins);
  if (!parsed) return Error{with_origin(parsed.error(), origins)};
  return parsed;
}

}  // namespace referee
