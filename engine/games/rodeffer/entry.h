// Rodeffer's moves entered choice by choice (GameState::entry_step): a choice is a square's name or
// one of the words for what lies off the board.
//   drop on an empty square     the square                        d3
//   drop on an own stack        "stock", then the stack           stock d3   (or the stack, then stock)
//   collect e1=e4 (R2.2)        first, then last square           e1 e4      (a1=h1=e1: a1 h1 e1)
//   distribute e5-f4-e3 (R2.3)  the path, square by square        e5 f4 e3
//   rescue R9 (R2.4)            "rescue"
//   prisoner drop P@d3 (R7.2)   "prisoner", then the square       prisoner d3
//   pass (R2.5)                 "pass"
// Distributions are never listed: a square is offered next on a path only when the path can still be
// completed through it (path_entry.h).
#pragma once

#include <string>
#include <vector>

#include "game_state.h"
#include "position.h"

namespace inchworm::rodeffer {

inline constexpr const char* kStockChoice = "stock";
inline constexpr const char* kPrisonerChoice = "prisoner";
inline constexpr const char* kRescueChoice = "rescue";
inline constexpr const char* kPassChoice = "pass";

// What may follow `chosen` in `pos` (see GameState::entry_step); the error names the choice at fault.
Expected<EntryStep> entry_step(const Position& pos, const std::vector<std::string>& chosen);

}  // namespace inchworm::rodeffer
