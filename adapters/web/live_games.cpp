#include "live_games.h"

#include <boost/json.hpp>
#include <cmath>

#include "page_messages.h"
#include "registry.h"

namespace adapters::web {

namespace json = boost::json;

const LiveBoard& LiveBoards::update(const referee::LiveRunInfo& run, const referee::LiveGame& g) {
  LiveBoard& b = boards_[g.index];
  if (b.starts != g.starts || b.applied > g.moves.size() || (b.starts == 0 && b.applied == 0 && b.note.empty())) {
    b = LiveBoard{};
    b.starts = g.starts;
    if (auto bad = b.model.reset(run.game_id, run.rules, g.base)) {
      b.note = "cannot set the game up: " + bad->message;
      b.applied = g.moves.size();
      return b;
    }
    for (const auto& token : g.opening)
      if (auto bad = b.model.play(token)) {
        b.note = "the opening's move " + token + " is refused: " + bad->message;
        b.applied = g.moves.size();
        return b;
      }
    b.opening = b.model.plies().size();
  }
  for (; b.applied < g.moves.size() && b.note.empty(); ++b.applied)
    if (auto bad = b.model.play(g.moves[b.applied].move)) {
      b.note =
          "move " + std::to_string(b.applied + 1) + " (" + g.moves[b.applied].move + ") is refused: " + bad->message;
      b.applied = g.moves.size();
    }
  return b;
}

const LiveBoard* LiveBoards::find(long long index) const {
  const auto it = boards_.find(index);
  return it == boards_.end() ? nullptr : &it->second;
}

namespace {

json::object score_json(const referee::LiveMove& m) {
  json::object o;
  if (!m.score_kind.empty()) o["score"] = json::object{{"kind", m.score_kind}, {"value", m.score}};
  if (m.depth) o["depth"] = *m.depth;
  o["ms"] = m.ms;
  if (m.clock_ms) o["clock"] = *m.clock_ms;
  return o;
}

json::object encounter_json(const referee::LiveRunInfo& info, const referee::Encounter& e) {
  const referee::EloEstimate elo = referee::elo_from_games(e.games);
  json::object o{{"first", info.engines[std::size_t(e.first)].name},
                 {"second", info.engines[std::size_t(e.second)].name},
                 {"games", e.games.games()},
                 {"wins", e.games.wins},
                 {"draws", e.games.draws},
                 {"losses", e.games.losses},
                 {"score", e.games.score()},
                 {"pairs", e.pairs.pairs()}};
  // Infinite Elo (all won or all lost) is not JSON: left out, the page says so.
  if (std::isfinite(elo.elo)) o["elo"] = elo.elo;
  if (std::isfinite(elo.error95)) o["error"] = elo.error95;
  return o;
}

json::object thought_json(const referee::LiveThought& t) {
  json::object o{{"ply", t.ply}, {"side", t.side}, {"version", t.version}};
  if (!t.score_kind.empty()) o["score"] = json::object{{"kind", t.score_kind}, {"value", t.score}};
  if (t.depth) o["depth"] = *t.depth;
  if (t.nodes) o["nodes"] = *t.nodes;
  json::array line;
  for (const auto& m : t.line) line.push_back(json::string(m));
  o["line"] = std::move(line);
  return o;
}

}  // namespace

std::string live_board_message(const referee::LiveGame& g, const LiveBoard& board) {
  const GameModel& m = board.model;
  // Each side's clock after its last move (the feed's moves are the plies after the opening).
  json::array clocks{nullptr, nullptr};
  for (std::size_t k = 0; k < g.moves.size() && board.opening + k < m.plies().size(); ++k)
    if (g.moves[k].clock_ms) clocks[std::size_t(m.plies()[board.opening + k].mover ? 1 : 0)] = *g.moves[k].clock_ms;
  json::object o{{"type", "liveboard"},
                 {"index", g.index},
                 {"players", json::array{g.players[0], g.players[1]}},
                 {"status", referee::live_status_name(g.status)},
                 {"plies", m.plies().size()},
                 {"snapshot", position_snapshot(m, m.plies().size())},
                 {"clocks", std::move(clocks)},
                 {"note", board.note}};
  if (!g.moves.empty()) o["last"] = g.moves.back().record;
  if (g.thinking && board.note.empty()) o["thinking"] = thought_json(*g.thinking);
  return json::serialize(o);
}

std::string live_message(const referee::LiveRun& run, const std::string& file, bool referee_gone) {
  const referee::LiveRunInfo& info = run.info();
  json::object o{{"type", "live"}, {"file", file}, {"lines", run.lines()}, {"known", info.known}};
  if (info.known) {
    const auto* entry = inchworm::find_game(info.game_id);
    json::array engines, rules;
    for (const auto& e : info.engines) engines.push_back(json::object{{"name", e.name}, {"tc", e.time_control}});
    for (const auto& [name, value] : info.rules) rules.push_back(json::array{name, value});
    o["run"] = json::object{{"id", info.run_id},
                            {"event", info.event},
                            {"game", info.game_id},
                            {"title", entry ? entry->title : info.game_id},
                            {"presentation", presentation_json(inchworm::presentation_of(info.game_id))},
                            {"sides", json::array{info.sides[0], info.sides[1]}},
                            {"rules", std::move(rules)},
                            {"engines", std::move(engines)},
                            {"toPlay", info.to_play},
                            {"started", info.started},
                            {"runs", info.runs},
                            {"finished", info.finished},
                            {"stopped", info.stopped},
                            {"refereeGone", referee_gone && !info.finished}};
  }
  json::array games;
  for (const auto& [index, g] : run.games()) {
    json::object item{{"index", index},
                      {"number", index + 1},
                      {"round", g.round},
                      {"pair", g.pair},
                      {"players", json::array{g.players[0], g.players[1]}},
                      {"status", referee::live_status_name(g.status)},
                      {"plies", g.resumed ? g.recorded_plies : (long long)g.moves.size()},
                      {"resumed", g.resumed},
                      {"result", g.result},
                      {"termination", g.termination},
                      {"version", g.version}};
    if (!g.moves.empty()) item["last"] = g.moves.back().record;
    games.push_back(std::move(item));
  }
  o["games"] = std::move(games);
  if (auto standings = run.standings()) {
    json::array encounters;
    for (const auto& e : standings->encounters()) encounters.push_back(encounter_json(info, e));
    o["standings"] = json::object{
        {"games", standings->games()}, {"encounters", std::move(encounters)}, {"table", standings->summary()}};
  }
  json::array notes;
  const auto& all = run.notes();
  for (std::size_t k = all.size() > 20 ? all.size() - 20 : 0; k < all.size(); ++k)
    notes.push_back(json::string(all[k]));
  o["notes"] = std::move(notes);
  o["noteCount"] = all.size();
  return json::serialize(o);
}

std::string live_game_message(const referee::LiveRun& run, const referee::LiveGame& g, const LiveBoard& board) {
  const referee::LiveRunInfo& info = run.info();
  const GameModel& m = board.model;
  json::array plies, facts;
  for (std::size_t k = 0; k < m.plies().size(); ++k) {
    const Ply& p = m.plies()[k];
    json::array ply{p.token, p.record, p.mover};
    if (!p.detail.gloss.empty()) ply.emplace_back(p.detail.gloss);  // "consolidated": as the play page says
    plies.push_back(std::move(ply));
    json::object f = k >= board.opening && k - board.opening < g.moves.size() ? score_json(g.moves[k - board.opening])
                                                                              : json::object{{"book", true}};
    facts.push_back(std::move(f));
  }
  json::object rules;
  for (const auto& [name, value] : m.rules()) rules[name] = value;
  const auto* entry = inchworm::find_game(m.game_id());
  return json::serialize(json::object{{"type", "livegame"},
                                      {"index", g.index},
                                      {"number", g.index + 1},
                                      {"starts", g.starts},
                                      {"version", g.version},
                                      {"game", m.game_id()},
                                      {"title", entry ? entry->title : m.game_id()},
                                      {"presentation", presentation_json(inchworm::presentation_of(m.game_id()))},
                                      {"sides", json::array{info.sides[0], info.sides[1]}},
                                      {"rules", std::move(rules)},
                                      {"players", json::array{g.players[0], g.players[1]}},
                                      {"base", m.base()},
                                      {"startPly", m.start_ply()},
                                      {"opening", board.opening},
                                      {"plies", std::move(plies)},
                                      {"facts", std::move(facts)},
                                      {"status", referee::live_status_name(g.status)},
                                      {"resumed", g.resumed},
                                      {"result", g.result},
                                      {"termination", g.termination},
                                      {"detail", g.detail},
                                      {"note", board.note}});
}

}  // namespace adapters::web
