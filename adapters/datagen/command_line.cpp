#include "command_line.h"

namespace datagen {

std::optional<cxxopts::ParseResult> parse_command_line(cxxopts::Options& cli, const std::vector<std::string>& args,
                                                       std::ostream& out, std::ostream& err, int& status) {
  cli.add_options()("h,help", "print this help");
  std::vector<std::string> words = {cli.program()};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  try {
    auto result = cli.parse(int(argv.size()), argv.data());
    if (result.count("help")) {
      out << cli.help() << std::flush;
      status = kExitDone;
      return std::nullopt;
    }
    if (!result.unmatched().empty()) {
      err << "uiw-datagen: unexpected argument '" << result.unmatched().front() << "' (" << cli.program()
          << " --help lists the options)" << std::endl;
      status = kExitUsage;
      return std::nullopt;
    }
    return result;
  } catch (const std::exception& e) {
    err << "uiw-datagen: " << e.what() << " (" << cli.program() << " --help lists the options)" << std::endl;
    status = kExitUsage;
    return std::nullopt;
  }
}

std::string command_text(const std::string& program, const std::vector<std::string>& args) {
  std::string text = program;
  for (const std::string& a : args)
    text += a.find_first_of(" \t") == std::string::npos && !a.empty() ? " " + a : " '" + a + "'";
  return text;
}

int fail(std::ostream& err, const std::string& message) {
  err << "uiw-datagen: " << message << std::endl;
  return kExitFailed;
}

}  // namespace datagen
