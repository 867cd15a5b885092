#include "live_bridge.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <boost/json.hpp>
#include <cerrno>
#include <fstream>
#include <set>

#include "live_chart.h"
#include "page_messages.h"

namespace adapters::web {

namespace json = boost::json;

namespace {
// At most 16 MiB a turn: a long file is caught up with in turns, and the pages are served between them.
constexpr std::size_t kReadChunk = 1 << 20;
constexpr int kChunksPerTurn = 16;

// Running, as opposed to gone or a zombie that its parent has not reaped yet (killed all the same).
bool process_alive(long pid) {
  if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH) return false;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  std::getline(stat, text);
  const auto paren = text.rfind(')');
  return !(paren != std::string::npos && paren + 2 < text.size() && text[paren + 2] == 'Z');
}
}  // namespace

LiveBridge::LiveBridge(boost::asio::io_context& io, WebServer& server, std::string path, std::chrono::milliseconds poll)
    : io_(io), server_(server), path_(std::move(path)), poll_every_(poll), timer_(io) {}

void LiveBridge::start() {
  read_file();
  timer_.expires_after(poll_every_);
  timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) poll();
  });
}

bool LiveBridge::read_file() {
  const int fd = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;  // not there yet: the referee has not started
  bool changed = false;
  struct stat st {};
  if (::fstat(fd, &st) == 0) {
    if (std::uint64_t(st.st_ino) != identity_ || std::uint64_t(st.st_size) < offset_) {
      // Another file, or this one cut back: start over.
      if (identity_ != 0 || offset_ != 0) {
        run_ = referee::LiveRun{};
        boards_ = LiveBoards{};
        sent_version_.clear();
        sent_board_.clear();
        sent_run_version_ = ~0ul;
        chart_.reset();
        referee_gone_ = false;
        changed = true;
      }
      identity_ = std::uint64_t(st.st_ino);
      offset_ = 0;
    }
    std::string buffer(kReadChunk, '\0');
    for (int chunk = 0; chunk < kChunksPerTurn; ++chunk) {
      const ssize_t n = ::pread(fd, buffer.data(), buffer.size(), off_t(offset_));
      if (n <= 0) break;
      offset_ += std::uint64_t(n);
      changed |= run_.feed(std::string_view(buffer.data(), std::size_t(n)));
    }
  }
  ::close(fd);
  return changed;
}

bool LiveBridge::check_referee() {
  const auto& info = run_.info();
  if (!info.known || info.finished || info.pid <= 0 || referee_gone_) return false;
  if (process_alive(info.pid)) return false;
  // Read what it wrote last before calling it gone.
  read_file();
  if (run_.info().finished) return true;
  referee_gone_ = true;
  run_.referee_gone();
  return true;
}

void LiveBridge::poll() {
  bool changed = read_file();
  changed |= check_referee();
  if (changed || run_.version() != sent_run_version_) {
    sent_run_version_ = run_.version();
    server_.broadcast(live_message(run_, path_, referee_gone_));
    if (auto news = chart_.news(run_)) server_.broadcast(*news);
    // Pages watching a game that changed get it again, with its latest position.
    std::set<long long> watched;
    for (const auto& [client, index] : watching_) watched.insert(index);
    for (long long index : watched) {
      const auto it = run_.games().find(index);
      if (it == run_.games().end()) continue;
      if (sent_version_.count(index) && sent_version_[index] == it->second.version) continue;
      sent_version_[index] = it->second.version;
      for (const auto& [client, shown] : watching_)
        if (shown == index) send_game(client, index);
    }
  }
  send_boards(std::nullopt);
  timer_.expires_after(poll_every_);
  timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) poll();
  });
}

void LiveBridge::send_boards(std::optional<ClientId> client) {
  for (const auto& [index, g] : run_.games()) {
    if (g.status != referee::LiveStatus::Playing) {
      sent_board_.erase(index);
      continue;
    }
    const std::pair<unsigned long, unsigned long> key{g.version, g.thinking ? g.thinking->version : 0};
    if (!client) {
      const auto it = sent_board_.find(index);
      if (it != sent_board_.end() && it->second == key) continue;
      sent_board_[index] = key;
    }
    const std::string message = live_board_message(g, boards_.update(run_.info(), g));
    if (client)
      server_.send(*client, message);
    else
      server_.broadcast(message);
  }
}

void LiveBridge::on_open(ClientId client) {
  server_.send(client, live_message(run_, path_, referee_gone_));
  server_.send(client, live_chart_message(run_, 0));
  send_boards(client);
}

void LiveBridge::send_game(ClientId client, long long index) {
  const auto it = run_.games().find(index);
  if (it == run_.games().end()) {
    server_.send(client, error_message("no game " + std::to_string(index + 1) + " in the run yet"));
    return;
  }
  const LiveBoard& board = boards_.update(run_.info(), it->second);
  server_.send(client, live_game_message(run_, it->second, board));
  send_position(client, index, board.model.plies().size());
}

void LiveBridge::send_position(ClientId client, long long index, std::size_t ply) {
  const LiveBoard* board = boards_.find(index);
  if (!board || ply > board->model.plies().size()) return;  // asked of an older version: the page has a newer one
  server_.send(client, position_message(board->model, ply, int(index)));
}

void LiveBridge::on_message(ClientId client, const std::string& text) {
  boost::system::error_code ec;
  const json::value v = json::parse(text, ec);
  if (ec || !v.is_object()) return server_.send(client, error_message("not a JSON object"));
  const json::object& o = v.as_object();
  const json::value* type = o.if_contains("type");
  const json::value* index = o.if_contains("index");
  const std::string kind = type && type->is_string() ? std::string(type->as_string()) : "";
  if (kind == "hello") return on_open(client);
  if (kind == "chart") return server_.send(client, live_chart_message(run_, 0));  // a page that missed points
  if (!index || !index->is_int64()) return server_.send(client, error_message("'" + kind + "' needs a game index"));
  if (kind == "watch") {
    watching_[client] = index->as_int64();
    return send_game(client, index->as_int64());
  }
  if (kind == "unwatch") {
    watching_.erase(client);
    return;
  }
  if (kind == "position") {
    const json::value* ply = o.if_contains("ply");
    if (!ply || !ply->is_int64() || ply->as_int64() < 0)
      return server_.send(client, error_message("position needs a ply"));
    return send_position(client, index->as_int64(), std::size_t(ply->as_int64()));
  }
  server_.send(client, error_message("unknown command '" + kind + "' (live view)"));
}

std::optional<HttpReply> LiveBridge::on_get(const std::string& target) {
  if (target == "/api/live") return HttpReply{"application/json", live_message(run_, path_, referee_gone_)};
  return std::nullopt;
}

}  // namespace adapters::web
