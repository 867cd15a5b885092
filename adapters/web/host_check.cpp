#include "host_check.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace adapters::web {

namespace {

bool same_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::optional<unsigned> parse_port(std::string_view digits) {
  if (digits.empty() || digits.size() > 5) return std::nullopt;
  unsigned n = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + unsigned(c - '0');
  }
  if (n == 0 || n > 65535) return std::nullopt;
  return n;
}

bool is_loopback_ipv4(std::string_view name) {
  if (name.empty() || name.size() > 15) return false;
  in_addr address{};
  if (::inet_pton(AF_INET, std::string(name).c_str(), &address) != 1) return false;
  return (ntohl(address.s_addr) >> 24) == 127;
}

bool is_loopback(const HostPort& hp) {
  if (hp.bracketed) return hp.host == "::1";
  return same_ignoring_case(hp.host, "localhost") || is_loopback_ipv4(hp.host);
}

}  // namespace

std::optional<HostPort> split_host_port(std::string_view text) {
  HostPort hp;
  std::string_view rest;
  if (!text.empty() && text.front() == '[') {
    const auto close = text.find(']');
    if (close == std::string_view::npos || close == 1) return std::nullopt;
    hp.host = text.substr(1, close - 1);
    hp.bracketed = true;
    rest = text.substr(close + 1);
  } else {
    const auto colon = text.find(':');
    hp.host = text.substr(0, colon);
    rest = colon == std::string_view::npos ? std::string_view() : text.substr(colon);
    if (hp.host.empty()) return std::nullopt;
    for (char c : hp.host)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_') return std::nullopt;
  }
  if (rest.empty()) return hp;
  if (rest.front() != ':') return std::nullopt;
  hp.port = parse_port(rest.substr(1));
  if (!hp.port) return std::nullopt;
  return hp;
}

bool is_loopback_host(std::string_view host) {
  const auto hp = split_host_port(host);
  return hp && is_loopback(*hp);
}

bool is_allowed_host_header(std::string_view host, unsigned http_version) {
  if (host.empty()) return http_version < 11;  // HTTP/1.1 requires Host; browsers always send it
  return is_loopback_host(host);
}

bool is_allowed_origin(std::string_view origin, std::string_view host, std::uint16_t port) {
  if (origin.empty()) return true;
  constexpr std::string_view kScheme = "http://";
  if (origin.size() <= kScheme.size() || !same_ignoring_case(origin.substr(0, kScheme.size()), kScheme)) return false;
  const std::string_view authority = origin.substr(kScheme.size());
  const auto hp = split_host_port(authority);
  if (!hp) return false;
  if (!host.empty() && same_ignoring_case(authority, host)) return true;
  return is_loopback(*hp) && hp->port.value_or(80) == port;
}

}  // namespace adapters::web
