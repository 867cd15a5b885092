// `uiw-datagen merge --out FILE IN...`: the shards of one run (or any files of it) as one file, in the
// order of the games' numbers, each game once and each position string once (the first in that order
// is kept), so that merged shards equal the run played whole. Files of another run are refused, naming
// the file and the setting that differs.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace datagen {

int merge_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace datagen
