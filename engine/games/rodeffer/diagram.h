// A board diagram with the position's details, for people (the protocol's `d`).
#pragma once

#include <string>

#include "position.h"

namespace inchworm::rodeffer {

std::string diagram(const Position& pos);

}  // namespace inchworm::rodeffer
