#include "analysis_run.h"

#include <boost/json.hpp>

#include "move_analysis.h"
#include "page_messages.h"
#include "registry.h"
#include "text.h"

namespace adapters::web {

namespace json = boost::json;

namespace {

// A search with a time limit that runs over it by 5 s is stopped; an engine that does not answer a
// `stop` within 5 s more, or the handshake within 10 s, is killed (the next run starts it again).
constexpr SessionTimes kTimes{std::chrono::seconds(10), std::chrono::seconds(5), std::chrono::seconds(5)};
// The most lines of the engine's (MultiPV) a page may ask for: each costs the analysis time.
constexpr long long kMaxLines = 3;

// The analysis engine's standard error is not the playing engine's log: both writing one file would
// clobber it.
ChildSpec analysis_spec(ChildSpec spec) {
  spec.stderr_path.clear();
  return spec;
}

std::optional<long long> number_field(const json::object& o, const char* key) {
  const json::value* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64()) return static_cast<long long>(v->get_uint64());
  if (v->is_double()) return static_cast<long long>(v->get_double());
  return std::nullopt;
}

// What the engine's scores mean in `game`, and how its moves are marked (the game's registry entry says).
const inchworm::ScoreMeaning& score_meaning(const GameModel& game) {
  static const inchworm::ScoreMeaning unknown;
  const inchworm::GameEntry* entry = inchworm::find_game(game.game_id());
  return entry ? entry->score : unknown;
}

std::string scale_of(const std::string& engine, const GameModel& game) {
  const inchworm::ScoreMeaning& meaning = score_meaning(game);
  return evaluation_scale(engine, game.state().side_names().first, meaning.unit, meaning.logistic_k);
}

}  // namespace

AnalysisRun::AnalysisRun(boost::asio::io_context& io, WebServer& server, ChildSpec engine)
    : server_(server),
      // Until the engine has said its `id name`: the program's file name.
      engine_label_(engine.program.substr(engine.program.find_last_of('/') + 1)),
      engine_(io, analysis_spec(std::move(engine)), engine_events(), kTimes) {}

SessionEvents AnalysisRun::engine_events() {
  SessionEvents events;
  events.on_ready = [this] {
    if (pending_) begin_run();
  };
  events.on_info = [this](const uiw::InfoReport& info) {
    if (info.score_kind.empty()) return;
    const int rank = info.multipv.value_or(1);
    if (rank == 1) {
      last_info_ = info;
    } else if (rank <= lines_) {
      if (more_lines_.size() < std::size_t(rank - 1)) more_lines_.resize(std::size_t(rank - 1));
      more_lines_[std::size_t(rank - 2)] = info;
    }
  };
  events.on_bestmove = [this](const std::string& best) { on_searched(best); };
  events.on_failure = [this](const SessionFailure& failure) { on_failure(failure); };
  return events;
}

bool AnalysisRun::handle(ClientId client, const std::string& text, const GameModel& game, int game_serial) {
  boost::system::error_code ec;
  const json::value v = json::parse(text, ec);
  const json::object* o = ec ? nullptr : v.if_object();
  const json::value* type = o ? o->if_contains("type") : nullptr;
  if (!type || !type->is_string()) return false;
  const std::string kind(type->get_string());
  if (kind == "analyse") {
    const long long depth = number_field(*o, "depth").value_or(0), movetime = number_field(*o, "movetime").value_or(0);
    if (depth < 0 || depth > 99 || movetime < 0 || movetime > 600000 || (depth == 0 && movetime == 0)) {
      server_.send(client, error_message("analysis: give a depth (1 to 99) or a time per position (1 to 600000 ms)"));
      return true;
    }
    const long long lines = number_field(*o, "lines").value_or(1);
    if (lines < 1 || lines > kMaxLines) {
      server_.send(client, error_message("analysis: the engine's lines are 1 to " + std::to_string(kMaxLines)));
      return true;
    }
    start(game, game_serial, AnalysisLimit{int(depth), movetime, 0}, int(lines));
    return true;
  }
  if (kind == "analysisstop") {
    stop();
    return true;
  }
  if (kind == "preview") {
    std::vector<std::string> moves;
    if (const json::value* m = o->if_contains("moves"); m && m->is_array())
      for (const json::value& item : m->get_array())
        if (item.is_string()) moves.emplace_back(item.get_string());
    const long long ply = number_field(*o, "ply").value_or(-1);
    auto answer = ply < 0 ? Expected<std::string>(inchworm::Error{"preview: no ply"})
                          : preview_message(game, std::size_t(ply), moves, game_serial);
    server_.send(client, answer ? std::move(answer).value() : error_message(answer.error()));
    return true;
  }
  return false;
}

void AnalysisRun::start(const GameModel& game, int game_serial, const AnalysisLimit& limit, int lines) {
  game_ = game;
  limit_ = limit;
  lines_ = lines;
  searched_.reset();
  positions_.clear();
  moves_.clear();
  next_ = 0;
  status_ = idle_status(game, game_serial);
  status_.running = true;
  status_.total = game.plies().size() + 1;
  status_.limit = describe_limit();
  pending_ = true;
  publish(true, {}, {});
  switch (engine_.state()) {
    case EngineSession::State::Down:
      return engine_.start();
    case EngineSession::State::Searching:
      return engine_.cancel();
    case EngineSession::State::Ready:
      return begin_run();
    case EngineSession::State::Handshake:
    case EngineSession::State::Stopping:
      return;  // the run begins when the engine is ready
  }
}

void AnalysisRun::stop() {
  if (!status_.running) return;
  pending_ = false;
  engine_.cancel();
  finish("stopped after " + std::to_string(status_.done) + " of " + std::to_string(status_.total) + " positions");
}

