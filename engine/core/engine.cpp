#include "engine.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "player_options.h"
#include "text.h"

namespace inchworm {

namespace {

constexpr const char* kGameOption = "Game";
// Fairy-Stockfish's name for the same choice, which variant GUIs set.
constexpr const char* kVariantOption = "UCI_Variant";
// UCI's button that makes the engine forget what its searches learnt (the table, histories) and keep the
// game where it is, as Stockfish's does.
constexpr const char* kClearHashOption = "Clear Hash";

bool same_text(std::string_view a, std::string_view b) { return same_option_name(std::string(a), std::string(b)); }

// Holds a search's answer while it ponders, and until `stop` when its limits do not end it (so every
// player, however quickly it decides, keeps to search_ends_by_itself).
void wait_for_release(const SearchLimits& limits, bool first_player_to_move, const std::atomic<bool>& stop) {
  SearchLimits after_ponderhit = limits;
  after_ponderhit.ponder = nullptr;
  const bool bounded = search_ends_by_itself(after_ponderhit, first_player_to_move);
  while (!stop.load() && ((limits.ponder && limits.ponder->load()) || !bounded))
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

// The tunable of `list` called `name` (compared as option names are), or nullptr.
Tunable* tunable_named(const std::vector<Tunable*>& list, const std::string& name) {
  for (Tunable* t : list)
    if (same_text(t->name(), name)) return t;
  return nullptr;
}

// `value` as a value of `t`: an integer within its range, or an error naming both.
Expected<int> tunable_value(const Tunable& t, const std::string& value) {
  if (auto n = parse_number<int>(value, t.min(), t.max())) return *n;
  return Error{"bad value for " + std::string(t.name()) + ": '" + value + "' (expected an integer " +
               std::to_string(t.min()) + ".." + std::to_string(t.max()) + ")"};
}

}  // namespace

Engine::Engine(std::vector<GameEntry> games) {
  for (auto& entry : games) {
    auto state = entry.make_state();
    games_.push_back({std::move(entry), std::move(state), {}, {}, {}});
  }
  load_builtin_networks();
  // The default player's hash table is allocated at start-up, not in the first search's time.
  searcher();
}

std::vector<OptionSpec> Engine::options() const {
  using T = OptionSpec::Type;
  std::vector<std::string> ids;
  for (const auto& g : games_) ids.push_back(g.entry.id);
  std::vector<OptionSpec> specs = {{kGameOption, T::Combo, ids.front(), 0, 0, ids},
                                   {kVariantOption, T::Combo, ids.front(), 0, 0, ids}};
  for (auto& s : player_options()) specs.push_back(s);
  specs.push_back({kClearHashOption, T::Button, "", 0, 0, {}});
  for (const auto& g : games_)
    for (auto& s : g.state->rule_options())
      if (!find_option(specs, s.name)) specs.push_back(s);
  for (auto& s : evaluation_options()) specs.push_back(s);
  return specs;
}

MaybeError Engine::set_option(const std::string& name, const std::string& value) {
  if (same_text(name, kGameOption) || same_text(name, kVariantOption)) return select_game(value);
  if (same_text(name, kClearHashOption)) {
    clear_search();
    return std::nullopt;
  }
  if (is_player_option(name)) {
    PlayerSettings changed = settings_;
    if (auto e = set_player_option(changed, name, value)) return e;
    // A new hash size or player is allocated now, not in the first search's time (UCI: before
    // `readyok`); if it cannot be, the option keeps its value.
    if (Searcher* s = searcher())
      if (auto e = s->prepare(changed)) return e;
    settings_ = changed;
    return std::nullopt;
  }
  if (is_evaluation_option(name)) return set_evaluation_option(name, value);
  return set_rule_option(name, value);
}

MaybeError Engine::select_game(const std::string& value) {
  std::size_t found = games_.size();
  for (std::size_t i = 0; i < games_.size(); ++i)
    if (same_text(games_[i].entry.id, value)) found = i;
  if (found == games_.size()) {
    std::string ids;
    for (const auto& g : games_) ids += (ids.empty() ? "" : ", ") + g.entry.id;
    return Error{"unknown game: '" + value + "' (the games: " + ids + ")"};
  }
  if (found != current_) {
    // What the previous game's searcher learnt is of no use to another game: its memory is freed.
    searcher_.reset();
    current_ = found;
    if (Searcher* s = searcher())
      if (auto e = s->prepare(settings_)) notes_.push_back("the player's settings could not be applied: " + e->message);
  }
  new_game();
  return std::nullopt;
}

MaybeError Engine::set_rule_option(const std::string& name, const std::string& value) {
  auto has_option = [&](const Hosted& g) { return find_option(g.state->rule_options(), name) != nullptr; };
  Hosted& here = games_[current_];
  if (has_option(here)) {
    // Set on a copy: a state that takes a rule option goes back to its start position, and a value the
    // rules already have (GUIs send every option again before a game or a move) must leave the game
    // where it is, with base_ and moves_ still describing it.
    std::unique_ptr<GameState> changed = here.state->clone();
    if (auto e = changed->set_rule_option(name, value)) return e;
    if (rules_in_force(*changed) == rules_in_force(*here.state)) return std::nullopt;
    here.state = std::move(changed);
    // The current game is replayed under the new rules; if it no longer stands, the start position does.
    const std::string base = base_;
    const std::vector<std::string> moves = moves_;
    base_ = "startpos";
    moves_.clear();
    if (auto e = set_position(base, moves))
      notes_.push_back("position reset to the start: under the new rules, " + e->message);
    use_auto_evaluation(here);
    return std::nullopt;
  }
  if (MaybeError tuned; set_tunable(name, value, tuned)) return tuned;
  for (Hosted& g : games_) {
    if (!has_option(g)) continue;
    if (auto e = g.state->set_rule_option(name, value)) return e;
    use_auto_evaluation(g);
    notes_.push_back(name + " applies to the game " + g.entry.id + ", not to the current game " + game().id +
                     ": it is kept for when " + g.entry.id + " is selected");
    return std::nullopt;
  }
  return Error{"unknown option: " + name};
}

bool Engine::set_tunable(const std::string& name, const std::string& value, MaybeError& result) {
  // The current game first: a name that several games declare is the current game's.
  std::vector<std::size_t> order = {current_};
  for (std::size_t i = 0; i < games_.size(); ++i)
    if (i != current_) order.push_back(i);
  for (const std::size_t i : order) {
    // The current game's searcher, or one made to read another game's list.
    std::unique_ptr<Searcher> probe =
        i == current_ || !games_[i].entry.make_searcher ? nullptr : games_[i].entry.make_searcher();
    Searcher* holder = i == current_ ? searcher() : probe.get();
    if (!holder) continue;
    Tunable* t = tunable_named(holder->tunables(), name);
    if (!t) continue;
    const Expected<int> n = tunable_value(*t, value);
    if (!n) return result = Error{n.error()}, true;
    auto& tuned = games_[i].tuned;
    std::erase_if(tuned, [&](const auto& entry) { return entry.first == t->name(); });
    tuned.emplace_back(std::string(t->name()), *n);
    if (i == current_) {
      result = t->set(*n);
      return true;
    }
    notes_.push_back(std::string(t->name()) + " is a tunable of the game " + games_[i].entry.id +
                     ", not of the current game " + game().id + ": it is kept for when " + games_[i].entry.id +
                     " is selected");
    result = std::nullopt;
    return true;
  }
  return false;
}

std::vector<Tunable> Engine::tunables() {
  std::vector<Tunable> list;
  if (Searcher* s = searcher())
    for (const Tunable* t : s->tunables()) list.push_back(*t);
  return list;
}

std::vector<std::string> Engine::take_notes() {
  std::vector<std::string> notes;
  notes.swap(notes_);
  return notes;
}

void Engine::new_game() {
  // Straight to the start, whatever base_ says: it may belong to the game selected before.
  games_[current_].state->set_position("startpos");
  base_ = "startpos";
  moves_.clear();
  clear_search();
}

MaybeError Engine::set_position(std::string_view base, const std::vector<std::string>& moves) {
  const bool continues =
      base == base_ && moves.size() >= moves_.size() && std::equal(moves_.begin(), moves_.end(), moves.begin());
  std::unique_ptr<GameState> next = state().clone();
  std::size_t first = 0;
  if (continues) {
    first = moves_.size();
  } else if (auto e = next->set_position(base)) {
    return e;
  }
  for (std::size_t i = first; i < moves.size(); ++i)
    if (auto played = next->play(moves[i]); !played)
      return Error{played.error() + " (move " + std::to_string(i + 1) + " of the list)"};
  games_[current_].state = std::move(next);
  base_ = std::string(base);
  moves_ = moves;
  return std::nullopt;
}

MaybeError Engine::check_moves(const std::vector<std::string>& moves) const {
  for (const std::string& token : moves)
    if (auto m = state().parse_move(token); !m) return Error{m.error()};
  return std::nullopt;
}

Searcher* Engine::searcher() {
  if (!searcher_ && can_search()) {
    searcher_ = make_searcher();
    searcher_->prepare(settings_);
  }
  return searcher_.get();
}

std::unique_ptr<Searcher> Engine::make_searcher() const {
  std::unique_ptr<Searcher> made = game().make_searcher();
  const std::vector<Tunable*> list = made->tunables();
  for (const auto& [name, value] : games_[current_].tuned)
    if (Tunable* t = tunable_named(list, name)) t->set(value);
  made->set_evaluation(games_[current_].evaluation);
  return made;
}

std::string Engine::no_search_message() const { return "the game " + game().id + " has no search yet"; }

void Engine::clear_search() {
  if (searcher_) searcher_->clear();
}

std::string Engine::evaluation() const {
  std::string text = hand_evaluation();
  const std::string network = network_evaluation();
  if (!network.empty()) text += (text.ends_with('\n') ? "" : "\n") + network;
  return text;
}

std::string Engine::hand_evaluation() const {
  // The evaluation needs no hash table: a searcher made for it alone is dropped at once.
  if (searcher_) return searcher_->evaluation(state());
  if (!can_search()) return "no evaluation: " + no_search_message();
  return make_searcher()->evaluation(state());
}

std::optional<int> Engine::static_eval() const {
  const Hosted& here = games_[current_];
  if (here.entry.network && here.evaluation.network_in_use())
    return here.entry.network->evaluate(state(), *here.evaluation.network);
  if (searcher_) return searcher_->static_eval(state());
  if (!can_search()) return std::nullopt;
  return make_searcher()->static_eval(state());
}

Expected<BenchTotals> Engine::bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) {
  if (Searcher* s = searcher()) return s->bench(depth, listener, stop);
  return Error{no_search_message()};
}

TimePlan Engine::time_plan(const SearchLimits& limits) const {
  const int mover = state().first_player_to_move() ? 0 : 1;
  const long long ply = std::min<long long>(state().ply_number(), 1'000'000);
  return plan_time(limits, mover, settings_.move_overhead_ms, int(ply));
}

SearchOutcome Engine::search(const SearchLimits& limits, const SearchListener& listener,
                             const std::atomic<bool>& stop) {
  const GameState& root = state();
  if (root.is_over()) {
    wait_for_release(limits, root.first_player_to_move(), stop);
    return {};
  }
  const int mover = root.first_player_to_move() ? 0 : 1;
  StopCondition condition(limits, time_plan(limits), stop);
  ThinkArgs args;
  args.state = &root;
  args.limits = limits;
  args.limits.depth = depth_limit(limits, mover);
  for (const std::string& token : limits.search_moves)
    if (auto m = root.parse_move(token))
      if (std::find(args.root_moves.begin(), args.root_moves.end(), *m) == args.root_moves.end())
        args.root_moves.push_back(*m);
  args.stop = &condition;
  // The last principal line shown, for the expected reply (`bestmove X ponder Y`).
  std::vector<std::string> last_pv;
  SearchListener keep_pv = listener;
  keep_pv.info = [&](const SearchInfo& info) {
    if (info.multipv == 1) last_pv = info.pv;
    if (listener.info) listener.info(info);
  };
  args.listener = &keep_pv;
  args.settings = settings_;
  Searcher* player = searcher();
  const std::string best = player ? player->think(args) : std::string();
  wait_for_release(limits, mover == 0, stop);
  SearchOutcome outcome{best, {}};
  if (!best.empty() && last_pv.size() >= 2 && last_pv[0] == best) outcome.ponder_move = last_pv[1];
  return outcome;
}

}  // namespace inchworm
