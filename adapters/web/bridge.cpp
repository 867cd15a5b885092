#include "bridge.h"

#include <unistd.h>

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
      view_(std::move(settings.view)),
      feed_(io, server, game_, view_,
            [this] {
              view_.engine.pid = engine_.pid();
              clock_.sync();
            }),
      clock_(io, game_, view_,
             [this] {
               engine_move_once_ = false;
               cancel_search();
               feed_.schedule_flush();
             }),
      engine_(io, settings.engine, engine_events()),
      analysis_(io, server, settings.engine) {
  engine_.log_to(settings.log, "engine");
  analysis_.log_to(settings.log);
  if (auto e = game_.reset(settings.game_id, settings.rules, "startpos")) throw std::invalid_argument(e->message);
  view_.engine.program = settings.engine.program;
  for (const auto& a : settings.engine.args) view_.engine.program += " " + a;
  view_.bridge_id =
      std::to_string(::getpid()) + "-" + std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
}

void Bridge::on_open(ClientId client) {
  server_.send(client, feed_.full_state());
  analysis_.send_to(client, game_, view_.game_serial);
}

void Bridge::on_message(ClientId client, const std::string& text) {
  if (analysis_.handle(client, text, game_, view_.game_serial)) return;
  auto cmd = parse_page_command(text);
  if (!cmd) return send_error(client, cmd.error());
  handle(client, *cmd);
}

std::optional<HttpReply> Bridge::on_get(const std::string& target) {
  if (target == "/api/state") return HttpReply{"application/json", *feed_.full_state()};
  return std::nullopt;
}

void Bridge::handle(ClientId client, const PageCommand& cmd) {
  using Kind = PageCommand::Kind;
  switch (cmd.kind) {
    case Kind::Hello:
      server_.send(client, feed_.full_state());
      return analysis_.send_to(client, game_, view_.game_serial);
    case Kind::Play:
      return play_human(client, cmd.move);
    case Kind::Path: {
      auto answer = game_.ui().continuations(game_.state(), cmd.path);
      if (!answer) return send_error(client, answer.error());
      return server_.send(client, path_message(std::move(answer).value()));
    }
    case Kind::Why:
      return send_error(client, entry_refusal(game_.state(), cmd.choices));
    case Kind::Premoves:
      return server_.send(client, premoves_message(feed_.premoves(), view_.game_serial, game_.plies().size()));
    case Kind::Position:
      if (cmd.ply > game_.plies().size()) return send_error(client, "there is no move " + std::to_string(cmd.ply));
      return server_.send(client, position_message(game_, cmd.ply, view_.game_serial));
    case Kind::Undo:
      if (clock_.lost_on_time()) return send_error(client, "the game was lost on time: start a new game (or Rematch)");
      if (ended_by_players()) return send_error(client, "the game is over (" + view_.ended + "): start a new game");
      undo();
      break;
    case Kind::CheckGame: {
      // The dialog asks as it is filled: a setting the rules refuse is said where it is entered.
      GameModel probe;
      auto refused = probe.reset(cmd.game_id.empty() ? game_.game_id() : cmd.game_id, cmd.options,
                                 cmd.fen.empty() ? "startpos" : cmd.fen);
      if (!refused) refused = ClockController::check(cmd);
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
      if (cmd.level) {
        auto level = find_strength_level(inchworm::lower_case(*cmd.level));
        if (!level) return send_error(client, level.error());
        view_.level = level->id;  // a search under way keeps its level; the next one has this
      }
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
  feed_.schedule_flush();
  think_if_engine_to_move();
}

void Bridge::play_human(ClientId client, const std::string& token) {
  const GameState& state = game_.state();
  if (state.is_over())
    return send_error(client, "the game is over: " + verdict_text(state.verdict(), state.side_names()));
  if (clock_.lost_on_time()) return send_error(client, "the game is over: " + view_.clock.result);
  if (ended_by_players()) return send_error(client, "the game is over: " + view_.ended);
  const int side = side_to_move();
  if (view_.players[side] == Controller::Engine && !view_.paused) {
    const auto names = state.side_names();
    return send_error(client, "it is the engine's turn (" + (side == 0 ? names.first : names.second) +
                                  "); pause the engines to move for it");
  }
  if (clock_.flag_fell_before_move(side)) return send_error(client, "the game is over: " + view_.clock.result);
  if (auto e = game_.play(token)) return send_error(client, e->message);
  clock_moved();
  view_.draw_note.clear();
  feed_.game_changed();
  // The engine may have been asked to move here ("engine move"): its answer is no longer wanted.
  engine_move_once_ = false;
  cancel_search();
  think_if_engine_to_move();
}

void Bridge::clock_moved() {
  if (game_.plies().empty()) return;
  const int mover = game_.plies().back().mover;
  if (auto left = clock_.moved(mover)) game_.set_clock(game_.plies().size() - 1, *left);
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
  clock_.reset();
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
  if (auto e = ClockController::check(cmd)) return e;
  replace_game(std::move(fresh), same_rules ? "set up a position" : "new game");
  clock_.take(cmd);
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

void Bridge::game_replaced() {
  // The engine's last view was of a game (or of moves) that is gone.
  view_.engine_fen.clear();
  view_.engine_fen_ply = -1;
  analysis_.drop(game_, view_.game_serial);
  feed_.game_replaced();
}

void Bridge::send_error(ClientId client, const std::string& message) { server_.send(client, error_message(message)); }

}  // namespace adapters::web
