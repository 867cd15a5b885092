#include "play_command.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <thread>

#include "command_line.h"
#include "data_writer.h"
#include "engine_setup.h"
#include "openings.h"
#include "progress.h"
#include "registry.h"
#include "schedule.h"
#include "self_play.h"
#include "text.h"

namespace datagen {

using inchworm::Error;
using inchworm::Expected;

namespace {

// Every engine of a run starts with these (small, single-threaded: reproducible searches); --option
// may change them.
const NamedValues kDefaultOptions = {{"Hash", "16"}, {"Threads", "1"}};

struct PlayRun {
  EngineSetup setup;
  SelfPlaySettings play;
  std::uint64_t games = 0;
  std::string out, openings_path;
  referee::Shard shard;
  int concurrency = 1;
  bool resume = false;
  double progress_seconds = 10;
  std::string command;
};

cxxopts::Options play_options() {
  cxxopts::Options cli("uiw-datagen play",
                       "Self-play games of one game, every move searched within fixed limits, "
                       "written to a data file (adapters/datagen/README.md).");
  cli.add_options()("game", "the game (its id): " + inchworm::game_ids(), cxxopts::value<std::string>())(
      "rule", "a rule option of the game, Name=Value (repeat)", cxxopts::value<std::vector<std::string>>())(
      "option", "an engine option or tunable, Name=Value (repeat; Hash=16 and Threads=1 unless given)",
      cxxopts::value<std::vector<std::string>>())("nodes", "search every move to N nodes",
                                                  cxxopts::value<std::uint64_t>())(
      "depth", "search every move to depth D", cxxopts::value<int>())("games", "games in the run (numbered 0..N-1)",
                                                                      cxxopts::value<std::uint64_t>())(
      "out", "the data file", cxxopts::value<std::string>())("random-plies",
                                                             "uniformly random plies after the opening, MIN:MAX",
                                                             cxxopts::value<std::string>()->default_value("0:0"))(
      "openings", "a book (uiw-referee's format): game i starts from line i modulo its length",
      cxxopts::value<std::string>())("balance", "drop a game whose first search's |score| is above CP",
                                     cxxopts::value<int>())(
      "maxplies",
      "stop a game after P plies from its opening's base and judge it (GameState::adjudicate); "
      "by default the game's own limit (400, Rodeffer's Inchworm 1000)",
      cxxopts::value<int>())("seed", "the run's seed (each game's follows from it and its number)",
                             cxxopts::value<std::uint64_t>()->default_value("1"))(
      "shard", "play part I (1..N) of the run: the games i with i % N == I - 1; auto/N: I from Slurm or Kubernetes",
      cxxopts::value<std::string>())("concurrency", "games played at once (one engine each)",
                                     cxxopts::value<int>()->default_value("1"))(
      "resume", "continue the file's run: its games are kept, a block cut short is removed, the rest played")(
      "progress", "a progress line every S seconds on standard error (0: none)",
      cxxopts::value<double>()->default_value("10"));
  return cli;
}

Expected<std::pair<int, int>> parse_range(const std::string& text) {
  const std::size_t colon = text.find(':');
  const auto lo = inchworm::parse_number<int>(text.substr(0, colon), 0, 100000);
  const auto hi = colon == std::string::npos ? lo : inchworm::parse_number<int>(text.substr(colon + 1), 0, 100000);
  if (!lo || !hi || *hi < *lo) return Error{"--random-plies '" + text + "': expected MIN:MAX (0 <= MIN <= MAX)"};
  return std::pair{*lo, *hi};
}

Expected<NamedValues> named_values(const cxxopts::ParseResult& args, const std::string& option) {
  if (!args.count(option)) return NamedValues();
  return parse_named_values(args[option].as<std::vector<std::string>>(), "--" + option);
}

Expected<PlayRun> read_play(const cxxopts::ParseResult& args, std::string command) {
  PlayRun run;
  for (const char* needed : {"game", "games", "out"})
    if (!args.count(needed)) return Error{std::string("--") + needed + " is needed"};
  if (args.count("nodes") + args.count("depth") != 1) return Error{"give one of --nodes and --depth"};
  run.setup.game = args["game"].as<std::string>();
  auto rules = named_values(args, "rule");
  auto options = named_values(args, "option");
  if (!rules) return Error{rules.error()};
  if (!options) return Error{options.error()};
  run.setup.rules = *rules;
  run.setup.options = kDefaultOptions;
  run.setup.options.insert(run.setup.options.end(), options->begin(), options->end());
  if (args.count("nodes")) run.play.limits.nodes = args["nodes"].as<std::uint64_t>();
  if (args.count("depth")) run.play.limits.depth = args["depth"].as<int>();
  if ((run.play.limits.nodes && *run.play.limits.nodes == 0) || (run.play.limits.depth && *run.play.limits.depth < 1))
    return Error{"--nodes and --depth take a number from 1"};
  auto range = parse_range(args["random-plies"].as<std::string>());
  if (!range) return Error{range.error()};
  std::tie(run.play.random_min, run.play.random_max) = *range;
  if (args.count("balance")) run.play.balance = args["balance"].as<int>();
  if (run.play.balance && *run.play.balance < 0) return Error{"--balance takes a score from 0"};
  // By default the game's own self-play limit (GameEntry::selfplay_max_plies); an unknown game keeps
  // SelfPlaySettings' and is named by the engine's set-up later.
  if (args.count("maxplies"))
    run.play.max_plies = args["maxplies"].as<int>();
  else if (const inchworm::GameEntry* entry = inchworm::find_game(run.setup.game))
    run.play.max_plies = entry->selfplay_max_plies;
  if (run.play.max_plies < 1) return Error{"--maxplies takes a number from 1"};
  run.play.seed = args["seed"].as<std::uint64_t>();
  run.games = args["games"].as<std::uint64_t>();
  run.out = args["out"].as<std::string>();
  if (args.count("openings")) run.openings_path = args["openings"].as<std::string>();
  if (args.count("shard")) {
    auto shard =
        referee::parse_shard(args["shard"].as<std::string>(), [](const char* name) { return std::getenv(name); });
    if (!shard) return Error{"-" + shard.error()};
    run.shard = *shard;
  }
  run.concurrency = args["concurrency"].as<int>();
  if (run.concurrency < 1 || run.concurrency > 1024) return Error{"--concurrency takes 1..1024"};
  run.resume = args.count("resume") > 0;
  run.progress_seconds = args["progress"].as<double>();
  run.command = std::move(command);
  return run;
}

std::string hex64(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", (unsigned long long)v);
  return text;
}

// The book's lines by content (not its file's name, which differs between machines).
std::string openings_identity(const std::vector<referee::Opening>& book) {
  if (book.empty()) return "none";
  std::string lines;
  for (const auto& opening : book) lines += opening.text() + "\n";
  return std::to_string(book.size()) + " lines, fnv1a64 " + hex64(digest64(lines));
}

std::string option_words(const NamedValues& values) {
  std::string words;
  for (const auto& [name, value] : values) words += (words.empty() ? "" : " ") + name + "=" + value;
  return words;
}

RunHeader make_header(const PlayRun& run, inchworm::Engine& engine) {
  const auto& p = run.play;
  RunHeader h;
  h.settings =
      "game=" + engine.game().id + "\nrules=" + rules_in_force(engine) +
      "\noptions=" + option_words(run.setup.options) + "\ntunables=" + tunables_in_force(engine) +
      "\nevaluation=" + engine.evaluation_in_use() + "\nlimit=" +
      (p.limits.nodes ? "nodes " + std::to_string(*p.limits.nodes) : "depth " + std::to_string(*p.limits.depth)) +
      "\nrandom-plies=" + std::to_string(p.random_min) + ":" + std::to_string(p.random_max) +
      "\nopenings=" + openings_identity(p.openings) + "\nbalance=" + (p.balance ? std::to_string(*p.balance) : "none") +
      "\nmaxplies=" + std::to_string(p.max_plies) + "\nseed=" + std::to_string(p.seed) + "\n";
  h.notes = "command=" + run.command + "\nshard=" + run.shard.text() + "\ngames=" + std::to_string(run.games) +
            "\nopenings-file=" + (run.openings_path.empty() ? "none" : run.openings_path) + "\n";
  return h;
}

// Plays `games` with `run.concurrency` workers, each block written as its game ends.
inchworm::MaybeError play_games(const PlayRun& run, std::unique_ptr<inchworm::Engine> first,
                                const std::vector<std::uint64_t>& games, DataWriter& writer, ProgressCounts& counts) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex error_mutex;
  inchworm::MaybeError error;
  const auto stop_with = [&](const std::string& message) {
    const std::lock_guard lock(error_mutex);
    if (!error) error = Error{message};
    failed = true;
  };
  const auto work = [&](std::unique_ptr<inchworm::Engine> engine) {
    if (!engine) {
      auto made = make_engine_for(run.setup);
      if (!made) return stop_with(made.error());
      engine = std::move(made).value();
    }
    for (std::size_t k; !failed && (k = next++) < games.size();) {
      auto game = play_game(*engine, run.play, games[k], counts.positions);
      if (!game) return stop_with(game.error());
      if (auto e = writer.write(*game)) return stop_with(e->message);
      counts.dropped += game->end == GameEnd::Unbalanced || game->end == GameEnd::NoStart;
      ++counts.games;
    }
  };
  std::vector<std::thread> workers;
  for (int w = 1; w < run.concurrency && std::size_t(w) < games.size(); ++w) workers.emplace_back(work, nullptr);
  work(std::move(first));
  for (auto& t : workers) t.join();
  return error;
}

}  // namespace

