#include "page_feed.h"

#include <boost/asio/post.hpp>

namespace adapters::web {

PageFeed::PageFeed(boost::asio::io_context& io, WebServer& server, const GameModel& game, SessionView& view,
                   std::function<void()> refresh)
    : io_(io), server_(server), game_(game), view_(view), refresh_(std::move(refresh)) {}

void PageFeed::game_changed() {
  ++version_;
  schedule_flush();
}

void PageFeed::game_replaced() {
  ++version_;
  replaced_ = true;
  schedule_flush();
}

void PageFeed::schedule_flush() {
  if (flush_posted_) return;
  flush_posted_ = true;
  boost::asio::post(io_, [this] { flush(); });
}

void PageFeed::flush() {
  flush_posted_ = false;
  const std::size_t plies = game_.plies().size();
  refresh_();
  if (replaced_ || plies < sent_plies_)
    server_.broadcast(full_state());
  else if (plies > sent_plies_)
    server_.broadcast(moves_message(game_, sent_plies_, view_, legal()));
  else
    server_.broadcast(session_message(view_));
  replaced_ = false;
  sent_plies_ = plies;
}

std::shared_ptr<const std::string> PageFeed::full_state() {
  refresh_();
  if (state_version_ != version_) {
    state_game_part_ = state_game_part(game_, legal());
    state_version_ = version_;
  }
  return std::make_shared<const std::string>(with_session(state_game_part_, view_));
}

const boost::json::object& PageFeed::legal() {
  if (legal_version_ != version_) {
    legal_ = game_.ui().legal(game_.state());
    legal_version_ = version_;
  }
  return legal_;
}

const boost::json::object& PageFeed::premoves() {
  if (premoves_version_ != version_) {
    premoves_ = game_.ui().premoves(game_.state());
    premoves_version_ = version_;
  }
  return premoves_;
}

}  // namespace adapters::web
