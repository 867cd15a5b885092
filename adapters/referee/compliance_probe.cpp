#include "compliance_probe.h"

#include <thread>

#include "engine_player.h"
#include "text.h"

namespace referee {

using adapters::ReadStatus;

std::optional<OptionLine> read_option_line(const std::string& line) {
  const auto w = inchworm::split_words(line);
  if (w.size() < 5 || w[0] != "option" || w[1] != "name") return std::nullopt;
  const std::size_t type_at = inchworm::find_word(w, "type");
  if (type_at <= 2 || type_at + 1 >= w.size()) return std::nullopt;
  OptionLine option;
  option.name = inchworm::join_words(w, 2, type_at);
  option.type = w[type_at + 1];
  if (option.type != "check" && option.type != "spin" && option.type != "combo" && option.type != "button" &&
      option.type != "string")
    return std::nullopt;
  for (std::size_t i = type_at + 2; i + 1 < w.size(); ++i)
    if (w[i] == "var") option.vars.push_back(w[++i]);
  return option;
}

std::string first_word(const std::string& line) { return line.substr(0, line.find(' ')); }

ComplianceProbe::ComplianceProbe(const EngineConfig& engine) : child_(engine_process_spec(engine, nullptr)) {}

bool ComplianceProbe::send(const std::string& line) { return child_.write_line(line); }

ComplianceProbe::Answer ComplianceProbe::wait_for(const std::function<bool(const std::string&)>& awaited,
                                                  std::chrono::milliseconds limit) {
  const auto t0 = Clock::now();
  const auto deadline = t0 + limit;
  Answer answer;
  for (;;) {
    auto r = child_.read_line_until(deadline);
    answer.ms = double(std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - t0).count()) / 1000;
    answer.status = r.status;
    if (r.status != ReadStatus::Line) return answer;
    if (awaited(r.line)) {
      answer.line = r.line;
      return answer;
    }
    answer.before.push_back(r.line);
  }
}

ComplianceProbe::Answer ComplianceProbe::wait_for_word(const std::string& word, std::chrono::milliseconds limit) {
  return wait_for([&](const std::string& line) { return first_word(line) == word; }, limit);
}

bool ComplianceProbe::exits_within(std::chrono::milliseconds limit) {
  const auto deadline = Clock::now() + limit;
  while (child_.running()) {
    if (Clock::now() > deadline) return false;
    // Reading drains what it still writes; its end of output comes with its exit.
    child_.read_line(std::chrono::milliseconds(5));
  }
  return true;
}

std::string ComplianceProbe::exit_text() {
  for (int i = 0; i < 100 && child_.running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  const auto code = child_.exit_code();
  if (!code) return "closed its output";
  return *code < 0 ? "exited (killed by " + signal_name(-*code) + ")"
                   : "exited (exit code " + std::to_string(*code) + ")";
}

}  // namespace referee
