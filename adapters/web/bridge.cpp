#include "bridge.h"

#include <unistd.h>

#include <boost/asio/post.hpp>

#include "record_replay.h"
#include "text.h"

namespace adapters::web {

namespace {

constexpr auto kHandshakeTime = std::chrono::seconds(10);
// Beyond its movetime an engine gets this long before it is sent `stop`, and then this long again
// before it is given up as hung.
constexpr auto kSearchGrace = std::chrono::seconds(5);
constexpr auto kStopGrace = std::chrono::seconds(3);

std::string side_name(Color c) { return c == inchworm::rodeffer::RED ? "Red" : "Blue"; }

}  // namespace

Bridge::Bridge(boost::asio::io_context& io, WebServer& server, BridgeSettings settings)
    : server_(server),
      io_(io),
      view_(std::move(settings.view)),
      engine_(
          io, settings.engine, [this](const std::string& line) { on_engine_line(line); },
          [this](const std::string& why) { on_engine_end(why); }),
      timer_(io) {
  game_.reset(settings.rules, "startpos");
  view_.engine.program = settings.engine.program;
  for (const auto& a : settings.engine.args) view_.engine.program += " " + a;
  view_.bridge_id =
      std::to_string(::getpid()) + "-" + std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
}

// ---- pages ----

void Bridge::on_open(ClientId client) { server_.send(client, full_state()); }

void Bridge::on_message(ClientId client, const std::string& text) {
  auto cmd = parse_page_command(text);
  if (!cmd) return send_error(client, cmd.error());
  handle(client, *cmd);
}

std::optional<HttpReply> Bridge::on_get(const std::string& target) {
  if (target == "/api/state") return HttpReply{"application/json", full_state()};
  return std::nullopt;
}

void Bridge::handle(ClientId client, const PageCommand& cmd) {
  using Kind = PageCommand::Kind;
  switch (cmd.kind) {
    case Kind::Hello:
      return server_.send(client, full_state());
    case Kind::Play:
      return play_human(client, cmd.move);
    case Kind::Path: {
      auto answer = distribution_continuations(game_.position(), cmd.path);
      if (!answer) return send_error(client, answer.error());
      return server_.send(client, path_message(cmd.path, *answer));
    }
    case Kind::Undo:
      undo();
      break;
    case Kind::NewGame:
    case Kind::SetFen:
      if (auto e = new_game(cmd)) return send_error(client, e->message);
      break;
    case Kind::LoadRecord:
      if (auto e = load_record(cmd)) return send_error(client, e->message);
      break;
    case Kind::SetPlayers:
      if (cmd.red) view_.red = *cmd.red;
      if (cmd.blue) view_.blue = *cmd.blue;
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
    case Kind::Truncate:
      if (cmd.ply > game_.plies().size()) return send_error(client, "there is no move " + std::to_string(cmd.ply));
      cancel_search();
      game_.truncate(cmd.ply);
      view_.limit_note.clear();
      game_replaced();
      break;
    case Kind::EngineMove:
      if (game_.position().is_over()) return send_error(client, "the game is over");
      if (phase_ != Phase::Ready)
        return send_error(client, phase_ == Phase::Down ? "the engine is not running: restart it"
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
      if (phase_ == Phase::Searching) send_engine("stop");
      return;
    case Kind::Restart:
      start_engine();
      break;
  }
  schedule_flush();
  think_if_engine_to_move();
}

void Bridge::play_human(ClientId client, const std::string& token) {
  const Position& pos = game_.position();
  if (pos.is_over()) return send_error(client, "the game is over: " + result_text(pos));
  const Color side = pos.side_to_move();
  const Controller who = side == inchworm::rodeffer::RED ? view_.red : view_.blue;
  if (who == Controller::Engine && !view_.paused)
    return send_error(client, "it is the engine's turn (" + side_name(side) + "); pause the engines to move for it");
  if (auto e = game_.play(token)) return send_error(client, e->message);
  // The engine may have been asked to move here ("engine move"): its answer is no longer wanted.
  engine_move_once_ = false;
  cancel_search();
  schedule_flush();
  think_if_engine_to_move();
}

void Bridge::undo() {
  cancel_search();
  engine_move_once_ = false;
  if (!game_.undo()) return;
  game_replaced();
  view_.limit_note.clear();
  const bool one_engine = (view_.red == Controller::Engine) != (view_.blue == Controller::Engine);
  auto controller = [&] { return game_.position().side_to_move() == inchworm::rodeffer::RED ? view_.red : view_.blue; };
  // Against an engine, take back its reply too: the human is to move again.
  if (one_engine)
    while (!game_.plies().empty() && controller() == Controller::Engine) game_.undo();
  if (view_.red == Controller::Engine && view_.blue == Controller::Engine) view_.paused = true;
}

MaybeError Bridge::new_game(const PageCommand& cmd) {
  Rules rules = cmd.kind == PageCommand::Kind::SetFen ? game_.rules() : Rules{};
  for (const auto& [name, value] : cmd.options)
    if (auto e = inchworm::rodeffer::set_rules_option(rules, name, value)) return e;
  const std::string base = cmd.fen.empty() ? "startpos" : cmd.fen;
  GameModel fresh;
  if (auto e = fresh.reset(rules, base)) return e;
  cancel_search();
  game_ = fresh;
  if (cmd.red) view_.red = *cmd.red;
  if (cmd.blue) view_.blue = *cmd.blue;
  view_.paused = false;
  view_.record_note.clear();
  view_.limit_note.clear();
  ++view_.game_serial;
  game_replaced();
  engine_move_once_ = false;
  need_new_game_ = true;
  return std::nullopt;
}

MaybeError Bridge::load_record(const PageCommand& cmd) {
  auto records = parse_game_records(cmd.text);
  if (!records) return inchworm::Error{records.error()};
  if (cmd.game >= records->size())
    return inchworm::Error{"the record has " + std::to_string(records->size()) + " games; there is no game " +
                           std::to_string(cmd.game + 1)};
  const GameRecord& record = (*records)[cmd.game];
  auto replayed = replay_record(record);
  if (!replayed) return inchworm::Error{replayed.error()};
  std::vector<std::string> notes = replayed->notes;
  if (records->size() > 1)
    notes.insert(notes.begin(), "game " + std::to_string(cmd.game + 1) + " of " + std::to_string(records->size()));
  const GameModel& loaded = replayed->game;
  cancel_search();
  game_ = loaded;
  // A record is for looking at: nobody moves by itself until the page says so.
  view_.red = view_.blue = Controller::Human;
  view_.paused = false;
  view_.limit_note.clear();
  ++view_.game_serial;
  game_replaced();
  engine_move_once_ = false;
  need_new_game_ = true;
  std::string note = "loaded " + std::to_string(game_.plies().size()) + " moves";
  if (const auto red = record.tag("Red"), blue = record.tag("Blue"); !red.empty() || !blue.empty())
    note += " (Red: " + (red.empty() ? "?" : red) + ", Blue: " + (blue.empty() ? "?" : blue) + ")";
  if (!record.result.empty()) note += ", result " + record.result;
  for (const auto& n : notes) note += "; " + n;
  view_.record_note = note;
  return std::nullopt;
}

void Bridge::game_replaced() {
  replaced_ = true;
  // The engine's last view was of a game (or of moves) that is gone.
  view_.engine_fen.clear();
  view_.engine_fen_ply = -1;
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
  if (replaced_ || plies < sent_plies_) {
    server_.broadcast(full_state());
  } else if (plies > sent_plies_) {
    view_.engine.pid = engine_.pid();
    server_.broadcast(moves_message(game_, sent_plies_, view_, legal()));
  } else {
    view_.engine.pid = engine_.pid();
    server_.broadcast(session_message(view_));
  }
  replaced_ = false;
  sent_plies_ = plies;
}

std::string Bridge::full_state() {
  view_.engine.pid = engine_.pid();
  return state_message(game_, view_, legal());
}

const LegalSummary& Bridge::legal() {
  if (!legal_of_ || !(*legal_of_ == game_.position())) {
    legal_ = summarize_legal_moves(game_.position());
    legal_of_ = game_.position();
  }
  return legal_;
}

void Bridge::send_error(ClientId client, const std::string& message) { server_.send(client, error_message(message)); }

// ---- engine ----

void Bridge::start_engine() {
  ++timer_serial_;
  timer_.cancel();
  engine_.start();
  phase_ = Phase::Handshake;
  engine_rules_.reset();
  need_new_game_ = true;
  engine_answers_query_ = true;
  view_.engine.state = "starting";
  view_.engine.message.clear();
  view_.engine.name.clear();
  send_engine("uiw");
  arm_timer(kHandshakeTime, &Bridge::on_handshake_timeout);
}

void Bridge::send_engine(const std::string& line) {
  engine_.send(line);
  server_.broadcast(engine_line_message(line, true));
}

void Bridge::on_engine_line(const std::string& line) {
  server_.broadcast(engine_line_message(line, false));
  const auto words = inchworm::split_words(line);
  if (words.empty()) return;
  const std::string& head = words[0];
  if (phase_ == Phase::Handshake) {
    if (head == "id" && words.size() >= 3 && words[1] == "name") view_.engine.name = line.substr(line.find("name") + 5);
    if (head == "uiwok") send_engine("isready");
    if (head == "readyok") {
      phase_ = Phase::Ready;
      ++timer_serial_;
      timer_.cancel();
      view_.engine.state = "ready";
      schedule_flush();
      think_if_engine_to_move();
    }
    return;
  }
  if (head == "info" && phase_ == Phase::Searching) {
    if (auto info = uiw::parse_info_line(line))
      server_.broadcast(info_message(*info, view_.search_serial, view_.search_side));
  } else if (head == "response" && phase_ == Phase::Searching) {
    // An answer for a search the game has left behind is dropped with its bestmove.
    if (search_plies_ == game_.plies().size() && search_key_ == game_.position().key()) {
      view_.engine_fen = line.size() > 9 ? line.substr(9) : "";
      view_.engine_fen_ply = long(search_plies_);
      const std::string ours = inchworm::rodeffer::format_position(game_.position());
      if (view_.engine_fen != ours) search_error_ = "the engine sees " + view_.engine_fen + ", the page " + ours;
    }
  } else if (head == "error") {
    // An engine without `query` says so once; it is not asked again. Other errors are shown.
    if (line.find("query") != std::string::npos)
      engine_answers_query_ = false;
    else
      server_.broadcast(error_message("engine: " + line));
  } else if (head == "bestmove") {
    auto best = uiw::parse_bestmove_line(line);
    on_bestmove(best ? best->move : std::string());
  }
}

void Bridge::on_engine_end(const std::string& why) {
  ++timer_serial_;
  timer_.cancel();
  const bool never_ready = phase_ == Phase::Handshake;
  if (phase_ != Phase::Down || view_.engine.message.empty()) {
    view_.engine.state = never_ready ? "failed" : "crashed";
    view_.engine.message = why;
  }
  phase_ = Phase::Down;
  engine_move_once_ = false;
  engine_rules_.reset();
  need_new_game_ = true;
  schedule_flush();
}

void Bridge::engine_failed(const std::string& why) {
  phase_ = Phase::Down;
  view_.engine.state = "crashed";
  view_.engine.message = why;
  engine_.kill();
  schedule_flush();
}

bool Bridge::engine_to_move() const {
  const Position& pos = game_.position();
  if (pos.is_over()) return false;
  if (engine_move_once_) return true;
  const Controller who = pos.side_to_move() == inchworm::rodeffer::RED ? view_.red : view_.blue;
  return who == Controller::Engine && !view_.paused;
}

bool Bridge::stop_at_ply_limit() {
  const std::size_t plies = game_.plies().size();
  const bool engines_only = view_.red == Controller::Engine && view_.blue == Controller::Engine;
  if (engine_move_once_ || !engines_only || view_.max_plies <= 0 || plies < std::size_t(view_.max_plies)) return false;
  view_.paused = true;
  view_.limit_note = "ply limit " + std::to_string(view_.max_plies) + " reached: " + judged_by_score(game_.position()) +
                     " by score; engines paused (raise the limit to go on)";
  schedule_flush();
  return true;
}

void Bridge::think_if_engine_to_move() {
  if (phase_ != Phase::Ready || !engine_to_move() || stop_at_ply_limit()) return;
  if (engine_rules_ != game_.rules()) {
    for (const auto& spec : inchworm::rodeffer::rules_options())
      send_engine("setoption name " + spec.name + " value " +
                  inchworm::rodeffer::rules_option_value(game_.rules(), spec.name));
    engine_rules_ = game_.rules();
  }
  if (need_new_game_) {
    send_engine("uiwnewgame");
    need_new_game_ = false;
  }
  send_engine(game_.position_command());
  if (engine_answers_query_) send_engine("query fen");
  std::string go = "go";
  if (view_.depth > 0) go += " depth " + std::to_string(view_.depth);
  go += " movetime " + std::to_string(view_.movetime_ms);
  send_engine(go);
  phase_ = Phase::Searching;
  search_plies_ = game_.plies().size();
  search_key_ = game_.position().key();
  search_error_.clear();
  stop_sent_ = false;
  view_.engine.state = "thinking";
  ++view_.search_serial;
  view_.search_side = game_.position().side_to_move();
  arm_timer(std::chrono::milliseconds(view_.movetime_ms) + kSearchGrace, &Bridge::on_search_overdue);
  schedule_flush();
}

void Bridge::cancel_search() {
  if (phase_ != Phase::Searching) return;
  send_engine("stop");
  phase_ = Phase::Stopping;
  view_.engine.state = "ready";
  arm_timer(kStopGrace, &Bridge::on_stop_overdue);
}

void Bridge::on_bestmove(const std::string& move) {
  if (phase_ == Phase::Stopping) {
    // The answer to a search the page made stale: dropped.
    phase_ = Phase::Ready;
    ++timer_serial_;
    timer_.cancel();
    think_if_engine_to_move();
    return;
  }
  if (phase_ != Phase::Searching) return;
  phase_ = Phase::Ready;
  ++timer_serial_;
  timer_.cancel();
  view_.engine.state = "ready";
  engine_move_once_ = false;
  const bool same_game = search_plies_ == game_.plies().size() && search_key_ == game_.position().key();
  if (!same_game) {
    schedule_flush();
    return think_if_engine_to_move();
  }
  std::string refusal;
  if (!search_error_.empty())
    refusal = "the engine was not in the game's position (" + search_error_ + ")";
  else if (move.empty())
    refusal = "the engine answered bestmove (none) but the game goes on";
  else if (auto e = game_.play(move))
    refusal = "the engine's move '" + move + "' was refused: " + e->message;
  if (!refusal.empty()) {
    view_.paused = true;
    server_.broadcast(error_message(refusal + "; engine moves are paused"));
    schedule_flush();
    return;
  }
  schedule_flush();
  think_if_engine_to_move();
}

void Bridge::arm_timer(std::chrono::milliseconds after, void (Bridge::*what)()) {
  const unsigned serial = ++timer_serial_;
  timer_.expires_after(after);
  timer_.async_wait([this, serial, what](const boost::system::error_code& ec) {
    if (!ec && serial == timer_serial_) (this->*what)();
  });
}

void Bridge::on_handshake_timeout() {
  engine_failed("the engine did not finish the uiw handshake (uiwok, readyok) within " +
                std::to_string(kHandshakeTime.count()) + " s");
  view_.engine.state = "failed";
  schedule_flush();
}

void Bridge::on_search_overdue() {
  if (phase_ != Phase::Searching || stop_sent_) return;
  stop_sent_ = true;
  send_engine("stop");
  arm_timer(kStopGrace, &Bridge::on_stop_overdue);
}

void Bridge::on_stop_overdue() { engine_failed("the engine did not answer bestmove in time and was stopped"); }

}  // namespace adapters::web
