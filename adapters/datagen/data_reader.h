// Reading a data file (data_format.h) game by game, without holding it whole: the header first, then
// each block checked (tag, length, checksum) and decoded. A last block cut short (a run killed while
// writing it, or a file still being written) ends the reading and is reported, not an error; a damaged
// block anywhere is an error naming the file and the offset.
#pragma once

#include <cstdint>
#include <fstream>
#include <functional>
#include <optional>
#include <ostream>
#include <string>

#include "data_format.h"
#include "expected.h"

namespace datagen {

class DataReader {
 public:
  // Opens `path` and reads its header; the error names the file and what is wrong.
  static inchworm::Expected<DataReader> open(const std::string& path);

  const std::string& path() const { return path_; }
  const RunHeader& header() const { return header_; }
  // The offset of the block that next() reads.
  std::uint64_t offset() const { return offset_; }
  // The next game, or nullopt at the end of the file or before a block cut short.
  inchworm::Expected<std::optional<GameRecord>> next();
  // Where a block cut short begins (the end of the last whole block), once next() met one.
  std::optional<std::uint64_t> truncated_at() const { return truncated_at_; }
  // The game whose block begins at `offset` (an offset() seen before); the reading goes on after it.
  inchworm::Expected<GameRecord> read_at(std::uint64_t offset);

 private:
  DataReader(std::string path, std::ifstream in) : path_(std::move(path)), in_(std::move(in)) {}
  inchworm::Error error_at(std::uint64_t offset, const std::string& what) const;

  std::string path_;
  std::ifstream in_;
  RunHeader header_;
  std::uint64_t offset_ = 0;
  std::uint64_t size_ = 0;
  std::optional<std::uint64_t> truncated_at_;
};

// Reads every game of `reader` in file order, each given to `use` (whose error stops the reading), and
// warns on `warnings` of a block cut short at the end.
inchworm::MaybeError for_each_game(DataReader& reader, std::ostream& warnings,
                                   const std::function<inchworm::MaybeError(const GameRecord&)>& use);

}  // namespace datagen