int play_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  auto cli = play_options();
  int status = kExitDone;
  const auto parsed = parse_command_line(cli, args, out, err, status);
  if (!parsed) return status;
  auto read = read_play(*parsed, command_text("uiw-datagen play", args));
  if (!read) return err << "uiw-datagen play: " << read.error() << std::endl, kExitUsage;
  PlayRun& run = read.value();
  auto engine = make_engine_for(run.setup);
  if (!engine) return fail(err, engine.error());
  if (!run.openings_path.empty()) {
    auto book = referee::read_openings(run.openings_path, (*engine)->state());
    if (!book) return fail(err, book.error());
    run.play.openings = *book;
  }
  const RunHeader header = make_header(run, **engine);

  ResumePoint resumed;
  std::error_code ec;
  const bool continuing =
      run.resume && std::filesystem::exists(run.out, ec) && std::filesystem::file_size(run.out, ec) > 0;
  if (continuing) {
    auto point = resume_point(run.out, header.settings);
    if (!point) return fail(err, point.error());
    resumed = *point;
  }
  auto writer = continuing ? DataWriter::append(run.out, resumed.length) : DataWriter::create(run.out, header);
  if (!writer) return fail(err, writer.error());
  if (continuing)
    err << "uiw-datagen: " << run.out << ": " << resumed.done.size() << " games kept"
        << (resumed.cut_bytes ? ", a block cut short removed (" + std::to_string(resumed.cut_bytes) + " bytes)" : "")
        << std::endl;

  std::vector<std::uint64_t> games;
  std::uint64_t before = 0;
  for (std::uint64_t i = 0; i < run.games; ++i) {
    if (!run.shard.holds((long long)i)) continue;
    if (resumed.done.count(i))
      ++before;
    else
      games.push_back(i);
  }
  ProgressCounts counts;
  inchworm::MaybeError error;
  std::string summary;
  {
    ProgressMeter meter(err, counts, games.size(), before, resumed.positions, run.progress_seconds);
    error = play_games(run, std::move(engine).value(), games, **writer, counts);
    summary = meter.line();
  }
  err << "uiw-datagen: " << (error ? "stopped: " : "done: ") << summary << std::endl;
  if (error) return fail(err, error->message);
  return kExitDone;
}

}  // namespace datagen
