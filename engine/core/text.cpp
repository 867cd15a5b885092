#include "text.h"

#include <cctype>

namespace inchworm {

std::string lower_case(std::string text) {
  for (char& c : text) c = char(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string upper_case(std::string text) {
  for (char& c : text) c = char(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> words;
  std::string word;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

std::vector<std::string_view> split_fields(std::string_view text, char sep) {
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t at = text.find(sep, start);
    fields.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return fields;
    start = at + 1;
  }
}

std::string join_words(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
  std::string s;
  for (std::size_t i = from; i < to && i < words.size(); ++i) s += (i > from ? " " : "") + words[i];
  return s;
}

std::size_t find_word(const std::vector<std::string>& words, std::string_view word, std::size_t from) {
  for (std::size_t i = from; i < words.size(); ++i)
    if (words[i] == word) return i;
  return words.size();
}

}  // namespace inchworm
