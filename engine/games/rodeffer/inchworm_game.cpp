#include "inchworm_game.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "bench.h"
#include "diagram.h"
#include "eval.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "player_options.h"

namespace inchworm::rodeffer {

InchwormGame::InchwormGame() : pos_(Position::start(rules_)) {
  // The default player's hash table is allocated at start-up, not in the first search's time.
  player(settings_.kind).prepare(settings_);
}

std::unique_ptr<Game> make_inchworm_game() { return std::make_unique<InchwormGame>(); }

std::vector<OptionSpec> InchwormGame::options() const {
  auto specs = rules_options();
  for (auto& s : specs) s.default_value = rules_option_value(Rules{}, s.name);
  for (auto& s : player_options()) specs.push_back(s);
  return specs;
}

MaybeError InchwormGame::set_option(const std::string& name, const std::string& value) {
  if (is_player_option(name)) {
    PlayerSettings changed = settings_;
    if (auto e = set_player_option(changed, name, value)) return e;
    // A new hash size or player is allocated now, not in the first search's time (UCI: before
    // `readyok`); if it cannot be, the option keeps its value.
    if (auto e = player(changed.kind).prepare(changed)) return e;
    settings_ = changed;
    return std::nullopt;
  }
  Rules changed = rules_;
  if (auto e = set_rules_option(changed, name, value)) return e;
  if (changed == rules_) return std::nullopt;
  rules_ = changed;
  // The current game is replayed under the new rules; if it no longer stands, the start position does.
  const std::string base = base_;
  const std::vector<std::string> moves = moves_;
  if (auto e = set_position(base, moves)) {
    set_position("startpos", {});
    notes_.push_back("position reset to the start: under the new rules, " + e->message);
  }
  return std::nullopt;
}

std::vector<std::string> InchwormGame::take_notes() {
  std::vector<std::string> notes;
  notes.swap(notes_);
  return notes;
}

void InchwormGame::new_game() {
  set_position("startpos", {});
  clear_search();
}

MaybeError InchwormGame::set_position(std::string_view base, const std::vector<std::string>& moves) {
  // A GUI sends the whole game before every move: when the new list continues the current one from
  // the same base, only the new moves are read.
  const bool continues = base == base_ && moves.size() >= moves_.size() &&
                         std::equal(moves_.begin(), moves_.end(), moves.begin()) && pos_.rules() == rules_;
  Position pos = Position::start(rules_);
  std::vector<std::uint64_t> history;
  std::size_t first = 0;
  if (continues) {
    pos = pos_;
    history = history_;
    first = moves_.size();
  } else if (base != "startpos") {
    auto parsed = parse_position(base, rules_);
    if (!parsed) return Error{parsed.error()};
    pos = *parsed;
  }
  for (std::size_t i = first; i < moves.size(); ++i) {
    auto m = parse_move(pos, moves[i]);
    if (!m) return Error{m.error() + " (move " + std::to_string(i + 1) + " of the list)"};
    history.push_back(pos.key());
    Position::Undo undo;
    pos.do_move(*m, undo);
  }
  pos_ = pos;
  base_ = std::string(base);
  moves_ = moves;
  history_ = std::move(history);
  return std::nullopt;
}

std::string InchwormGame::position_string() const { return format_position(pos_); }

Expected<std::vector<std::string>> InchwormGame::legal_moves() const {
  MoveList moves;
  Square stack = 0;
  if (!generate_sorted(pos_, moves, kDefaultDistributionBudget, &stack))
    return Error{"too many legal moves to list: enumerating the distributions of the " +
                 std::to_string(pos_.height(stack)) + "-stack on " + square_name(stack) + " takes more than " +
                 std::to_string(kDefaultDistributionBudget) + " sets at some step (the budget)"};
  if (moves.size() > kMaxListedMoves) return Error{"too many legal moves to list: " + std::to_string(moves.size())};
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (const Move& m : moves) out.push_back(format_move(pos_, m));
  return out;
}

Outcome InchwormGame::outcome() const {
  switch (pos_.result()) {
    case GameResult::RedWins:
      return Outcome::FirstPlayerWins;
    case GameResult::BlueWins:
      return Outcome::SecondPlayerWins;
    case GameResult::Draw:
      return Outcome::Draw;
    case GameResult::None:
      break;
  }
  return Outcome::None;
}

std::string InchwormGame::describe() const { return diagram(pos_); }

Expected<std::uint64_t> InchwormGame::perft(int depth,
                                            const std::function<void(const std::string&, std::uint64_t)>& report,
                                            const std::atomic<bool>& stop) const {
  Position pos = pos_;
  Perft counter(&stop);
  auto total = counter.divide(pos, depth, [&](const Move& m, std::uint64_t n) { report(format_move(pos_, m), n); });
  if (total) return *total;
  if (stop.load()) return Error{"perft stopped"};
  return Error{"perft gave up: enumerating some stack's distributions takes more than " +
               std::to_string(kDefaultDistributionBudget) + " sets at some step (the budget)"};
}

Player& InchwormGame::player(PlayerSettings::Kind kind) {
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

void InchwormGame::clear_search() {
  for (auto& p : players_)
    if (p) p->clear();
}

std::string InchwormGame::evaluation() const { return describe_evaluation(pos_); }

Expected<BenchTotals> InchwormGame::bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) {
  return run_bench(depth, listener, stop);
}

TimePlan InchwormGame::time_plan(const SearchLimits& limits) const {
  // The game's ply from the position's move number: a position string may start a game anywhere.
  const long long ply = 2 * (static_cast<long long>(pos_.move_number()) - 1) + (pos_.side_to_move() == BLUE);
  const int mover = pos_.side_to_move() == RED ? 0 : 1;
  return plan_time(limits, mover, settings_.move_overhead_ms, int(std::min<long long>(ply, 1'000'000)));
}

MaybeError InchwormGame::check_moves(const std::vector<std::string>& moves) const {
  for (const std::string& token : moves)
    if (auto m = parse_move(pos_, token); !m) return Error{m.error()};
  return std::nullopt;
}

namespace {

// Holds a search's answer while it ponders, and until `stop` when its limits do not end it (so every
// player, however quickly it decides, keeps to search_ends_by_itself).
void wait_for_release(const SearchLimits& limits, bool first_player_to_move, const std::atomic<bool>& stop) {
  SearchLimits after_ponderhit = limits;
  after_ponderhit.ponder = nullptr;
  const bool bounded = search_ends_by_itself(after_ponderhit, first_player_to_move);
  while (!stop.load() && ((limits.ponder && limits.ponder->load()) || !bounded))
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace

SearchOutcome InchwormGame::search(const SearchLimits& limits, const SearchListener& listener,
                                   const std::atomic<bool>& stop) {
  if (pos_.is_over()) {
    wait_for_release(limits, first_player_to_move(), stop);
    return {};
  }
  const int mover = pos_.side_to_move() == RED ? 0 : 1;
  StopCondition condition(limits, time_plan(limits), stop);
  ThinkRequest request;
  request.root = &pos_;
  request.history = &history_;
  request.limits = limits;
  request.limits.depth = depth_limit(limits, mover);
  for (const std::string& token : limits.search_moves)
    if (auto m = parse_move(pos_, token))
      if (std::find(request.root_moves.begin(), request.root_moves.end(), *m) == request.root_moves.end())
        request.root_moves.push_back(*m);
  request.stop = &condition;
  // The last principal line shown, for the expected reply (`bestmove X ponder Y`).
  std::vector<std::string> last_pv;
  SearchListener keep_pv = listener;
  keep_pv.info = [&](const SearchInfo& info) {
    if (info.multipv == 1) last_pv = info.pv;
    if (listener.info) listener.info(info);
  };
  request.listener = &keep_pv;
  request.settings = settings_;
  const ThinkResult result = player(settings_.kind).think(request);
  wait_for_release(limits, mover == 0, stop);
  if (!result.has_move) return {};
  SearchOutcome outcome{format_move(pos_, result.best), {}};
  if (last_pv.size() >= 2 && last_pv[0] == outcome.best_move) outcome.ponder_move = last_pv[1];
  return outcome;
}

}  // namespace inchworm::rodeffer
