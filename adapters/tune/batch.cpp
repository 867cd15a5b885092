#include "batch.h"

#include <boost/json.hpp>
#include <map>

#include "records.h"
#include "run_folder.h"

namespace tune {

namespace json = boost::json;
using inchworm::Error;

std::string played_values_json(const PlayedValues& v, const std::vector<Parameter>& params) {
  json::object o, plus, minus;
  o["iteration"] = v.iteration;
  o["pairs_before"] = v.pairs_before;
  for (std::size_t i = 0; i < params.size(); ++i) {
    plus[params[i].name] = v.plus[i];
    minus[params[i].name] = v.minus[i];
  }
  o["plus"] = std::move(plus);
  o["minus"] = std::move(minus);
  return json::serialize(o) + "\n";
}

inchworm::Expected<PlayedValues> read_played_values(const std::string& text, const std::vector<Parameter>& params) {
  boost::system::error_code error;
  const json::value v = json::parse(text, error);
  if (error || !v.is_object()) return Error{"not a JSON object"};
  try {
    PlayedValues p;
    const json::object& o = v.as_object();
    p.iteration = o.at("iteration").to_number<long long>();
    p.pairs_before = o.at("pairs_before").to_number<long long>();
    for (const Parameter& param : params) {
      p.plus.push_back(o.at("plus").at(param.name).to_number<long long>());
      p.minus.push_back(o.at("minus").at(param.name).to_number<long long>());
    }
    return p;
  } catch (const std::exception& e) {
    return Error{std::string("a value is missing or is not a number (") + e.what() + ")"};
  }
}

std::string plus_name(const TuneSettings& s) { return s.match.engines[0].name + "+"; }
std::string minus_name(const TuneSettings& s) { return s.match.engines[0].name + "-"; }

referee::MatchSettings batch_settings(const TuneSettings& s, const PlayedValues& v, int batch) {
  referee::MatchSettings m = s.match;
  referee::EngineConfig plus = s.match.engines[0], minus = s.match.engines[0];
  plus.name = plus_name(s);
  minus.name = minus_name(s);
  for (std::size_t i = 0; i < s.params.size(); ++i) {
    plus.options.emplace_back(s.params[i].name, std::to_string(v.plus[i]));
    minus.options.emplace_back(s.params[i].name, std::to_string(v.minus[i]));
  }
  if (s.self_play) {
    m.engines = {plus, minus};
    m.format = referee::Format::RoundRobin;
  } else {
    m.engines = {s.match.engines[1], plus, minus};
    m.format = referee::Format::Gauntlet;
  }
  m.games = 2 * s.batch_pairs(batch);
  m.rounds = 1;
  const long long pairs_before = (v.iteration - 1) * s.pairs + (long long)batch * s.batch;
  if (!m.book.empty()) m.book_start = std::size_t((s.match.book_start + std::size_t(pairs_before)) % m.book.size());
  m.json_path = batch_path(s.dir, v.iteration, batch, "jsonl");
  m.pgn_path = batch_path(s.dir, v.iteration, batch, "pgn");
  m.resume = true;
  m.event = "uiw-tune iteration " + std::to_string(v.iteration) + " batch " + std::to_string(batch);
  m.program = "uiw-tune";
  m.rating_interval = 0;
  m.shard = {};
  m.sprt.reset();
  return m;
}

inchworm::Expected<BatchTally> tally_batch(const TuneSettings& s, const PlayedValues& v, int batch) {
  const referee::MatchSettings m = batch_settings(s, v, batch);
  BatchTally t;
  t.expected = (long long)m.games * (s.self_play ? 1 : 2);
  auto recorded = referee::read_recorded_games(m.json_path);
  if (!recorded) return Error{recorded.error()};
  const std::string run = referee::run_info(m).id;
  std::map<long long, const referee::RecordedGame*> latest;
  for (const referee::RecordedGame& r : *recorded) {
    if (r.run_id != run)
      return Error{m.json_path + ":" + std::to_string(r.line) + ": a game of run " + r.run_id +
                   ", not of this batch (" + run + "): the folder holds another tuning run's games"};
    latest[r.index] = &r;
  }
  const std::string plus = plus_name(s), minus = minus_name(s);
  for (const auto& entry : latest) {
    const referee::RecordedGame* r = entry.second;  // a plain name: lambdas cannot capture bindings (clang 14)
    const int first = r->result == "1-0" ? 1 : r->result == "0-1" ? -1 : 0;
    // +1: `name` won this game, -1 lost, 0 drew; nullopt: it did not play it.
    auto outcome_of = [&](const std::string& name) -> std::optional<int> {
      if (r->players[0] == name) return first;
      if (r->players[1] == name) return -first;
      return std::nullopt;
    };
    ++t.games;
    int tuned = 0;  // the game from the tuned side's view: the plus copy, or a minus copy's mirrored
    if (const auto p = outcome_of(plus)) {
      tuned = *p;
    } else if (const auto q = outcome_of(minus)) {
      tuned = -*q;
    }
    t.result += tuned;
    const auto plain = outcome_of(plus) ? outcome_of(plus) : outcome_of(minus);
    const int own = plain.value_or(0);
    (own > 0 ? t.wins : own < 0 ? t.losses : t.draws) += 1;
  }
  return t;
}

}  // namespace tune
