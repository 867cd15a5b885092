// The Engine's learned-evaluation options (engine.h): `Evaluation` chooses between the hand-written
// evaluation and the game's network; its default `auto` is each game's own choice, so one listed default
// holds for every game and a host that sends each option at its listed default changes nothing (not the
// word `default`, which option-line parsers read as a keyword). `EvalFile` loads a network file for the
// current game (`builtin`: the one built into the binary). Each game keeps its own choice and network; a
// file that cannot be used is an error naming the problem, and the game keeps the network it had.
#include <memory>

#include "engine.h"
#include "nnue/network_file.h"

namespace inchworm {
namespace {

constexpr const char* kEvaluationOption = "Evaluation";
constexpr const char* kEvalFileOption = "EvalFile";
constexpr const char* kHand = "hand";
constexpr const char* kNetwork = "network";
constexpr const char* kAuto = "auto";
// The EvalFile value of the network built into the binary.
constexpr const char* kBuiltin = "builtin";

// The built-in network of `entry` when it decodes and fits the game.
Expected<nnue::Network> builtin_network(const GameEntry& entry) {
  const std::string name = entry.id + " built-in network";
  auto net = nnue::decode_network(entry.network->builtin, name);
  if (!net) return net;
  if (auto e = nnue::check_network(*net, entry.id, entry.network->features, name)) return *e;
  return net;
}

// `auto`: the game's own choice, its network when one is loaded and the game plays it by default under
// the rules of `state`.
bool own_choice(const GameEntry& entry, const nnue::EvaluationChoice& evaluation, const GameState& state) {
  const nnue::NetworkSupport& support = *entry.network;
  return evaluation.network != nullptr && support.network_by_default &&
         (!support.network_rules || support.network_rules(state));
}

}  // namespace

bool Engine::is_evaluation_option(const std::string& name) {
  return same_option_name(name, kEvaluationOption) || same_option_name(name, kEvalFileOption);
}

std::vector<OptionSpec> Engine::evaluation_options() const {
  bool any = false;
  for (const auto& g : games_) any = any || g.entry.network.has_value();
  if (!any) return {};
  // `auto` is each game's own choice (NetworkSupport::network_by_default).
  using T = OptionSpec::Type;
  return {{kEvaluationOption, T::Combo, kAuto, 0, 0, {kAuto, kHand, kNetwork}},
          {kEvalFileOption, T::String, kBuiltin, 0, 0, {}}};
}

void Engine::load_builtin_networks() {
  for (Hosted& g : games_) {
    if (!g.entry.network) continue;
    auto net = builtin_network(g.entry);
    if (!net) {
      notes_.push_back("the learned evaluation of " + g.entry.id + " is off: " + net.error());
      continue;
    }
    g.evaluation.network = std::make_shared<const nnue::Network>(std::move(net).value());
    g.evaluation.use_network = own_choice(g.entry, g.evaluation, *g.state);
    g.eval_file = kBuiltin;
  }
}

void Engine::use_auto_evaluation(Hosted& g) {
  if (!g.entry.network || !g.evaluation_auto) return;
  const bool use = own_choice(g.entry, g.evaluation, *g.state);
  if (use == g.evaluation.use_network) return;
  g.evaluation.use_network = use;
  if (&g == &games_[current_] && searcher_) searcher_->set_evaluation(g.evaluation);
}

MaybeError Engine::set_evaluation_option(const std::string& name, const std::string& value) {
  Hosted& here = games_[current_];
  if (!here.entry.network) return Error{"the game " + game().id + " has no learned evaluation (" + name + ")"};
  if (same_option_name(name, kEvaluationOption)) {
    std::string canonical;
    if (auto bad = check_option_value(evaluation_options().front(), value, canonical); !bad.empty()) return Error{bad};
    if (canonical == kNetwork && !here.evaluation.network)
      return Error{"the game " + game().id + " has no network loaded: set EvalFile first"};
    here.evaluation_auto = canonical == kAuto;
    here.evaluation.use_network =
        canonical == kNetwork || (canonical == kAuto && own_choice(here.entry, here.evaluation, *here.state));
  } else {
    auto net = same_option_name(value, kBuiltin) ? builtin_network(here.entry) : nnue::read_network_file(value);
    if (!net) return Error{net.error()};
    if (auto e = nnue::check_network(*net, here.entry.id, here.entry.network->features, value)) return e;
    here.evaluation.network = std::make_shared<const nnue::Network>(std::move(net).value());
    // Silent when it works (a note would read as a warning to the tools that set options); `eval` shows
    // the network loaded.
    here.eval_file = same_option_name(value, kBuiltin) ? kBuiltin : value;
  }
  if (searcher_) searcher_->set_evaluation(here.evaluation);
  return std::nullopt;
}

std::string Engine::evaluation_in_use() const {
  const Hosted& here = games_[current_];
  if (!here.entry.network || !here.evaluation.network_in_use()) return kHand;
  return std::string(kNetwork) + " " + here.eval_file;
}

std::string Engine::network_evaluation() const {
  const Hosted& here = games_[current_];
  if (!here.entry.network) return "";
  const nnue::EvaluationChoice& choice = here.evaluation;
  const std::string in_use = std::string("\nevaluation in use: ") + (choice.network_in_use() ? kNetwork : kHand);
  if (!choice.network) return "network: none loaded (EvalFile)" + in_use;
  const nnue::Network& n = *choice.network;
  return "network: " + std::to_string(here.entry.network->evaluate(state(), n)) + " (side to move's view; EvalFile " +
         here.eval_file + ": " + std::to_string(n.inputs) + " inputs, 2x" + std::to_string(n.hidden) + " hidden)" +
         in_use;
}

}  // namespace inchworm
