#include "version.h"

namespace inchworm {

std::string version_text(std::string_view program) {
  return std::string(program) + " " + std::string(version()) + "\ncommit " + std::string(commit());
}

std::string version_line(std::string_view program) {
  return std::string(program) + " " + std::string(version()) + " (commit " + std::string(commit()) + ")";
}

}  // namespace inchworm
