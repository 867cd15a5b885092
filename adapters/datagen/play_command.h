// `uiw-datagen play`: self-play games of one game written to a data file, by worker threads (one engine
// each), a shard of a run or all of it, continued with --resume.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace datagen {

int play_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace datagen
