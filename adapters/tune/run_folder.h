// The run's folder, shared by the coordinator and the workers (on one machine, or a filesystem every
// node sees): nothing else connects them, so that no server is needed.
//
//   DIR/tune.json                      the run's identity (its settings); a process of another run refuses
//   DIR/trajectory.jsonl, .csv, .svg   one line per completed iteration (the coordinator's), the picture
//   DIR/iteration-0007/probe.json      the values iteration 7's plus and minus engines play with
//   DIR/iteration-0007/batch-002.claim the worker that plays batch 2 (created by link(2): one owner)
//   DIR/iteration-0007/batch-002.jsonl batch 2's game records (the referee's, resumed after a kill)
//   DIR/finished                       the last iteration is done: workers leave
#pragma once

#include <optional>
#include <string>

#include "expected.h"

namespace tune {

std::string iteration_folder(const std::string& dir, long long iteration);
std::string batch_path(const std::string& dir, long long iteration, int batch, const std::string& extension);
std::string probe_path(const std::string& dir, long long iteration);

// Creates the folder and its parents; the error names it.
inchworm::MaybeError make_folder(const std::string& path);
// Writes a temporary file beside `path` and renames it over `path`: readers see the old or the new
// content, never a part.
inchworm::MaybeError write_file_atomically(const std::string& path, const std::string& text);
// The file's content; nullopt when it does not exist (an error when it cannot be read).
inchworm::Expected<std::optional<std::string>> read_whole_file(const std::string& path);
// Appends one line (with its end of line) in one write(2).
inchworm::MaybeError append_line(const std::string& path, const std::string& line);

// Takes `path` for `owner` when nobody has (link(2), which fails when it exists): true when it is now `owner`'s, which
// it also is when `owner` took it before (a worker restarted with its id).
inchworm::Expected<bool> claim(const std::string& path, const std::string& owner);
// Who holds the claim, if anyone.
std::optional<std::string> claim_owner(const std::string& path);

}  // namespace tune
