#include "steere_searcher.h"

#include <array>

#include "bench.h"
#include "eval.h"
#include "notation.h"
#include "player.h"
#include "state.h"

namespace inchworm::steere {
namespace {

class SteereSearcher : public Searcher {
 public:
  MaybeError prepare(const PlayerSettings& settings) override { return player(settings.kind).prepare(settings); }

  void clear() override {
    for (auto& p : players_)
      if (p) p->clear();
  }

  std::string think(const ThinkArgs& args) override {
    const SteereState& state = steere_state(*args.state);
    ThinkRequest request;
    request.root = &state.position();
    request.history = &state.history();
    request.limits = args.limits;
    for (const std::string& token : args.root_moves)
      if (auto m = parse_move(state.position(), token)) request.root_moves.push_back(*m);
    request.stop = args.stop;
    request.listener = args.listener;
    request.settings = args.settings;
    const ThinkResult result = player(args.settings.kind).think(request);
    return result.has_move ? format_move(result.best) : std::string();
  }

  std::string evaluation(const GameState& state) const override {
    return describe_evaluation(steere_state(state).position());
  }

  Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) override {
    return run_bench(depth, listener, stop);
  }

 private:
  // The engine gives every game's searcher states of its own game only.
  static const SteereState& steere_state(const GameState& state) { return static_cast<const SteereState&>(state); }

  Player& player(PlayerSettings::Kind kind) {
    auto& slot = players_[std::size_t(kind)];
    if (!slot) {
      switch (kind) {
        case PlayerSettings::Kind::Engine:
          slot = make_engine_player();
          break;
        case PlayerSettings::Kind::Uct:
          slot = make_uct_player();
          break;
        case PlayerSettings::Kind::Greedy:
          slot = make_greedy_player();
          break;
        case PlayerSettings::Kind::Random:
          slot = make_random_player();
          break;
      }
    }
    return *slot;
  }

  std::array<std::unique_ptr<Player>, 4> players_;
};

}  // namespace

std::unique_ptr<Searcher> make_searcher() { return std::make_unique<SteereSearcher>(); }

}  // namespace inchworm::steere
