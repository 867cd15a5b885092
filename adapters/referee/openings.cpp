#include "openings.h"

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>

#include "text.h"

namespace referee {

using inchworm::Error;
using inchworm::Expected;

Expected<Opening> parse_opening(const std::string& line, const inchworm::GameState& game) {
  const std::vector<std::string> words = inchworm::split_words(line);
  if (words.empty()) return Error{"empty opening"};
  Opening opening;
  auto state = game.clone();
  state->set_position("startpos");
  std::size_t i = 0;
  if (words[0] == "startpos") {
    i = 1;
  } else if (words[0] == "fen" || words[0].find('/') != std::string::npos) {
    i = words[0] == "fen" ? 1 : 0;
    const std::size_t end = inchworm::find_word(words, "moves", i);
    if (auto bad = state->set_position(inchworm::join_words(words, i, end)))
      return Error{"bad position: " + bad->message};
    opening.base = state->position_string();
    i = end;
  }
  if (i < words.size() && words[i] == "moves") ++i;
  for (; i < words.size(); ++i) {
    if (state->is_over()) return Error{"the game is over before move '" + words[i] + "'"};
    auto played = state->play(words[i]);
    if (!played) return Error{played.error()};
    opening.moves.push_back(played->token);
  }
  if (state->is_over()) return Error{"the opening ends the game"};
  opening.start_position = state->position_string();
  return opening;
}

Opening start_opening(const inchworm::GameState& game) {
  auto state = game.clone();
  state->set_position("startpos");
  Opening opening;
  opening.start_position = state->position_string();
  return opening;
}

Expected<std::vector<Opening>> read_openings(const std::string& path, const inchworm::GameState& game) {
  std::ifstream in(path);
  if (!in) return Error{"cannot read openings file " + path};
  std::vector<Opening> book;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    auto opening = parse_opening(line, game);
    if (!opening) return Error{path + ":" + std::to_string(number) + ": " + opening.error()};
    book.push_back(*opening);
  }
  if (book.empty()) return Error{"no openings in " + path};
  return book;
}

std::vector<std::size_t> opening_order(std::size_t book_size, OpeningOrder order, std::uint64_t seed) {
  std::vector<std::size_t> indices(book_size);
  std::iota(indices.begin(), indices.end(), std::size_t(0));
  if (order == OpeningOrder::Random) {
    // A fixed shuffle (not std::shuffle, whose result differs between libraries) so that a seed
    // gives the same order everywhere and a resumed match finds the same openings.
    std::mt19937_64 rng(seed);
    for (std::size_t i = book_size; i > 1; --i) std::swap(indices[i - 1], indices[rng() % i]);
  }
  return indices;
}

}  // namespace referee
