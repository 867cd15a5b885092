// Splitting protocol lines into words.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace uiw {

// Words separated by spaces, tabs or carriage returns; empty words dropped.
std::vector<std::string> split_words(std::string_view line);

// Words [from, to) joined by single spaces.
std::string join_words(const std::vector<std::string>& words, std::size_t from, std::size_t to);

// Index of the first word equal to `word` at or after `from`, or words.size().
std::size_t find_word(const std::vector<std::string>& words, std::string_view word, std::size_t from = 0);

}  // namespace uiw
