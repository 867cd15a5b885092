#include "run_folder.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "write_all.h"

namespace tune {

using adapters::write_all;
using inchworm::Error;

namespace {

std::string numbered(const std::string& prefix, long long n, int digits) {
  std::string text = std::to_string(n);
  if (int(text.size()) < digits) text.insert(0, std::size_t(digits) - text.size(), '0');
  return prefix + text;
}

std::string system_error(const std::string& what, const std::string& path) {
  return what + " " + path + ": " + std::strerror(errno);
}

}  // namespace

std::string iteration_folder(const std::string& dir, long long iteration) {
  return dir + "/" + numbered("iteration-", iteration, 4);
}

std::string batch_path(const std::string& dir, long long iteration, int batch, const std::string& extension) {
  return iteration_folder(dir, iteration) + "/" + numbered("batch-", batch, 3) + "." + extension;
}

std::string probe_path(const std::string& dir, long long iteration) {
  return iteration_folder(dir, iteration) + "/probe.json";
}

inchworm::MaybeError make_folder(const std::string& path) {
  std::error_code error;
  std::filesystem::create_directories(path, error);
  if (error) return Error{"cannot create the folder " + path + ": " + error.message()};
  return std::nullopt;
}

inchworm::MaybeError write_file_atomically(const std::string& path, const std::string& text) {
  const std::string temporary = path + ".tmp" + std::to_string(::getpid());
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return Error{system_error("cannot write", temporary)};
  const bool written = write_all(fd, text) && ::fsync(fd) == 0;
  ::close(fd);
  if (!written || std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string message = system_error("cannot write", path);
    std::remove(temporary.c_str());
    return Error{message};
  }
  return std::nullopt;
}

inchworm::Expected<std::optional<std::string>> read_whole_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (errno == ENOENT) return std::optional<std::string>();
    return Error{system_error("cannot read", path)};
  }
  std::ostringstream text;
  text << in.rdbuf();
  return std::optional<std::string>(text.str());
}

inchworm::MaybeError append_line(const std::string& path, const std::string& line) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return Error{system_error("cannot append to", path)};
  const bool written = write_all(fd, line + "\n");
  ::close(fd);
  if (!written) return Error{system_error("cannot append to", path)};
  return std::nullopt;
}

inchworm::Expected<bool> claim(const std::string& path, const std::string& owner) {
  // The claim is written whole beside `path`, then linked to it: link(2) fails when `path` exists, so
  // exactly one process wins, and no reader ever sees a claim without its owner.
  const std::string temporary = path + ".tmp" + std::to_string(::getpid());
  if (auto bad = write_file_atomically(temporary, owner + "\n")) return Error{bad->message};
  const bool linked = ::link(temporary.c_str(), path.c_str()) == 0;
  const int link_error = errno;
  std::remove(temporary.c_str());
  if (linked) return true;
  if (link_error != EEXIST) {
    errno = link_error;
    return Error{system_error("cannot create", path)};
  }
  return claim_owner(path) == owner;
}

std::optional<std::string> claim_owner(const std::string& path) {
  std::ifstream in(path);
  std::string owner;
  if (!in || !std::getline(in, owner)) return std::nullopt;
  return owner;
}

}  // namespace tune
