// uiw-web --follow FILE: the bridge of the live page. Follows a referee's live feed (uiw-referee -live
// FILE) as it grows, and shows every page the run: the games in progress and finished, the standings,
// the small board of every game in progress with what its engine is thinking, and any game a page
// opens, move by move. No engine is started. Runs on the io_context's one thread:
// the file is read a few times a second (it may not exist yet, may end in a line being written, may
// be cut short by a kill, or start again when it is replaced); whether the referee still runs is
// asked of its process id.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "live_chart.h"
#include "live_games.h"
#include "live_run.h"
#include "web_server.h"

namespace adapters::web {

class LiveBridge {
 public:
  LiveBridge(boost::asio::io_context& io, WebServer& server, std::string path,
             std::chrono::milliseconds poll = std::chrono::milliseconds(200));

  void start();
  void on_open(ClientId client);
  void on_message(ClientId client, const std::string& text);
  std::optional<HttpReply> on_get(const std::string& target);

 private:
  void poll();
  // Reads what the file has beyond what was read; true when anything changed.
  bool read_file();
  bool check_referee();
  void send_game(ClientId client, long long index);
  void send_position(ClientId client, long long index, std::size_t ply);
  // The small boards of the games in progress that changed since last sent (all of them to `client` alone).
  void send_boards(std::optional<ClientId> client);

  boost::asio::io_context& io_;
  WebServer& server_;
  std::string path_;
  std::chrono::milliseconds poll_every_;
  boost::asio::steady_timer timer_;
  referee::LiveRun run_;
  LiveBoards boards_;
  std::uint64_t offset_ = 0;    // bytes of the file read so far
  std::uint64_t identity_ = 0;  // the file's inode: another file at the path starts over
  bool referee_gone_ = false;
  std::map<ClientId, long long> watching_;           // the game each page has open
  std::map<long long, unsigned long> sent_version_;  // each watched game's version last sent
  // Each game's small board last broadcast: its version and its thought's (kept while it is in progress).
  std::map<long long, std::pair<unsigned long, unsigned long>> sent_board_;
  unsigned long sent_run_version_ = ~0ul;
  LiveChartFeed chart_;  // the chart's points every page has: the new ones are broadcast
};

}  // namespace adapters::web
