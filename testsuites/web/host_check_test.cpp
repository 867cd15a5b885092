// Which Host headers and WebSocket Origins the bridge accepts: loopback only, so that a web site cannot
// reach it through a browser (DNS rebinding, cross-site WebSocket hijacking).
#include <catch2/catch.hpp>

#include "host_check.h"

using namespace adapters::web;

namespace host_check_test {

TEST_CASE("loopback hosts are localhost, 127.0.0.0/8 literals and [::1], with an optional port", "[web][security]") {
  for (const char* good : {"127.0.0.1", "127.0.0.1:8080", "127.1.2.3:1", "127.255.255.255:65535", "localhost",
                           "localhost:8080", "LocalHost:80", "[::1]", "[::1]:8080"})
    CHECK(is_loopback_host(good));
  for (const char* bad : {"127.evil.example",
                          "127.evil.example:8080",
                          "127.0.0.1.nip.io",
                          "127.0.0.1.nip.io:8080",
                          "localhost.evil.com",
                          "localhost.evil.com:8080",
                          "evil.localhost",
                          "127.0.0.1evil",
                          "127.1",
                          "127.0.0.256",
                          "128.0.0.1",
                          "0.0.0.0",
                          "10.0.0.1:8080",
                          "[::2]",
                          "[::1",
                          "::1",
                          "[::1]x",
                          "[::1]:",
                          "127.0.0.1:",
                          "127.0.0.1:0",
                          "127.0.0.1:65536",
                          "127.0.0.1:80x",
                          "127.0.0.1:8080:1",
                          "127.0.0.1 ",
                          " 127.0.0.1",
                          "",
                          ":8080",
                          "127.0.0.1/x",
                          "localhost@evil.com",
                          "0x7f.0.0.1",
                          "0177.0.0.1"})
    CHECK_FALSE(is_loopback_host(bad));
}

TEST_CASE("the Host header is required on HTTP/1.1", "[web][security]") {
  CHECK(is_allowed_host_header("127.0.0.1:8080", 11));
  CHECK_FALSE(is_allowed_host_header("", 11));
  CHECK(is_allowed_host_header("", 10));  // HTTP/1.0 has no Host; browsers never speak it
  CHECK_FALSE(is_allowed_host_header("127.evil.example", 10));
  CHECK_FALSE(is_allowed_host_header("127.0.0.1.nip.io:8080", 11));
}

TEST_CASE("a WebSocket's Origin must be the page the bridge serves", "[web][security]") {
  const std::uint16_t port = 8080;
  // The same host:port the page came from.
  CHECK(is_allowed_origin("http://127.0.0.1:8080", "127.0.0.1:8080", port));
  CHECK(is_allowed_origin("http://localhost:8080", "localhost:8080", port));
  CHECK(is_allowed_origin("http://[::1]:8080", "[::1]:8080", port));
  // Through a forwarded port the Host names the forwarded port; the Origin must match it.
  CHECK(is_allowed_origin("http://localhost:9000", "localhost:9000", port));
  // A loopback origin with the bridge's own port, whatever the Host.
  CHECK(is_allowed_origin("http://localhost:8080", "127.0.0.1:8080", port));
  CHECK(is_allowed_origin("http://127.0.0.1", "127.0.0.1", 80));
  // No Origin: not a browser.
  CHECK(is_allowed_origin("", "127.0.0.1:8080", port));

  for (const char* bad :
       {"http://127.evil.example", "http://127.evil.example:8080", "http://127.0.0.1.nip.io:8080",
        "http://localhost.evil.com:8080", "http://evil.example", "null", "https://127.0.0.1:8080", "file://",
        "ws://127.0.0.1:8080", "http://127.0.0.1:8081", "http://127.0.0.1", "http://127.0.0.1:8080/",
        "http://127.0.0.1:8080/x", "http://", "127.0.0.1:8080", "http://user@127.0.0.1:8080"})
    CHECK_FALSE(is_allowed_origin(bad, "127.0.0.1:8080", port));
  // Another port than the page's and the bridge's.
  CHECK_FALSE(is_allowed_origin("http://localhost:9001", "localhost:9000", port));
}

}  // namespace host_check_test
