#include "show_commands.h"

#include <iostream>
#include <map>
#include <sstream>

#include "command_line.h"
#include "data_reader.h"
#include "filters.h"

namespace datagen {

using inchworm::Outcome;

namespace {

cxxopts::Options file_options(const std::string& name, const std::string& what) {
  cxxopts::Options cli("uiw-datagen " + name, what);
  cli.add_options()("file", "the data file", cxxopts::value<std::string>());
  add_filter_options(cli);
  cli.parse_positional({"file"});
  cli.positional_help("FILE");
  return cli;
}

// Parses the command line of dump and stats: the reader of the file and the filter.
std::optional<std::pair<DataReader, PositionFilter>> open_file(const std::string& name, const std::string& what,
                                                               const std::vector<std::string>& args, std::ostream& out,
                                                               std::ostream& err, int& status) {
  auto cli = file_options(name, what);
  const auto parsed = parse_command_line(cli, args, out, err, status);
  if (!parsed) return std::nullopt;
  if (!parsed->count("file")) {
    err << "uiw-datagen " << name << ": give the data file" << std::endl;
    status = kExitUsage;
    return std::nullopt;
  }
  auto reader = DataReader::open((*parsed)["file"].as<std::string>());
  if (!reader) {
    status = fail(err, reader.error());
    return std::nullopt;
  }
  return std::pair{std::move(reader).value(), filter_from(*parsed)};
}

// "key=value" lines, each prefixed.
void print_lines(std::ostream& out, const std::string& prefix, const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out << prefix << line << "\n";
}

std::string percent(std::uint64_t part, std::uint64_t whole) {
  if (whole == 0) return "-";
  std::ostringstream s;
  s.precision(1);
  s << std::fixed << 100.0 * double(part) / double(whole) << "%";
  return s.str();
}

}  // namespace

std::string dump_line(std::uint64_t game, const PositionRecord& p) {
  std::string flags = std::string(p.in_check ? "c" : "") + (p.quiet ? "q" : "");
  return std::to_string(game) + " " + std::to_string(p.ply) + " " + std::to_string(p.score) + " " + p.best_move + " " +
         std::string(result_name(p.result)) + " " + (flags.empty() ? "-" : flags) + " " + p.position;
}

int dump_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  int status = kExitDone;
  auto opened = open_file("dump", "The data file as text: a header, then per game a line and its positions.", args, out,
                          err, status);
  if (!opened) return status;
  DataReader& reader = opened->first;
  const PositionFilter& filter = opened->second;
  out << "# uiw-datagen data, format " << kVersion << "\n";
  print_lines(out, "# setting ", reader.header().settings);
  print_lines(out, "# note ", reader.header().notes);
  out << "# filters: " << filter.text() << "\n";
  auto error = for_each_game(reader, err, [&](const GameRecord& game) -> inchworm::MaybeError {
    out << "game " << game.index << " " << end_name(game.end) << " " << outcome_name(game.outcome) << "\n";
    for (const PositionRecord& p : game.positions)
      if (filter.keeps(p)) out << dump_line(game.index, p) << "\n";
    return std::nullopt;
  });
  out << std::flush;
  return error ? fail(err, error->message) : kExitDone;
}

int stats_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  int status = kExitDone;
  auto opened =
      open_file("stats", "The counts of a data file: games, positions, results, filters.", args, out, err, status);
  if (!opened) return status;
  DataReader& reader = opened->first;
  const PositionFilter& filter = opened->second;
  std::map<GameEnd, std::uint64_t> ends;
  std::map<Outcome, std::uint64_t> outcomes;
  std::map<Result, std::uint64_t> results;
  FilterCounts counts;
  std::uint64_t games = 0, kept_in_check = 0, kept_quiet = 0;
  auto error = for_each_game(reader, err, [&](const GameRecord& game) -> inchworm::MaybeError {
    ++games;
    ++ends[game.end];
    if (game.end == GameEnd::Rules || game.end == GameEnd::Adjudicated) ++outcomes[game.outcome];
    for (const PositionRecord& p : game.positions) {
      if (!counts.count(filter, p)) continue;
      ++results[p.result];
      kept_in_check += p.in_check;
      kept_quiet += p.quiet;
    }
    return std::nullopt;
  });
  if (error) return fail(err, error->message);
  const std::uint64_t played = ends[GameEnd::Rules] + ends[GameEnd::Adjudicated];
  const auto settings_line = [&](const std::string& key) {
    return header_value(reader.header().settings, key).value_or("?");
  };
  out << "file        " << reader.path() << "\n"
      << "game        " << settings_line("game") << " (rules: " << settings_line("rules") << ")\n"
      << "limit       " << settings_line("limit") << ", random plies " << settings_line("random-plies") << ", maxplies "
      << settings_line("maxplies") << "\n"
      << "games       " << games << ": ended by the rules " << ends[GameEnd::Rules] << ", adjudicated at the ply limit "
      << ends[GameEnd::Adjudicated] << ", dropped unbalanced " << ends[GameEnd::Unbalanced] << ", dropped at the start "
      << ends[GameEnd::NoStart] << "\n"
      << "outcomes    first player wins " << outcomes[Outcome::FirstPlayerWins] << ", draws " << outcomes[Outcome::Draw]
      << ", losses " << outcomes[Outcome::SecondPlayerWins] << " (of " << played << " games played)\n"
      << "positions   " << counts.read << " (" << (played ? counts.read / double(played) : 0.0) << " a game played)\n"
      << "filters     " << filter.text() << "\n"
      << "left out    in check " << counts.in_check << ", best move not quiet " << counts.not_quiet << ", decided "
      << counts.decided << ", early " << counts.early << "\n"
      << "kept        " << counts.kept << " (" << percent(counts.kept, counts.read) << "): results win "
      << results[Result::Win] << ", draw " << results[Result::Draw] << ", loss " << results[Result::Loss]
      << " (side to move); in check " << kept_in_check << ", quiet best move " << kept_quiet << "\n"
      << std::flush;
  return kExitDone;
}

}  // namespace datagen
