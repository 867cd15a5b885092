#include "player_options.h"

namespace inchworm {
std::vector<OptionSpec> player_options() {
  using T = OptionSpec::Type;
  const PlayerSettings d;
  return {
      {"Player", T::Combo, "engine", 0, 0, {"engine", "uct", "greedy", "random"}},
      {"Seed", T::Spin, std::to_string(d.seed), 0, 2147483647, {}},
      {"Hash", T::Spin, std::to_string(d.hash_mib), 1, kMaxHashMib, {}},
      {"Threads", T::Spin, std::to_string(d.threads), 1, kMaxThreads, {}},
      {"MultiPV", T::Spin, std::to_string(d.multipv), 1, kMaxMultiPv, {}},
      {"Move Overhead", T::Spin, std::to_string(d.move_overhead_ms), 0, 5000, {}},
      // UCI's hint that the GUI ponders: pondering works either way, but only then does the protocol add
      // the expected reply to `bestmove` (hosts that do not ponder may not read it).
      {"Ponder", T::Check, d.ponder ? "true" : "false", 0, 0, {}},
  };
}

bool is_player_option(const std::string& name) {
  const auto specs = player_options();
  return find_option(specs, name) != nullptr;
}

MaybeError set_player_option(PlayerSettings& settings, const std::string& name, const std::string& value) {
  const auto specs = player_options();
  const OptionSpec* spec = find_option(specs, name);
  if (!spec) return Error{"unknown option: " + name};
  std::string v;
  if (auto bad = check_option_value(*spec, value, v); !bad.empty()) return Error{bad};
  const std::string& n = spec->name;
  if (n == "Player") {
    using K = PlayerSettings::Kind;
    settings.kind = v == "engine" ? K::Engine : v == "uct" ? K::Uct : v == "greedy" ? K::Greedy : K::Random;
  } else if (n == "Seed") {
    settings.seed = std::stoull(v);
  } else if (n == "Hash") {
    settings.hash_mib = std::stoi(v);
  } else if (n == "Threads") {
    settings.threads = std::stoi(v);
  } else if (n == "MultiPV") {
    settings.multipv = std::stoi(v);
  } else if (n == "Ponder") {
    settings.ponder = v == "true";
  } else {
    settings.move_overhead_ms = std::stoll(v);
  }
  return std::nullopt;
}

}  // namespace inchworm
