// fastchess's spellings of the referee's options (`-pgnout file=games.pgn nodes=true`, `-jsonout
// file=...`, `-log file=...`, engine keys `args=` and `plies=`), and the fastchess options the referee
// does not have, refused by name with the reason (rather than taking `file=games.pgn` for a file name).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "expected.h"
#include "records.h"

namespace referee {

// Why a fastchess option is not one of ours ("-noswap: ..."), or nothing when the name is not one.
std::optional<std::string> unsupported_fastchess_option(const std::string& name);

// `-pgnout FILE` or `-pgnout file=FILE [nodes=true] [seldepth=true] [nps=true] [hashfull=true]
// [timeleft=true] [latency=true]`; errors name the word.
inchworm::MaybeError read_pgnout(const std::vector<std::string>& words, std::string& path, PgnFields& fields);
// `-OPTION FILE` or `-OPTION file=FILE` (-jsonout; -log also takes fastchess's `engine=true`).
inchworm::MaybeError read_file_option(const std::string& option, const std::vector<std::string>& words,
                                      std::string& path);

}  // namespace referee
