// Inchworm Chess and Long Worm Chess behind the Searcher interface: the main engine and the three
// baselines (one of each, made when first asked for, so each keeps what it learnt), the evaluation
// and the bench. The two games share the code (the state it is given says which is played); their
// searchers differ only in the main engine's defaults (params.h).
#pragma once

#include <memory>

#include "searcher.h"

namespace inchworm::wormchess {

std::unique_ptr<Searcher> make_searcher();           // Inchworm Chess
std::unique_ptr<Searcher> make_longworm_searcher();  // Long Worm Chess

}  // namespace inchworm::wormchess
