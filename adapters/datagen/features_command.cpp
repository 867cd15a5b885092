#include "features_command.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "command_line.h"
#include "data_reader.h"
#include "engine_setup.h"
#include "filters.h"
#include "npy_file.h"
#include "registry.h"
#include "text.h"

namespace datagen {

using inchworm::Error;
using inchworm::MaybeError;

namespace {

// One perspective's inputs of every kept position: the lists one after the other, and where each begins.
struct CompressedRows {
  std::unique_ptr<NpyVectorWriter<std::int32_t>> indices;
  std::unique_ptr<NpyVectorWriter<std::int64_t>> offsets;
  std::int64_t total = 0;

  MaybeError open(const std::string& dir, const std::string& name) {
    auto i = NpyVectorWriter<std::int32_t>::create(dir + "/" + name + "_indices.npy");
    if (!i) return Error{i.error()};
    auto o = NpyVectorWriter<std::int64_t>::create(dir + "/" + name + "_offsets.npy");
    if (!o) return Error{o.error()};
    indices = std::move(i).value();
    offsets = std::move(o).value();
    return std::nullopt;
  }
  void add(const std::vector<std::uint32_t>& inputs) {
    offsets->add(total);
    for (const std::uint32_t f : inputs) indices->add(std::int32_t(f));
    total += std::int64_t(inputs.size());
  }
  MaybeError finish() {
    offsets->add(total);
    if (auto e = indices->finish()) return e;
    return offsets->finish();
  }
};

}  // namespace

int features_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  cxxopts::Options cli("uiw-datagen features",
                       "The active inputs of the game's learned evaluation for the kept positions of a data file, "
                       "as NumPy arrays for scripts/nnue/train.py.");
  cli.add_options()("data", "the data file", cxxopts::value<std::string>())(
      "out", "the folder of the arrays (made when missing)", cxxopts::value<std::string>());
  add_filter_options(cli);
  int status = kExitDone;
  const auto parsed = parse_command_line(cli, args, out, err, status);
  if (!parsed) return status;
  if (!parsed->count("data") || !parsed->count("out"))
    return err << "uiw-datagen features: give --data FILE and --out DIR" << std::endl, kExitUsage;
  const std::string data = (*parsed)["data"].as<std::string>();
  const std::string dir = (*parsed)["out"].as<std::string>();
  const PositionFilter filter = filter_from(*parsed);

  auto reader = DataReader::open(data);
  if (!reader) return fail(err, reader.error());
  const RunHeader& header = reader->header();
  const std::string game = header_value(header.settings, "game").value_or("");
  const std::string rule_text = header_value(header.settings, "rules").value_or("");
  const inchworm::GameEntry* entry = inchworm::find_game(game);
  if (!entry) return fail(err, data + ": unknown game '" + game + "'");
  if (!entry->network) return fail(err, data + ": the game " + game + " has no learned evaluation");
  auto rules = parse_named_values(inchworm::split_words(rule_text), "the data's rule");
  if (!rules) return fail(err, data + ": " + rules.error());
  auto state = inchworm::make_game_state(game, *rules);
  if (!state) return fail(err, data + ": " + state.error());

  std::error_code made;
  std::filesystem::create_directories(dir, made);
  if (made) return fail(err, "cannot make the folder " + dir + ": " + made.message());
  CompressedRows stm, other;
  if (auto e = stm.open(dir, "stm")) return fail(err, e->message);
  if (auto e = other.open(dir, "other")) return fail(err, e->message);
  const inchworm::nnue::NetworkSupport& support = *entry->network;
  std::vector<std::uint32_t> first, second;
  FilterCounts counts;
  auto error = for_each_game(reader.value(), err, [&](const GameRecord& record) -> MaybeError {
    for (const PositionRecord& p : record.positions) {
      if (!counts.count(filter, p)) continue;
      if (auto e = (*state)->set_position(p.position))
        return Error{data + ": game " + std::to_string(record.index) + ": " + e->message};
      support.active_features(**state, first, second);
      stm.add(p.first_player_to_move ? first : second);
      other.add(p.first_player_to_move ? second : first);
    }
    return std::nullopt;
  });
  if (!error) error = stm.finish();
  if (!error) error = other.finish();
  if (error) return fail(err, error->message);

  std::ofstream meta(dir + "/meta.txt");
  meta << "game=" << game << "\nrules=" << rule_text << "\nfeatures=" << support.features.name
       << "\nfeature_version=" << support.features.version << "\ninputs=" << support.features.inputs
       << "\nmax_active=" << support.features.max_active << "\npositions=" << counts.kept
       << "\nfilters=" << filter.text() << "\n";
  if (!meta) return fail(err, "cannot write " + dir + "/meta.txt");
  out << "features: " << counts.kept << " of " << counts.read << " positions (filters: " << filter.text() << ") of "
      << game << " (" << support.features.name << " v" << support.features.version << ", " << support.features.inputs
      << " inputs) in " << dir << std::endl;
  return kExitDone;
}

}  // namespace datagen
