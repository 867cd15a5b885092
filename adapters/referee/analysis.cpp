#include "analysis.h"

#include <algorithm>
#include <boost/json.hpp>
#include <cmath>
#include <fstream>

#include "game_rules.h"
#include "records.h"
#include "text.h"
#include "version.h"

namespace referee {

namespace json = boost::json;
using inchworm::Error;

namespace {

struct RecordedMoves {
  json::object record;
  std::string game_id, start;
  std::vector<std::pair<std::string, std::string>> rules;
  std::vector<std::string> moves, records;
};

inchworm::Expected<RecordedMoves> read_game(const std::string& line, const std::string& where) {
  boost::system::error_code ec;
  json::value v = json::parse(line, ec);
  if (ec || !v.is_object()) return Error{where + ": not a JSON object"};
  RecordedMoves g;
  g.record = v.get_object();
  auto text = [&](const char* key) {
    const json::value* field = g.record.if_contains(key);
    return field && field->is_string() ? std::string(field->get_string()) : std::string();
  };
  g.game_id = text("game");
  g.start = text("start");
  if (g.game_id.empty() || g.start.empty()) return Error{where + ": not a game record (needs game and start)"};
  g.rules.emplace_back("Game", g.game_id);
  // "Name=Value, Name=Value"
  std::string variant = text("variant");
  for (std::size_t at = 0; at < variant.size();) {
    const std::size_t end = std::min(variant.find(", ", at), variant.size());
    const std::string item = variant.substr(at, end - at);
    if (const std::size_t eq = item.find('='); eq != std::string::npos)
      g.rules.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    at = end + 2;
  }
  if (const json::value* moves = g.record.if_contains("moves"); moves && moves->is_array())
    for (const json::value& m : moves->get_array())
      if (const json::object* o = m.if_object(); o && o->if_contains("move") && o->at("move").is_string()) {
        g.moves.emplace_back(o->at("move").get_string());
        const json::value* record = o->if_contains("record");
        g.records.push_back(record && record->is_string() ? std::string(record->get_string()) : g.moves.back());
      }
  return g;
}

std::string go_command(const TimeControl& tc) {
  std::string go = "go";
  if (tc.movetime_ms) go += " movetime " + std::to_string(tc.movetime_ms);
  if (tc.depth) go += " depth " + std::to_string(tc.depth);
  if (tc.nodes) go += " nodes " + std::to_string(tc.nodes);
  return go;
}

}  // namespace

inchworm::MaybeError analyse_records(const AnalysisSettings& s, std::ostream& out) {
  std::ifstream in(s.records);
  if (!in) return Error{"-analyse: cannot read " + s.records};
  std::ofstream json_out, pgn_out;
  if (!s.json_path.empty()) json_out.open(s.json_path, std::ios::app);
  if (!s.pgn_path.empty()) pgn_out.open(s.pgn_path, std::ios::app);
  long long line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = s.records + ":" + std::to_string(line_number);
    auto game = read_game(line, where);
    if (!game) return Error{game.error()};
    auto rules = make_game_rules(game->rules);
    if (!rules) return Error{where + ": " + rules.error()};
    auto state = rules->new_state();
    if (auto bad = state->set_position(game->start)) return Error{where + ": " + bad->message};
    EnginePlayer player(s.engine, rules->engine_options(), PlayerContext{s.timeouts, nullptr, nullptr, nullptr});
    if (MoveReply ready = player.prepare_game(); ready.failure != Failure::None)
      return Error{"-analyse: engine " + s.engine.name + ": " + ready.detail};
    std::vector<double> evals;
    std::vector<bool> first_moved;
    std::vector<uiw::InfoReport> infos;
    std::vector<std::string> best, eval_texts;
    std::string position = "position fen " + game->start;
    const std::optional<double> limit =
        s.engine.tc.movetime_ms ? std::optional<double>(double(s.engine.tc.movetime_ms + 5000)) : std::nullopt;
    for (std::size_t i = 0; i <= game->moves.size(); ++i) {
      const bool first = state->first_player_to_move();
      if (state->is_over()) {
        const auto outcome = state->verdict().outcome;
        evals.push_back(outcome == inchworm::Outcome::FirstPlayerWins    ? 1e9
                        : outcome == inchworm::Outcome::SecondPlayerWins ? -1e9
                                                                         : 0);
        break;
      }
      MoveReply r = player.play(position, go_command(s.engine.tc), limit);
      if (r.failure != Failure::None)
        return Error{"-analyse: engine " + s.engine.name + ", " + where + ": " + r.detail};
      const double mover = r.info.score_number().value_or(0);
      evals.push_back(first ? mover : -mover);
      infos.push_back(r.info);
      best.push_back(r.move);
      eval_texts.push_back(adapters::first_player_eval_text(r.info.score_kind, r.info.score_value, first));
      if (i == game->moves.size()) break;
      first_moved.push_back(first);
      if (auto played = state->play(game->moves[i]); !played)
        return Error{where + ": move " + game->moves[i] + ": " + played.error()};
      position += (i == 0 ? " moves " : " ") + game->moves[i];
    }
    player.quit();
    const std::vector<MoveLoss> losses = move_losses(evals, first_moved);
    const std::string scale = adapters::evaluation_scale(s.engine.name, rules->sides.first, game->game_id);
    json::array moves;
    std::string pgn_moves;
    int marked = 0;
    for (std::size_t i = 0; i < losses.size(); ++i) {
      json::object m;
      m["move"] = game->moves[i];
      if (game->records[i] != game->moves[i]) m["record"] = game->records[i];
      m["eval"] = eval_texts[i];
      if (infos[i].depth) m["depth"] = *infos[i].depth;
      m["best"] = best[i];
      m["loss"] = std::llround(losses[i].loss);
      if (!losses[i].mark.empty()) m["mark"] = losses[i].mark, ++marked;
      moves.push_back(std::move(m));
      pgn_moves += (pgn_moves.empty() ? "" : " ") + game->records[i] + losses[i].mark + " " +
                   pgn_comment(eval_texts[i] + "/" + std::to_string(infos[i].depth.value_or(0)) + " best " + best[i]);
    }
    json::object annotated = game->record;
    annotated["moves"] = std::move(moves);
    // Who analysed: the engine as named, its own `id name`, and this referee's version.
    const std::string referee = inchworm::version_line("uiw-referee");
    annotated["analysis"] = json::object{{"engine", s.engine.name},
                                         {"id_name", player.id_name()},
                                         {"limit", s.engine.tc.describe()},
                                         {"scale", scale},
                                         {"referee", referee}};
    if (json_out.is_open()) json_out << json::serialize(annotated) << "\n" << std::flush;
    if (pgn_out.is_open()) {
      // The record's facts under the PGN records' tag names.
      std::string pgn;
      const std::pair<std::string, std::string> tags[] = {{"event", "Event"},
                                                          {"run", "Run"},
                                                          {"game", "Game"},
                                                          {"variant", "Variant"},
                                                          {lower_case(rules->sides.first), rules->sides.first},
                                                          {lower_case(rules->sides.second), rules->sides.second},
                                                          {"result", "Result"},
                                                          {"termination", "Termination"},
                                                          {"opening", "Opening"}};
      for (const auto& [key, name] : tags)
        if (const json::value* value = game->record.if_contains(key); value && value->is_string())
          pgn += pgn_tag(name, std::string(value->get_string()));
      pgn += pgn_tag("FEN", game->start) + pgn_tag("Annotator", s.engine.name + " " + s.engine.tc.describe()) +
             pgn_tag("AnnotatorIdName", player.id_name()) + pgn_tag("EvaluationScale", scale) +
             pgn_tag("Referee", referee) + "\n" + pgn_moves + "\n\n";
      pgn_out << pgn << std::flush;
    }
    out << "Analysed " << where << " (" << game->game_id << ", " << losses.size() << " moves): " << marked
        << " marked\n";
  }
  if ((json_out.is_open() && !json_out) || (pgn_out.is_open() && !pgn_out))
    return Error{"-analyse: cannot write the annotated records"};
  return std::nullopt;
}

}  // namespace referee
