#include "data_reader.h"

#include <filesystem>

namespace datagen {

using inchworm::Error;
using inchworm::Expected;

namespace {

constexpr std::uint32_t kMaxHeaderText = 1 << 20;
constexpr std::uint32_t kMaxPayload = 1U << 30;

// Reads `n` bytes; false when the file ends first.
bool read_bytes(std::ifstream& in, std::size_t n, std::string& out) {
  out.resize(n);
  in.read(out.data(), std::streamsize(n));
  return std::size_t(in.gcount()) == n;
}

}  // namespace

Error DataReader::error_at(std::uint64_t offset, const std::string& what) const {
  return Error{path_ + ": block at byte " + std::to_string(offset) + ": " + what};
}

Expected<DataReader> DataReader::open(const std::string& path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  std::ifstream in(path, std::ios::binary);
  if (ec || !in) return Error{"cannot read " + path};
  DataReader reader(path, std::move(in));
  reader.size_ = size;
  std::string bytes;
  if (!read_bytes(reader.in_, kMagic.size() + 4, bytes) || bytes.substr(0, kMagic.size()) != kMagic)
    return Error{path + ": not a uiw-datagen data file (its first bytes are not the format's mark)"};
  if (const std::uint32_t version = get_u32(bytes, kMagic.size()); version != kVersion)
    return Error{path + ": format version " + std::to_string(version) + " (this program reads version " +
                 std::to_string(kVersion) + ")"};
  std::uint64_t at = bytes.size();
  for (std::string* text : {&reader.header_.settings, &reader.header_.notes}) {
    std::uint32_t length = 0;
    if (read_bytes(reader.in_, 4, bytes)) length = get_u32(bytes, 0);
    if (!reader.in_ || length > kMaxHeaderText || !read_bytes(reader.in_, length, *text))
      return Error{path + ": its header is cut short or damaged"};
    at += 4 + length;
  }
  reader.offset_ = at;
  return reader;
}

Expected<std::optional<GameRecord>> DataReader::next() {
  if (truncated_at_ || offset_ == size_) return std::optional<GameRecord>();
  const std::uint64_t start = offset_;
  std::string head;
  in_.clear();
  in_.seekg(std::streamoff(start));
  const auto cut_short = [&] {
    truncated_at_ = start;
    return std::optional<GameRecord>();
  };
  if (!read_bytes(in_, 8, head)) return cut_short();
  if (head.substr(0, 4) != kBlockTag) return error_at(start, "no block begins here (damaged)");
  const std::uint32_t length = get_u32(head, 4);
  if (length > kMaxPayload) return error_at(start, "a block of " + std::to_string(length) + " bytes (damaged)");
  std::string payload, tail;
  if (!read_bytes(in_, length, payload) || !read_bytes(in_, 4, tail)) return cut_short();
  if (get_u32(tail, 0) != checksum(payload)) return error_at(start, "its checksum does not match (damaged)");
  auto game = decode_game(payload);
  if (!game) return error_at(start, game.error());
  offset_ = start + 8 + length + 4;
  return std::optional<GameRecord>(std::move(game).value());
}

Expected<GameRecord> DataReader::read_at(std::uint64_t offset) {
  offset_ = offset;
  truncated_at_.reset();
  auto game = next();
  if (!game) return Error{game.error()};
  if (!game->has_value()) return error_at(offset, "cut short");
  return std::move(game).value().value();
}

inchworm::MaybeError for_each_game(DataReader& reader, std::ostream& warnings,
                                   const std::function<inchworm::MaybeError(const GameRecord&)>& use) {
  while (true) {
    auto game = reader.next();
    if (!game) return Error{game.error()};
    if (!game->has_value()) break;
    if (auto e = use(game->value())) return e;
  }
  if (const auto cut = reader.truncated_at())
    warnings << "uiw-datagen: warning: " << reader.path() << ": a block cut short at byte " << *cut
             << " is left out (a run killed while writing it, or one still running)" << std::endl;
  return std::nullopt;
}

}  // namespace datagen
