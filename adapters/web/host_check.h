// Which requests the bridge answers. It listens on 127.0.0.1 only, but a browser can still be made to
// reach it: a web site whose name resolves to 127.0.0.1 (DNS rebinding) sends its own name as Host, and
// any web site can open a WebSocket to 127.0.0.1 (cross-site WebSocket hijacking) with its own Origin.
// So Host must name this machine's loopback, and a WebSocket's Origin must be the page the bridge serves.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace adapters::web {

// A host and optional port as written in a Host header or an origin ("127.0.0.1:8080", "[::1]").
struct HostPort {
  std::string_view host;         // without the brackets of an IPv6 literal
  bool bracketed = false;        // the host was written in brackets ("[::1]")
  std::optional<unsigned> port;  // nothing when no port was written
};

// Splits "name[:port]" or "[v6][:port]"; nothing when the text is not of that form (an empty name, a
// port that is not 1-65535 in digits, stray brackets or characters after them).
std::optional<HostPort> split_host_port(std::string_view text);

// True for `localhost`, an IPv4 literal in 127.0.0.0/8 written as four decimal parts (inet_pton), and
// `[::1]`, each with an optional port. Names that merely start like one ("127.evil.example",
// "127.0.0.1.nip.io", "localhost.evil.com") are not loopback.
bool is_loopback_host(std::string_view host);

// The Host header of a request: a loopback host, or (HTTP/1.0 only, which has no Host) nothing at all.
// `http_version` is Beast's form: 10 or 11.
bool is_allowed_host_header(std::string_view host, unsigned http_version);

// The Origin of a WebSocket request whose Host header is `host` (already allowed), to a bridge listening
// on `port`: `http://` followed by the same host:port the page was served from, or by a loopback host
// with the bridge's own port (the default port 80 when none is written). No Origin at all is allowed (it
// is not a browser); "null", other schemes, paths and other hosts are not.
bool is_allowed_origin(std::string_view origin, std::string_view host, std::uint16_t port);

}  // namespace adapters::web
