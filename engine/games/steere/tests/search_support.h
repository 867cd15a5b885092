// Helpers for the search tests: one decision of a Steere searcher through the generic Searcher
// interface, with its reports collected (searcher_decision.h, shared by the games' tests).
#pragma once

#include "searcher_decision.h"
#include "state_support.h"

namespace steere_testing {

using inchworm::test_support::decide;
using inchworm::test_support::Decision;
using inchworm::test_support::depth_limit;

}  // namespace steere_testing
