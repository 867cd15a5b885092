// Steere's Inchworm behind the Searcher interface: the main engine and the three baselines (one of
// each, made when first asked for, so each keeps what it learnt), its evaluation and its bench.
#pragma once

#include <memory>

#include "searcher.h"

namespace inchworm::steere {

std::unique_ptr<Searcher> make_searcher();

}  // namespace inchworm::steere
