// `uiw-datagen features --data FILE [filters] --out DIR`: for each kept position of a data file, the
// active inputs of its game's learned evaluation (the game's feature set, engine/games/<game>/nnue_features.h)
// from the side to move's view and from the other side's, computed by the engine's own feature code, so
// that the trainer (scripts/nnue/train.py) and the engine cannot disagree about what an input means.
//
// DIR receives NumPy arrays in compressed-row form, `stm_indices.npy` (int32, every kept position's
// inputs one after the other) with `stm_offsets.npy` (int64, where each position's begin, and the end),
// the same for `other_`, and `meta.txt` (`key=value` lines: game, rules, features, feature_version, inputs,
// max_active, positions, filters). The positions are those the Python reader (scripts/training/iwdata.py)
// keeps with the same filters, in the same order, so the trainer takes their scores and results there.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace datagen {

int features_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace datagen
