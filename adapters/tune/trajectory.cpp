#include "trajectory.h"

#include <boost/json.hpp>
#include <sstream>

#include "run_folder.h"

namespace tune {

namespace json = boost::json;
using inchworm::Error;

std::string trajectory_json_line(const TrajectoryPoint& p, const std::vector<Parameter>& params) {
  json::object line;
  line["iteration"] = p.iteration;
  line["pairs"] = p.pairs;
  line["games"] = p.games;
  line["wins"] = p.wins;
  line["draws"] = p.draws;
  line["losses"] = p.losses;
  line["result"] = p.result;
  json::object theta, plus, minus, flip, c;
  for (std::size_t i = 0; i < params.size(); ++i) {
    theta[params[i].name] = p.theta[i];
    if (p.plus.empty()) continue;
    plus[params[i].name] = p.plus[i];
    minus[params[i].name] = p.minus[i];
    flip[params[i].name] = p.flip[i];
    c[params[i].name] = p.c[i];
  }
  line["theta"] = std::move(theta);
  if (!p.plus.empty()) {
    line["plus"] = std::move(plus);
    line["minus"] = std::move(minus);
    line["flip"] = std::move(flip);
    line["c"] = std::move(c);
  }
  return json::serialize(line);
}

namespace {

inchworm::Expected<TrajectoryPoint> read_point(const json::value& v, const std::vector<Parameter>& params) {
  TrajectoryPoint p;
  const json::object& o = v.as_object();
  p.iteration = o.at("iteration").to_number<long long>();
  p.pairs = o.at("pairs").to_number<long long>();
  p.games = o.at("games").to_number<long long>();
  p.wins = o.at("wins").to_number<long long>();
  p.draws = o.at("draws").to_number<long long>();
  p.losses = o.at("losses").to_number<long long>();
  p.result = o.at("result").to_number<long long>();
  for (const Parameter& param : params) {
    const json::object& theta = o.at("theta").as_object();
    if (!theta.contains(param.name)) return Error{"no value of " + param.name + " (another run's trajectory?)"};
    p.theta.push_back(theta.at(param.name).to_number<double>());
    if (!o.contains("plus")) continue;
    p.plus.push_back(o.at("plus").at(param.name).to_number<long long>());
    p.minus.push_back(o.at("minus").at(param.name).to_number<long long>());
    p.flip.push_back(o.at("flip").at(param.name).to_number<int>());
    p.c.push_back(o.at("c").at(param.name).to_number<double>());
  }
  return p;
}

}  // namespace

inchworm::Expected<std::vector<TrajectoryPoint>> read_trajectory(const std::string& path,
                                                                 const std::vector<Parameter>& params, bool& cut) {
  cut = false;
  auto text = read_whole_file(path);
  if (!text) return Error{text.error()};
  std::vector<TrajectoryPoint> points;
  if (!*text) return points;
  std::istringstream in(**text);
  std::string line;
  long long number = 0;
  while (std::getline(in, line)) {
    ++number;
    const bool last_without_end = in.eof() && !(*text)->empty() && (*text)->back() != '\n';
    boost::system::error_code error;
    const json::value v = json::parse(line, error);
    if (error || !v.is_object()) {
      if (last_without_end) {
        cut = true;
        break;
      }
      return Error{path + ":" + std::to_string(number) + ": not a trajectory line"};
    }
    try {
      auto point = read_point(v, params);
      if (!point) return Error{path + ":" + std::to_string(number) + ": " + point.error()};
      if (point->iteration != (long long)points.size())
        return Error{path + ":" + std::to_string(number) + ": iteration " + std::to_string(point->iteration) +
                     " where " + std::to_string(points.size()) + " was expected"};
      points.push_back(*point);
    } catch (const std::exception& e) {
      return Error{path + ":" + std::to_string(number) + ": not a trajectory line (" + e.what() + ")"};
    }
  }
  return points;
}

inchworm::MaybeError drop_cut_line(const std::string& path) {
  auto text = read_whole_file(path);
  if (!text) return Error{text.error()};
  if (!*text || (*text)->empty() || (*text)->back() == '\n') return std::nullopt;
  const std::size_t end = (*text)->rfind('\n');
  return write_file_atomically(path, end == std::string::npos ? "" : (*text)->substr(0, end + 1));
}

std::string trajectory_csv(const std::vector<TrajectoryPoint>& points, const std::vector<Parameter>& params) {
  std::ostringstream out;
  out.precision(10);
  out << "iteration,pairs,games,result";
  for (const Parameter& p : params) out << "," << p.name;
  for (const Parameter& p : params) out << "," << p.name << "_plus," << p.name << "_minus";
  out << "\n";
  for (const TrajectoryPoint& point : points) {
    out << point.iteration << "," << point.pairs << "," << point.games << "," << point.result;
    for (double x : point.theta) out << "," << x;
    for (std::size_t i = 0; i < params.size(); ++i) {
      if (point.plus.empty())
        out << ",,";
      else
        out << "," << point.plus[i] << "," << point.minus[i];
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace tune
