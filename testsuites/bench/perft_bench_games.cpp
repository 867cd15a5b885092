#include "perft_bench_games.h"

#include <atomic>
#include <map>
#include <memory>
#include <string>

#include "rodeffer/notation.h"
#include "rodeffer/perft.h"
#include "steere/notation.h"
#include "steere/perft.h"
#include "wormchess/perft.h"
#include "wormchess/position_string.h"

namespace inchworm {
namespace {

// The rules a game's options describe, read back option by option from the state.
template <typename Rules, typename Set>
Expected<Rules> rules_of(const GameState& state, Set set) {
  Rules rules;
  for (const OptionSpec& spec : state.rule_options())
    if (auto bad = set(rules, spec.name, state.rule_option_value(spec.name))) return Error{bad->message};
  return rules;
}

Expected<PerftCount> rodeffer_count(const GameState& state, int depth) {
  auto rules = rules_of<rodeffer::Rules>(state, rodeffer::set_rules_option);
  if (!rules) return Error{rules.error()};
  auto pos = rodeffer::parse_position(state.position_string(), *rules);
  if (!pos) return Error{pos.error()};
  auto perft = std::make_shared<rodeffer::Perft>();
  return PerftCount([perft, start = *pos, depth]() mutable {
    rodeffer::Position p = start;
    return perft->count(p, depth);
  });
}

Expected<PerftCount> steere_count(const GameState& state, int depth) {
  auto rules = rules_of<steere::Rules>(state, steere::set_rules_option);
  if (!rules) return Error{rules.error()};
  auto pos = steere::parse_position(state.position_string(), *rules);
  if (!pos) return Error{pos.error()};
  return PerftCount([start = *pos, depth] {
    steere::Position p = start;
    return steere::perft(p, depth);
  });
}

Expected<PerftCount> wormchess_count(const GameState& state, int depth) {
  const wormchess::Variant variant{state.game_id() == "longworm-chess",
                                   state.rule_option_value("HalflingRange") == "relative"};
  auto pos = wormchess::parse_position(state.position_string(), variant);
  if (!pos) return Error{pos.error()};
  // The count restores the position: no copy per call.
  return PerftCount([start = *pos, depth]() mutable { return wormchess::perft(start, depth); });
}

}  // namespace

Expected<PerftCount> state_perft_count(const GameState& state, int depth) {
  std::shared_ptr<const GameState> start = state.clone();
  return PerftCount([start, depth]() -> std::optional<std::uint64_t> {
    static const std::atomic<bool> never{false};
    auto leaves = start->perft(
        depth, [](const std::string&, std::uint64_t) {}, never);
    if (!leaves) return std::nullopt;
    return *leaves;
  });
}

const PerftHook* find_perft_hook(std::string_view id) {
  static const std::map<std::string, PerftHook, std::less<>> hooks = {
      {"rodeffer", rodeffer_count},
      {"steere", steere_count},
      {"inchworm-chess", wormchess_count},
      {"longworm-chess", wormchess_count},
  };
  const auto it = hooks.find(id);
  return it == hooks.end() ? nullptr : &it->second;
}

}  // namespace inchworm
