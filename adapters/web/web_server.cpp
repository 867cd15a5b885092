#include "web_server.h"

#include <sys/socket.h>
#include <unistd.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cerrno>
#include <deque>

#include "host_check.h"
#include "page_assets.h"

namespace adapters::web {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

// A page that stopped reading gets dropped rather than buffered without end: by count and by size.
constexpr std::size_t kMaxQueuedMessages = 2000;
constexpr std::size_t kMaxQueuedBytes = 32 << 20;
// Records are sent through the socket; a long game's record is far below this.
constexpr std::size_t kMaxMessageBytes = 16 << 20;

}  // namespace

class WebSocketSession : public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(tcp::socket&& socket, WebServer& server) : ws_(std::move(socket)), server_(server) {}

  void run(http::request<http::string_body> request) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kMaxMessageBytes);
    ws_.async_accept(request, [self = shared_from_this()](beast::error_code ec) { self->on_accept(ec); });
  }

  void send(Message message) {
    if (closed_) return;
    if (queue_.size() >= kMaxQueuedMessages || queued_bytes_ + message->size() > kMaxQueuedBytes) {
      close();
      return;
    }
    queued_bytes_ += message->size();
    queue_.push_back(std::move(message));
    if (!writing_) write();
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
    writing_ = true;
    ws_.text(true);
    // The buffer points into queue_.front(): it stays in the queue until the write has ended.
    ws_.async_write(net::buffer(*queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_write(ec); });
  }

  void on_write(beast::error_code ec) {
    writing_ = false;
    if (ec || closed_) return close();
    queued_bytes_ -= queue_.front()->size();
    queue_.pop_front();
    if (!queue_.empty()) write();
  }

  void close() {
    if (!closed_) {
      closed_ = true;
      server_.remove(id_);
      beast::error_code ignored;
      beast::get_lowest_layer(ws_).socket().close(ignored);  // a write under way ends with an error
    }
    if (!writing_) {
      queue_.clear();
      queued_bytes_ = 0;
    }
  }

  websocket::stream<beast::tcp_stream> ws_;
  WebServer& server_;
  beast::flat_buffer buffer_;
  std::deque<Message> queue_;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;  // an async_write of queue_.front() is under way
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
    const std::string_view host = request_[http::field::host];
    if (!is_allowed_host_header(host, request_.version()))
      return reply(http::status::forbidden, "text/plain", "uiw-web answers requests for 127.0.0.1 only\n");
    std::string target(request_.target());
    if (const auto q = target.find('?'); q != std::string::npos) target.erase(q);
    if (websocket::is_upgrade(request_)) {
      if (target != "/ws" || !is_allowed_origin(request_[http::field::origin], host, server_.port()))
        return reply(http::status::forbidden, "text/plain", "no WebSocket here\n");
      stream_.expires_never();
      std::make_shared<WebSocketSession>(stream_.release_socket(), server_)->run(std::move(request_));
      return;
    }
    if (request_.method() != http::verb::get && request_.method() != http::verb::head)
      return reply(http::status::method_not_allowed, "text/plain", "only GET\n");
    if (target == "/") target = server_.handlers().home;
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
    // Not to be framed by other sites (clickjacking), and served types are not to be guessed.
    res->set("X-Frame-Options", "DENY");
    res->set("Content-Security-Policy", "frame-ancestors 'none'");
    res->set("X-Content-Type-Options", "nosniff");
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

// Connections are taken with accept4(SOCK_CLOEXEC) on the acceptor's descriptor rather than Asio's
// accept (which leaves them inheritable): the engine child is started from another thread at any time,
// so close-on-exec must be set in the same call that creates the descriptor.
struct WebServer::Listener : std::enable_shared_from_this<WebServer::Listener> {
  Listener(net::io_context& io, WebServer& s) : acceptor(io), server(s) {}

  void accept() {
    acceptor.async_wait(tcp::acceptor::wait_read, [self = shared_from_this()](beast::error_code ec) {
      if (!self->acceptor.is_open()) return;
      if (!ec) self->take_connections();
      self->accept();
    });
  }

  void take_connections() {
    for (;;) {
      const int fd = ::accept4(acceptor.native_handle(), nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
      if (fd < 0) {
        if (errno == EINTR || errno == ECONNABORTED) continue;
        return;  // EAGAIN: none left; EMFILE and the like: try again at the next readiness
      }
      tcp::socket socket(acceptor.get_executor());
      beast::error_code ec;
      socket.assign(tcp::v4(), fd, ec);
      if (ec) {
        ::close(fd);
        continue;
      }
      std::make_shared<HttpSession>(std::move(socket), server)->run();
    }
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
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, IPPROTO_TCP);
  if (fd < 0)
    ec.assign(errno, boost::system::system_category());
  else if (a.assign(tcp::v4(), fd, ec); ec)
    ::close(fd);
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

void WebServer::send(ClientId client, Message message) {
  auto it = sessions_.find(client);
  if (it == sessions_.end()) return;
  if (auto s = it->second.lock()) s->send(std::move(message));
}

void WebServer::broadcast(Message message) {
  // A send may drop a slow client, which erases it from the map: walk a copy.
  const auto sessions = sessions_;
  for (const auto& [id, weak] : sessions)
    if (auto s = weak.lock()) s->send(message);
}

}  // namespace adapters::web
