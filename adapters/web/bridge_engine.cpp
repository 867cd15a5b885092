// The bridge's conversation with its engine (the session: engine_session.h): the engine thinks whenever
// an engine-controlled side is to move; its `info` lines are shown live, its `bestmove` is checked and
// played; a search made stale by the page is cancelled; an engine that fails is reported.
#include "bridge.h"
#include "strength.h"
#include "text.h"

namespace adapters::web {

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

void Bridge::shutdown() {
  analysis_.shutdown();
  engine_.shutdown();
}

void Bridge::on_engine_ready() {
  if (view_.engine.state == "starting") {
    view_.engine.name = engine_.name();
    view_.engine.state = "ready";
    feed_.schedule_flush();
  }
  think_if_engine_to_move();
}

void Bridge::on_engine_info(const uiw::InfoReport& info) {
  if (search_version_ == feed_.version()) note_engine_score(info);
  // The line in record notation while the search is for the game as it is.
  server_.broadcast(
      search_version_ == feed_.version()
          ? info_message_with_line(info, view_.search_serial, view_.search_side, game_, game_.plies().size())
          : info_message(info, view_.search_serial, view_.search_side));
}

void Bridge::on_engine_other(const std::string& line) {
  const auto words = inchworm::split_words(line);
  if (words[0] == "response" && engine_.state() == EngineSession::State::Searching) {
    // An answer for a search the game has left behind is dropped with its bestmove.
    if (search_version_ == feed_.version()) {
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
  feed_.schedule_flush();
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
  feed_.schedule_flush();
  return true;
}

void Bridge::think_if_engine_to_move() {
  if (engine_.state() != EngineSession::State::Ready || !engine_to_move() || stop_at_ply_limit()) return;
  if (auto refused = engine_.select_game(game_.game_id(), game_.rules())) {
    view_.paused = true;
    server_.broadcast(error_message("engine: " + refused->message + "; engine moves are paused"));
    return feed_.schedule_flush();
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
  go += clock_.search_limits();
  engine_.go(go, clock_.search_allowance());
  search_version_ = feed_.version();
  search_error_.clear();
  view_.engine.state = "thinking";
  ++view_.search_serial;
  view_.search_side = side_to_move();
  feed_.schedule_flush();
}

void Bridge::cancel_search() {
  if (engine_.state() != EngineSession::State::Searching) return;
  engine_.cancel();
  view_.engine.state = "ready";
}

void Bridge::on_bestmove(const std::string& move) {
  view_.engine.state = "ready";
  engine_move_once_ = false;
  if (search_version_ != feed_.version()) {
    feed_.schedule_flush();
    return think_if_engine_to_move();
  }
  std::string refusal;
  if (!search_error_.empty())
    refusal = "the engine was not in the game's position (" + search_error_ + ")";
  else if (move.empty())
    refusal = "the engine answered bestmove (none) but the game goes on";
  else if (clock_.flag_fell_before_move(side_to_move()))
    return;
  else if (auto e = game_.play(move))
    refusal = "the engine's move '" + move + "' was refused: " + e->message;
  else {
    clock_moved();
    feed_.game_changed();
  }
  if (!refusal.empty()) {
    view_.paused = true;
    server_.broadcast(error_message(refusal + "; engine moves are paused"));
    feed_.schedule_flush();
    return;
  }
  feed_.schedule_flush();
  think_if_engine_to_move();
}

// The level's Player value, when the engine has the option and was not told it for this process and game.
void Bridge::tell_engine_the_level() {
  auto level = find_strength_level(view_.level);
  if (!level || !engine_.has_option("Player")) return;
  const std::string key = std::to_string(engine_.pid()) + " " + game_.game_id() + " " + level->player;
  if (key == engine_player_key_) return;
  engine_.send("setoption name Player value " + level->player);
  engine_player_key_ = key;
}

}  // namespace adapters::web
