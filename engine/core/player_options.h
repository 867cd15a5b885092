// The engine options that choose and tune the player behind `go` (Player, Seed, Hash, Threads,
// MultiPV, Move Overhead), apart from the rules options of rules.h.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "options.h"
#include "player_settings.h"

namespace inchworm {

std::vector<OptionSpec> player_options();
bool is_player_option(const std::string& name);
// Unknown names and bad values are errors naming them; `settings` is then unchanged.
MaybeError set_player_option(PlayerSettings& settings, const std::string& name, const std::string& value);

constexpr int kMaxHashMib = 4096;
constexpr int kMaxThreads = 64;
constexpr int kMaxMultiPv = 32;

}  // namespace inchworm
