// The build's version and commit, the same in every program: their --version, the engine's `id name`,
// the referee's records. Generated from git at build time (cmake/version.cmake says how).
#pragma once

#include <string>
#include <string_view>

namespace inchworm {

// "0.1+404.gc287e51" (a dpkg version: see cmake/version.cmake), ".dirty" added for uncommitted changes;
// "0.1+unknown" when built without git.
std::string_view version();
// The commit's full hash, or "unknown".
std::string_view commit();
// What `--version` prints, in GNU's form (the first line the program and its version alone, as tools
// such as help2man read it): "inchworm 0.1+404.gc287e51\ncommit c287e51...".
std::string version_text(std::string_view program);
// The same on one line, for records: "uiw-referee 0.1+404.gc287e51 (commit c287e51...)".
std::string version_line(std::string_view program);

}  // namespace inchworm
