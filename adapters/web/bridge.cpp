#include "bridge.h"

#include <unistd.h>

#include <boost/asio/post.hpp>

#include "record_replay.h"
#include "registry.h"
#include "strength.h"
#include "text.h"

namespace adapters::web {

namespace {

constexpr auto kHandshakeTime = std::chrono::seconds(10);
// Beyond its movetime an engine gets this long before it is sent `stop`, and then this long again
// before it is given up as hung.
constexpr auto kSearchGrace = std::chrono::seconds(5);
constexpr auto kStopGrace = std::chrono::seconds(3);

// What *Play on from here* did, in the page's words: the plies kept and the move they end with
// ("play on from ply 10: after move 5 of Blue").
std::string play_on_text(long long start_ply, std::size_t plies, const inchworm::SideNames& sides) {
  if (plies == 0) return "play on from the start position";
  const long long ply = start_ply + static_cast<long long>(plies) - 1;
  return "play on from ply " + std::to_string(plies) + ": after move " + std::to_string(ply / 2 + 1) + " of " +
         (ply % 2 == 0 ? sides.first : sides.second);
}

std::string lower(std::string text) {
  for (char& c : text) c = char(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

}  // namespace

Bridge::Bridge(boost::asio::io_context& io, WebServer& server, BridgeSettings settings)
    : server_(server),
      io_(io),
      view_(std::move(settings.view)),
      engine_(
          io, settings.engine, [this](const std::string& line) { on_engine_line(line); },
          [this](const std::string& why) { on_engine_end(why); }),
      analysis_(io, server, settings.engine),
      timer_(io) {
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
  if (!replayed)
    return inchworm::Error{(cmd.link ? "link: " : "") + replayed.error() + "; the game in progress is kept"};
  // A link holds a game to play on: all of it, as it was written, or nothing.
  if (cmd.link && !replayed->notes.empty())
    return inchworm::Error{"link: " + replayed->notes.front() + "; the game in progress is kept"};
  std::vector<std::string> notes = replayed->notes;
  if (records->size() > 1)
    notes.insert(notes.begin(), "game " + std::to_string(cmd.game + 1) + " of " + std::to_string(records->size()));
  auto evals = std::move(replayed->evals);
  auto marks = std::move(replayed->marks);
  replace_game(std::move(replayed).value().game, cmd.link ? "opened a link" : "loaded a record");
  analysis_.load(game_, view_.game_serial, std::move(evals), std::move(marks));
  if (cmd.link) {
    // A shared game is played on: a human against the engine, which moves at once when it is to move.
    view_.players[0] = Controller::Human;
    view_.players[1] = Controller::Engine;
    view_.record_note = "opened a link: " + std::to_string(game_.plies().size()) + " moves of " + game_.game_id();
    return std::nullopt;
  }
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

void Bridge::start_engine() {
  ++timer_serial_;
  timer_.cancel();
  engine_.start();
  phase_ = Phase::Handshake;
  engine_game_.reset();
  engine_rules_.reset();
  engine_options_.clear();
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
    // `option name <words> type ...`: the option's name may have spaces.
    if (head == "option" && words.size() >= 3 && words[1] == "name") {
      const std::size_t type = inchworm::find_word(words, "type", 2);
      engine_options_.insert(lower(inchworm::join_words(words, 2, type)));
    }
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
    if (auto info = uiw::parse_info_line(line)) {
      if (search_version_ == game_version_) note_engine_score(*info);
      // The line in record notation while the search is for the game as it is.
      server_.broadcast(
          search_version_ == game_version_
              ? info_message_with_line(*info, view_.search_serial, view_.search_side, game_, game_.plies().size())
              : info_message(*info, view_.search_serial, view_.search_side));
    }
  } else if (head == "response" && phase_ == Phase::Searching) {
    // An answer for a search the game has left behind is dropped with its bestmove.
    if (search_version_ == game_version_) {
      view_.engine_fen = line.size() > 9 ? line.substr(9) : "";
      view_.engine_fen_ply = long(game_.plies().size());
      const std::string ours = game_.state().position_string();
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
  engine_game_.reset();
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

// The game and its rules, as far as the engine has not been told them. `Game` goes first (choosing a
// game resets its rules); an engine that does not list the option is told only another game than
// the default (its error then shows that it cannot play it).
void Bridge::tell_engine_the_game() {
  const std::string id = game_.game_id();
  if (engine_game_ != id) {
    const bool lists_game = engine_options_.count("game"), lists_variant = engine_options_.count("uci_variant");
    if (lists_game || !lists_variant) {
      if (lists_game || id != inchworm::game_registry().front().id) send_engine("setoption name Game value " + id);
    } else {
      send_engine("setoption name UCI_Variant value " + id);
    }
    engine_game_ = id;
    engine_rules_.reset();
  }
  const RuleValues rules = game_.rules();
  if (engine_rules_ != rules) {
    for (const auto& [name, value] : rules) send_engine("setoption name " + name + " value " + value);
    engine_rules_ = rules;
  }
}

void Bridge::think_if_engine_to_move() {
  if (phase_ != Phase::Ready || !engine_to_move() || stop_at_ply_limit()) return;
  tell_engine_the_game();
  tell_engine_the_level();
  if (need_new_game_) {
    send_engine("uiwnewgame");
    need_new_game_ = false;
  }
  send_engine(game_.position_command());
  if (engine_answers_query_) send_engine("query fen");
  std::string go = "go";
  const auto level = find_strength_level(view_.level);
  if (const int depth = level ? level_depth(*level, view_.depth) : view_.depth; depth > 0)
    go += " depth " + std::to_string(depth);
  go += search_limits();
  send_engine(go);
  phase_ = Phase::Searching;
  search_version_ = game_version_;
  search_error_.clear();
  stop_sent_ = false;
  view_.engine.state = "thinking";
  ++view_.search_serial;
  view_.search_side = side_to_move();
  arm_timer(search_allowance() + kSearchGrace, &Bridge::on_search_overdue);
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
