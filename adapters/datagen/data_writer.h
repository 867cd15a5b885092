// Writing a data file: its header once, then each game's block as the game ends, written whole and
// flushed at once, so that a run killed at any moment loses at most the games in progress (and leaves
// at most one block cut short at the end, which resume_file cuts off). Safe to call from the workers.
#pragma once

#include <cstdint>
#include <fstream>
#include <memory>
#include <mutex>
#include <set>
#include <string>

#include "data_format.h"
#include "expected.h"

namespace datagen {

class DataWriter {
 public:
  // A new file with `header`; an error when `path` exists and is not empty.
  static inchworm::Expected<std::unique_ptr<DataWriter>> create(const std::string& path, const RunHeader& header);
  // Appends to the file `path`, whose whole blocks end at `length` (a cut short block after it is
  // removed first).
  static inchworm::Expected<std::unique_ptr<DataWriter>> append(const std::string& path, std::uint64_t length);

  inchworm::MaybeError write(const GameRecord& game);

 private:
  DataWriter(std::string path, std::ofstream out) : path_(std::move(path)), out_(std::move(out)) {}
  std::string path_;
  std::ofstream out_;
  std::mutex mutex_;
};

// What a run finds in its file before continuing it (--resume).
struct ResumePoint {
  std::set<std::uint64_t> done;  // the games already in the file
  std::uint64_t length = 0;      // where its whole blocks end
  std::uint64_t cut_bytes = 0;   // the bytes of a block cut short after them (to be removed)
  std::uint64_t positions = 0;   // positions in the file
};

// Reads the file a run continues: its settings must be `settings` (else an error naming the first
// setting that differs), every block must be whole but for a last one cut short.
inchworm::Expected<ResumePoint> resume_point(const std::string& path, const std::string& settings);

// The first "key=value" line where two settings texts differ, for error messages: "limit: 'nodes 2000'
// here, 'nodes 3000' in FILE".
std::string settings_difference(const std::string& ours, const std::string& theirs, const std::string& their_file);

}  // namespace datagen
