// `uiw-datagen terms --data FILE [filters] [--param NAME]... [--option Name=Value]... --out FILE.npy`: for
// each kept position of a data file, its result, search score, static evaluation, evaluation after the
// best move and the evaluation's derivatives by the tunables (eval_terms.h), as a float32 .npy matrix,
// with FILE.json beside it naming the columns and the tunables (value, range, step): what
// scripts/texel-fit reads.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace datagen {

int terms_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace datagen
