#include "data_writer.h"

#include <filesystem>
#include <map>
#include <sstream>

#include "data_reader.h"

namespace datagen {

using inchworm::Error;
using inchworm::Expected;

Expected<std::unique_ptr<DataWriter>> DataWriter::create(const std::string& path, const RunHeader& header) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) > 0)
    return Error{path + " exists (play --resume continues a run's file; or remove it)"};
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return Error{"cannot write " + path};
  out << encode_header(header) << std::flush;
  if (!out) return Error{"cannot write " + path};
  return std::unique_ptr<DataWriter>(new DataWriter(path, std::move(out)));
}

Expected<std::unique_ptr<DataWriter>> DataWriter::append(const std::string& path, std::uint64_t length) {
  std::error_code ec;
  if (std::filesystem::file_size(path, ec) != length) std::filesystem::resize_file(path, length, ec);
  if (ec) return Error{"cannot cut " + path + " to its last whole block: " + ec.message()};
  std::ofstream out(path, std::ios::binary | std::ios::app);
  if (!out) return Error{"cannot write " + path};
  return std::unique_ptr<DataWriter>(new DataWriter(path, std::move(out)));
}

inchworm::MaybeError DataWriter::write(const GameRecord& game) {
  const auto block = encode_game(game);
  if (!block) return Error{block.error()};
  const std::lock_guard lock(mutex_);
  out_ << *block << std::flush;
  if (!out_) return Error{"cannot write " + path_};
  return std::nullopt;
}

Expected<ResumePoint> resume_point(const std::string& path, const std::string& settings) {
  auto reader = DataReader::open(path);
  if (!reader) return Error{reader.error()};
  if (reader->header().settings != settings)
    return Error{"--resume: " + path +
                 " is another run's: " + settings_difference(settings, reader->header().settings, path)};
  ResumePoint point;
  while (true) {
    auto game = reader.value().next();
    if (!game) return Error{game.error()};
    if (!game->has_value()) break;
    point.done.insert(game->value().index);
    point.positions += game->value().positions.size();
  }
  point.length = reader->truncated_at().value_or(reader->offset());
  point.cut_bytes = std::filesystem::file_size(path) - point.length;
  return point;
}

std::string settings_difference(const std::string& ours, const std::string& theirs, const std::string& their_file) {
  const auto lines = [](const std::string& text) {
    std::map<std::string, std::string> by_key;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
      const std::size_t equals = line.find('=');
      by_key[line.substr(0, equals)] = equals == std::string::npos ? "" : line.substr(equals + 1);
    }
    return by_key;
  };
  auto a = lines(ours), b = lines(theirs);
  for (const auto& [key, value] : a)
    if (b[key] != value) return key + " '" + value + "' here, '" + b[key] + "' in " + their_file;
  for (const auto& [key, value] : b)
    if (a[key] != value) return key + " '" + a[key] + "' here, '" + value + "' in " + their_file;
  return "their settings differ";
}

}  // namespace datagen
