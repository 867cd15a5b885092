// Small text helpers shared by the protocol, the adapters and the games: words of a line and whole
// numbers that must fill their text.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace inchworm {

// `text` in single quotes, as error messages name a bad token: 'e9'.
inline std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }

// `text` with its ASCII letters in lower case (option names, game ids and levels compare so).
std::string lower_case(std::string text);
// ... and in upper case (a piece's letter for people: "Q" for the choice "q").
std::string upper_case(std::string text);

// Words separated by spaces, tabs, carriage returns or newlines; empty words dropped.
std::vector<std::string> split_words(std::string_view line);

// The fields of `text` between the separators `sep`, empty ones kept ("a//b" by '/': "a", "", "b"; "" gives
// one empty field). The views point into `text`.
std::vector<std::string_view> split_fields(std::string_view text, char sep);

// Words [from, to) joined by single spaces.
std::string join_words(const std::vector<std::string>& words, std::size_t from, std::size_t to);

// Index of the first word equal to `word` at or after `from`, or words.size().
std::size_t find_word(const std::vector<std::string>& words, std::string_view word, std::size_t from = 0);

// The whole of `text` as a decimal number of type T within [lo, hi]; nothing otherwise (empty text,
// signs or spaces around it, trailing characters, out of range).
template <typename T>
std::optional<T> parse_number(std::string_view text, T lo, T hi) {
  T value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
    return std::nullopt;
  return value;
}

}  // namespace inchworm
