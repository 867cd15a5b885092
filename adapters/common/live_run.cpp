#include "live_run.h"

#include <boost/json.hpp>

namespace referee {

namespace json = boost::json;

namespace {

constexpr std::size_t kMaxNotes = 200;     // a file of garbage keeps a bounded list
constexpr std::size_t kMaxLine = 1 << 20;  // a "line" longer than this is not the referee's

const json::value* field(const json::object& o, std::string_view key) { return o.if_contains(key); }

std::string text_of(const json::object& o, std::string_view key) {
  const json::value* v = field(o, key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

std::optional<long long> integer_of(const json::object& o, std::string_view key) {
  const json::value* v = field(o, key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64() && v->as_uint64() <= (1ull << 62)) return (long long)v->as_uint64();
  if (v->is_double()) return (long long)v->as_double();
  return std::nullopt;
}

std::optional<double> number_of(const json::object& o, std::string_view key) {
  const json::value* v = field(o, key);
  if (!v) return std::nullopt;
  if (v->is_double()) return v->as_double();
  if (v->is_int64()) return double(v->as_int64());
  if (v->is_uint64()) return double(v->as_uint64());
  return std::nullopt;
}

// [e0, e1] with both engine numbers below `engines`.
bool read_engines(const json::object& o, std::size_t engines, int (&out)[2]) {
  const json::value* v = field(o, "engines");
  if (!v || !v->is_array() || v->as_array().size() != 2) return false;
  for (std::size_t k = 0; k < 2; ++k) {
    const json::value& e = v->as_array()[k];
    if (!e.is_int64() || e.as_int64() < 0 || std::size_t(e.as_int64()) >= engines) return false;
    out[k] = int(e.as_int64());
  }
  return out[0] != out[1];
}

bool flag_of(const json::object& o, std::string_view key) {
  const json::value* v = field(o, key);
  return v && v->is_bool() && v->as_bool();
}

// The run line's rules, [[name, value], ...].
std::vector<std::pair<std::string, std::string>> read_rule_pairs(const json::object& o) {
  std::vector<std::pair<std::string, std::string>> rules;
  if (const auto* list = field(o, "rules"); list && list->is_array())
    for (const auto& r : list->as_array())
      if (r.is_array() && r.as_array().size() == 2 && r.as_array()[0].is_string() && r.as_array()[1].is_string())
        rules.emplace_back(std::string(r.as_array()[0].as_string()), std::string(r.as_array()[1].as_string()));
  return rules;
}

SprtSettings read_sprt(const json::object& o) {
  SprtSettings s;
  s.elo0 = number_of(o, "elo0").value_or(s.elo0);
  s.elo1 = number_of(o, "elo1").value_or(s.elo1);
  s.alpha = number_of(o, "alpha").value_or(s.alpha);
  s.beta = number_of(o, "beta").value_or(s.beta);
  s.model = text_of(o, "model") == "normalized" ? SprtModel::Normalized : SprtModel::Logistic;
  return s;
}

// What a `run` line says (LiveRunInfo but for `known` and `runs`).
LiveRunInfo read_run_line(const json::object& o) {
  LiveRunInfo run;
  run.run_id = text_of(o, "run");
  run.event = text_of(o, "event");
  run.shard = text_of(o, "shard");
  run.game_id = text_of(o, "game");
  run.started = text_of(o, "time");
  run.pid = long(integer_of(o, "pid").value_or(0));
  run.to_play = integer_of(o, "to_play").value_or(0);
  run.format = text_of(o, "format") == "gauntlet" ? Format::Gauntlet : Format::RoundRobin;
  if (const auto* sides = field(o, "sides"); sides && sides->is_array() && sides->as_array().size() == 2)
    for (std::size_t k = 0; k < 2; ++k)
      if (sides->as_array()[k].is_string()) run.sides[k] = std::string(sides->as_array()[k].as_string());
  run.rules = read_rule_pairs(o);
  if (const auto* engines = field(o, "engines"); engines && engines->is_array())
    for (const auto& e : engines->as_array())
      if (e.is_object()) run.engines.push_back({text_of(e.as_object(), "name"), text_of(e.as_object(), "tc")});
  if (const auto* sprt = field(o, "sprt"); sprt && sprt->is_object()) run.sprt = read_sprt(sprt->as_object());
  return run;
}

// A line's engine score (`cp`, `win`, `loss` or `mate`) and depth, when it has them.
void read_score(const json::object& o, std::string& kind, long long& score, std::optional<int>& depth) {
  for (const char* name : {"cp", "win", "loss", "mate"})
    if (const auto v = integer_of(o, name)) {
      kind = name;
      score = *v;
    }
  if (const auto d = integer_of(o, "depth")) depth = int(*d);
}

// A `move` line's move (its token already read and not empty).
LiveMove read_live_move(const json::object& o, const std::string& token) {
  LiveMove m;
  m.move = token;
  m.record = text_of(o, "record");
  if (m.record.empty()) m.record = token;
  m.ms = integer_of(o, "ms").value_or(0);
  read_score(o, m.score_kind, m.score, m.depth);
  m.clock_ms = integer_of(o, "clock");
  return m;
}

std::vector<std::string> strings_of(const json::object& o, std::string_view key) {
  std::vector<std::string> out;
  if (const auto* list = field(o, key); list && list->is_array())
    for (const auto& m : list->as_array())
      if (m.is_string()) out.emplace_back(m.as_string());
  return out;
}

// A `think` line's thought (its ply and side already read).
LiveThought read_thought(const json::object& o, long long ply, int side) {
  LiveThought t;
  t.ply = ply;
  t.side = side;
  read_score(o, t.score_kind, t.score, t.depth);
  t.nodes = integer_of(o, "nodes");
  t.ms = integer_of(o, "ms");
  t.pv = strings_of(o, "pv");
  t.line = strings_of(o, "line");
  return t;
}

}  // namespace

const char* live_status_name(LiveStatus s) {
  switch (s) {
    case LiveStatus::Playing:
      return "playing";
    case LiveStatus::Finished:
      return "finished";
    case LiveStatus::Dropped:
      return "dropped";
    case LiveStatus::Interrupted:
      return "interrupted";
  }
  return "?";
}

void LiveRun::note(const std::string& text) {
  if (notes_.size() < kMaxNotes) notes_.push_back("line " + std::to_string(line_number_) + ": " + text);
  ++version_;
}

bool LiveRun::feed(std::string_view bytes) {
  bool changed = false;
  std::size_t at = 0;
  while (at < bytes.size()) {
    const std::size_t end = bytes.find('\n', at);
    if (end == std::string_view::npos) {
      // The referee is writing this line: keep it for the next bytes (bounded: no line is this long).
      if (partial_.size() < kMaxLine) partial_.append(bytes.substr(at, std::min(bytes.size() - at, kMaxLine)));
      break;
    }
    partial_.append(bytes.substr(at, end - at));
    changed |= apply_line(partial_);
    partial_.clear();
    at = end + 1;
  }
  return changed;
}

LiveGame* LiveRun::game_at(long long index, std::string_view what) {
  const auto it = games_.find(index);
  if (it == games_.end()) {
    note(std::string(what) + " of game " + std::to_string(index + 1) + ", which has not started: skipped");
    return nullptr;
  }
  return &it->second;
}

bool LiveRun::apply_line(std::string_view line) {
  ++line_number_;
  if (line.empty()) return false;
  boost::system::error_code ec;
  json::value parsed = json::parse(line, ec);
  if (ec || !parsed.is_object()) {
    note("not a JSON object (cut short or garbage): skipped");
    return true;
  }
  const json::object& o = parsed.as_object();
  const std::string type = text_of(o, "type");
  if (type == "run") return apply_run(o);
  if (!info_.known) {
    note("a '" + type + "' line before the run's first line: skipped");
    return true;
  }
  if (type == "finish") return apply_finish(o);
  const auto index = integer_of(o, "index");
  if (!index || *index < 0) {
    note("a '" + type + "' line without a game index: skipped");
    return true;
  }
  if (type == "start") return apply_start(o, *index);
  if (type == "move") return apply_move(o, *index);
  if (type == "think") return apply_think(o, *index);
  if (type == "end") return apply_end(o, *index);
  if (type == "drop") return apply_drop(*index);
  note("an event of unknown type '" + type + "': skipped");
  return true;
}

bool LiveRun::apply_run(const json::object& o) {
  LiveRunInfo next = read_run_line(o);
  next.known = true;
  next.runs = info_.runs + 1;
  if (next.engines.size() < 2 || next.game_id.empty()) {
    note("a run line without its game or two engines: skipped");
    return true;
  }
  if (info_.known && next.run_id != info_.run_id) {
    note("a run line of another run (" + next.run_id + ", not " + info_.run_id + "): skipped");
    return true;
  }
  // The earlier process left: its games still going were stopped with it (a resumed run plays them again).
  referee_gone();
  if (!info_.known) series_.start(next.engines, next.format, next.sprt);
  info_ = std::move(next);
  ++version_;
  return true;
}

bool LiveRun::apply_finish(const json::object& o) {
  info_.finished = true;
  info_.stopped = flag_of(o, "stopped");
  referee_gone();
  ++version_;
  return true;
}

bool LiveRun::apply_start(const json::object& o, long long index) {
  LiveGame g;
  g.index = index;
  g.pair = integer_of(o, "pair").value_or(0);
  g.round = int(integer_of(o, "round").value_or(0));
  if (!read_engines(o, info_.engines.size(), g.engines)) {
    note("game " + std::to_string(index + 1) + " starts without two of the run's engines: skipped");
    return true;
  }
  for (int k : {0, 1}) g.players[k] = info_.engines[std::size_t(g.engines[k])].name;
  if (const auto base = text_of(o, "base"); !base.empty()) g.base = base;
  if (const auto* moves = field(o, "opening"); moves && moves->is_array())
    for (const auto& m : moves->as_array())
      if (m.is_string()) g.opening.emplace_back(m.as_string());
  // A game started again (resumed after a kill) replaces the one that was cut off.
  if (const auto old = games_.find(index); old != games_.end()) {
    g.version = old->second.version + 1;
    g.starts = old->second.starts;
  }
  ++g.starts;
  games_[index] = std::move(g);
  ++version_;
  return true;
}

bool LiveRun::apply_move(const json::object& o, long long index) {
  LiveGame* g = game_at(index, "a move");
  if (!g) return true;
  const auto ply = integer_of(o, "ply");
  const std::string token = text_of(o, "move");
  if (g->status != LiveStatus::Playing || !ply || *ply != (long long)g->moves.size() + 1 || token.empty()) {
    note("a move of game " + std::to_string(index + 1) + " out of turn (ply " + std::to_string(ply.value_or(-1)) +
         " after " + std::to_string(g->moves.size()) + "): skipped");
    return true;
  }
  g->moves.push_back(read_live_move(o, token));  // its thought stays shown until the next one
  ++g->version;
  ++version_;
  return true;
}

bool LiveRun::apply_end(const json::object& o, long long index) {
  const auto points = number_of(o, "points");
  const bool resumed = flag_of(o, "resumed");
  int engines[2] = {0, 1};
  if (!points || (*points != 0 && *points != 0.5 && *points != 1) || !read_engines(o, info_.engines.size(), engines)) {
    note("the end of game " + std::to_string(index + 1) + " without its points or engines: skipped");
    return true;
  }
  LiveGame* g = nullptr;
  bool counted = false;  // already finished: a repeated end line counts once in the series
  if (resumed) {
    // Finished in an earlier run: known by its end alone (its moves are in the records).
    LiveGame& r = games_[index];
    if (r.status == LiveStatus::Finished && !r.resumed) return false;  // seen played in this file
    counted = r.status == LiveStatus::Finished;
    r.index = index;
    r.resumed = true;
    for (int k : {0, 1}) {
      r.engines[k] = engines[k];
      r.players[k] = info_.engines[std::size_t(engines[k])].name;
    }
    g = &r;
  } else {
    g = game_at(index, "the end");
    if (!g) return true;
    counted = g->status == LiveStatus::Finished;
  }
  g->pair = integer_of(o, "pair").value_or(g->pair);
  g->status = LiveStatus::Finished;
  g->first_points = *points;
  g->result = text_of(o, "result");
  g->termination = text_of(o, "termination");
  g->detail = text_of(o, "detail");
  g->recorded_plies = integer_of(o, "plies").value_or((long long)g->moves.size());
  g->thinking.reset();
  if (!counted) series_.add_game(g->pair, g->engines, g->first_points, g->termination);
  ++g->version;
  ++version_;
  return true;
}

bool LiveRun::apply_think(const json::object& o, long long index) {
  LiveGame* g = game_at(index, "a thought");
  if (!g) return true;
  const auto ply = integer_of(o, "ply");
  const auto side = integer_of(o, "side");
  if (g->status != LiveStatus::Playing || !ply || *ply != (long long)g->moves.size() + 1 || !side ||
      (*side != 0 && *side != 1)) {
    note("a thought of game " + std::to_string(index + 1) + " not about its next move (ply " +
         std::to_string(ply.value_or(-1)) + " after " + std::to_string(g->moves.size()) + "): skipped");
    return true;
  }
  LiveThought t = read_thought(o, *ply, int(*side));
  t.version = g->thinking ? g->thinking->version + 1 : 1;
  g->thinking = std::move(t);
  ++version_;
  return true;
}

bool LiveRun::apply_drop(long long index) {
  LiveGame* g = game_at(index, "the drop");
  if (!g) return true;
  g->status = LiveStatus::Dropped;
  ++g->version;
  ++version_;
  return true;
}

bool LiveRun::referee_gone() {
  bool changed = false;
  for (auto& [index, g] : games_)
    if (g.status == LiveStatus::Playing) {
      g.status = LiveStatus::Interrupted;
      g.thinking.reset();
      ++g.version;
      changed = true;
    }
  if (changed) ++version_;
  return changed;
}

std::optional<Standings> LiveRun::standings() const {
  if (!info_.known) return std::nullopt;
  // Decided on the totals: the table of the games as they are, whatever order they finished in.
  Standings s(info_.engines, info_.format, info_.engines.size() == 2 ? info_.sprt : std::nullopt,
              SprtDecisions::OnTotals);
  s.set_side_names({info_.sides[0], info_.sides[1]});
  for (const auto& [index, g] : games_)
    if (g.status == LiveStatus::Finished) s.add_game(g.pair, g.engines, g.first_points, g.termination);
  return s;
}

}  // namespace referee
