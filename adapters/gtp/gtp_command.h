// GTP version 2 on the wire: the input line cleaned as the standard asks (control characters
// dropped, `#` comments cut, tabs made spaces), split into an optional numeric id, the command name and
// its arguments; and answers written as `=[id] text` or `?[id] message`, each ended by an empty line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adapters::gtp {

struct Command {
  std::optional<long long> id;
  std::string name;
  std::vector<std::string> args;
};

// Nothing for lines that carry no command (empty, blank, or only a comment).
std::optional<Command> parse_command_line(std::string_view line);

struct Answer {
  bool ok = true;
  std::string text;  // may hold several lines
  static Answer success(std::string text = {}) { return {true, std::move(text)}; }
  static Answer failure(std::string message) { return {false, std::move(message)}; }
};

// The answer as sent: `=id text` / `?id message`, then the empty line that ends it. Empty lines inside
// the text are dropped (an empty line would end the answer early) and line ends are normalised; text
// that begins with a line end starts on the line after the `=`.
std::string format_answer(const Command& command, const Answer& answer);

}  // namespace adapters::gtp
