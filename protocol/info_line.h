// The `info` line of a search report:
//   info depth D seldepth S [multipv K] score cp N|win P|loss P nodes N nps N time MS hashfull H pv M1 M2 ...
// `score win P` / `score loss P`: the side to move wins / loses with the game's end P plies ahead.
// Clients must ignore fields they do not know (the line may gain fields later).
#pragma once

#include <string>

#include "search_types.h"

namespace uiw {

std::string format_info(const inchworm::SearchInfo& info);

}  // namespace uiw
