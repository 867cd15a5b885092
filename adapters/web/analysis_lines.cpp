#include "analysis_lines.h"

#include <boost/json.hpp>

#include "move_analysis.h"
#include "page_messages.h"

namespace adapters::web {

namespace json = boost::json;

namespace {

// `tokens` played from the position after `ply` moves, each as the page draws and lists a played move
// (its record form filled in when the game's description has none); up to the first refused move.
std::vector<MoveDetail> described_line(const GameModel& game, std::size_t ply, const std::vector<std::string>& tokens) {
  std::vector<MoveDetail> line;
  if (ply > game.plies().size()) return line;
  auto state = game.state_at(ply, false);
  for (const auto& token : tokens) {
    const auto before = state->clone();
    auto played = state->play(token);
    if (!played) break;
    line.push_back(game.ui().describe_move(*before, token, *played));
    if (line.back().shown.empty()) line.back().shown = played->record;
  }
  return line;
}

}  // namespace

std::vector<std::string> shown_line(const GameModel& game, std::size_t ply, const std::vector<std::string>& tokens) {
  std::vector<std::string> shown;
  for (auto& move : described_line(game, ply, tokens)) shown.push_back(std::move(move.shown));
  return shown;
}

std::vector<std::string> move_squares(const GameModel& game, std::size_t ply, const std::string& token) {
  auto line = described_line(game, ply, {token});
  return line.empty() ? std::vector<std::string>{} : std::move(line.front().squares);
}

Expected<std::string> preview_message(const GameModel& game, std::size_t ply, const std::vector<std::string>& moves,
                                      int game_serial) {
  if (ply > game.plies().size()) return inchworm::Error{"there is no move " + std::to_string(ply)};
  GameModel line = game;
  line.truncate(ply);
  for (const auto& m : moves)
    if (auto refused = line.play(m)) return inchworm::Error{"the line's move " + m + ": " + refused->message};
  json::value shown = json::parse(position_message(line, line.plies().size(), game_serial));
  json::object& o = shown.as_object();
  o["type"] = "preview";
  o["ply"] = ply;
  json::array tokens;
  for (const auto& m : moves) tokens.emplace_back(m);
  o["moves"] = std::move(tokens);
  return json::serialize(o);
}

namespace {

// A line's score and moves (`info`, from the side to move's view) in the position after `ply` moves.
LineEval line_eval(const GameModel& game, std::size_t ply, const uiw::InfoReport& info) {
  LineEval l;
  const bool first_to_move = game.state_at(ply, false)->first_player_to_move();
  l.text = first_player_eval_text(info.score_kind, info.score_value, first_to_move);
  const double mover = info.score_number().value_or(0);
  l.first = first_to_move ? mover : -mover;
  l.kind = info.score_kind.empty() ? "none" : info.score_kind == "cp" ? "cp" : l.first > 0 ? "win" : "loss";
  l.depth = info.depth;
  l.pv = info.pv;
  l.pv_shown = shown_line(game, ply, info.pv);
  l.rank = info.multipv.value_or(1);
  if (!info.pv.empty()) l.squares = move_squares(game, ply, info.pv.front());
  return l;
}

}  // namespace

PositionEval position_eval(const GameModel& game, std::size_t ply, const uiw::InfoReport& info, const std::string& best,
                           const std::vector<uiw::InfoReport>& more) {
  LineEval first = line_eval(game, ply, info);
  PositionEval e;
  e.ply = ply;
  e.kind = std::move(first.kind);
  e.first = first.first;
  e.text = std::move(first.text);
  e.depth = first.depth;
  e.pv = std::move(first.pv);
  e.pv_shown = std::move(first.pv_shown);
  e.best = best;
  const auto best_line = described_line(game, ply, {best});
  e.best_shown = best_line.empty() ? best : best_line.front().shown;
  if (!best_line.empty()) e.best_squares = best_line.front().squares;
  for (const auto& report : more)
    if (!report.score_kind.empty()) e.lines.push_back(line_eval(game, ply, report));
  return e;
}

PositionEval finished_eval(const GameModel& game, std::size_t ply) {
  PositionEval e;
  e.ply = ply;
  e.kind = "over";
  const auto state = game.state_at(ply, false);
  const auto verdict = state->verdict();
  // As uiw-referee's -analyse: a won game counts as decided, a draw as even.
  e.first = verdict.outcome == inchworm::Outcome::FirstPlayerWins    ? 1e9
            : verdict.outcome == inchworm::Outcome::SecondPlayerWins ? -1e9
                                                                     : 0;
  e.text = verdict_text(verdict, state->side_names());
  return e;
}

namespace {

json::array strings(const std::vector<std::string>& items) {
  json::array a;
  for (const auto& s : items) a.emplace_back(s);
  return a;
}

}  // namespace

std::string analysis_message(const AnalysisStatus& status, bool whole, const std::vector<PositionEval>& positions,
                             const std::vector<MoveMark>& moves) {
  json::object o{{"type", "analysis"},      {"gameSerial", status.game_serial},
                 {"whole", whole},          {"running", status.running},
                 {"done", status.done},     {"total", status.total},
                 {"engine", status.engine}, {"limit", status.limit},
                 {"scale", status.scale},   {"message", status.message}};
  json::array ps;
  for (const auto& e : positions) {
    json::object p{{"ply", e.ply}, {"kind", e.kind}, {"first", e.first}, {"text", e.text}};
    if (e.depth) p["depth"] = *e.depth;
    if (!e.best.empty()) p["best"] = e.best, p["bestShown"] = e.best_shown;
    if (!e.best_squares.empty()) p["bestSquares"] = strings(e.best_squares);
    if (!e.pv.empty()) p["pv"] = strings(e.pv), p["pvShown"] = strings(e.pv_shown);
    if (!e.lines.empty()) {
      json::array lines;
      for (const auto& l : e.lines) {
        json::object line{{"rank", l.rank},
                          {"kind", l.kind},
                          {"first", l.first},
                          {"text", l.text},
                          {"pv", strings(l.pv)},
                          {"pvShown", strings(l.pv_shown)},
                          {"squares", strings(l.squares)}};
        if (l.depth) line["depth"] = *l.depth;
        lines.push_back(std::move(line));
      }
      p["lines"] = std::move(lines);
    }
    ps.push_back(std::move(p));
  }
  o["positions"] = std::move(ps);
  json::array ms;
  for (const auto& m : moves) {
    if (m.recorded)
      ms.push_back(json::object{{"index", m.index}, {"mark", m.mark}, {"recorded", true}});
    else
      ms.push_back(json::object{{"index", m.index}, {"loss", m.loss}, {"chances", m.chances}, {"mark", m.mark}});
  }
  o["moves"] = std::move(ms);
  return json::serialize(o);
}

std::string info_message_with_line(const uiw::InfoReport& info, int serial, int side, const GameModel& game,
                                   std::size_t ply) {
  json::value v = json::parse(info_message(info, serial, side));
  if (!info.pv.empty()) v.as_object()["pvShown"] = strings(shown_line(game, ply, info.pv));
  v.as_object()["ply"] = ply;
  return json::serialize(v);
}

}  // namespace adapters::web
