#include "gtp_client.h"

namespace gtp_test {

namespace {

adapters::ChildSpec spec(std::string program, std::vector<std::string> args) {
  adapters::ChildSpec s;
  s.program = std::move(program);
  s.args = std::move(args);
  s.inherit_stderr = true;
  return s;
}

}  // namespace

GtpClient::GtpClient(std::string label, std::string program, std::vector<std::string> args)
    : label_(std::move(label)), child_(spec(std::move(program), std::move(args))) {}

std::optional<std::string> GtpClient::start() { return child_.start(); }

std::optional<Reply> GtpClient::send(const std::string& command, std::chrono::milliseconds timeout) {
  transcript_.push_back("> " + command);
  if (!child_.write_line(command)) return std::nullopt;
  const auto deadline = adapters::ChildEngine::Clock::now() + timeout;
  std::optional<Reply> reply;
  for (;;) {
    auto r = child_.read_line_until(deadline);
    if (r.status != adapters::ReadStatus::Line) return std::nullopt;
    transcript_.push_back("< " + r.line);
    if (!reply) {
      if (r.line.empty()) continue;
      if (r.line[0] != '=' && r.line[0] != '?') return std::nullopt;
      reply = Reply{r.line[0] == '=', r.line.size() > 2 ? r.line.substr(2) : ""};
      continue;
    }
    if (r.line.empty()) return reply;
    reply->text += "\n" + r.line;
  }
}

void GtpClient::quit() {
  send("quit", std::chrono::seconds(5));
  child_.stop(std::chrono::milliseconds(2000));
}

}  // namespace gtp_test
