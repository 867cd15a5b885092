#include "terms_command.h"

#include <boost/json.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <thread>

#include "command_line.h"
#include "data_reader.h"
#include "engine_setup.h"
#include "eval_terms.h"
#include "filters.h"
#include "npy_file.h"
#include "options.h"
#include "registry.h"
#include "text.h"

namespace datagen {

using inchworm::Error;
using inchworm::Expected;

namespace {

// Positions handed to the workers at once, per worker.
constexpr std::size_t kChunkPerWorker = 256;

struct TermsRun {
  std::string data, out;
  PositionFilter filter;
  std::vector<std::string> params;  // empty: every tunable that changes the evaluation on the data
  bool eval_only = false;           // no derivatives (a fit's last measure)
  NamedValues options;
  int concurrency = 1;
};

Expected<TermsRun> read_terms(const cxxopts::ParseResult& args) {
  TermsRun run;
  if (!args.count("data") || !args.count("out")) return Error{"give --data FILE and --out FILE.npy"};
  run.data = args["data"].as<std::string>();
  run.out = args["out"].as<std::string>();
  run.filter = filter_from(args);
  if (args.count("param")) run.params = args["param"].as<std::vector<std::string>>();
  run.eval_only = args.count("eval-only") > 0;
  if (args.count("option")) {
    auto options = parse_named_values(args["option"].as<std::vector<std::string>>(), "--option");
    if (!options) return Error{options.error()};
    run.options = *options;
  }
  run.concurrency = args["concurrency"].as<int>();
  if (run.concurrency < 1 || run.concurrency > 1024) return Error{"--concurrency takes 1..1024"};
  return run;
}

// The engine of the data's game and rules, with the options given (no search: the smallest hash).
Expected<EngineSetup> setup_for(const RunHeader& header, const NamedValues& options) {
  EngineSetup setup;
  setup.game = header_value(header.settings, "game").value_or("");
  auto rules =
      parse_named_values(inchworm::split_words(header_value(header.settings, "rules").value_or("")), "the data's rule");
  if (!rules) return Error{rules.error()};
  setup.rules = *rules;
  setup.options = {{"Hash", "1"}};
  // The hand-written evaluation, whose weights a fit reads, where the game plays a network by default;
  // `--option Evaluation=network` (after this) chooses the network, as the trainer's check does.
  if (const inchworm::GameEntry* game = inchworm::find_game(setup.game); game && game->network)
    setup.options.emplace_back("Evaluation", "hand");
  setup.options.insert(setup.options.end(), options.begin(), options.end());
  return setup;
}

// The tunables named (any case), or all of them.
Expected<std::vector<ParamSpec>> choose_params(inchworm::Engine& engine, const std::vector<std::string>& names) {
  std::vector<ParamSpec> all;
  std::string listed;
  for (const auto& t : engine.tunables()) {
    all.push_back({std::string(t.name()), t.value(), t.min(), t.max(), t.step()});
    listed += (listed.empty() ? "" : ", ") + all.back().name;
  }
  if (names.empty()) return all;
  std::vector<ParamSpec> chosen;
  for (const std::string& name : names) {
    const auto found = std::find_if(all.begin(), all.end(),
                                    [&](const ParamSpec& p) { return inchworm::same_option_name(p.name, name); });
    if (found == all.end())
      return Error{"--param " + name + ": not a tunable of " + engine.game().id + " (its tunables: " + listed + ")"};
    chosen.push_back(*found);
  }
  return chosen;
}

// The rows of `chunk`, position k by worker k % engines.
inchworm::MaybeError compute_rows(std::vector<std::unique_ptr<inchworm::Engine>>& engines,
                                  const std::vector<PositionRecord>& chunk, const std::vector<ParamSpec>& params,
                                  std::vector<std::vector<float>>& rows) {
  rows.assign(chunk.size(), {});
  std::vector<inchworm::MaybeError> errors(engines.size());
  const auto work = [&](std::size_t w) {
    for (std::size_t k = w; k < chunk.size() && !errors[w]; k += engines.size()) {
      auto row = position_terms(*engines[w], chunk[k], params);
      if (!row)
        errors[w] = Error{row.error()};
      else
        rows[k] = std::move(row).value();
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t w = 1; w < engines.size(); ++w) threads.emplace_back(work, w);
  work(0);
  for (auto& t : threads) t.join();
  for (auto& e : errors)
    if (e) return e;
  return std::nullopt;
}

std::string sidecar_path(const std::string& out) {
  const std::string npy = ".npy";
  if (out.size() > npy.size() && out.compare(out.size() - npy.size(), npy.size(), npy) == 0)
    return out.substr(0, out.size() - npy.size()) + ".json";
  return out + ".json";
}

// What the rows of the temporary file become: the fixed columns and the derivatives kept.
struct Selection {
  std::vector<std::size_t> columns;  // of the temporary file's rows
  std::vector<ParamSpec> params, left_out;
};

Selection select(const std::vector<ParamSpec>& params, const std::vector<bool>& changes, bool named) {
  Selection s;
  for (std::size_t c = 0; c < kFixedColumns.size(); ++c) s.columns.push_back(c);
  for (std::size_t j = 0; j < params.size(); ++j) {
    if (named || changes[j]) {
      s.columns.push_back(kFixedColumns.size() + j);
      s.params.push_back(params[j]);
    } else {
      s.left_out.push_back(params[j]);
    }
  }
  return s;
}

inchworm::MaybeError write_sidecar(const std::string& path, const TermsRun& run, const RunHeader& header,
                                   const FilterCounts& counts, const Selection& selection, double side_to_move_mean) {
  boost::json::array columns, params, left_out, options;
  for (const auto& c : kFixedColumns) columns.emplace_back(c);
  for (const auto& p : selection.params) {
    columns.emplace_back("d(" + p.name + ")");
    params.emplace_back(
        boost::json::object{{"name", p.name}, {"value", p.value}, {"min", p.min}, {"max", p.max}, {"step", p.step}});
  }
  for (const auto& p : selection.left_out) left_out.emplace_back(p.name);
  for (const auto& [name, value] : run.options) options.emplace_back(name + "=" + value);
  const boost::json::object sidecar{{"data", run.data},
                                    {"game", header_value(header.settings, "game").value_or("")},
                                    {"rules", header_value(header.settings, "rules").value_or("")},
                                    {"filters", run.filter.text()},
                                    {"positions_read", counts.read},
                                    {"positions", counts.kept},
                                    {"options", options},
                                    {"columns", columns},
                                    {"params", params},
                                    {"left_out", left_out},
                                    {"side_to_move_mean", side_to_move_mean}};
  std::ofstream out(path);
  out << boost::json::serialize(sidecar) << "\n";
  if (!out) return Error{"cannot write " + path};
  return std::nullopt;
}

}  // namespace

int terms_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  cxxopts::Options cli("uiw-datagen terms",
                       "The static evaluation and its derivatives by the tunables on the kept positions of a data "
                       "file, as a .npy matrix for scripts/texel-fit.");
  cli.add_options()("data", "the data file", cxxopts::value<std::string>())(
      "out", "the matrix (.npy; the columns' names and the tunables in the .json beside it)",
      cxxopts::value<std::string>())("param",
                                     "a tunable to differentiate by (repeat; default: every tunable that "
                                     "changes the evaluation on the kept positions)",
                                     cxxopts::value<std::vector<std::string>>())(
      "eval-only", "no derivatives: the fixed columns alone")(
      "option", "an engine option or tunable, Name=Value (repeat): the point of the evaluation",
      cxxopts::value<std::vector<std::string>>())("concurrency", "worker threads",
                                                  cxxopts::value<int>()->default_value("1"));
  add_filter_options(cli);
  int status = kExitDone;
  const auto parsed = parse_command_line(cli, args, out, err, status);
  if (!parsed) return status;
  auto read = read_terms(*parsed);
  if (!read) return err << "uiw-datagen terms: " << read.error() << std::endl, kExitUsage;
  const TermsRun& run = *read;

