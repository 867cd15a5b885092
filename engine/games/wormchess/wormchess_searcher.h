// Inchworm Chess and Long Worm Chess behind the Searcher interface: the main engine and the three
// baselines (one of each, made when first asked for, so each keeps what it learnt), the evaluation
// and the bench. One searcher serves both games: the state it is given says which is played.
#pragma once

#include <memory>

#include "searcher.h"

namespace inchworm::wormchess {

std::unique_ptr<Searcher> make_searcher();

}  // namespace inchworm::wormchess
