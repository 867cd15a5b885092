#include "tune_settings.h"

#include <cstdlib>
#include <set>

#include "command_line.h"
#include "game_rules.h"

namespace tune {

using inchworm::Error;
using inchworm::Expected;

namespace {

// The referee's options that uiw-tune sets itself for every batch.
const std::set<std::string> kSetByTune = {"games", "rounds", "pgnout",     "jsonout",       "shard",
                                          "sprt",  "merge",  "tournament", "ratinginterval"};

// uiw-tune's own options that take a value (the others: -resume, -coordinator, -help, -version).
const std::set<std::string> kTuneOptionsWithValue = {"param", "iterations", "pairs", "batch",  "A",   "alpha",
                                                     "gamma", "seed",       "dir",   "worker", "poll"};

// -name or --name (as help2man asks for --help and --version).
bool is_option_word(const std::string& w) {
  const std::size_t start = w.rfind("--", 0) == 0 ? 2 : 1;
  return w.size() > start && w[0] == '-' && std::isalpha((unsigned char)w[start]);
}

bool read_number(const std::string& text, double lo, double hi, double& out) {
  if (text.empty()) return false;
  char* end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && out >= lo && out <= hi;
}

// The worker id: a word, or `auto` from the batch system (Slurm array task, Kubernetes Indexed Job).
Expected<std::string> worker_id(const std::string& text) {
  if (text != "auto") {
    if (text.empty() || text.find_first_of(" \t\n/") != std::string::npos)
      return Error{"-worker: bad id '" + text + "' (a word without '/')"};
    return text;
  }
  if (const char* slurm = std::getenv("SLURM_ARRAY_TASK_ID")) return std::string("slurm-") + slurm;
  if (const char* k8s = std::getenv("JOB_COMPLETION_INDEX")) return std::string("k8s-") + k8s;
  return Error{"-worker auto: neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set (give -worker ID)"};
}

}  // namespace

std::string tune_help() {
  return R"(uiw-tune: tunes integer options of a uiw engine by SPSA (as fishtest runs it), playing its
games through uiw-referee's match machinery.

  uiw-tune -param "NAME, START, MIN, MAX, C_END, R_END" [-param ...] -iterations N -dir DIR
           -engine cmd=PATH [settings] [-engine cmd=PATH ... (a fixed opponent)] [referee options]

  -param "..."         a parameter, sent as `setoption name NAME value V` (V an integer)
  -iterations N        SPSA iterations; each plays -pairs game pairs with one perturbation
  -pairs N             game pairs per iteration (default 8; two games an opening, colours swapped)
  -batch N             pairs per batch, the unit a worker claims (default: the iteration's pairs)
  -A X -alpha X -gamma X   the schedule (defaults: 10% of all pairs, 0.602, 0.101)
  -seed N              the perturbations' and roundings' seed (default 1)
  -dir DIR             the run's folder: trajectory.jsonl / .csv / .svg, the games' records
  -resume              continue the run in DIR from its last completed iteration
  -worker ID|auto      only play batches (no updates), as worker ID; auto: from Slurm or Kubernetes
  -coordinator         only update the parameters (no games): workers play them
  -poll SECONDS        how often a waiting process looks at DIR (default 0.2)
  -help  -version      this text; the version and commit of the build
With one -engine, its plus and minus copies play each other; with two, each copy plays the second.
Referee options (-each, -openings, -variant, -concurrency, -maxplies, -resign, -draw, -log, ...) apply
to every game; -games, -rounds, -pgnout, -jsonout, -shard, -sprt and -tournament are set by uiw-tune.
)";
}

Expected<TuneSettings> parse_tune_command_line(const std::vector<std::string>& words) {
  TuneSettings s;
  std::vector<std::string> rest;
  double A = -1;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    const std::string name = is_option_word(w) ? w.substr(w[1] == '-' ? 2 : 1) : "";
    if (name == "help" || name == "h" || name == "version") {
      (name == "version" ? s.version : s.help) = true;
      return s;
    }
    if (name == "resume" || name == "coordinator") {
      if (name == "resume")
        s.resume = true;
      else
        s.role = Role::Coordinator;
      continue;
    }
    if (!kTuneOptionsWithValue.count(name)) {
      if (kSetByTune.count(name)) return Error{"-" + name + " is set by uiw-tune for every batch"};
      rest.push_back(w);
      continue;
    }
    if (i + 1 >= words.size()) return Error{"-" + name + " needs a value"};
    const std::string value = words[++i];
    double x = 0;
    auto number = [&](double lo, double hi) -> inchworm::MaybeError {
      if (read_number(value, lo, hi, x)) return std::nullopt;
      return Error{"-" + name + ": bad number '" + value + "'"};
    };
    inchworm::MaybeError bad;
    if (name == "param") {
      auto p = parse_parameter(value);
      if (!p) return Error{p.error()};
      for (const Parameter& other : s.params)
        if (other.name == p->name) return Error{"-param: '" + p->name + "' is given twice"};
      std::string why;
      if (referee::is_game_setting(p->name, why)) return Error{"-param: '" + p->name + "' is " + why};
      s.params.push_back(*p);
    } else if (name == "iterations") {
      if (!(bad = number(1, 1e8))) s.iterations = (long long)x;
    } else if (name == "pairs") {
      if (!(bad = number(1, 1e6))) s.pairs = int(x);
    } else if (name == "batch") {
      if (!(bad = number(1, 1e6))) s.batch = int(x);
    } else if (name == "A") {
      if (!(bad = number(0, 1e12))) A = x;
    } else if (name == "alpha") {
      if (!(bad = number(0, 10))) s.schedule.alpha = x;
    } else if (name == "gamma") {
      if (!(bad = number(0, 10))) s.schedule.gamma = x;
    } else if (name == "seed") {
      if (!(bad = number(0, 1e18))) s.seed = std::uint64_t(x);
    } else if (name == "poll") {
      if (!(bad = number(0.001, 3600))) s.poll_seconds = x;
    } else if (name == "dir") {
      s.dir = value;
    } else if (name == "worker") {
      auto id = worker_id(value);
      if (!id) return Error{id.error()};
      s.worker_id = *id;
      s.role = Role::Worker;
    }
    if (bad) return Error{bad->message};
    if ((name == "iterations" || name == "pairs" || name == "batch" || name == "seed") && x != double((long long)x))
      return Error{"-" + name + ": '" + value + "' is not a whole number"};
  }
  if (s.params.empty()) return Error{"no -param given (-param \"NAME, START, MIN, MAX, C_END, R_END\")"};
  if (s.iterations <= 0) return Error{"-iterations N is needed"};
  if (s.dir.empty()) return Error{"-dir DIR is needed (the run's folder)"};
  if (s.batch == 0 || s.batch > s.pairs) s.batch = s.pairs;
  s.schedule.total_pairs = s.iterations * s.pairs;
  s.schedule.A = A >= 0 ? A : 0.1 * double(s.schedule.total_pairs);

