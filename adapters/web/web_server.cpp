#include "web_server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>

#include "page_assets.h"

namespace adapters::web {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

// A page that stopped reading gets dropped rather than buffered without end.
constexpr std::size_t kMaxQueuedMessages = 2000;
// Records are sent through the socket; a long game's record is far below this.
constexpr std::size_t kMaxMessageBytes = 16 << 20;

std::string_view host_name_of(std::string_view host) {
  if (!host.empty() && host.front() == '[') {
    const auto close = host.find(']');
    return close == std::string_view::npos ? host : host.substr(1, close - 1);
  }
  const auto colon = host.rfind(':');
  return colon == std::string_view::npos ? host : host.substr(0, colon);
}

bool is_loopback_origin(std::string_view origin) {
  if (origin.empty() || origin == "null") return origin.empty();
  const auto scheme = origin.find("://");
  if (scheme == std::string_view::npos) return false;
  return is_loopback_host(origin.substr(scheme + 3));
}

}  // namespace

bool is_loopback_host(std::string_view host) {
  if (host.empty()) return true;  // HTTP/1.0 clients send none; browsers always do
  const std::string_view name = host_name_of(host);
  return name == "localhost" || name == "::1" || name.rfind("127.", 0) == 0;
}

class WebSocketSession : public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(tcp::socket&& socket, WebServer& server) : ws_(std::move(socket)), server_(server) {}

  void run(http::request<http::string_body> request) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kMaxMessageBytes);
    ws_.async_accept(request, [self = shared_from_this()](beast::error_code ec) { self->on_accept(ec); });
  }

  void send(const std::string& message) {
    if (closed_) return;
    if (queue_.size() >= kMaxQueuedMessages) {
      close();
      return;
    }
    queue_.push_back(message);
    if (queue_.size() == 1) write();
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) return;
    id_ = server_.add(shared_from_this());
    read();
    if (server_.handlers().on_open) server_.handlers().on_open(id_);
  }

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec) return close();
    const std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (server_.handlers().on_message) server_.handlers().on_message(id_, text);
    read();
  }

  void write() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_write(ec); });
  }

  void on_write(beast::error_code ec) {
    if (ec) return close();
    queue_.pop_front();
    if (!queue_.empty()) write();
  }

  void close() {
    if (closed_) return;
    closed_ = true;
    queue_.clear();
    server_.remove(id_);
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
  }

  websocket::stream<beast::tcp_stream> ws_;
  WebServer& server_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  ClientId id_ = 0;
  bool closed_ = false;
};

namespace {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, WebServer& server) : stream_(std::move(socket)), server_(server) {}

  void run() { read(); }

 private:
  void read() {
    request_ = {};
    stream_.expires_after(std::chrono::seconds(60));
    http::async_read(stream_, buffer_, request_,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) {
      stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
      return;
    }
    if (ec) return;
    if (!is_loopback_host(request_[http::field::host]))
      return reply(http::status::forbidden, "text/plain", "uiw-web answers requests for 127.0.0.1 only\n");
    std::string target(request_.target());
    if (const auto q = target.find('?'); q != std::string::npos) target.erase(q);
    if (websocket::is_upgrade(request_)) {
      if (target != "/ws" || !is_loopback_origin(request_[http::field::origin]))
        return reply(http::status::forbidden, "text/plain", "no WebSocket here\n");
      stream_.expires_never();
      std::make_shared<WebSocketSession>(stream_.release_socket(), server_)->run(std::move(request_));
      return;
    }
    if (request_.method() != http::verb::get && request_.method() != http::verb::head)
      return reply(http::status::method_not_allowed, "text/plain", "only GET\n");
    if (target == "/") target = "/index.html";
    for (const PageAsset& asset : page_assets())
      if (asset.path == target)
        return reply(http::status::ok, std::string(asset.content_type), std::string(asset.body));
    if (server_.handlers().on_get)
      if (auto r = server_.handlers().on_get(target)) return reply(http::status::ok, r->content_type, r->body);
    reply(http::status::not_found, "text/plain", "not found: " + target + "\n");
  }

  void reply(http::status status, const std::string& type, std::string body) {
    auto res = std::make_shared<http::response<http::string_body>>(status, request_.version());
    res->set(http::field::server, "uiw-web");
    res->set(http::field::content_type, type);
    res->set(http::field::cache_control, "no-store");
    res->keep_alive(request_.keep_alive());
    if (request_.method() != http::verb::head) res->body() = std::move(body);
    res->prepare_payload();
    http::async_write(stream_, *res, [self = shared_from_this(), res](beast::error_code ec, std::size_t) {
      if (ec) return;
      if (!res->keep_alive()) {
        self->stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
        return;
      }
      self->read();
    });
  }

  beast::tcp_stream stream_;
  WebServer& server_;
  beast::flat_buffer buffer_;
  http::request<http::string_body> request_;
};

}  // namespace

struct WebServer::Listener : std::enable_shared_from_this<WebServer::Listener> {
  Listener(net::io_context& io, WebServer& s) : acceptor(io), server(s) {}

  void accept() {
    acceptor.async_accept([self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
      if (!self->acceptor.is_open()) return;
      if (!ec) std::make_shared<HttpSession>(std::move(socket), self->server)->run();
      self->accept();
    });
  }

  tcp::acceptor acceptor;
  WebServer& server;
};

WebServer::WebServer(net::io_context& io, ServerHandlers handlers) : io_(io), handlers_(std::move(handlers)) {}

WebServer::~WebServer() {
  if (listener_) {
    beast::error_code ignored;
    listener_->acceptor.close(ignored);
  }
}

std::optional<std::string> WebServer::listen(std::uint16_t port) {
  listener_ = std::make_shared<Listener>(io_, *this);
  beast::error_code ec;
  const tcp::endpoint endpoint(net::ip::make_address("127.0.0.1"), port);
  auto& a = listener_->acceptor;
  a.open(endpoint.protocol(), ec);
  if (!ec) a.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(endpoint, ec);
  if (!ec) a.listen(net::socket_base::max_listen_connections, ec);
  if (ec) return "cannot listen on 127.0.0.1:" + std::to_string(port) + ": " + ec.message();
  port_ = a.local_endpoint().port();
  listener_->accept();
  return std::nullopt;
}

ClientId WebServer::add(std::shared_ptr<WebSocketSession> session) {
  const ClientId id = next_id_++;
  sessions_[id] = session;
  return id;
}

void WebServer::remove(ClientId client) { sessions_.erase(client); }

void WebServer::send(ClientId client, const std::string& message) {
  auto it = sessions_.find(client);
  if (it == sessions_.end()) return;
  if (auto s = it->second.lock()) s->send(message);
}

void WebServer::broadcast(const std::string& message) {
  // A send may drop a slow client, which erases it from the map: walk a copy.
  const auto sessions = sessions_;
  for (const auto& [id, weak] : sessions)
    if (auto s = weak.lock()) s->send(message);
}

}  // namespace adapters::web
