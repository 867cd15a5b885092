#include "tuner.h"

#include <boost/json.hpp>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include "plot.h"
#include "run_folder.h"
#include "trajectory.h"

namespace tune {

namespace json = boost::json;
using inchworm::Error;
using inchworm::MaybeError;

namespace {

// The settings that decide the run: the referee's (engines, options, time controls, game, openings,
// adjudication) and the tuning's. Every process of a run must have the same.
referee::ScheduleFields run_fields(const TuneSettings& s) {
  referee::ScheduleFields fields = referee::run_fields(s.match);
  std::string params;
  for (const Parameter& p : s.params) params += (params.empty() ? "" : "; ") + p.text();
  auto number = [](double x) {
    std::ostringstream out;
    out << std::setprecision(17) << x;
    return out.str();
  };
  fields.emplace_back("parameters", params);
  fields.emplace_back("iterations", std::to_string(s.iterations));
  fields.emplace_back("pairs", std::to_string(s.pairs));
  fields.emplace_back("batch", std::to_string(s.batch));
  fields.emplace_back("A", number(s.schedule.A));
  fields.emplace_back("alpha", number(s.schedule.alpha));
  fields.emplace_back("gamma", number(s.schedule.gamma));
  fields.emplace_back("seed", std::to_string(s.seed));
  fields.emplace_back("mode", s.self_play ? "self-play" : "against " + s.match.engines[1].name);
  return fields;
}

std::string identity_json(const referee::ScheduleFields& fields) {
  json::object o, f;
  o["tune"] = referee::run_id("uiw-tune", fields);
  for (const auto& [key, value] : fields) f[key] = value;
  o["settings"] = std::move(f);
  return json::serialize(o) + "\n";
}

// What differs between a folder's identity and ours, in words.
std::string difference(const std::string& recorded, const referee::ScheduleFields& fields) {
  boost::system::error_code error;
  const json::value v = json::parse(recorded, error);
  if (error || !v.is_object() || !v.as_object().contains("settings")) return "its tune.json cannot be read";
  const json::object& settings = v.as_object().at("settings").as_object();
  for (const auto& [key, value] : fields) {
    const json::value* theirs = settings.if_contains(key);
    const std::string text = theirs && theirs->is_string() ? std::string(theirs->as_string()) : "(none)";
    if (text != value) return key + " was '" + text + "', here it is '" + value + "'";
  }
  return "its settings differ";
}

std::string signed_text(long long x) {
  std::ostringstream out;
  out << std::showpos << x;
  return out.str();
}

}  // namespace

Tuner::Tuner(TuneSettings s, std::ostream& out) : s_(std::move(s)), out_(out) {}

void Tuner::sleep() const { std::this_thread::sleep_for(std::chrono::duration<double>(s_.poll_seconds)); }

MaybeError Tuner::check_folder() {
  const referee::ScheduleFields fields = run_fields(s_);
  const std::string ours = identity_json(fields);
  const std::string path = s_.dir + "/tune.json";
  for (;;) {
    auto recorded = read_whole_file(path);
    if (!recorded) return Error{recorded.error()};
    if (*recorded) {
      if (**recorded == ours) {
        if (s_.role != Role::Worker && !s_.resume)
          return Error{s_.dir + " holds this tuning run already: -resume continues it (or give another -dir)"};
        return std::nullopt;
      }
      return Error{s_.dir + " holds another tuning run (" + difference(**recorded, fields) +
                   "): the same settings, or another -dir"};
    }
    if (s_.role != Role::Worker) {
      if (auto bad = make_folder(s_.dir)) return bad;
      return write_file_atomically(path, ours);
    }
    // A worker may start before the coordinator has made the folder.
    if (stop_.load()) return std::nullopt;
    sleep();
  }
}

MaybeError Tuner::run() {
  if (auto bad = check_folder()) return bad;
  if (s_.role == Role::Worker) return work();
  return coordinate();
}

inchworm::Expected<std::optional<PlayedValues>> Tuner::published_values(long long iteration) const {
  const std::string path = probe_path(s_.dir, iteration);
  auto text = read_whole_file(path);
  if (!text) return Error{text.error()};
  if (!*text) return std::optional<PlayedValues>();
  auto values = read_played_values(**text, s_.params);
  if (!values) return Error{path + ": " + values.error()};
  return std::optional<PlayedValues>(*values);
}

MaybeError Tuner::play_batch(const PlayedValues& v, int batch) {
  std::ofstream log(batch_path(s_.dir, v.iteration, batch, "log"), std::ios::app);
  // The referee's live line (games, W/D/L of the batch) on standard error, when it is a terminal.
  referee::Match match(batch_settings(s_, v, batch), log, std::cerr);
  match_.store(&match);
  if (stop_.load()) match.abort();  // a signal that came before the match was visible to it
  auto error = match.run();
  match_.store(nullptr);
  if (error)
    return Error{"iteration " + std::to_string(v.iteration) + ", batch " + std::to_string(batch) + ": " +
                 error->message};
  if (s_.role == Role::Worker && !stop_.load())
    out_ << "Worker " << s_.worker_id << ": iteration " << v.iteration << ", batch " << batch << " played ("
         << match.games_done() << " games)" << std::endl;
  return std::nullopt;
}

MaybeError Tuner::play_iteration(const PlayedValues& v, bool& played) {
  played = false;
  if (auto bad = make_folder(iteration_folder(s_.dir, v.iteration))) return bad;
  for (int b = 0; b < s_.batches() && !stop_.load(); ++b) {
    auto tally = tally_batch(s_, v, b);
    if (!tally) return Error{tally.error()};
    if (tally->complete()) continue;
    auto mine = claim(batch_path(s_.dir, v.iteration, b, "claim"), s_.worker_id);
    if (!mine) return Error{mine.error()};
    if (!*mine) continue;
    if (auto bad = play_batch(v, b)) return bad;
    played = true;
  }
  return std::nullopt;
}

inchworm::Expected<std::optional<BatchTally>> Tuner::collect(const PlayedValues& v) {
  auto last_note = std::chrono::steady_clock::now();
  for (;;) {
    if (s_.role == Role::Both) {
      bool played = false;
      if (auto bad = play_iteration(v, played)) return Error{bad->message};
    }
    if (stop_.load()) return std::optional<BatchTally>();
    BatchTally total;
    std::string waiting;
    for (int b = 0; b < s_.batches(); ++b) {
      auto tally = tally_batch(s_, v, b);
      if (!tally) return Error{tally.error()};
      total.games += tally->games;
      total.expected += tally->expected;
      total.wins += tally->wins;
      total.draws += tally->draws;
      total.losses += tally->losses;
      total.result += tally->result;
      if (!tally->complete()) {
        const auto owner = claim_owner(batch_path(s_.dir, v.iteration, b, "claim"));
        waiting += (waiting.empty() ? "" : ", ") + std::to_string(b) + " (" +
                   (owner ? "worker " + *owner : std::string("not claimed yet")) + ", " + std::to_string(tally->games) +
                   " of " + std::to_string(tally->expected) + " games)";
      }
    }
    if (waiting.empty()) return std::optional<BatchTally>(total);
    if (std::chrono::steady_clock::now() - last_note > std::chrono::seconds(30)) {
      out_ << "Iteration " << v.iteration << ": waiting for batch(es) " << waiting << std::endl;
      last_note = std::chrono::steady_clock::now();
    }
    sleep();
  }
}

MaybeError Tuner::coordinate() {
  const std::string jsonl = s_.dir + "/trajectory.jsonl", csv = s_.dir + "/trajectory.csv",
                    svg = s_.dir + "/trajectory.svg";
  bool cut = false;
  auto read = read_trajectory(jsonl, s_.params, cut);
  if (!read) return Error{read.error()};
  std::vector<TrajectoryPoint> points = std::move(*read);
  if (cut) {
    out_ << "Resuming: the last line of " << jsonl << " was cut short by a kill: its iteration is counted again"
         << std::endl;
    if (auto bad = drop_cut_line(jsonl)) return bad;
  }
  if (points.empty()) {
    TrajectoryPoint start;
    for (const Parameter& p : s_.params) start.theta.push_back(p.start);
    if (auto bad = append_line(jsonl, trajectory_json_line(start, s_.params))) return bad;
    points.push_back(start);
  } else {
    out_ << "Resuming after iteration " << points.back().iteration << " of " << s_.iterations << " ("
         << points.back().games << " games counted)" << std::endl;
  }
  while (!stop_.load() && points.back().iteration < s_.iterations) {
    const TrajectoryPoint& last = points.back();
    const long long iteration = last.iteration + 1;
    const Probe probe = make_probe(s_.params, last.theta, s_.schedule, last.pairs, s_.seed, iteration);
    const PlayedValues values{iteration, last.pairs, probe.plus_sent, probe.minus_sent};
    auto published = published_values(iteration);
    if (!published) return Error{published.error()};
    if (*published && **published != values)
      return Error{probe_path(s_.dir, iteration) + " holds other values than this run draws for iteration " +
                   std::to_string(iteration) + ": the folder was changed by hand?"};
    if (!*published) {
      if (auto bad = make_folder(iteration_folder(s_.dir, iteration))) return bad;
      if (auto bad = write_file_atomically(probe_path(s_.dir, iteration), played_values_json(values, s_.params)))
        return bad;
    }
    auto collected = collect(values);
    if (!collected) return Error{collected.error()};
    if (!*collected) break;
    const BatchTally& t = **collected;
    TrajectoryPoint next;
    next.iteration = iteration;
    next.pairs = last.pairs + s_.pairs;
    next.games = last.games + t.games;
    next.wins = t.wins;
    next.draws = t.draws;
    next.losses = t.losses;
    next.result = t.result;
    next.theta = spsa_update(s_.params, last.theta, probe, double(t.result));
    next.plus = probe.plus_sent;
    next.minus = probe.minus_sent;
    next.flip = probe.flip;
    for (const Gains& g : probe.gains) next.c.push_back(g.c);
    if (auto bad = append_line(jsonl, trajectory_json_line(next, s_.params))) return bad;
    points.push_back(next);
    if (auto bad = write_file_atomically(csv, trajectory_csv(points, s_.params))) return bad;
    std::ostringstream line;
    line << std::fixed << std::setprecision(2) << "Iteration " << iteration << "/" << s_.iterations << ": games "
         << next.games << ", +" << t.wins << " =" << t.draws << " -" << t.losses << ", result " << signed_text(t.result)
         << ";";
    for (std::size_t i = 0; i < s_.params.size(); ++i)
      line << " " << s_.params[i].name << " " << next.theta[i] << " (played " << probe.plus_sent[i] << " vs "
           << probe.minus_sent[i] << ")";
    out_ << line.str() << std::endl;
  }
  if (auto bad = write_file_atomically(csv, trajectory_csv(points, s_.params))) return bad;
  const bool finished = points.back().iteration >= s_.iterations;
  if (finished)
    if (auto bad = write_file_atomically(s_.dir + "/finished", "done\n")) return bad;
  if (auto bad = plot_trajectory(csv, svg, s_.params))
    out_ << "uiw-tune: " << bad->message << " (the trajectory is in " << csv << ")" << std::endl;
  std::ostringstream summary;
  summary << std::fixed << std::setprecision(2) << (finished ? "Tuned" : "Stopped") << " after "
          << points.back().iteration << " iterations, " << points.back().games << " games:";
  for (std::size_t i = 0; i < s_.params.size(); ++i)
    summary << " " << s_.params[i].name << " " << points.back().theta[i] << " (sent as "
            << std::llround(points.back().theta[i]) << ")";
  out_ << summary.str() << "\nTrajectory: " << jsonl << ", " << csv
       << (std::filesystem::exists(svg) ? ", " + svg : std::string()) << std::endl;
  return std::nullopt;
}

MaybeError Tuner::work() {
  while (!stop_.load()) {
    if (std::filesystem::exists(s_.dir + "/finished")) return std::nullopt;
    bool cut = false;
    auto points = read_trajectory(s_.dir + "/trajectory.jsonl", s_.params, cut);
    if (!points) return Error{points.error()};
    const long long iteration = points->empty() ? 1 : points->back().iteration + 1;
    bool played = false;
    if (iteration <= s_.iterations) {
      auto values = published_values(iteration);
      if (!values) return Error{values.error()};
      if (*values)
        if (auto bad = play_iteration(**values, played)) return bad;
    }
    if (!played) sleep();
  }
  return std::nullopt;
}

}  // namespace tune
