#include "stack_ui.h"

#include <algorithm>
#include <boost/json.hpp>
#include <functional>

#include "registry.h"
#include "square_name.h"
#include "text.h"

namespace adapters::web {

namespace json = boost::json;

namespace {

constexpr const char* kPass = "pass";  // the pass's entry choice (engine/core/game_state.h)

// The entry choice of a drop from the side's own pile (a stock: the first pile of the holder's own
// pieces with a choice, Presentation::piles), whose squares are clicked without it; or "".
std::string drop_choice(const GameState& state) {
  for (const inchworm::Pile& pile : inchworm::presentation_of(state.game_id()).piles)
    if (!pile.opponents_pieces && !pile.holder_choice.empty()) return pile.holder_choice;
  return "";
}

// `choice` is the pile's `word` (a pile without that choice has none).
bool is_choice(const std::string& choice, const std::string& word) { return !word.empty() && choice == word; }

// The board, read by square name.
class Board {
 public:
  explicit Board(const GameState& state) : view_(state.board()), us_(state.first_player_to_move() ? 0 : 1) {}
  // The point index of a square name, or -1 for anything else (a word).
  int index(const std::string& name) const {
    const auto place = inchworm::parse_square_name(name, view_.files, view_.ranks);
    return place ? place->rank * view_.files + place->file : -1;
  }
  int owner(const std::string& name) const {
    const int i = index(name);
    return i < 0 ? -2 : view_.points[std::size_t(i)].owner;
  }
  bool own(const std::string& name) const { return owner(name) == us_; }
  bool empty(const std::string& name) const { return owner(name) == -1; }
  // Square names in board order (a1, b1, ..., a2, ...), as the page has always been sent them.
  json::array in_board_order(std::vector<std::string> names) const {
    std::sort(names.begin(), names.end(), [this](const auto& a, const auto& b) { return index(a) < index(b); });
    names.erase(std::unique(names.begin(), names.end()), names.end());
    json::array out;
    for (const auto& n : names) out.emplace_back(n);
    return out;
  }
  // {square: token} in board order: the moves that the choices `before` and then each square make.
  json::object moves_after(const GameState& state, const std::vector<std::string>& before,
                           const std::vector<std::string>& squares) const {
    json::object out;
    for (const auto& name : in_board_order(squares)) {
      auto chosen = before;
      chosen.emplace_back(name.as_string());
      if (auto step = state.entry_step(chosen); step && step->move) out[name.as_string()] = *step->move;
    }
    return out;
  }

 private:
  inchworm::BoardView view_;
  int us_;
};

std::vector<std::string> next_of(const GameState& state, const std::vector<std::string>& chosen) {
  auto step = state.entry_step(chosen);
  return step ? step->next : std::vector<std::string>{};
}

}  // namespace

json::object StackUi::legal(const GameState& state) const {
  const Board board(state);
  std::vector<std::string> drops, distributable;
  json::array collects;
  bool pass = false;
  // Every collect that the choices `run` begin: an own stack after an own stack (R2.2).
  const std::function<void(const std::vector<std::string>&)> collect_from = [&](const std::vector<std::string>& run) {
    auto step = state.entry_step(run);
    if (!step) return;
    if (step->move) {
      auto anatomy = state.anatomy(*step->move);
      collects.push_back(json::object{{"from", run.front()},
                                      {"to", run.back()},
                                      {"token", *step->move},
                                      {"run", board.in_board_order(anatomy ? anatomy->squares : run)}});
    }
    for (const auto& next : step->next) {
      if (!board.own(next)) continue;
      auto longer = run;
      longer.push_back(next);
      collect_from(longer);
    }
  };
  const std::string drop = drop_choice(state);
  const std::vector<std::string> firsts = next_of(state, {});
  for (const std::string& first : firsts) {
    if (is_choice(first, drop)) drops = next_of(state, {first});
    if (first == kPass) pass = true;
    if (!board.own(first)) continue;
    for (const auto& next : next_of(state, {first})) {
      if (board.empty(next) && (distributable.empty() || distributable.back() != first)) distributable.push_back(first);
      if (board.own(next)) collect_from({first, next});
    }
  }
  json::object o;
  o["drops"] = board.moves_after(state, {drop}, drops);
  o["distributable"] = board.in_board_order(distributable);
  o["collects"] = std::move(collects);
  o["actions"] = action_offers(state, firsts);
  o["pass"] = pass;
  return o;
}

json::object StackUi::premoves(const GameState& state) const {
  json::object o = GameUi::premoves(state);
  o["distributable"] = json::array{};
  // A move made by a button alone (a rescue: its token names the stacks the reply leaves) is not queued.
  if (auto* actions = o.if_contains("actions"); actions && actions->is_object()) {
    json::object kept;
    for (auto& [choice, offer] : actions->as_object()) {
      offer.as_object().erase("move");
      if (!offer.as_object().empty()) kept[choice] = offer;
    }
    *actions = std::move(kept);
  }
  return o;
}

Expected<json::object> StackUi::continuations(const GameState& state, const std::vector<std::string>& squares) const {
  using inchworm::Error;
  const Board board(state);
  if (squares.empty()) return Error{"a distribution path needs its stack's square"};
  for (const auto& name : squares)
    if (board.index(name) < 0) return Error{"'" + name + "' is not a square"};
  // A path entered square by square: an own stack, then empty squares (what may follow is the entry
  // steps' to say).
  if (!board.own(squares.front())) return Error{"no own stack on " + squares.front()};
  for (std::size_t i = 1; i < squares.size(); ++i)
    if (!board.empty(squares[i])) return Error{squares[i] + " is not empty"};
  auto step = state.entry_step(squares);
  if (!step) return Error{step.error()};
  json::array path;
  for (const auto& s : squares) path.emplace_back(s);
  std::vector<std::string> empty_next;
  for (const auto& s : step->next)
    if (board.empty(s)) empty_next.push_back(s);
  json::object o;
  o["path"] = std::move(path);
  o["next"] = board.in_board_order(empty_next);
  o["complete"] = step->move.has_value();
  o["exact"] = step->exact;
  if (step->move) o["token"] = *step->move;
  return o;
}

}  // namespace adapters::web
