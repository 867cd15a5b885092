#include "bridge.h"

#include <unistd.h>

#include <boost/asio/post.hpp>

#include "record_replay.h"
#include "registry.h"
#include "strength.h"
#include "text.h"

namespace adapters::web {

namespace {

// What *Play on from here* did, in the page's words: the plies kept and the move they end with
// ("play on from ply 10: after move 5 of Blue").
std::string play_on_text(long long start_ply, std::size_t plies, const inchworm::SideNames& sides) {
  if (plies == 0) return "play on from the start position";
  const long long ply = start_ply + static_cast<long long>(plies) - 1;
  return "play on from ply " + std::to_string(plies) + ": after move " + std::to_string(ply / 2 + 1) + " of " +
         (ply % 2 == 0 ? sides.first : sides.second);
}

}  // namespace

Bridge::Bridge(boost::asio::io_context& io, WebServer& server, BridgeSettings settings)
    : server_(server),
      io_(io),
      view_(std::move(settings.view)),
      engine_(io, settings.engine, engine_events()),
      analysis_(io, server, settings.engine) {
  if (auto e = game_.reset(settings.game_id, settings.rules, "startpos")) throw std::invalid_argument(e->message);
  clocks_.reset(view_.clock_control);
  view_.engine.program = settings.engine.program;
  for (const auto& a : settings.engine.args) view_.engine.program += " " + a;
  view_.bridge_id =
      std::to_string(::getpid()) + "-" + std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
}

// ---- pages ----

void Bridge::on_open(ClientId client) {
  server_.send(client, full_state());
  analysis_.send_to(client, game_, view_.game_serial);
}

void Bridge::on_message(ClientId client, const std::string& text) {
  if (analysis_.handle(client, text, game_, view_.game_serial)) return;
  auto cmd = parse_page_command(text);
  if (!cmd) return send_error(client, cmd.error());
  handle(client, *cmd);
}

std::optional<HttpReply> Bridge::on_get(const std::string& target) {
  if (target == "/api/state") return HttpReply{"application/json", *full_state()};
  return std::nullopt;
}

void Bridge::handle(ClientId client, const PageCommand& cmd) {
  using Kind = PageCommand::Kind;
  switch (cmd.kind) {
    case Kind::Hello:
      server_.send(client, full_state());
      return analysis_.send_to(client, game_, view_.game_serial);
    case Kind::Play:
      return play_human(client, cmd.move);
    case Kind::Path: {
      auto answer = game_.ui().continuations(game_.state(), cmd.path);
      if (!answer) return send_error(client, answer.error());
      return server_.send(client, path_message(std::move(answer).value()));
    }
    case Kind::Premoves:
      return server_.send(client, premoves_message(premoves(), view_.game_serial, game_.plies().size()));
    case Kind::Position:
      if (cmd.ply > game_.plies().size()) return send_error(client, "there is no move " + std::to_string(cmd.ply));
      return server_.send(client, position_message(game_, cmd.ply, view_.game_serial));
    case Kind::Undo:
      if (lost_on_time()) return send_error(client, "the game was lost on time: start a new game (or Rematch)");
      if (ended_by_players()) return send_error(client, "the game is over (" + view_.ended + "): start a new game");
      undo();
      break;
    case Kind::CheckGame: {
      // The dialog asks as it is filled: a setting the rules refuse is said where it is entered.
      GameModel probe;
      auto refused = probe.reset(cmd.game_id.empty() ? game_.game_id() : cmd.game_id, cmd.options,
                                 cmd.fen.empty() ? "startpos" : cmd.fen);
      if (!refused) refused = check_clock_and_level(cmd);
      return server_.send(client, check_message(refused ? refused->message : ""));
    }
    case Kind::NewGame:
    case Kind::SetFen:
      if (auto e = new_game(cmd)) return send_error(client, e->message);
      break;
    case Kind::LoadRecord:
      if (auto e = load_record(cmd)) return send_error(client, e->message);
      break;
    case Kind::SetPlayers:
      for (int side = 0; side < 2; ++side)
        if (cmd.players[side]) view_.players[side] = *cmd.players[side];
      view_.limit_note.clear();
      if (!engine_to_move()) cancel_search();
      break;
    case Kind::SetSearch:
      if (cmd.movetime_ms) view_.movetime_ms = *cmd.movetime_ms;
      if (cmd.depth) view_.depth = *cmd.depth;
      if (cmd.max_plies && *cmd.max_plies != view_.max_plies) {
        view_.max_plies = *cmd.max_plies;
        view_.limit_note.clear();
      }
      break;
    case Kind::Truncate: {
      if (cmd.ply > game_.plies().size()) return send_error(client, "there is no move " + std::to_string(cmd.ply));
      if (cmd.ply == game_.plies().size()) break;
      GameModel cut = game_;
      cut.truncate(cmd.ply);
      replace_game(std::move(cut), play_on_text(game_.start_ply(), cmd.ply, game_.state().side_names()));
      break;
    }
    case Kind::Restore:
      if (auto e = restore_game()) return send_error(client, e->message);
      break;
    case Kind::EngineMove:
      if (game_ended()) return send_error(client, "the game is over");
      if (engine_.state() != EngineSession::State::Ready)
        return send_error(client, engine_.state() == EngineSession::State::Down
                                      ? "the engine is not running: restart it"
                                      : "the engine is busy; try again in a moment");
      engine_move_once_ = true;
      break;
    case Kind::Pause:
      view_.paused = true;
      cancel_search();
      break;
    case Kind::Resume:
      view_.paused = false;
      view_.limit_note.clear();
      break;
    case Kind::Stop:
      return engine_.stop();
    case Kind::Restart:
      start_engine();
      break;
    case Kind::Resign:
      if (auto e = resign()) return send_error(client, e->message);
      break;
    case Kind::OfferDraw:
      if (auto e = offer_draw()) return send_error(client, e->message);
      break;
  }
  schedule_flush();
  think_if_engine_to_move();
}

void Bridge::play_human(ClientId client, const std::string& token) {
  const GameState& state = game_.state();
  if (state.is_over())
    return send_error(client, "the game is over: " + verdict_text(state.verdict(), state.side_names()));
  if (lost_on_time()) return send_error(client, "the game is over: " + view_.clock.result);
  if (ended_by_players()) return send_error(client, "the game is over: " + view_.ended);
  const int side = side_to_move();
  if (view_.players[side] == Controller::Engine && !view_.paused) {
    const auto names = state.side_names();
    return send_error(client, "it is the engine's turn (" + (side == 0 ? names.first : names.second) +
                                  "); pause the engines to move for it");
  }
  if (flag_fell_before_move(side)) return send_error(client, "the game is over: " + view_.clock.result);
  if (auto e = game_.play(token)) return send_error(client, e->message);
  clock_moved();
  view_.draw_note.clear();
  game_changed();
  // The engine may have been asked to move here ("engine move"): its answer is no longer wanted.
  engine_move_once_ = false;
  cancel_search();
  think_if_engine_to_move();
}

void Bridge::undo() {
  cancel_search();
  engine_move_once_ = false;
  if (!game_.undo()) return;
  view_.limit_note.clear();
  view_.draw_note.clear();
  const bool one_engine = (view_.players[0] == Controller::Engine) != (view_.players[1] == Controller::Engine);
  // Against an engine, take back its reply too: the human is to move again.
  if (one_engine)
    while (!game_.plies().empty() && view_.players[side_to_move()] == Controller::Engine) game_.undo();
  if (view_.players[0] == Controller::Engine && view_.players[1] == Controller::Engine) view_.paused = true;
  game_replaced();
}

void Bridge::replace_game(GameModel next, const std::string& what) {
  cancel_search();
  previous_ = Replaced{std::move(game_), {view_.players[0], view_.players[1]}, view_.record_note};
  game_ = std::move(next);
  view_.previous = what;
  view_.paused = false;
  view_.record_note.clear();
  view_.limit_note.clear();
  view_.ended.clear();
  view_.draw_note.clear();
  engine_score_.reset();
  ++view_.game_serial;
  engine_move_once_ = false;
  need_new_game_ = true;
  clocks_.reset(view_.clock_control);
  game_replaced();
}

MaybeError Bridge::restore_game() {
  if (!previous_) return inchworm::Error{"there is no replaced game to bring back"};
  Replaced back = std::move(*previous_);
  previous_.reset();
  replace_game(std::move(back.game), "");
  // Bringing a game back is itself undone by bringing back the game it replaced.
  view_.previous = "bring back the game";
  for (int side = 0; side < 2; ++side) view_.players[side] = back.players[side];
  view_.record_note = back.record_note;
  return std::nullopt;
}

MaybeError Bridge::new_game(const PageCommand& cmd) {
  const bool same_rules = cmd.kind == PageCommand::Kind::SetFen;
  const std::string id = same_rules || cmd.game_id.empty() ? game_.game_id() : cmd.game_id;
  RuleValues rules = same_rules ? game_.rules() : cmd.options;
  GameModel fresh;
  if (auto e = fresh.reset(id, rules, cmd.fen.empty() ? "startpos" : cmd.fen)) return e;
  if (auto e = check_clock_and_level(cmd)) return e;
  replace_game(std::move(fresh), same_rules ? "set up a position" : "new game");
  take_clock_and_level(cmd);
  for (int side = 0; side < 2; ++side)
    if (cmd.players[side]) view_.players[side] = *cmd.players[side];
  return std::nullopt;
}

MaybeError Bridge::load_record(const PageCommand& cmd) {
  auto records = parse_game_records(cmd.text);
  if (!records) return inchworm::Error{records.error() + "; the game in progress is kept"};
  if (cmd.game >= records->size())
    return inchworm::Error{"the record has " + std::to_string(records->size()) + " games; there is no game " +
                           std::to_string(cmd.game + 1)};
  const GameRecord& record = (*records)[cmd.game];
  auto replayed = replay_record(record);
  if (!replayed) return inchworm::Error{replayed.error() + "; the game in progress is kept"};
  std::vector<std::string> notes = replayed->notes;
  if (records->size() > 1)
    notes.insert(notes.begin(), "game " + std::to_string(cmd.game + 1) + " of " + std::to_string(records->size()));
  replace_game(std::move(replayed).value().game, "loaded a record");
  // A record is for looking at: the players stay as they were, and no engine moves by itself until the
  // page resumes the engines.
  view_.paused = view_.players[0] == Controller::Engine || view_.players[1] == Controller::Engine;
  std::string note = "loaded " + std::to_string(game_.plies().size()) + " moves of " + game_.game_id();
  const auto sides = game_.state().side_names();
  const auto first = record.tag(sides.first), second = record.tag(sides.second);
  if (!first.empty() || !second.empty())
    note += " (" + sides.first + ": " + (first.empty() ? "?" : first) + ", " + sides.second + ": " +
            (second.empty() ? "?" : second) + ")";
  if (!record.result.empty()) note += ", result " + record.result;
  for (const auto& n : notes) note += "; " + n;
  view_.record_note = note;
  return std::nullopt;
}

void Bridge::game_changed() {
  ++game_version_;
  schedule_flush();
}

void Bridge::game_replaced() {
  ++game_version_;
  replaced_ = true;
  // The engine's last view was of a game (or of moves) that is gone.
  view_.engine_fen.clear();
  view_.engine_fen_ply = -1;
  analysis_.drop(game_, view_.game_serial);
  schedule_flush();
}

void Bridge::schedule_flush() {
  if (flush_posted_) return;
  flush_posted_ = true;
  boost::asio::post(io_, [this] { flush(); });
}

void Bridge::flush() {
  flush_posted_ = false;
  const std::size_t plies = game_.plies().size();
  view_.engine.pid = engine_.pid();
  sync_clock();
  if (replaced_ || plies < sent_plies_)
    server_.broadcast(full_state());
  else if (plies > sent_plies_)
    server_.broadcast(moves_message(game_, sent_plies_, view_, legal()));
  else
    server_.broadcast(session_message(view_));
  replaced_ = false;
  sent_plies_ = plies;
}

std::shared_ptr<const std::string> Bridge::full_state() {
  view_.engine.pid = engine_.pid();
  sync_clock();
  if (state_version_ != game_version_) {
    state_game_part_ = state_game_part(game_, legal());
    state_version_ = game_version_;
  }
  return std::make_shared<const std::string>(with_session(state_game_part_, view_));
}

const boost::json::object& Bridge::legal() {
  if (legal_version_ != game_version_) {
    legal_ = game_.ui().legal(game_.state());
    legal_version_ = game_version_;
  }
  return legal_;
}

const boost::json::object& Bridge::premoves() {
  if (premoves_version_ != game_version_) {
    premoves_ = game_.ui().premoves(game_.state());
    premoves_version_ = game_version_;
  }
  return premoves_;
}

void Bridge::send_error(ClientId client, const std::string& message) { server_.send(client, error_message(message)); }

// ---- engine ----

SessionEvents Bridge::engine_events() {
  SessionEvents events;
  events.traffic = [this](const std::string& line, bool to_engine) {
    server_.broadcast(engine_line_message(line, to_engine));
  };
  events.on_ready = [this] { on_engine_ready(); };
  events.on_info = [this](const uiw::InfoReport& info) { on_engine_info(info); };
  events.on_bestmove = [this](const std::string& move) { on_bestmove(move); };
  events.on_other = [this](const std::string& line) { on_engine_other(line); };
  events.on_failure = [this](const SessionFailure& failure) { on_engine_failure(failure); };
  return events;
}

void Bridge::start_engine() {
  engine_.start();
  need_new_game_ = true;
  engine_answers_query_ = true;
  view_.engine.state = "starting";
  view_.engine.message.clear();
  view_.engine.name.clear();
}

void Bridge::on_engine_ready() {
  if (view_.engine.state == "starting") {
    view_.engine.name = engine_.name();
    view_.engine.state = "ready";
    schedule_flush();
  }
  think_if_engine_to_move();
}

void Bridge::on_engine_info(const uiw::InfoReport& info) {
  if (search_version_ == game_version_) note_engine_score(info);
  // The line in record notation while the search is for the game as it is.
  server_.broadcast(
      search_version_ == game_version_
          ? info_message_with_line(info, view_.search_serial, view_.search_side, game_, game_.plies().size())
          : info_message(info, view_.search_serial, view_.search_side));
}

void Bridge::on_engine_other(const std::string& line) {
  const auto words = inchworm::split_words(line);
  if (words[0] == "response" && engine_.state() == EngineSession::State::Searching) {
    // An answer for a search the game has left behind is dropped with its bestmove.
    if (search_version_ == game_version_) {
      view_.engine_fen = line.size() > 9 ? line.substr(9) : "";
      view_.engine_fen_ply = long(game_.plies().size());
      const std::string ours = game_.state().position_string();
      if (view_.engine_fen != ours) search_error_ = "the engine sees " + view_.engine_fen + ", the page " + ours;
    }
  } else if (words[0] == "error") {
    // An engine without `query` says so once; it is not asked again. Other errors are shown.
    if (line.find("query") != std::string::npos)
      engine_answers_query_ = false;
    else
      server_.broadcast(error_message("engine: " + line));
  }
}

void Bridge::on_engine_failure(const SessionFailure& failure) {
  view_.engine.state = failure.during_handshake ? "failed" : "crashed";
  view_.engine.message = failure.message;
  engine_move_once_ = false;
  need_new_game_ = true;
  schedule_flush();
}

bool Bridge::engine_to_move() const {
  if (game_ended()) return false;
  if (engine_move_once_) return true;
  return view_.players[side_to_move()] == Controller::Engine && !view_.paused;
}

bool Bridge::stop_at_ply_limit() {
  const std::size_t plies = game_.plies().size();
  const bool engines_only = view_.players[0] == Controller::Engine && view_.players[1] == Controller::Engine;
  if (engine_move_once_ || !engines_only || view_.max_plies <= 0 || plies < std::size_t(view_.max_plies)) return false;
  view_.paused = true;
  const GameState& state = game_.state();
  view_.limit_note = "ply limit " + std::to_string(view_.max_plies) +
                     " reached: " + verdict_text(state.adjudicate(), state.side_names()) +
                     "; engines paused (raise the limit to go on)";
  schedule_flush();
  return true;
}

void Bridge::think_if_engine_to_move() {
  if (engine_.state() != EngineSession::State::Ready || !engine_to_move() || stop_at_ply_limit()) return;
  if (auto refused = engine_.select_game(game_.game_id(), game_.rules())) {
    view_.paused = true;
    server_.broadcast(error_message("engine: " + refused->message + "; engine moves are paused"));
    return schedule_flush();
  }
  tell_engine_the_level();
  if (need_new_game_) {
    engine_.send("uiwnewgame");
    need_new_game_ = false;
  }
  engine_.send(game_.position_command());
  if (engine_answers_query_) engine_.send("query fen");
  std::string go = "go";
  const auto level = find_strength_level(view_.level);
  if (const int depth = level ? level_depth(*level, view_.depth) : view_.depth; depth > 0)
    go += " depth " + std::to_string(depth);
  go += search_limits();
  engine_.go(go, search_allowance());
  search_version_ = game_version_;
  search_error_.clear();
  view_.engine.state = "thinking";
  ++view_.search_serial;
  view_.search_side = side_to_move();
  schedule_flush();
}

void Bridge::cancel_search() {
  if (engine_.state() != EngineSession::State::Searching) return;
  engine_.cancel();
  view_.engine.state = "ready";
}

void Bridge::on_bestmove(const std::string& move) {
  view_.engine.state = "ready";
  engine_move_once_ = false;
  if (search_version_ != game_version_) {
    schedule_flush();
    return think_if_engine_to_move();
  }
  std::string refusal;
  if (!search_error_.empty())
    refusal = "the engine was not in the game's position (" + search_error_ + ")";
  else if (move.empty())
    refusal = "the engine answered bestmove (none) but the game goes on";
  else if (flag_fell_before_move(side_to_move()))
    return;
  else if (auto e = game_.play(move))
    refusal = "the engine's move '" + move + "' was refused: " + e->message;
  else {
    clock_moved();
    game_changed();
  }
  if (!refusal.empty()) {
    view_.paused = true;
    server_.broadcast(error_message(refusal + "; engine moves are paused"));
    schedule_flush();
    return;
  }
  schedule_flush();
  think_if_engine_to_move();
}

}  // namespace adapters::web