void AnalysisRun::drop(const GameModel& game, int game_serial) {
  stop();
  game_.reset();
  positions_.clear();
  moves_.clear();
  status_ = idle_status(game, game_serial);
  publish(true, {}, {});
}

void AnalysisRun::load(const GameModel& game, int game_serial, std::vector<PositionEval> positions,
                       std::vector<MoveMark> moves) {
  if (positions.empty() && moves.empty()) return;
  game_ = game;
  positions_ = std::move(positions);
  moves_ = std::move(moves);
  status_ = idle_status(game, game_serial);
  status_.done = positions_.size();
  status_.total = game.plies().size() + 1;
  status_.message = std::to_string(positions_.size()) + " evaluations and " + std::to_string(moves_.size()) +
                    " marks read from the record (not searched: Analyse game searches them again)";
  publish(true, positions_, moves_);
}

void AnalysisRun::send_to(ClientId client, const GameModel& game, int game_serial) {
  if (!game_) status_ = idle_status(game, game_serial);
  server_.send(client, analysis_message(status_, true, positions_, moves_));
}

AnalysisStatus AnalysisRun::idle_status(const GameModel& game, int game_serial) const {
  AnalysisStatus status;
  status.game_serial = game_serial;
  status.engine = engine_name();
  status.scale = scale_of(status.engine, game);
  return status;
}

std::string AnalysisRun::describe_limit() const {
  std::string limit;
  if (limit_.depth) limit = "depth " + std::to_string(limit_.depth);
  if (limit_.movetime_ms) limit += (limit.empty() ? "" : ", ") + std::to_string(limit_.movetime_ms) + " ms a position";
  if (lines_ > 1) limit += ", " + std::to_string(lines_) + " lines";
  return limit;
}

void AnalysisRun::on_failure(const SessionFailure& failure) {
  pending_ = false;
  if (!status_.running) return;
  if (failure.kind == SessionFailure::Kind::Ended)
    finish("the analysis engine " + failure.message);
  else
    finish("the analysis engine did not answer in time and was stopped");
}

void AnalysisRun::begin_run() {
  pending_ = false;
  if (!game_ || !status_.running) return;
  status_.engine = engine_name();
  status_.scale = scale_of(status_.engine, *game_);
  if (auto refused = engine_.select_game(game_->game_id(), game_->rules()))
    return finish("analysis: " + refused->message);
  // The lines asked for, also 1 after a run of more (the process is kept between runs). An engine
  // without the option shows one line.
  const bool has_multipv = engine_.has_option("MultiPV");
  const bool one_only = lines_ > 1 && !has_multipv;
  if (one_only) lines_ = 1;
  if (has_multipv) engine_.send("setoption name MultiPV value " + std::to_string(lines_));
  status_.limit = describe_limit() + (one_only ? ", one line (the engine has no MultiPV option)" : "");
  engine_.send("uiwnewgame");
  search_next();
}

void AnalysisRun::search_next() {
  if (!game_ || !status_.running) return;
  // Finished positions need no search (as in the referee's -analyse, a game over counts as decided).
  while (next_ <= game_->plies().size() && game_->state_at(next_, false)->is_over())
    add_position(finished_eval(*game_, next_), {});
  if (next_ > game_->plies().size()) return finish("");
  search(limit_.go());
}

std::string AnalysisRun::position_command() const {
  std::string position = game_->base() == "startpos" ? "position startpos" : "position fen " + game_->base();
  for (std::size_t i = 0; i < next_; ++i) position += (i == 0 ? " moves " : " ") + game_->plies()[i].token;
  return position;
}

void AnalysisRun::search(const std::string& go) {
  engine_.send(position_command());
  last_info_ = uiw::InfoReport{};
  more_lines_.clear();
  engine_.go(go, limit_.movetime_ms ? std::optional(std::chrono::milliseconds(limit_.movetime_ms)) : std::nullopt);
}

void AnalysisRun::on_searched(const std::string& best) {
  const bool last = next_ >= game_->plies().size();
  const auto here = game_->state_at(next_, false);
  const std::string played = last ? std::string() : game_->plies()[next_].token;
  if (searched_) {
    // The played move's own search: its score, when the engine kept to it.
    const auto answered = here->parse_move(best);
    const std::optional<double> played_score =
        answered && *answered == played ? last_info_.score_number() : std::nullopt;
    PositionEval e = std::move(*searched_);
    searched_.reset();
    add_position(std::move(e), judge_move(best_score_.value_or(0), played_score, score_meaning(*game_).logistic_k));
    return search_next();
  }
  PositionEval e = position_eval(*game_, next_, last_info_, best, more_lines_);
  const auto chosen = here->parse_move(best);
  best_score_ = last_info_.score_number();
  if (last || !best_score_ || (chosen && *chosen == played)) {
    add_position(std::move(e), {});
    return search_next();
  }
  // The played move searched alone from the same position, to the same depth.
  searched_ = std::move(e);
  search(played_move_go(limit_, last_info_.depth, played));
}

void AnalysisRun::add_position(PositionEval e, const MoveLoss& loss) {
  positions_.push_back(e);
  std::vector<MoveMark> marks;
  if (next_ < game_->plies().size()) {
    moves_.push_back(MoveMark{next_, loss.loss, loss.chances, loss.mark, false});
    marks.push_back(moves_.back());
  }
  ++next_;
  ++status_.done;
  publish(false, {std::move(e)}, std::move(marks));
}

void AnalysisRun::finish(const std::string& message) {
  status_.running = false;
  status_.message = message;
  publish(false, {}, {});
}

void AnalysisRun::publish(bool whole, std::vector<PositionEval> positions, std::vector<MoveMark> moves) {
  server_.broadcast(analysis_message(status_, whole, positions, moves));
}

}  // namespace adapters::web
