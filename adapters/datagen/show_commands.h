// `uiw-datagen dump FILE [filters]`: the file as text, one line a position (the Python reader writes the
// same text, which the round-trip test compares); `uiw-datagen stats FILE [filters]`: its counts.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "data_format.h"

namespace datagen {

int dump_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int stats_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// One position as `dump` writes it: "<game> <ply> <score> <move> <result> <flags> <position string>",
// flags "c" (in check) and "q" (quiet best move), or "-".
std::string dump_line(std::uint64_t game, const PositionRecord& p);

}  // namespace datagen
