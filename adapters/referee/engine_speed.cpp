#include "engine_speed.h"

#include <cmath>

#include "compliance_probe.h"

namespace referee {

using adapters::ReadStatus;
using inchworm::Error;

inchworm::Expected<double> bench_nps(const EngineConfig& engine,
                                     const std::vector<std::pair<std::string, std::string>>& game_options,
                                     const Timeouts& timeouts) {
  const std::string who = "engine " + engine.name + ": speed: ";
  ComplianceProbe probe(engine);
  if (auto error = probe.start()) return Error{who + *error};
  probe.send(engine.hello());
  if (probe.wait_for_word(engine.hello_ok(), std::chrono::milliseconds(timeouts.start_ms)).status != ReadStatus::Line)
    return Error{who + "no " + engine.hello_ok() + " within " + std::to_string(timeouts.start_ms) + " ms"};
  for (const auto& [name, value] : game_options) probe.send("setoption name " + name + " value " + value);
  for (const auto& [name, value] : engine.options) probe.send("setoption name " + name + " value " + value);
  probe.send("bench");
  // A bench of a few seconds is usual; a minute is generous on a loaded machine.
  const auto answer = probe.wait_for(
      [](const std::string& line) { return line.rfind("Nodes/second:", 0) == 0 || first_word(line) == "error"; },
      std::chrono::milliseconds(60000));
  probe.send("quit");
  if (answer.status != ReadStatus::Line)
    return Error{who + "no 'Nodes/second:' line after 'bench' (" +
                 (answer.status == ReadStatus::Closed ? probe.exit_text() : std::string("none within 60 s")) + ")"};
  if (first_word(answer.line) == "error") return Error{who + "'bench' answered '" + answer.line + "'"};
  char* end = nullptr;
  const std::string number = answer.line.substr(answer.line.find(':') + 1);
  const double nps = std::strtod(number.c_str(), &end);
  if (end == number.c_str() || !(nps > 0)) return Error{who + "cannot read '" + answer.line + "'"};
  probe.exits_within(std::chrono::milliseconds(500));
  return nps;
}

void scale_time_control(TimeControl& tc, double factor) {
  auto scaled = [&](long long ms) { return std::llround(double(ms) * factor); };
  tc.base_ms = scaled(tc.base_ms);
  tc.increment_ms = scaled(tc.increment_ms);
  tc.movetime_ms = scaled(tc.movetime_ms);
}

}  // namespace referee
