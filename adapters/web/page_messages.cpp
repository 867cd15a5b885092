#include "page_messages.h"

#include <boost/json.hpp>

namespace adapters::web {

namespace json = boost::json;
using inchworm::rodeffer::square_name;

namespace {

using Kind = PageCommand::Kind;

const std::map<std::string, Kind, std::less<>> kKinds = {
    {"hello", Kind::Hello},
    {"play", Kind::Play},
    {"path", Kind::Path},
    {"undo", Kind::Undo},
    {"new", Kind::NewGame},
    {"setfen", Kind::SetFen},
    {"players", Kind::SetPlayers},
    {"search", Kind::SetSearch},
    {"record", Kind::LoadRecord},
    {"truncate", Kind::Truncate},
    {"enginemove", Kind::EngineMove},
    {"pause", Kind::Pause},
    {"resume", Kind::Resume},
    {"stop", Kind::Stop},
    {"restart", Kind::Restart},
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
  for (const char* side : {"red", "blue"}) {
    const json::value* v = o.if_contains(side);
    if (!v) continue;
    auto c = controller_field(*v, side);
    if (!c) return Error{c.error()};
    (std::string_view(side) == "red" ? cmd.red : cmd.blue) = *c;
  }
  return std::nullopt;
}

json::array square_list(Bitboard b) {
  json::array a;
  for (; b;) a.emplace_back(square_name(inchworm::rodeffer::pop_lsb(b)));
  return a;
}

const char* colour_letter(Color c) { return c == inchworm::rodeffer::RED ? "r" : "b"; }

json::object snapshot(const Position& pos) {
  json::object o;
  o["fen"] = inchworm::rodeffer::format_position(pos);
  json::array board;
  for (Square s = 0; s < inchworm::rodeffer::kSquares; ++s) {
    const int h = pos.height(s);
    board.emplace_back(h == 0 ? 0 : pos.colour(s) == inchworm::rodeffer::RED ? h : -h);
  }
  o["board"] = std::move(board);
  o["side"] = colour_letter(pos.side_to_move());
  o["stock"] = json::array{pos.stock(inchworm::rodeffer::RED), pos.stock(inchworm::rodeffer::BLUE)};
  o["prisoners"] = json::array{pos.prisoners(inchworm::rodeffer::RED), pos.prisoners(inchworm::rodeffer::BLUE)};
  o["score"] = json::array{pos.score(inchworm::rodeffer::RED), pos.score(inchworm::rodeffer::BLUE)};
  o["over"] = pos.is_over();
  o["result"] = result_text(pos);
  return o;
}

const char* kind_name(inchworm::rodeffer::MoveType t) {
  switch (t) {
    case inchworm::rodeffer::MoveType::Drop:
      return "drop";
    case inchworm::rodeffer::MoveType::PrisonerDrop:
      return "prisoner";
    case inchworm::rodeffer::MoveType::Collect:
      return "collect";
    case inchworm::rodeffer::MoveType::Distribute:
      return "distribute";
    case inchworm::rodeffer::MoveType::Rescue:
      return "rescue";
    case inchworm::rodeffer::MoveType::Pass:
      return "pass";
  }
  return "?";
}

// The squares a move touches, in the order it touches them (a run from first to last, a path).
json::array move_squares(const Position& before, const Ply& ply) {
  const Move& m = ply.move;
  json::array a;
  switch (m.type) {
    case inchworm::rodeffer::MoveType::Drop:
    case inchworm::rodeffer::MoveType::PrisonerDrop:
      a.emplace_back(square_name(m.from));
      break;
    case inchworm::rodeffer::MoveType::Collect: {
      Square s = m.from;
      a.emplace_back(square_name(s));
      for (int i = 1; i < inchworm::rodeffer::popcount(m.squares) && s != m.to; ++i) {
        s = before.geometry().step(s, m.dir);
        a.emplace_back(square_name(s));
      }
      break;
    }
    case inchworm::rodeffer::MoveType::Distribute:
      for (Square s : inchworm::rodeffer::distribution_path(before.geometry(), m.from, m.squares))
        a.emplace_back(square_name(s));
      break;
    default:
      break;
  }
  return a;
}

json::array captured_json(const Ply& ply) {
  json::array a;
  for (const CapturedStack& c : ply.taken)
    a.push_back(
        json::object{{"square", square_name(c.square)}, {"colour", colour_letter(c.colour)}, {"height", c.height}});
  return a;
}

json::object ply_json(const Position& before, const Ply& p) {
  json::object j;
  j["token"] = p.token;
  j["record"] = p.record;
  j["mover"] = colour_letter(p.mover);
  j["kind"] = kind_name(p.move.type);
  j["squares"] = move_squares(before, p);
  j["captured"] = captured_json(p);
  return j;
}

// The plies after the first `from` and the positions after each.
void append_plies(json::object& o, const GameModel& game, std::size_t from) {
  json::array plies, positions;
  for (std::size_t i = from; i < game.plies().size(); ++i) {
    plies.push_back(ply_json(game.position_at(i), game.plies()[i]));
    positions.push_back(snapshot(game.position_at(i + 1)));
  }
  o["plies"] = std::move(plies);
  o["positions"] = std::move(positions);
}

json::object legal_json(const LegalSummary& legal) {
  json::object o;
  o["drops"] = square_list(legal.drops);
  o["prisonerDrops"] = square_list(legal.prisoner_drops);
  o["distributable"] = square_list(legal.distributable);
  json::array collects;
  for (const auto& c : legal.collects)
    collects.push_back(json::object{
        {"from", square_name(c.from)}, {"to", square_name(c.to)}, {"token", c.token}, {"run", square_list(c.run)}});
  o["collects"] = std::move(collects);
  o["rescue"] = legal.rescue;
  o["pass"] = legal.pass;
  return o;
}

json::array rule_options_json(const Rules& rules) {
  json::array a;
  for (const auto& spec : inchworm::rodeffer::rules_options()) {
    json::object o;
    o["name"] = spec.name;
    o["value"] = inchworm::rodeffer::rules_option_value(rules, spec.name);
    o["default"] = inchworm::rodeffer::rules_option_value(Rules{}, spec.name);
    using T = inchworm::OptionSpec::Type;
    o["type"] = spec.type == T::Check   ? "check"
                : spec.type == T::Spin  ? "spin"
                : spec.type == T::Combo ? "combo"
                                        : "string";
    if (spec.type == T::Spin) {
      o["min"] = spec.min;
      o["max"] = spec.max;
    }
    if (spec.type == T::Combo) {
      json::array choices;
      for (const auto& c : spec.choices) choices.emplace_back(c);
      o["choices"] = std::move(choices);
    }
    a.push_back(std::move(o));
  }
  return a;
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
  switch (cmd.kind) {
    case Kind::Play: {
      auto move = string_field(o, "move");
      if (!move) return Error{move.error()};
      if (move->empty()) return Error{"'move' is empty"};
      cmd.move = *move;
      break;
    }
    case Kind::Path: {
      const json::value* p = o.if_contains("path");
      if (!p || !p->is_array() || p->as_array().empty()) return Error{"'path' must be a non-empty list of squares"};
      for (const auto& item : p->as_array()) {
        std::optional<Square> s;
        if (item.is_string()) s = inchworm::rodeffer::parse_square(std::string(item.as_string()));
        if (!s) return Error{"'path' holds " + json::serialize(item) + ", which is not a square"};
        cmd.path.push_back(*s);
      }
      break;
    }
    case Kind::NewGame: {
      if (const json::value* opts = o.if_contains("options")) {
        if (!opts->is_object()) return Error{"'options' must be an object"};
        for (const auto& kv : opts->as_object()) {
          const json::value& val = kv.value();
          std::string text_value;
          if (val.is_string())
            text_value = std::string(val.as_string());
          else if (val.is_bool())
            text_value = val.as_bool() ? "true" : "false";
          else if (val.is_int64())
            text_value = std::to_string(val.as_int64());
          else
            return Error{"option '" + std::string(kv.key()) + "' must be a string, number or true/false"};
          cmd.options[std::string(kv.key())] = text_value;
        }
      }
      if (o.contains("fen")) {
        auto fen = string_field(o, "fen");
        if (!fen) return Error{fen.error()};
        cmd.fen = *fen;
      }
      if (auto e = read_players(o, cmd)) return *e;
      break;
    }
    case Kind::SetFen: {
      auto fen = string_field(o, "fen");
      if (!fen) return Error{fen.error()};
      cmd.fen = *fen;
      break;
    }
    case Kind::SetPlayers:
      if (auto e = read_players(o, cmd)) return *e;
      break;
    case Kind::SetSearch: {
      if (o.contains("movetime")) {
        auto t = integer_field(o, "movetime", 10, 600'000);
        if (!t) return Error{t.error()};
        cmd.movetime_ms = int(*t);
      }
      if (o.contains("depth")) {
        auto d = integer_field(o, "depth", 0, 99);
        if (!d) return Error{d.error()};
        cmd.depth = int(*d);
      }
      if (o.contains("maxplies")) {
        auto m = integer_field(o, "maxplies", 0, 100'000);
        if (!m) return Error{m.error()};
        cmd.max_plies = int(*m);
      }
      break;
    }
    case Kind::LoadRecord: {
      auto t = string_field(o, "text");
      if (!t) return Error{t.error()};
      cmd.text = *t;
      if (o.contains("game")) {
        auto g = integer_field(o, "game", 0, 1'000'000);
        if (!g) return Error{g.error()};
        cmd.game = std::size_t(*g);
      }
      break;
    }
    case Kind::Truncate: {
      auto p = integer_field(o, "ply", 0, 100'000'000);
      if (!p) return Error{p.error()};
      cmd.ply = std::size_t(*p);
      break;
    }
    default:
      break;
  }
  return cmd;
}

namespace {

void put_session(json::object& o, const SessionView& view) {
  o["players"] = json::object{{"red", controller_name(view.red)}, {"blue", controller_name(view.blue)}};
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
  o["gameSerial"] = view.game_serial;
  o["engineFen"] = view.engine_fen;
  o["engineFenPly"] = view.engine_fen_ply;
  o["searchSerial"] = view.search_serial;
  o["bridge"] = view.bridge_id;
}

}  // namespace

std::string state_message(const GameModel& game, const SessionView& view, const LegalSummary& legal) {
  json::object o;
  o["type"] = "state";
  o["rules"] = rule_options_json(game.rules());
  o["base"] = game.base();
  o["start"] = snapshot(game.position_at(0));
  append_plies(o, game, 0);
  o["legal"] = legal_json(legal);
  put_session(o, view);
  return json::serialize(o);
}

std::string moves_message(const GameModel& game, std::size_t from, const SessionView& view, const LegalSummary& legal) {
  json::object o;
  o["type"] = "moves";
  o["from"] = from;
  append_plies(o, game, from);
  o["legal"] = legal_json(legal);
  put_session(o, view);
  return json::serialize(o);
}

std::string session_message(const SessionView& view) {
  json::object o;
  o["type"] = "session";
  put_session(o, view);
  return json::serialize(o);
}

std::string info_message(const uiw::InfoReport& info, int serial, Color side) {
  json::object o;
  o["type"] = "info";
  o["search"] = serial;
  o["side"] = colour_letter(side);
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

std::string path_message(const std::vector<Square>& path, const PathAnswer& answer) {
  json::object o;
  o["type"] = "path";
  json::array p, next;
  for (Square s : path) p.emplace_back(square_name(s));
  for (Square s : answer.next) next.emplace_back(square_name(s));
  o["path"] = std::move(p);
  o["next"] = std::move(next);
  o["complete"] = answer.complete;
  o["exact"] = answer.exact;
  if (answer.complete) {
    std::string token;
    for (Square s : path) token += (token.empty() ? "" : "-") + square_name(s);
    o["token"] = token;
  }
  return json::serialize(o);
}

std::string error_message(std::string_view text) {
  return json::serialize(json::object{{"type", "error"}, {"message", text}});
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
