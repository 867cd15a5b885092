// HTTP and WebSocket on 127.0.0.1 with Boost.Beast, on one thread (the io_context's). Serves the page's
// files from memory, hands WebSocket text messages to the bridge, and sends messages to one client or
// all of them. Requests whose Host is not a loopback name, and WebSockets whose Origin is not the page's,
// are refused (host_check.h), so other web sites cannot reach the bridge through a browser. Every socket
// is close-on-exec, so the engine child inherits none of them.
#pragma once

#include <boost/asio/io_context.hpp>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace adapters::web {

using ClientId = std::uint64_t;
// A message to pages, shared by every queue it is in (a long game's state is large and may go to
// hundreds of pages at once: it is made and held once).
using Message = std::shared_ptr<const std::string>;

struct HttpReply {
  std::string content_type;
  std::string body;
};

struct ServerHandlers {
  std::function<void(ClientId)> on_open;                               // a page connected
  std::function<void(ClientId, const std::string&)> on_message;        // a text message from a page
  std::function<std::optional<HttpReply>(const std::string&)> on_get;  // other GET targets (nothing: 404)
  std::string home = "/index.html";                                    // the page `/` serves
};

class WebSocketSession;

class WebServer {
 public:
  WebServer(boost::asio::io_context& io, ServerHandlers handlers);
  ~WebServer();

  // Listens on 127.0.0.1:port (0: a free port). Returns the bound port, or an error message.
  std::optional<std::string> listen(std::uint16_t port);
  std::uint16_t port() const { return port_; }

  void send(ClientId client, Message message);
  void broadcast(Message message);
  void send(ClientId client, std::string message) {
    send(client, std::make_shared<const std::string>(std::move(message)));
  }
  void broadcast(std::string message) { broadcast(std::make_shared<const std::string>(std::move(message))); }
  std::size_t clients() const { return sessions_.size(); }

  // Used by the sessions.
  ClientId add(std::shared_ptr<WebSocketSession> session);
  void remove(ClientId client);
  const ServerHandlers& handlers() const { return handlers_; }

 private:
  struct Listener;
  boost::asio::io_context& io_;
  ServerHandlers handlers_;
  std::shared_ptr<Listener> listener_;
  std::map<ClientId, std::weak_ptr<WebSocketSession>> sessions_;
  ClientId next_id_ = 1;
  std::uint16_t port_ = 0;
};

}  // namespace adapters::web
