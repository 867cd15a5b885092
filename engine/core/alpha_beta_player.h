// The main engine player (Player=engine) of any game whose search derives from SearchDriver: it owns
// the transposition table and the game's tunable search parameters, and runs the search on Threads
// threads (lazy_smp.h).
//
// Besides what SearchDriver asks, a game's Search has:
//   struct Shared { std::vector<ScoredMove> root; ... };   if more than the root moves are shared
//   static Shared share(const Request&); the root moves in their first order (none: the game is over)
//   Search(Table&, const Request&, StopCondition&, bool main, std::atomic<bool>& helpers_stop,
//          const Shared&, const Params&[, const nnue::EvaluationChoice&]);   the last: a game with a
//          learned evaluation (the Evaluation option's choice, nnue/search_network.h)
//   optionally static void setup_helper(Request&, int index): a helper's own request (lazy_smp.h).
//   optionally struct Memory (default-constructible, with clear()) and void use_memory(Memory&): what a
//          thread's searches learn and may keep from one move of a game to the next (history tables);
//          the player keeps one per thread and hands each search its thread's before it runs, cleared
//          first unless the Params' use_kept_history is on, and clears them all with clear() (a new
//          game, bench's every position).
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "expected.h"
#include "game_player.h"
#include "lazy_smp.h"
#include "nnue/evaluation_choice.h"
#include "player_settings.h"
#include "timeman.h"
#include "tunable.h"

namespace inchworm {

template <class Search>
class AlphaBetaPlayer final : public PlayerOf<typename Search::Position, typename Search::Move> {
 public:
  using Request = typename Search::Request;
  using Result = typename Search::Result;
  using Table = typename Search::Table;
  using Params = typename Search::Params;
  static_assert(tunables_listed<Params>(), "every tunable of the game is listed in Params::all()");

  MaybeError prepare(const PlayerSettings& settings) override {
    if (!tt_) tt_ = std::make_unique<Table>();
    if (tt_->size_mib() != settings.hash_mib && !tt_->resize(settings.hash_mib))
      return Error{"cannot allocate a hash table of " + std::to_string(settings.hash_mib) + " MiB; it stays at " +
                   std::to_string(tt_->size_mib()) + " MiB"};
    clear_threads_ = settings.threads;
    return std::nullopt;
  }

  Result think(const Request& request) override {
    prepare(request.settings);
    tt_->new_search();
    const typename Search::Shared shared = Search::share(request);
    if (shared.root.empty()) return {};  // the game is over
    const auto make_search = [&](const Request& r, StopCondition& stop, int thread, std::atomic<bool>& helpers_stop) {
      const bool main = thread == 0;
      std::unique_ptr<Search> search;
      if constexpr (kTakesEvaluation)
        search = std::make_unique<Search>(*tt_, r, stop, main, helpers_stop, shared, params_, evaluation_);
      else
        search = std::make_unique<Search>(*tt_, r, stop, main, helpers_stop, shared, params_);
      if constexpr (kHasMemory) {
        Memory& kept = memory(thread);
        if (!params_.use_kept_history.value()) kept.clear();  // each search from nothing
        search->use_memory(kept);
      }
      return search;
    };
    if constexpr (requires(Request & r) { Search::setup_helper(r, 1); })
      return think_lazy_smp(request, make_search, [](Request& own, int index) { Search::setup_helper(own, index); });
    else
      return think_lazy_smp(request, make_search);
  }

  // With as many threads as the search may use: a large table takes seconds for one.
  void clear() override {
    if (tt_) tt_->clear(clear_threads_);
    if constexpr (kHasMemory)
      for (auto& m : memories_) m->clear();
  }

  void set_evaluation(const nnue::EvaluationChoice& choice) override { evaluation_ = choice; }

  // The search's tunables, to enumerate and set (tunable.h).
  Params& params() { return params_; }
  std::vector<Tunable*> tunables() override {
    const auto listed = params_.all();
    return {listed.begin(), listed.end()};
  }

 private:
  // A game with a learned evaluation takes the choice as its constructor's last argument.
  static constexpr bool kTakesEvaluation =
      std::is_constructible_v<Search, Table&, const Request&, StopCondition&, bool, std::atomic<bool>&,
                              const typename Search::Shared&, const Params&, const nnue::EvaluationChoice&>;

  template <class S>
  struct MemoryOf {
    struct type {};
  };
  template <class S>
  requires requires { typename S::Memory; }
  struct MemoryOf<S> {
    using type = typename S::Memory;
  };
  static constexpr bool kHasMemory = requires { typename Search::Memory; };
  using Memory = typename MemoryOf<Search>::type;
  // Thread `index`'s memory, made when first needed.
  Memory& memory(int index) {
    while (int(memories_.size()) <= index) memories_.push_back(std::make_unique<Memory>());
    return *memories_[std::size_t(index)];
  }

  std::unique_ptr<Table> tt_;
  std::vector<std::unique_ptr<Memory>> memories_;  // per thread (kHasMemory)
  int clear_threads_ = 1;                          // the Threads option when last prepared
  Params params_;
  nnue::EvaluationChoice evaluation_;
};

}  // namespace inchworm