  // One -engine: self-play. The referee's parser wants two engines: the tuned one is given again under
  // another name (its settings are used for both the plus and the minus copy).
  std::size_t engines = 0, first = 0;
  for (std::size_t i = 0; i < rest.size(); ++i)
    if (rest[i] == "-engine" || rest[i] == "--engine") {
      if (!engines++) first = i;
    }
  if (engines == 0) return Error{"no -engine given (the engine to tune: -engine cmd=PATH ...)"};
  if (engines > 2)
    return Error{"-engine given " + std::to_string(engines) + " times: the tuned engine, and at most one opponent"};
  s.self_play = engines == 1;
  if (s.self_play) {
    std::size_t end = first + 1;
    while (end < rest.size() && !is_option_word(rest[end])) ++end;
    std::vector<std::string> copy(rest.begin() + long(first), rest.begin() + long(end));
    copy.push_back("name=uiw-tune-copy-of-the-tuned-engine");
    rest.insert(rest.end(), copy.begin(), copy.end());
  }
  auto parsed = referee::parse_command_line(rest);
  if (!parsed) return Error{parsed.error()};
  if (parsed->help || parsed->version || !parsed->merge_files.empty())
    return Error{"-help, -version and -merge are the referee's own (uiw-tune -help for uiw-tune's)"};
  s.match = parsed->settings;
  if (s.match.resume) return Error{"internal: -resume went to the referee"};
  // The opponent may have the option (at its own fixed value); the tuned engine gets it from uiw-tune.
  for (const Parameter& p : s.params)
    for (const auto& [option, value] : s.match.engines[0].options)
      if (option == p.name)
        return Error{"-param '" + p.name + "': " + s.match.engines[0].name + " is also given option." + option + "=" +
                     value + " (uiw-tune sets it)"};
  s.warnings = parsed->warnings;
  return s;
}

}  // namespace tune
