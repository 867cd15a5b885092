#include "gtp_command.h"

#include "text.h"

namespace adapters::gtp {

std::optional<Command> parse_command_line(std::string_view line) {
  std::string clean;
  for (char c : line) {
    if (c == '#') break;
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t')
      clean += ' ';
    else if (u >= 32 && u != 127)
      clean += c;
  }
  auto words = inchworm::split_words(clean);
  if (words.empty()) return std::nullopt;
  Command command;
  std::size_t first = 0;
  if (auto id = inchworm::parse_number<long long>(words[0], 0, 999'999'999'999LL)) {
    command.id = id;
    first = 1;
  }
  if (first < words.size()) command.name = words[first];
  command.args.assign(words.begin() + long(std::min(first + 1, words.size())), words.end());
  return command;
}

std::string format_answer(const Command& command, const Answer& answer) {
  std::string out(1, answer.ok ? '=' : '?');
  if (command.id) out += std::to_string(*command.id);
  std::string body;
  std::size_t start = 0;
  while (start <= answer.text.size()) {
    std::size_t end = answer.text.find('\n', start);
    if (end == std::string::npos) end = answer.text.size();
    std::string line = answer.text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(' ') != std::string::npos) body += (body.empty() ? "" : "\n") + line;
    start = end + 1;
  }
  // Text that begins with a line end (a diagram) starts on the line after the `=`.
  if (!body.empty()) out += (answer.text.front() == '\n' ? "\n" : " ") + body;
  return out + "\n\n";
}

}  // namespace adapters::gtp
