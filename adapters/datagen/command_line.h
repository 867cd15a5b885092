// What every command of uiw-datagen shares on its command line: parsing with cxxopts into a result or an
// error (never an exception), --help, and the exit statuses (0 done, 1 failed, 2 bad command line).
#pragma once

#include <cxxopts.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "expected.h"

namespace datagen {

inline constexpr int kExitDone = 0, kExitFailed = 1, kExitUsage = 2;

// Parses `args` (the words after the command's name). nullopt after printing the help (--help) or the
// error with a pointer to the help; `status` is then the exit status.
std::optional<cxxopts::ParseResult> parse_command_line(cxxopts::Options& cli, const std::vector<std::string>& args,
                                                       std::ostream& out, std::ostream& err, int& status);

// The words as one line, each quoted when it holds a space (for file headers).
std::string command_text(const std::string& program, const std::vector<std::string>& args);

// Prints "uiw-datagen: <message>" and gives kExitFailed.
int fail(std::ostream& err, const std::string& message);

}  // namespace datagen