  auto reader = DataReader::open(run.data);
  if (!reader) return fail(err, reader.error());
  const RunHeader header = reader->header();
  auto setup = setup_for(header, run.options);
  if (!setup) return fail(err, run.data + ": " + setup.error());
  std::vector<std::unique_ptr<inchworm::Engine>> engines;
  for (int w = 0; w < run.concurrency; ++w) {
    auto engine = make_engine_for(*setup);
    if (!engine) return fail(err, engine.error());
    engines.push_back(std::move(engine).value());
  }
  auto params = run.eval_only ? Expected<std::vector<ParamSpec>>(std::vector<ParamSpec>())
                              : choose_params(*engines.front(), run.params);
  if (!params) return fail(err, params.error());

  // Every row with every derivative goes to a temporary file first: which tunables change the
  // evaluation is known at the end only.
  const std::string all_path = run.out + ".all";
  std::ofstream all(all_path, std::ios::binary | std::ios::trunc);
  if (!all) return fail(err, "cannot write " + all_path);
  const std::size_t width = kFixedColumns.size() + params->size();
  std::vector<bool> changes(params->size(), false);
  double side_to_move_sum = 0;
  FilterCounts counts;
  std::vector<PositionRecord> chunk;
  std::vector<std::vector<float>> rows;
  const auto flush_chunk = [&]() -> inchworm::MaybeError {
    if (auto e = compute_rows(engines, chunk, *params, rows)) return e;
    for (const auto& row : rows) {
      all.write(reinterpret_cast<const char*>(row.data()), std::streamsize(width * sizeof(float)));
      side_to_move_sum += double(row[2]) + double(row[3]);
      for (std::size_t j = 0; j < params->size(); ++j)
        if (row[kFixedColumns.size() + j] != 0) changes[j] = true;
    }
    chunk.clear();
    return std::nullopt;
  };
  auto error = for_each_game(reader.value(), err, [&](const GameRecord& game) -> inchworm::MaybeError {
    for (const PositionRecord& p : game.positions)
      if (counts.count(run.filter, p)) chunk.push_back(p);
    return chunk.size() >= kChunkPerWorker * engines.size() ? flush_chunk() : std::nullopt;
  });
  if (!error) error = flush_chunk();
  all.close();
  if (error) {
    std::filesystem::remove(all_path);
    return fail(err, error->message);
  }

