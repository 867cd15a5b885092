#include "game_ui.h"

#include <algorithm>
#include <boost/json.hpp>
#include <chrono>
#include <set>

#include "registry.h"
#include "square_name.h"
#include "stack_ui.h"
#include "text.h"

namespace adapters::web {

namespace json = boost::json;

json::object action_offers(const GameState& state, const std::vector<std::string>& first) {
  json::object offers;
  for (const inchworm::Action& action : inchworm::presentation_of(state.game_id()).actions) {
    if (std::find(first.begin(), first.end(), action.choice) == first.end()) continue;
    const auto step = state.entry_step({action.choice});
    if (!step) continue;
    json::object offer, squares;
    if (step->move) offer["move"] = *step->move;
    for (const std::string& square : step->next)
      if (const auto then = state.entry_step({action.choice, square}); then && then->move)
        squares[square] = *then->move;
    if (!squares.empty()) offer["squares"] = std::move(squares);
    if (!offer.empty()) offers[action.choice] = std::move(offer);
  }
  return offers;
}

MoveDetail GameUi::describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const {
  MoveDetail d;
  if (auto anatomy = before.anatomy(given)) {
    inchworm::MoveAnatomy& a = anatomy.value();
    d.kind = std::move(a.kind);
    d.squares = std::move(a.squares);
    d.taken = std::move(a.taken);
    d.shown = std::move(a.record);
    d.gloss = std::move(a.gloss);
    return d;
  }
  // Only a state that does not replay its own move gets here: draw it by its token.
  d.kind = played.token == "pass" ? "pass" : "move";
  const inchworm::BoardView board = before.board();
  d.squares = inchworm::squares_in_token(played.token, board.files, board.ranks);
  d.shown = played.record.empty() ? played.token : played.record;
  return d;
}

std::vector<SideCounter> GameUi::counters(const GameState& state) const { return state.board().counters; }

json::object GameUi::legal(const GameState& state) const {
  json::object o;
  json::array moves;
  bool pass = false;
  if (!state.is_over()) {
    auto listed = state.legal_moves();
    if (listed) {
      // What each move is, as its anatomy says, for the page to enter it without reading its spelling:
      // the squares it touches in order, its kind ("castle", "promotion", ...) and, for a move off the
      // board, the edges it leaves by.
      json::object squares, kinds, off_edges;
      for (const auto& m : *listed) {
        if (m == "pass") pass = true;
        moves.emplace_back(m);
        auto a = state.anatomy(m);
        if (!a) continue;
        json::array touched, edges;
        for (const auto& s : a->squares) touched.emplace_back(s);
        for (const auto& e : a->edges) edges.emplace_back(e);
        squares[m] = std::move(touched);
        kinds[m] = a->kind;
        if (!edges.empty()) off_edges[m] = std::move(edges);
      }
      o["squares"] = std::move(squares);
      o["kinds"] = std::move(kinds);
      if (!off_edges.empty()) o["offEdges"] = std::move(off_edges);
      if (!inchworm::presentation_of(state.game_id()).actions.empty()) {
        const auto first = state.entry_step({});
        if (first) o["actions"] = action_offers(state, first->next);
      }
    } else {
      o["note"] = listed.error();
    }
  }
  o["moves"] = std::move(moves);
  o["pass"] = pass;
  return o;
}

namespace {

// Adds `more` (a legal() object) to `into`: lists joined without repeats (in the order met), flags ORed,
// texts kept when set, objects merged key by key the same way.
void merge_offers(json::object& into, const json::object& more) {
  for (const auto& [key, value] : more) {
    auto* have = into.if_contains(key);
    if (!have) {
      into[key] = value;
    } else if (have->is_array() && value.is_array()) {
      std::set<std::string> seen;
      for (const auto& v : have->as_array()) seen.insert(json::serialize(v));
      for (const auto& v : value.as_array())
        if (seen.insert(json::serialize(v)).second) have->as_array().push_back(v);
    } else if (have->is_bool() && value.is_bool()) {
      *have = have->as_bool() || value.as_bool();
    } else if (have->is_string() && value.is_string()) {
      if (have->as_string().empty()) *have = value;
    } else if (have->is_object() && value.is_object()) {
      merge_offers(have->as_object(), value.as_object());
    }
  }
}

}  // namespace

json::object GameUi::premoves(const GameState& state) const {
  const auto started = std::chrono::steady_clock::now();
  json::object o;
  const auto refuse = [&](const std::string& why) {
    o = legal(state);  // the shape the page's input knows, emptied
    for (auto& [key, value] : o) {
      if (value.is_array()) value.as_array().clear();
      if (value.is_object()) value.as_object().clear();
      if (value.is_bool()) value = false;
      if (value.is_string()) value = "";
    }
    o["note"] = why;
    return o;
  };
  if (state.is_over()) return refuse("the game is over");
  auto replies = state.legal_moves();
  if (!replies) return refuse(replies.error());
  bool any = false;
  for (const auto& reply : *replies) {
    if (std::chrono::steady_clock::now() - started > std::chrono::milliseconds(kPremoveBudgetMs))
      return refuse("the replies take too long to go through");
    auto after = state.clone();
    if (!after->play(reply) || after->is_over()) continue;
    json::object offers = legal(*after);
    if (offers.contains("note")) continue;  // its moves could not be listed: none of them offered
    merge_offers(o, offers);
    any = true;
  }
  if (!any) return refuse("no reply leaves a move to queue");
  return o;
}

Expected<json::object> GameUi::continuations(const GameState& state, const std::vector<std::string>&) const {
  return inchworm::Error{"moves of " + state.game_id() + " are not entered square by square"};
}

std::string entry_refusal(const GameState& state, const std::vector<std::string>& choices) {
  const auto step = state.entry_step(choices);
  if (!step) return step.error();
  const std::string entered = inchworm::join_words(choices, 0, choices.size());
  return inchworm::quoted(entered) + (step->move ? " is a move here" : " begins a move here") + ": try again";
}

std::shared_ptr<const GameUi> make_game_ui(std::string_view game_id) {
  if (inchworm::presentation_of(game_id).board == inchworm::BoardKind::Stacks) return std::make_shared<StackUi>();
  return std::make_shared<GameUi>();
}

}  // namespace adapters::web
