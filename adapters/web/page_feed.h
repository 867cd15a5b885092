// What the pages are sent of the bridge's game, once per turn of the io loop however many changes it
// made: the whole game after a replacement (new game, undo, record, play on), else the new moves, else
// the session. The whole game's serialized game part, the current position's legal input and the
// premoves are made once per version of the game and shared by every page that asks (a long game's
// part is large; hundreds of pages may connect). Runs on the io_context's thread, beside the bridge
// (bridge.h), whose game and session view it reads.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "game_model.h"
#include "page_messages.h"
#include "web_server.h"

namespace adapters::web {

class PageFeed {
 public:
  // `refresh`: brings the session view up to date (the engine's pid, the clocks) before it is sent.
  PageFeed(boost::asio::io_context& io, WebServer& server, const GameModel& game, SessionView& view,
           std::function<void()> refresh);

  // Grows with every change of the game (moves, undo, replacement).
  unsigned long version() const { return version_; }
  void game_changed();   // moves played
  void game_replaced();  // the game was replaced or cut back: pages need the whole of it
  void schedule_flush();

  std::shared_ptr<const std::string> full_state();
  const boost::json::object& legal();     // the current position's (GameUi::legal)
  const boost::json::object& premoves();  // the side not to move's (GameUi::premoves)

 private:
  void flush();

  boost::asio::io_context& io_;
  WebServer& server_;
  const GameModel& game_;
  SessionView& view_;
  std::function<void()> refresh_;
  unsigned long version_ = 0;
  bool flush_posted_ = false;
  bool replaced_ = true;        // the pages need the whole state
  std::size_t sent_plies_ = 0;  // the moves the pages have been sent
  std::optional<unsigned long> legal_version_;
  boost::json::object legal_;
  std::optional<unsigned long> premoves_version_;
  boost::json::object premoves_;
  std::optional<unsigned long> state_version_;
  std::string state_game_part_;  // the state message without the session, for state_version_
};

}  // namespace adapters::web
