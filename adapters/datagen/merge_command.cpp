#include "merge_command.h"

#include <algorithm>
#include <iostream>
#include <unordered_set>

#include "command_line.h"
#include "data_reader.h"
#include "data_writer.h"

namespace datagen {

using inchworm::Error;

namespace {

// Where a game's block is: which input, at which byte.
struct BlockPlace {
  std::uint64_t index = 0;
  std::size_t input = 0;
  std::uint64_t offset = 0;
};

struct MergeCounts {
  std::uint64_t games = 0, duplicate_games = 0, positions = 0, duplicate_positions = 0;
};

// Every input's blocks, each game's first (in the order of the inputs) kept, sorted by game number.
inchworm::Expected<std::vector<BlockPlace>> find_blocks(std::vector<DataReader>& inputs, MergeCounts& counts,
                                                        std::ostream& err) {
  std::vector<BlockPlace> places;
  std::unordered_set<std::uint64_t> seen;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    while (true) {
      const std::uint64_t offset = inputs[i].offset();
      auto game = inputs[i].next();
      if (!game) return Error{game.error()};
      if (!game->has_value()) break;
      if (seen.insert(game->value().index).second)
        places.push_back({game->value().index, i, offset});
      else
        ++counts.duplicate_games;
    }
    if (const auto cut = inputs[i].truncated_at())
      err << "uiw-datagen: warning: " << inputs[i].path() << ": a block cut short at byte " << *cut << " is left out"
          << std::endl;
  }
  std::sort(places.begin(), places.end(), [](const BlockPlace& a, const BlockPlace& b) { return a.index < b.index; });
  return places;
}

}  // namespace

int merge_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  cxxopts::Options cli("uiw-datagen merge", "Merges data files of one run (its shards) into one.");
  cli.add_options()("out", "the merged file (new)", cxxopts::value<std::string>())(
      "inputs", "the files to merge", cxxopts::value<std::vector<std::string>>());
  cli.parse_positional({"inputs"});
  cli.positional_help("--out FILE IN...");
  int status = kExitDone;
  const auto parsed = parse_command_line(cli, args, out, err, status);
  if (!parsed) return status;
  if (!parsed->count("out") || !parsed->count("inputs"))
    return err << "uiw-datagen merge: give --out FILE and the files to merge" << std::endl, kExitUsage;
  const std::string out_path = (*parsed)["out"].as<std::string>();

  std::vector<DataReader> inputs;
  RunHeader header;
  header.notes = "command=" + command_text("uiw-datagen merge", args) + "\n";
  for (const std::string& path : (*parsed)["inputs"].as<std::vector<std::string>>()) {
    if (path == out_path) return fail(err, "merge: --out " + out_path + " is one of the inputs");
    auto reader = DataReader::open(path);
    if (!reader) return fail(err, reader.error());
    if (inputs.empty()) header.settings = reader->header().settings;
    if (reader->header().settings != header.settings)
      return fail(err, "merge: " + path + " is another run's than " + inputs.front().path() + ": " +
                           settings_difference(header.settings, reader->header().settings, path));
    header.notes += "input=" + path + "\n";
    // How the data was made: the first input's command (a shard's, the others differing by --shard).
    if (const auto command = header_value(reader->header().notes, "command"); inputs.empty() && command)
      header.notes += "input-command=" + *command + "\n";
    inputs.push_back(std::move(reader).value());
  }
  MergeCounts counts;
  auto places = find_blocks(inputs, counts, err);
  if (!places) return fail(err, places.error());
  auto writer = DataWriter::create(out_path, header);
  if (!writer) return fail(err, writer.error());
  // Position strings by their 64-bit digest: two different strings share one about once in 2^64 / n^2.
  std::unordered_set<std::uint64_t> positions;
  for (const BlockPlace& place : *places) {
    auto game = inputs[place.input].read_at(place.offset);
    if (!game) return fail(err, game.error());
    GameRecord& g = game.value();
    const std::size_t before = g.positions.size();
    std::erase_if(g.positions, [&](const PositionRecord& p) { return !positions.insert(digest64(p.position)).second; });
    counts.duplicate_positions += before - g.positions.size();
    counts.positions += g.positions.size();
    ++counts.games;
    if (auto e = (*writer)->write(g)) return fail(err, e->message);
  }
  out << "merged " << inputs.size() << " file(s) into " << out_path << ": " << counts.games << " games ("
      << counts.duplicate_games << " duplicates dropped), " << counts.positions << " positions ("
      << counts.duplicate_positions << " duplicates dropped)" << std::endl;
  return kExitDone;
}

}  // namespace datagen
