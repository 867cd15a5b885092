#include "page_messages.h"

#include <boost/json.hpp>
#include <map>

#include "registry.h"
#include "strength.h"

namespace adapters::web {

namespace json = boost::json;

namespace {

using Kind = PageCommand::Kind;

const std::map<std::string, Kind, std::less<>> kKinds = {
    {"hello", Kind::Hello},        {"play", Kind::Play},        {"path", Kind::Path},
    {"position", Kind::Position},  {"why", Kind::Why},          {"undo", Kind::Undo},
    {"new", Kind::NewGame},        {"check", Kind::CheckGame},  {"setfen", Kind::SetFen},
    {"players", Kind::SetPlayers}, {"search", Kind::SetSearch}, {"record", Kind::LoadRecord},
    {"truncate", Kind::Truncate},  {"restore", Kind::Restore},  {"enginemove", Kind::EngineMove},
    {"pause", Kind::Pause},        {"resume", Kind::Resume},    {"stop", Kind::Stop},
    {"restart", Kind::Restart},    {"resign", Kind::Resign},    {"draw", Kind::OfferDraw},
    {"premoves", Kind::Premoves},
};

using inchworm::Error;

Expected<std::string> string_field(const json::object& o, const char* name) {
  const json::value* v = o.if_contains(name);
  if (!v || !v->is_string()) return Error{std::string("'") + name + "' must be a string"};
  return std::string(v->as_string());
}

Expected<long long> integer_field(const json::object& o, const char* name, long long lo, long long hi) {
  const json::value* v = o.if_contains(name);
  long long n = 0;
  if (v && v->is_int64())
    n = v->as_int64();
  else if (v && v->is_uint64() && v->as_uint64() <= 1'000'000'000ULL)
    n = static_cast<long long>(v->as_uint64());
  else
    return Error{std::string("'") + name + "' must be a whole number"};
  if (n < lo || n > hi)
    return Error{std::string("'") + name + "' is " + std::to_string(n) + ", outside " + std::to_string(lo) + ".." +
                 std::to_string(hi)};
  return n;
}

Expected<Controller> controller_field(const json::value& v, const char* side) {
  if (v.is_string() && v.as_string() == "human") return Controller::Human;
  if (v.is_string() && v.as_string() == "engine") return Controller::Engine;
  return Error{std::string("'") + side + "' must be \"human\" or \"engine\""};
}

MaybeError read_players(const json::object& o, PageCommand& cmd) {
  const char* fields[2] = {"first", "second"};
  for (int side = 0; side < 2; ++side) {
    const json::value* v = o.if_contains(fields[side]);
    if (!v) continue;
    auto c = controller_field(*v, fields[side]);
    if (!c) return Error{c.error()};
    cmd.players[side] = *c;
  }
  return std::nullopt;
}

// An option value as text: strings as they are, numbers and true/false written out.
Expected<std::string> option_text(const std::string& name, const json::value& v) {
  if (v.is_string()) return std::string(v.as_string());
  if (v.is_bool()) return std::string(v.as_bool() ? "true" : "false");
  if (v.is_int64()) return std::to_string(v.as_int64());
  if (v.is_uint64()) return std::to_string(v.as_uint64());
  return Error{"option '" + name + "' must be a string, number or true/false"};
}

// The string field `name` into `out`: required, or (`optional`) only when the message has it.
template <typename Out>
MaybeError read_string(const json::object& o, const char* name, Out& out, bool optional = false) {
  if (optional && !o.contains(name)) return std::nullopt;
  auto value = string_field(o, name);
  if (!value) return Error{value.error()};
  out = *value;
  return std::nullopt;
}

// The whole-number field `name` within [lo, hi] into `out`, when the message has it.
MaybeError read_optional_integer(const json::object& o, const char* name, int lo, int hi, std::optional<int>& out) {
  if (!o.contains(name)) return std::nullopt;
  auto value = integer_field(o, name, lo, hi);
  if (!value) return Error{value.error()};
  out = int(*value);
  return std::nullopt;
}

// The fields of each kind of command (parse_page_command's steps).
MaybeError read_play_fields(const json::object& o, PageCommand& cmd) {
  if (auto e = read_string(o, "move", cmd.move)) return e;
  if (cmd.move.empty()) return Error{"'move' is empty"};
  return std::nullopt;
}

// The list `key` of `o`: 1 to `most` strings of 1 to `longest` characters each (`what` names one).
MaybeError read_word_list(const json::object& o, const char* key, std::size_t most, std::size_t longest,
                          const char* what, std::vector<std::string>& out) {
  const json::value* p = o.if_contains(key);
  if (!p || !p->is_array() || p->as_array().empty() || p->as_array().size() > most)
    return Error{std::string("'") + key + "' must be a list of 1 to " + std::to_string(most) + " " + what + "s"};
  for (const auto& item : p->as_array()) {
    if (!item.is_string() || item.as_string().empty() || item.as_string().size() > longest)
      return Error{std::string("'") + key + "' holds " + json::serialize(item) + ", which is not a " + what};
    out.emplace_back(item.as_string());
  }
  return std::nullopt;
}

MaybeError read_new_game_fields(const json::object& o, PageCommand& cmd) {
  if (auto e = read_string(o, "game", cmd.game_id, true)) return e;
  if (const json::value* opts = o.if_contains("options")) {
    if (!opts->is_object()) return Error{"'options' must be an object"};
    for (const auto& kv : opts->as_object()) {
      auto value = option_text(std::string(kv.key()), kv.value());
      if (!value) return Error{value.error()};
      cmd.options.emplace_back(std::string(kv.key()), *value);
    }
  }
  if (auto e = read_string(o, "fen", cmd.fen, true)) return e;
  if (auto e = read_players(o, cmd)) return e;
  if (auto e = read_string(o, "clock", cmd.clock, true)) return e;
  return read_string(o, "level", cmd.level, true);
}

MaybeError read_search_fields(const json::object& o, PageCommand& cmd) {
  if (auto e = read_optional_integer(o, "movetime", 10, 600'000, cmd.movetime_ms)) return e;
  if (auto e = read_optional_integer(o, "depth", 0, 99, cmd.depth)) return e;
  if (auto e = read_optional_integer(o, "maxplies", 0, 100'000, cmd.max_plies)) return e;
  return read_string(o, "level", cmd.level, true);  // the engine's strength during a game: from its next search on
}

MaybeError read_record_fields(const json::object& o, PageCommand& cmd) {
  if (auto e = read_string(o, "text", cmd.text)) return e;
  if (o.contains("game")) {
    auto g = integer_field(o, "game", 0, 1'000'000);
    if (!g) return Error{g.error()};
    cmd.game = std::size_t(*g);
  }
  if (const json::value* l = o.if_contains("link")) {
    if (!l->is_bool()) return Error{"'link' must be true or false"};
    cmd.link = l->get_bool();
  }
  return std::nullopt;
}

MaybeError read_ply_field(const json::object& o, PageCommand& cmd) {
  auto p = integer_field(o, "ply", 0, 100'000'000);
  if (!p) return Error{p.error()};
  cmd.ply = std::size_t(*p);
  return std::nullopt;
}

MaybeError read_command_fields(const json::object& o, PageCommand& cmd) {
  switch (cmd.kind) {
    case Kind::Play:
      return read_play_fields(o, cmd);
    case Kind::Path:
      return read_word_list(o, "path", 1000, 4, "square", cmd.path);
    case Kind::Why:
      return read_word_list(o, "choices", 64, 16, "choice", cmd.choices);
    case Kind::NewGame:
    case Kind::CheckGame:
      return read_new_game_fields(o, cmd);
    case Kind::SetFen:
      return read_string(o, "fen", cmd.fen);
    case Kind::SetPlayers:
      return read_players(o, cmd);
    case Kind::SetSearch:
      return read_search_fields(o, cmd);
    case Kind::LoadRecord:
      return read_record_fields(o, cmd);
    case Kind::Truncate:
    case Kind::Position:
      return read_ply_field(o, cmd);
    default:
      return std::nullopt;
  }
}

}  // namespace

const char* controller_name(Controller c) { return c == Controller::Human ? "human" : "engine"; }

Expected<PageCommand> parse_page_command(std::string_view text) {
  boost::system::error_code ec;
  json::value v = json::parse(text, ec);
  if (ec) return Error{"message is not JSON: " + ec.message()};
  if (!v.is_object()) return Error{"message must be a JSON object"};
  const json::object& o = v.as_object();
  auto type = string_field(o, "type");
  if (!type) return Error{type.error()};
  const auto kind = kKinds.find(*type);
  if (kind == kKinds.end()) return Error{"unknown message type '" + *type + "'"};
  PageCommand cmd;
  cmd.kind = kind->second;
  if (auto e = read_command_fields(o, cmd)) return *e;
  return cmd;
}

namespace {

void put_session(json::object& o, const SessionView& view) {
  o["players"] = json::array{controller_name(view.players[0]), controller_name(view.players[1])};
  o["movetime"] = view.movetime_ms;
  o["depth"] = view.depth;
  o["maxPlies"] = view.max_plies;
  o["limitNote"] = view.limit_note;
  o["paused"] = view.paused;
  o["engine"] = json::object{{"state", view.engine.state},
                             {"name", view.engine.name},
                             {"program", view.engine.program},
                             {"message", view.engine.message},
                             {"pid", view.engine.pid}};
  o["recordNote"] = view.record_note;
  o["previous"] = view.previous;
  o["gameSerial"] = view.game_serial;
  o["engineFen"] = view.engine_fen;
  o["engineFenPly"] = view.engine_fen_ply;
  o["searchSerial"] = view.search_serial;
  o["bridge"] = view.bridge_id;
  o["clock"] = clock_json(view.clock);
  o["level"] = view.level;
  o["ended"] = view.ended;
  o["drawNote"] = view.draw_note;
}

const char* type_name(inchworm::OptionSpec::Type t) {
  using T = inchworm::OptionSpec::Type;
  return t == T::Check ? "check" : t == T::Spin ? "spin" : t == T::Combo ? "combo" : "string";
}

json::object option_json(const inchworm::OptionSpec& spec) {
  json::object o;
  o["name"] = spec.name;
  o["default"] = spec.default_value;
  o["type"] = type_name(spec.type);
  if (spec.type == inchworm::OptionSpec::Type::Spin) {
    o["min"] = spec.min;
    o["max"] = spec.max;
  }
  if (spec.type == inchworm::OptionSpec::Type::Combo) {
    json::array choices;
    for (const auto& c : spec.choices) choices.emplace_back(c);
    o["choices"] = std::move(choices);
  }
  return o;
}

}  // namespace

// How a game is shown (engine/core/presentation.h), for the page to draw and explain any game by it.
json::object presentation_json(const inchworm::Presentation& p) {
  json::array piles;
  for (const inchworm::Pile& pile : p.piles)
    piles.push_back(json::object{{"counter", pile.counter},
                                 {"name", pile.name},
                                 {"opponentsPieces", pile.opponents_pieces},
                                 {"holderChoice", pile.holder_choice},
                                 {"opponentChoice", pile.opponent_choice},
                                 {"chosenHint", pile.chosen_hint},
                                 {"outOf", pile.out_of_counter}});
  json::array actions;
  for (const inchworm::Action& a : p.actions)
    actions.push_back(json::object{{"choice", a.choice},
                                   {"label", a.label},
                                   {"greyed", a.greyed},
                                   {"ruleOption", a.rule_option},
                                   {"chosenHint", a.chosen_hint}});
  json::object labels, hints, choices, pieces;
  for (const inchworm::OptionLabel& l : p.option_labels) {
    labels[l.option] = l.label;
    if (!l.description.empty()) hints[l.option] = l.description;
  }
  for (const inchworm::ChoiceLabel& c : p.choice_labels) choices[c.choice] = c.label;
  for (const inchworm::PieceLook& piece : p.pieces)
    pieces[piece.letter] = json::object{{"name", piece.name}, {"glyph", piece.glyph}, {"full", piece.full}};
  return json::object{{"board", inchworm::board_kind_name(p.board)},
                      {"firstSideLight", p.first_side_light},
                      {"checkered", p.checkered},
                      {"piles", std::move(piles)},
                      {"actions", std::move(actions)},
                      {"scoreCounter", p.score_counter},
                      {"scoreTarget", p.score_target_option},
                      {"score", json::object{{"one", p.score.one}, {"many", p.score.many}, {"lead", p.score.lead}}},
                      {"optionLabels", std::move(labels)},
                      {"optionHints", std::move(hints)},
                      {"choiceLabels", std::move(choices)},
                      {"pieces", std::move(pieces)},
                      {"firstHint", p.first_hint},
                      {"chosenHint", p.chosen_hint},
                      {"offBoardHint", p.off_board_hint},
                      {"rulesDocument", p.rules_document}};
}

namespace {

// Every registered game with its sides, rule options and presentation, for the New game dialog and
// the drawing of its board.
const json::array& game_catalogue() {
  static const json::array games = [] {
    json::array a;
    for (const auto& entry : inchworm::game_registry()) {
      const auto state = entry.make_state();
      const auto sides = state->side_names();
      json::array options;
      for (const auto& spec : state->rule_options()) options.push_back(option_json(spec));
      a.push_back(json::object{{"id", entry.id},
                               {"title", entry.title},
                               {"sides", json::array{sides.first, sides.second}},
                               {"options", std::move(options)},
                               {"presentation", presentation_json(entry.presentation)}});
    }
    return a;
  }();
  return games;
}

// A ply in the move list: its token, or [token, as shown] when the list writes it otherwise, and
// [token, as shown, gloss] when the game says what the record form leaves unsaid ("consolidated");
// [token, as shown, gloss, ms] when the mover's time left after it is known (a game on a clock).
json::value ply_item(const Ply& p) {
  const std::string& shown = p.detail.shown.empty() ? p.token : p.detail.shown;
  if (p.clock_ms >= 0) return json::array{p.token, shown, p.detail.gloss, p.clock_ms};
  if (!p.detail.gloss.empty()) return json::array{p.token, shown, p.detail.gloss};
  if (shown == p.token) return json::string(p.token);
  return json::array{p.token, shown};
}

json::array ply_items(const GameModel& game, std::size_t from) {
  json::array a;
  for (std::size_t i = from; i < game.plies().size(); ++i) a.push_back(ply_item(game.plies()[i]));
  return a;
}

// A point of the board: 0 when empty and unmarked, else [owner, label, marks...].
json::value point_json(const inchworm::BoardView::Point& p) {
  if (p.owner < 0 && p.label.empty() && p.marks.empty()) return 0;
  json::array a{p.owner, p.label};
  for (const auto& m : p.marks) a.emplace_back(m);
  return a;
}

json::object move_json(const Ply& p) {
  json::array captured;
  for (const CapturedStack& c : p.detail.taken)
    captured.push_back(json::object{{"square", c.square}, {"side", c.owner}, {"height", c.height}});
  json::array squares;
  for (const auto& s : p.detail.squares) squares.emplace_back(s);
  return json::object{{"token", p.token},
                      {"shown", p.detail.shown.empty() ? p.token : p.detail.shown},
                      {"gloss", p.detail.gloss},
                      {"mover", p.mover},
                      {"kind", p.detail.kind},
                      {"squares", std::move(squares)},
                      {"captured", std::move(captured)}};
}

// The position after `ply` moves: what the page draws when it shows it.
json::object snapshot(const GameModel& game, std::size_t ply) {
  const auto state = game.state_at(ply);
  json::object o;
  o["ply"] = ply;
  o["fen"] = game.fen_at(ply);
  o["side"] = state->first_player_to_move() ? 0 : 1;
  const inchworm::Verdict verdict = state->verdict();
  o["over"] = verdict.outcome != inchworm::Outcome::None;
  o["result"] = verdict_text(verdict, state->side_names());
  const inchworm::BoardView view = state->board();
  json::array points;
  for (const auto& p : view.points) points.push_back(point_json(p));
  json::array notes;
  for (const auto& n : view.notes) notes.emplace_back(n);
  o["board"] = json::object{{"files", view.files}, {"ranks", view.ranks}, {"points", std::move(points)}};
  if (view.files_joined || view.ranks_joined)
    o["board"].as_object()["joined"] = json::object{{"files", view.files_joined}, {"ranks", view.ranks_joined}};
  o["notes"] = std::move(notes);
  o["turn"] = view.turn;  // apart from the notes: the page leaves it out once the game is over
  json::array counters;
  for (const SideCounter& c : game.ui().counters(*state))
    counters.push_back(json::object{{"name", c.name}, {"values", json::array{c.values[0], c.values[1]}}});
  o["counters"] = std::move(counters);
  if (ply > 0) o["move"] = move_json(game.plies().at(ply - 1));
  return o;
}

}  // namespace

namespace {

// A reason that names the winner again ("checkmate: Black wins (C3.4)") loses that part: the text
// already starts with it ("Black wins: checkmate (C3.4)").
std::string without_winner(std::string reason, const std::string& winner) {
  for (const std::string& said : {": " + winner + " wins", winner + " wins: ", winner + " wins"}) {
    const auto at = reason.find(said);
    if (at != std::string::npos) return reason.erase(at, said.size());
  }
  return reason;
}

}  // namespace

std::string verdict_text(const inchworm::Verdict& verdict, const inchworm::SideNames& sides) {
  using inchworm::Outcome;
  switch (verdict.outcome) {
    case Outcome::FirstPlayerWins:
      return sides.first + " wins: " + without_winner(verdict.reason, sides.first);
    case Outcome::SecondPlayerWins:
      return sides.second + " wins: " + without_winner(verdict.reason, sides.second);
    case Outcome::Draw:
      return "Draw: " + verdict.reason;
    case Outcome::None:
      break;
  }
  return {};
}

std::string state_message(const GameModel& game, const SessionView& view, const json::object& legal) {
  return with_session(state_game_part(game, legal), view);
}

std::string with_session(std::string_view game_part, const SessionView& view) {
  json::object session;
  put_session(session, view);
  const std::string fields = json::serialize(session);
  // Both are objects with their own keys: the game part's closing brace gives way to the session's fields.
  std::string out(game_part.substr(0, game_part.size() - 1));
  out += ',';
  out.append(fields, 1, std::string::npos);
  return out;
}

std::string state_game_part(const GameModel& game, const json::object& legal) {
  const GameState& state = game.state();
  json::object o;
  o["type"] = "state";
  o["game"] = game.game_id();
  const auto* entry = inchworm::find_game(game.game_id());
  o["title"] = entry ? entry->title : game.game_id();
  const auto sides = state.side_names();
  o["sides"] = json::array{sides.first, sides.second};
  o["games"] = game_catalogue();
  o["levels"] = strength_catalogue();
  json::array rules;
  for (const auto& spec : state.rule_options()) {
    json::object r = option_json(spec);
    r["value"] = state.rule_option_value(spec.name);
    rules.push_back(std::move(r));
  }
  o["rules"] = std::move(rules);
  o["rulesText"] = state.describe_rules();
  o["base"] = game.base();
  o["startPly"] = game.start_ply();
  o["plies"] = ply_items(game, 0);
  o["current"] = snapshot(game, game.plies().size());
  o["legal"] = legal;
  return json::serialize(o);
}

std::string moves_message(const GameModel& game, std::size_t from, const SessionView& view, const json::object& legal) {
  json::object o;
  o["type"] = "moves";
  o["from"] = from;
  o["plies"] = ply_items(game, from);
  o["current"] = snapshot(game, game.plies().size());
  o["legal"] = legal;
  put_session(o, view);
  return json::serialize(o);
}

json::object position_snapshot(const GameModel& game, std::size_t ply) { return snapshot(game, ply); }

std::string position_message(const GameModel& game, std::size_t ply, int game_serial) {
  return json::serialize(
      json::object{{"type", "position"}, {"gameSerial", game_serial}, {"snapshot", snapshot(game, ply)}});
}

std::string session_message(const SessionView& view) {
  json::object o;
  o["type"] = "session";
  put_session(o, view);
  return json::serialize(o);
}

std::string info_message(const uiw::InfoReport& info, int serial, int side) {
  json::object o;
  o["type"] = "info";
  o["search"] = serial;
  o["side"] = side;
  if (info.depth) o["depth"] = *info.depth;
  if (info.seldepth) o["seldepth"] = *info.seldepth;
  if (!info.score_kind.empty())
    o["score"] = json::object{{"kind", info.score_kind}, {"value", info.score_value}, {"bound", info.score_bound}};
  if (info.nodes) o["nodes"] = *info.nodes;
  if (info.nps) o["nps"] = *info.nps;
  if (info.time_ms) o["time"] = *info.time_ms;
  if (!info.pv.empty()) {
    json::array pv;
    for (const auto& m : info.pv) pv.emplace_back(m);
    o["pv"] = std::move(pv);
  }
  if (!info.text.empty()) o["string"] = info.text;
  return json::serialize(o);
}

std::string path_message(json::object answer) {
  answer["type"] = "path";
  return json::serialize(answer);
}

std::string premoves_message(const json::object& premoves, int game_serial, std::size_t plies) {
  return json::serialize(
      json::object{{"type", "premoves"}, {"gameSerial", game_serial}, {"plies", plies}, {"legal", premoves}});
}

std::string error_message(std::string_view text) {
  return json::serialize(json::object{{"type", "error"}, {"message", text}});
}

std::string check_message(std::string_view refusal) {
  return json::serialize(json::object{{"type", "check"}, {"message", refusal}});
}

std::string engine_line_message(std::string_view line, bool to_engine) {
  constexpr std::size_t kHead = 80, kTail = 240;
  std::string shown(line);
  if (line.size() > kHead + kTail + 40)
    shown = std::string(line.substr(0, kHead)) + " ... (" + std::to_string(line.size() - kHead - kTail) +
            " characters left out) ... " + std::string(line.substr(line.size() - kTail));
  return json::serialize(json::object{{"type", "log"}, {"dir", to_engine ? "out" : "in"}, {"line", shown}});
}

}  // namespace adapters::web