  const Selection selection = select(*params, changes, !run.params.empty());
  auto npy = NpyWriter::create(run.out, selection.columns.size());
  if (!npy) return fail(err, npy.error());
  std::ifstream back(all_path, std::ios::binary);
  std::vector<float> row(width), kept(selection.columns.size());
  while (back.read(reinterpret_cast<char*>(row.data()), std::streamsize(width * sizeof(float)))) {
    for (std::size_t c = 0; c < kept.size(); ++c) kept[c] = row[selection.columns[c]];
    (*npy)->add_row(kept);
  }
  back.close();
  std::filesystem::remove(all_path);
  if (auto e = (*npy)->finish()) return fail(err, e->message);
  const double mean = counts.kept ? side_to_move_sum / double(counts.kept) : 0.0;
  if (auto e = write_sidecar(sidecar_path(run.out), run, header, counts, selection, mean)) return fail(err, e->message);

  out << "terms: " << counts.kept << " of " << counts.read << " positions (filters: " << run.filter.text() << "), "
      << selection.params.size() << " tunable(s):";
  for (const auto& p : selection.params) out << " " << p.name;
  if (!selection.left_out.empty()) {
    out << "; left out (no change to the evaluation):";
    for (const auto& p : selection.left_out) out << " " << p.name;
  }
  out << "\nmean of eval + eval after the best move: " << mean << "\nwritten: " << run.out << ", "
      << sidecar_path(run.out) << std::endl;
  return kExitDone;
}

}  // namespace datagen
