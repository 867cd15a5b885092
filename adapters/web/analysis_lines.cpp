#include "analysis_lines.h"

#include <boost/json.hpp>

#include "move_analysis.h"
#include "page_messages.h"

namespace adapters::web {

namespace json = boost::json;

std::vector<std::string> shown_line(const GameModel& game, std::size_t ply, const std::vector<std::string>& tokens) {
  std::vector<std::string> shown;
  if (ply > game.plies().size()) return shown;
  auto state = game.state_at(ply, false);
  for (const auto& token : tokens) {
    const auto before = state->clone();
    auto played = state->play(token);
    if (!played) break;
    const std::string as_listed = game.ui().describe_move(*before, token, *played).shown;
    shown.push_back(as_listed.empty() ? played->record : as_listed);
  }
  return shown;
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

PositionEval position_eval(const GameModel& game, std::size_t ply, const uiw::InfoReport& info,
                           const std::string& best) {
  PositionEval e;
  e.ply = ply;
  const bool first_to_move = game.state_at(ply, false)->first_player_to_move();
  e.text = first_player_eval_text(info.score_kind, info.score_value, first_to_move);
  const double mover = info.score_number().value_or(0);
  e.first = first_to_move ? mover : -mover;
  e.kind = info.score_kind.empty() ? "none" : info.score_kind == "cp" ? "cp" : e.first > 0 ? "win" : "loss";
  e.depth = info.depth;
  e.best = best;
  const auto best_line = shown_line(game, ply, {best});
  e.best_shown = best_line.empty() ? best : best_line.front();
  e.pv = info.pv;
  e.pv_shown = shown_line(game, ply, info.pv);
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
    if (!e.pv.empty()) p["pv"] = strings(e.pv), p["pvShown"] = strings(e.pv_shown);
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
