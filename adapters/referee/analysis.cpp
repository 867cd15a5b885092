#include "analysis.h"

#include <algorithm>
#include <boost/json.hpp>
#include <cmath>
#include <fstream>

#include "game_rules.h"
#include "records.h"
#include "registry.h"
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
  for (auto& rule : rule_pairs(text("variant"))) g.rules.push_back(std::move(rule));
  if (const json::value* moves = g.record.if_contains("moves"); moves && moves->is_array())
    for (const json::value& m : moves->get_array())
      if (const json::object* o = m.if_object(); o && o->if_contains("move") && o->at("move").is_string()) {
        g.moves.emplace_back(o->at("move").get_string());
        const json::value* record = o->if_contains("record");
        g.records.push_back(record && record->is_string() ? std::string(record->get_string()) : g.moves.back());
      }
  return g;
}

// What an analysis learnt of one move: the position's evaluation, the engine's best move, and the
// played move's loss.
struct JudgedMove {
  std::string eval_text;  // the position's evaluation, from the first player's view
  std::optional<int> depth;
  std::string best;
  std::string played_eval;  // the played move's score from the first player's view, when it was searched
  adapters::MoveLoss loss;
};

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
    const adapters::AnalysisLimit limit{s.engine.tc.depth, s.engine.tc.movetime_ms, s.engine.tc.nodes};
    const inchworm::GameEntry* entry = inchworm::find_game(game->game_id);
    const double logistic_k = entry ? entry->score.logistic_k : 0;
    std::vector<JudgedMove> judged;
    std::string position = "position fen " + game->start;
    const std::optional<double> time_bound =
        s.engine.tc.movetime_ms ? std::optional<double>(double(s.engine.tc.movetime_ms + 5000)) : std::nullopt;
    auto search = [&](const std::string& go) -> inchworm::Expected<MoveReply> {
      MoveReply r = player.play(position, go, time_bound);
      if (r.failure != Failure::None)
        return Error{"-analyse: engine " + s.engine.name + ", " + where + ": " + r.detail};
      return r;
    };
    for (std::size_t i = 0; i < game->moves.size(); ++i) {
      const bool first = state->first_player_to_move();
      auto played = state->parse_move(game->moves[i]);
      if (!played) return Error{where + ": move " + game->moves[i] + ": " + played.error()};
      auto r = search(limit.go());
      if (!r) return Error{r.error()};
      JudgedMove j;
      j.eval_text = adapters::first_player_eval_text(r->info.score_kind, r->info.score_value, first);
      j.depth = r->info.depth;
      j.best = r->move;
      const std::optional<double> best_score = r->info.score_number();
      const auto best = state->parse_move(r->move);
      std::optional<double> played_score;
      if (best_score && (!best || *best != *played)) {
        // The played move searched alone from the same position, to the same depth.
        auto p = search(adapters::played_move_go(limit, r->info.depth, *played));
        if (!p) return Error{p.error()};
        const auto answered = state->parse_move(p->move);
        // An engine that does not keep to searchmoves gives no score of the played move.
        if (answered && *answered == *played) played_score = p->info.score_number();
        if (played_score)
          j.played_eval = adapters::first_player_eval_text(p->info.score_kind, p->info.score_value, first);
      }
      j.loss = adapters::judge_move(best_score.value_or(0), played_score, logistic_k);
      judged.push_back(std::move(j));
      if (auto moved = state->play(*played); !moved)
        return Error{where + ": move " + game->moves[i] + ": " + moved.error()};
      position += (i == 0 ? " moves " : " ") + game->moves[i];
    }
    player.quit();
    const std::string unit = entry ? entry->score.unit : "";
    const std::string scale = adapters::evaluation_scale(s.engine.name, rules->sides.first, unit, logistic_k);
    json::array moves;
    std::string pgn_moves;
    int marked = 0;
    for (std::size_t i = 0; i < judged.size(); ++i) {
      const JudgedMove& j = judged[i];
      json::object m;
      m["move"] = game->moves[i];
      if (game->records[i] != game->moves[i]) m["record"] = game->records[i];
      m["eval"] = j.eval_text;
      if (j.depth) m["depth"] = *j.depth;
      m["best"] = j.best;
      if (!j.played_eval.empty()) m["played_eval"] = j.played_eval;
      m["loss"] = std::llround(j.loss.loss);
      if (logistic_k > 0) m["chances"] = std::round(j.loss.chances * 1000) / 1000;
      if (!j.loss.mark.empty()) m["mark"] = j.loss.mark, ++marked;
      moves.push_back(std::move(m));
      pgn_moves += (pgn_moves.empty() ? "" : " ") + game->records[i] + j.loss.mark + " " +
                   pgn_comment(j.eval_text + "/" + std::to_string(j.depth.value_or(0)) + " best " + j.best);
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
      const std::pair<std::string, std::string> tags[] = {
          {"event", "Event"},
          {"run", "Run"},
          {"game", "Game"},
          {"variant", "Variant"},
          {inchworm::lower_case(rules->sides.first), rules->sides.first},
          {inchworm::lower_case(rules->sides.second), rules->sides.second},
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
    out << "Analysed " << where << " (" << game->game_id << ", " << judged.size() << " moves): " << marked
        << " marked\n";
  }
  if ((json_out.is_open() && !json_out) || (pgn_out.is_open() && !pgn_out))
    return Error{"-analyse: cannot write the annotated records"};
  return std::nullopt;
}

}  // namespace referee
