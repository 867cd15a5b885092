// Threads > 1 for a game's alpha-beta search (lazy SMP): the main search and Threads - 1 helpers share
// the transposition table; the helpers start at staggered depths (run(1), run(0), ...) so that they
// explore differently, count their nodes towards the main thread's reports and node limit, and stop
// when it stops.
//
// A game's Search (search_driver.h) has: `run(int depth_offset)` returning its ThinkResult, `nodes()`,
// `peers` (the helpers, main thread only) and `leader` (the main thread, helpers only);
// `make_search(request, stop, index, helpers_stop)` builds thread `index`'s (0: the main thread's, then
// 1 to Threads - 1), `helpers_stop` being set by the main thread when it stops. `setup_helper(request,
// index)` may change a helper's own copy of the request (index 1 to Threads - 1) before its search is
// built: Rodeffer's helpers take their own seeds.
#pragma once

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "search_types.h"
#include "timeman.h"

namespace inchworm {

// Helpers search the request as it is.
struct SameRequestForHelpers {
  template <class Request>
  void operator()(Request&, int) const {}
};

template <class Request, class MakeSearch, class SetupHelper = SameRequestForHelpers>
auto think_lazy_smp(const Request& request, MakeSearch make_search, SetupHelper setup_helper = {}) {
  std::atomic<bool> helpers_stop{false};
  using SearchPtr = decltype(make_search(request, *request.stop, 0, helpers_stop));
  struct Helper {
    Helper(const Request& main_request, const std::atomic<bool>& main_stopped)
        : own(main_request), stop(SearchLimits{}, TimePlan{}, main_stopped) {
      own.settings.multipv = 1;
      own.limits.mate.reset();
      own.stop = &stop;
    }
    Request own;
    StopCondition stop;  // no limits of its own: it stops with the main thread
    SearchPtr search;
    std::thread thread;
  };
  std::vector<std::unique_ptr<Helper>> helpers;
  // Each search holds its whole tree of move lists: on the heap, not on a thread's stack.
  SearchPtr main = make_search(request, *request.stop, 0, helpers_stop);
  for (int t = 1; t < request.settings.threads; ++t) {
    auto& h = *helpers.emplace_back(std::make_unique<Helper>(request, helpers_stop));
    setup_helper(h.own, t);
    h.search = make_search(h.own, h.stop, t, helpers_stop);
    h.search->leader = main.get();
    main->peers.push_back(h.search.get());
  }
  // Started once every helper is known: a helper reads the main thread's peers (its total nodes).
  for (std::size_t i = 0; i < helpers.size(); ++i) {
    Helper& h = *helpers[i];
    h.thread = std::thread([&h, i] { h.search->run(int(i + 1) % 2); });
  }
  auto result = main->run(0);
  helpers_stop.store(true);
  for (auto& h : helpers) {
    h->thread.join();
    result.nodes += h->search->nodes();
  }
  return result;
}

}  // namespace inchworm
